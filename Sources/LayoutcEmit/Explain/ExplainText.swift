import LayoutEngine
import LayoutcLowering

/// `--explain`: the layout as a person reads it, one block per node in tree order, indented by
/// depth (docs/explain.md):
///
///     HStack  layout-priority.ui:34:5
///       proposed 200 × 100 → chose 199 × 20.667 → placed at (0.5, 39.667) in the window
///       width 200 − 16 spacing = 184 unallocated
///       priority 1: 184 − 34 set aside for the lower priorities' minimums = 150
///         1. layoutPriority (child 3): offered 150 → took 118.667
///       priority 0: 65.333 left
///         2. Image (child 2), flexibility 0: offered 65.333 ÷ 2 = 32.667 → took 20
///         3. Text "Delicious" (child 1), flexibility 58.667: offered 45.333 → took 44.333
///       Text "Delicious"  layout-priority.ui:35:9
///         proposed 45.333 × 100 → chose 44.333 × 20.667 → placed at (0, 0) in HStack
///         also asked: 0 × 100 → 14 × 20.667; ∞ × 100 → 72.667 × 20.667
///         shows "Deli…"
///
/// Numbers are rounded to 3 decimals (as `--tree`); `nil` is an unspecified proposal ("your
/// ideal size"), `∞` an infinite one ("your maximum").
public enum ExplainText {
  /// Levels of indentation written out in full. A deeper node is indented as one at this level
  /// and its title starts with its depth, `[depth 40] `: indenting every level would make the
  /// transcript quadratic in the nesting (a chain of 500 modifiers is 500 levels deep).
  public static let maximumIndent = 32

  public static func render(_ explanations: [LayoutExplanation]) -> String {
    var out: [String] = []
    for (index, explanation) in explanations.enumerated() {
      if index > 0 { out.append("") }
      out.append(FramesTextTree.header(explanation.preview))
      for node in explanation.nodes { out += block(node, explanation.preview) }
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func block(_ node: LayoutExplanation.Node, _ p: LaidOutPreview) -> [String] {
    let shown = min(node.depth, maximumIndent)
    let indent = String(repeating: "  ", count: shown) + (node.depth > maximumIndent ? "[depth \(node.depth)] " : "")
    let detail = String(repeating: "  ", count: shown + 1)
    var out: [String] = []
    let source = node.entry.map { "  \(FramesTextTree.fileName($0.file)):\($0.line):\($0.column)" } ?? ""
    out.append(indent + node.title + source)
    var placed = "proposed \(proposal(node.proposal)) → chose \(size(node.size)) → placed at \(point(node.position))"
    if let parent = node.parentTitle {
      placed += " in \(parent)"
    } else {
      let safe = p.result.safeArea
      placed += " in the window, centred in the safe area \(size(safe.size)) at \(point(safe.origin))"
    }
    out.append(detail + placed)
    if let offset = node.drawOffset { out.append(detail + "drawn moved by \(point(offset)) (offset)") }
    if !node.probes.isEmpty {
      var asked = detail + "also asked: " + node.probes.map { "\(proposal($0.proposal)) → \(size($0.size))" }.joined(separator: "; ")
      if node.probesOmitted > 0 { asked += "; … and \(node.probesOmitted) more" }
      out.append(asked)
    }
    if let lines = node.lines, !lines.isEmpty {
      out.append(detail + "shows " + lines.map { FramesTextTree.quoted($0, limit: .max) }.joined(separator: " / "))
    }
    if let stack = node.stack {
      out += division(stack, node, detail)
      let across = stack.axis == .horizontal ? "in a row" : "in a column"
      out.append(detail + "then lined up \(across) on their \(node.stackAlignment ?? "center") guides; the stack encloses them")
    }
    return out
  }

  /// A stack's space division: the unallocated space, then each child in the order it was sized,
  /// grouped by priority, with its flexibility, its share and what it took.
  static func division(_ d: StackDivisionTrace, _ node: LayoutExplanation.Node, _ detail: String) -> [String] {
    let length = d.axis == .horizontal ? "width" : "height"
    var out: [String] = []
    guard let unallocated = d.unallocatedSpace, let proposed = d.proposal[d.axis] else {
      out.append(detail + "no \(length) proposed: each child is asked for its ideal \(length)")
      for (k, step) in d.steps.enumerated() {
        out.append(detail + "  \(k + 1). \(child(step, node)): offered \(proposal(step.offer)) → took \(number(step.size[d.axis]))")
      }
      return out
    }
    out.append(detail + "\(length) \(number(proposed)) − \(number(d.internalSpacing)) spacing = \(number(unallocated)) unallocated")
    let groups = Set(d.steps.map(\.priorityGroup)).count
    if groups == 1 { out.append(detail + "children sized least flexible first:") }
    // Children of each step's group from that step on, counted once from the end (counting them
    // at every step was quadratic in the stack's children).
    var leftInGroup = [Int](repeating: 0, count: d.steps.count)
    var counts: [Int: Int] = [:]
    for k in d.steps.indices.reversed() {
      counts[d.steps[k].priorityGroup, default: 0] += 1
      leftInGroup[k] = counts[d.steps[k].priorityGroup]!
    }
    var currentGroup = -1
    for (k, step) in d.steps.enumerated() {
      if groups > 1 && step.priorityGroup != currentGroup {
        currentGroup = step.priorityGroup
        let available = step.remainingInGroup ?? 0
        var header = "priority \(number(step.layoutPriority)): "
        if step.reservedForLowerPriorities > 0 {
          header += "\(number(available + step.reservedForLowerPriorities)) − \(number(step.reservedForLowerPriorities)) "
            + "set aside for the lower priorities' minimums = \(number(available))"
        } else {
          header += "\(number(available)) left"
        }
        out.append(detail + header)
      }
      // The share: what is left for the group divided by the children of the group not yet sized.
      let left = leftInGroup[k]
      let remaining = step.remainingInGroup ?? 0
      var offered = left > 1 ? "\(number(remaining)) ÷ \(left) = \(number(step.offer[d.axis] ?? 0))" : number(step.offer[d.axis] ?? 0)
      if remaining < 0 { offered += " (nothing left)" }
      var line = "  \(k + 1). \(child(step, node))"
      if let flexibility = step.flexibility { line += ", flexibility \(number(flexibility))" }
      line += ": offered \(offered) → took \(number(step.size[d.axis]))"
      out.append(detail + line)
    }
    return out
  }

  static func child(_ step: StackSizingStep, _ node: LayoutExplanation.Node) -> String {
    "\(node.childTitles[step.child] ?? step.child.description) (child \(step.index + 1))"
  }

  static func number(_ v: Double) -> String {
    v.isInfinite ? (v > 0 ? "∞" : "−∞") : FramesTextTree.number(v)
  }

  static func proposal(_ p: ProposedSize) -> String {
    "\(p.width.map(number) ?? "nil") × \(p.height.map(number) ?? "nil")"
  }

  static func size(_ s: Size) -> String { "\(number(s.width)) × \(number(s.height))" }

  static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
}
