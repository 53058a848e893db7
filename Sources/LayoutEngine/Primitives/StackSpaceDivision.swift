/// How an HStack or VStack shares its length among its children: the algorithm of seed 003
/// ("children have to compete for space on an equal footing"), checked against
/// swiftuifieldguide.com/layout/hstack and OpenSwiftUI StackLayout.swift.
struct StackDivision {
  /// What one child was proposed and chose, and the gap before it.
  struct Share {
    var proposal: ProposedSize
    var size: Size
    /// The gap before the child (0 before the first).
    var gap: Double
  }

  /// One share per child, in child order: one array, since every division is kept in the cache.
  var shares: [Share]
  var trace: StackDivisionTrace? = nil
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
  func offer(_ major: Double?) -> ProposedSize { ProposedSize(major: major, minor: minorProposal, axis: axis) }
  // Arrays are reserved and appended to rather than made with `Array(repeating:count:)`, whose
  // allocation is not specialised and looks up the array's type metadata at run time (~500
  // instructions per array; docs/performance.md).

  // STEP 1. Gaps: the explicit spacing between every pair of neighbours; without one, the distance
  // the neighbours' spacing preferences ask for (`ViewSpacing`: 0 beside a Spacer, text to text by
  // the fonts in a VStack), else 8.
  var shares: [StackDivision.Share] = []
  shares.reserveCapacity(count)
  var internalSpacing = 0.0
  for index in subviews.indices {
    var gap = 0.0
    if index > 0 {
      if let explicitSpacing {
        gap = explicitSpacing
      } else {
        let distance = subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        gap = distance ?? defaultStackSpacing
      }
    }
    internalSpacing += gap
    shares.append(StackDivision.Share(proposal: .unspecified, size: .zero, gap: gap))
  }

  // STEP 2. No length proposed along the axis: every child is asked for its ideal length.
  guard let proposedLength = proposal[axis] else {
    for index in subviews.indices {
      shares[index].proposal = offer(nil)
      shares[index].size = subviews[index].sizeThatFits(offer(nil))
    }
    var trace: StackDivisionTrace?
    if subviews.isTracing {
      let steps = subviews.indices.map {
        StackSizingStep(
          child: subviews[$0].id, index: $0, priorityGroup: 0, layoutPriority: subviews[$0].layoutPriority,
          flexibility: nil, reservedForLowerPriorities: 0, remainingInGroup: nil,
          offer: shares[$0].proposal, size: shares[$0].size)
      }
      trace = StackDivisionTrace(
        node: node, axis: axis, proposal: proposal, internalSpacing: internalSpacing,
        unallocatedSpace: nil, steps: steps)
    }
    return StackDivision(shares: shares, trace: trace)
  }

  // STEP 3. Unallocated space: the proposed length minus the gaps.
  var remaining = proposedLength - internalSpacing
  let unallocated = remaining

  // STEPS 4 to 7 work in two scratch buffers of `count` elements, the children's order and their
  // flexibilities: temporary allocations (on the stack while small), not arrays. A stack is
  // divided for every proposal it is asked, and these arrays were most of its allocations.
  var steps: [StackSizingStep] = []
  withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
    withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { flexibility in
      for index in 0..<count { order.initializeElement(at: index, to: index) }
      flexibility.initialize(repeating: 0)

      // STEP 4. Group the children by layout priority, highest first: `order` lists the children
      // by descending priority (child order within a priority), and each group is a run of it
      // ending at `groupEnds[g]` (one group of every child when all priorities are equal).
      // Spacers have -infinity, so they come last and are held at their minimum while
      // everything else is sized.
      var groupEnds: [Int] = []
      // STEP 5. The minimum length of every child that is not in the first group (proposed 0
      // along the axis): "it sets aside the minimum widths of all of the lower priority
      // children" (seed 003). `reservedBelow[g]`: the minimums of the groups after group g,
      // summed from the last group.
      var reservedBelow: [Double] = []
      let firstPriority = subviews.first?.layoutPriority ?? 0
      if subviews.contains(where: { $0.layoutPriority != firstPriority }) {
        var byPriority = order  // the same memory: a buffer pointer is a reference
        byPriority.sort {
          let (a, b) = (subviews[$0].layoutPriority, subviews[$1].layoutPriority)
          return a != b ? a > b : $0 < $1
        }
        for position in 1..<count where subviews[order[position]].layoutPriority != subviews[order[position - 1]].layoutPriority {
          groupEnds.append(position)
        }
        groupEnds.append(count)
        var minimumLength: [Double] = []
        minimumLength.reserveCapacity(count)
        minimumLength.append(contentsOf: repeatElement(0, count: count))
        for index in order[groupEnds[0]...] { minimumLength[index] = subviews[index].sizeThatFits(offer(0))[axis] }
        reservedBelow.append(contentsOf: repeatElement(0, count: groupEnds.count))
        for g in stride(from: groupEnds.count - 2, through: 0, by: -1) {
          let below = order[groupEnds[g]..<groupEnds[g + 1]]
          reservedBelow[g] = reservedBelow[g + 1] + below.reduce(0) { $0 + minimumLength[$1] }
        }
      }

      let groups = groupEnds.isEmpty ? (count > 0 ? 1 : 0) : groupEnds.count
      var groupStart = 0
      for g in 0..<groups {
        let groupEnd = groupEnds.isEmpty ? count : groupEnds[g]
        let reserved = reservedBelow.isEmpty ? 0 : reservedBelow[g]
        // STEP 6. Within a group, the least flexible child goes first. Flexibility is the length
        // at an infinite offer minus the length at a zero offer; ties keep child order. A group of
        // one child needs no ordering, so it is not measured (this keeps nested stacks cheap).
        let groupCount = groupEnd - groupStart
        if groupCount > 1 {
          for position in groupStart..<groupEnd {
            let index = order[position]
            let largest = subviews[index].sizeThatFits(offer(.infinity))[axis]
            let smallest = subviews[index].sizeThatFits(offer(0))[axis]
            let value = largest - smallest
            flexibility[index] = value.isNaN ? .infinity : value
          }
          // The order is total (ties broken by index), so any sort gives the same result.
          var group = UnsafeMutableBufferPointer(rebasing: order[groupStart..<groupEnd])
          group.sort {
            flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1
          }
        }

        // STEP 7. Offer each child an equal share of what is left for the group (the space left
        // after setting aside the lower groups' minimums), then deduct what it took and repeat.
        var groupRemaining = remaining - reserved
        for position in groupStart..<groupEnd {
          let index = order[position]
          let share = max(0, groupRemaining / Double(groupEnd - position))
          let childOffer = offer(share)
          let size = subviews[index].sizeThatFits(childOffer)
          shares[index].proposal = childOffer
          shares[index].size = size
          if subviews.isTracing {
            steps.append(StackSizingStep(
              child: subviews[index].id, index: index, priorityGroup: g, layoutPriority: subviews[index].layoutPriority,
              flexibility: groupCount > 1 ? flexibility[index] : nil, reservedForLowerPriorities: reserved,
              remainingInGroup: groupRemaining, offer: childOffer, size: size))
          }
          groupRemaining -= size[axis]
          remaining -= size[axis]
        }
        groupStart = groupEnd
      }
    }
  }

  let trace = subviews.isTracing
    ? StackDivisionTrace(
      node: node, axis: axis, proposal: proposal, internalSpacing: internalSpacing,
      unallocatedSpace: unallocated, steps: steps)
    : nil
  return StackDivision(shares: shares, trace: trace)
}
