/// How an HStack or VStack shares its length among its children: the algorithm of seed 003
/// ("children have to compete for space on an equal footing"), checked against
/// swiftuifieldguide.com/layout/hstack and OpenSwiftUI StackLayout.swift.
struct StackDivision {
  /// What each child was proposed, in child order.
  var proposals: [ProposedSize]
  /// What each child chose, in child order.
  var sizes: [Size]
  /// The gap before each child (0 before the first).
  var gaps: [Double]
  var trace: StackDivisionTrace?
}

/// The distance between two neighbours in a stack without explicit spacing whose spacing
/// preferences agree on nothing (SwiftUI `ViewSpacing.distance(to:along:)` falls back to
/// `Spacing.defaultValue`, 8 on iOS): two colours, a Text beside anything in an HStack.
let defaultStackSpacing = 8.0

func divideStackSpace(
  node: NodeID, axis: Axis, spacing: Double?, proposal: ProposedSize, subviews: Subviews
) -> StackDivision {
  let count = subviews.count
  let minorProposal = proposal[axis.other]
  let explicitSpacing = spacing.flatMap { $0.isFinite ? $0 : nil }

  // STEP 1. Gaps: the explicit spacing between every pair of neighbours; without one, the distance
  // the neighbours' spacing preferences ask for (`ViewSpacing`: 0 beside a Spacer, text to text by
  // the fonts in a VStack), else 8.
  var gaps = [Double](repeating: 0, count: count)
  for index in subviews.indices.dropFirst() {
    if let explicitSpacing {
      gaps[index] = explicitSpacing
    } else {
      let distance = subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
      gaps[index] = distance ?? defaultStackSpacing
    }
  }
  let internalSpacing = gaps.reduce(0, +)

  func offer(_ major: Double?) -> ProposedSize { ProposedSize(major: major, minor: minorProposal, axis: axis) }

  // STEP 2. No length proposed along the axis: every child is asked for its ideal length.
  guard let proposedLength = proposal[axis] else {
    let proposals = (0..<count).map { _ in offer(nil) }
    let sizes = subviews.indices.map { subviews[$0].sizeThatFits(proposals[$0]) }
    var trace: StackDivisionTrace?
    if subviews.pass.isTracing {
      let steps = subviews.indices.map {
        StackSizingStep(
          child: subviews[$0].id, index: $0, priorityGroup: 0, layoutPriority: subviews[$0].layoutPriority,
          flexibility: nil, reservedForLowerPriorities: 0, remainingInGroup: nil,
          offer: proposals[$0], size: sizes[$0])
      }
      trace = StackDivisionTrace(
        node: node, axis: axis, proposal: proposal, internalSpacing: internalSpacing,
        unallocatedSpace: nil, steps: steps)
    }
    return StackDivision(proposals: proposals, sizes: sizes, gaps: gaps, trace: trace)
  }

  // STEP 3. Unallocated space: the proposed length minus the gaps.
  var remaining = proposedLength - internalSpacing
  let unallocated = remaining

  // STEP 4. Group the children by layout priority, highest first. Spacers have -infinity, so they
  // come last and are held at their minimum while everything else is sized.
  let priorities = subviews.map(\.layoutPriority)
  // Distinct priorities without a `Set`: a stack has a few children and usually one priority.
  var groupValues: [Double] = []
  for priority in priorities where !groupValues.contains(priority) { groupValues.append(priority) }
  groupValues.sort(by: >)
  let groups = groupValues.map { value in subviews.indices.filter { priorities[$0] == value } }

  // STEP 5. The minimum length of every child that is not in the first group (proposed 0 along the
  // axis): "it sets aside the minimum widths of all of the lower priority children" (seed 003).
  var minimumLength = [Double](repeating: 0, count: count)
  for group in groups.dropFirst() {
    for index in group { minimumLength[index] = subviews[index].sizeThatFits(offer(0))[axis] }
  }
  var reservedBelow = [Double](repeating: 0, count: groups.count)
  for g in stride(from: groups.count - 2, through: 0, by: -1) {
    reservedBelow[g] = reservedBelow[g + 1] + groups[g + 1].reduce(0) { $0 + minimumLength[$1] }
  }

  var proposals = [ProposedSize](repeating: .unspecified, count: count)
  var sizes = [Size](repeating: .zero, count: count)
  var steps: [StackSizingStep] = []

  for (g, group) in groups.enumerated() {
    // STEP 6. Within a group, the least flexible child goes first. Flexibility is the length at an
    // infinite offer minus the length at a zero offer; ties keep child order. A group of one child
    // needs no ordering, so it is not measured (this keeps nested stacks cheap).
    var flexibility = [Double?](repeating: nil, count: group.count > 1 ? count : 0)
    if group.count > 1 {
      for index in group {
        let largest = subviews[index].sizeThatFits(offer(.infinity))[axis]
        let smallest = subviews[index].sizeThatFits(offer(0))[axis]
        let value = largest - smallest
        flexibility[index] = value.isNaN ? .infinity : value
      }
    }
    let order = group.count < 2 ? group : group.enumerated().sorted {
      let (a, b) = (flexibility[$0.element] ?? 0, flexibility[$1.element] ?? 0)
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)

    // STEP 7. Offer each child an equal share of what is left for the group (the space left after
    // setting aside the lower groups' minimums), then deduct what it took and repeat.
    var groupRemaining = remaining - reservedBelow[g]
    for (k, index) in order.enumerated() {
      let share = max(0, groupRemaining / Double(order.count - k))
      let childOffer = offer(share)
      let size = subviews[index].sizeThatFits(childOffer)
      proposals[index] = childOffer
      sizes[index] = size
      if subviews.pass.isTracing {
        steps.append(StackSizingStep(
          child: subviews[index].id, index: index, priorityGroup: g, layoutPriority: priorities[index],
          flexibility: flexibility.isEmpty ? nil : flexibility[index], reservedForLowerPriorities: reservedBelow[g],
          remainingInGroup: groupRemaining, offer: childOffer, size: size))
      }
      groupRemaining -= size[axis]
      remaining -= size[axis]
    }
  }

  let trace = subviews.pass.isTracing
    ? StackDivisionTrace(
      node: node, axis: axis, proposal: proposal, internalSpacing: internalSpacing,
      unallocatedSpace: unallocated, steps: steps)
    : nil
  return StackDivision(proposals: proposals, sizes: sizes, gaps: gaps, trace: trace)
}
