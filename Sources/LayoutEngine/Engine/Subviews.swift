/// A primitive's view of its children: sizes, dimensions and explicit guides are asked through the
/// layout pass, so every question is memoised and counted.
///
/// A `Subviews` lives only while its parent answers one question, inside the pass that made it,
/// so it holds the pass `unowned(unsafe)`: a checked `unowned` reference cost a reference-count
/// round trip for every child asked. The children are a range of the pass's `childIDs`.
struct Subviews: RandomAccessCollection {
  unowned(unsafe) let pass: LayoutPass
  let parent: NodeID
  let start: Int
  let count: Int

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Subview {
    Subview(pass: pass, id: pass.childIDs[start + position])
  }
}

/// One child as its parent sees it.
struct Subview {
  unowned(unsafe) let pass: LayoutPass
  let id: NodeID

  /// The child's chosen size for a proposal.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    pass.size(of: id, proposal: proposal)
  }

  /// The child's size and explicit guide values for a proposal.
  func dimensions(_ proposal: ProposedSize) -> ViewDimensions {
    pass.dimensions(of: id, proposal: proposal)
  }

  /// The child's explicit value of one guide, in its own coordinates.
  func explicitValue(_ guide: AlignmentID, _ proposal: ProposedSize) -> Double? {
    pass.explicitValue(of: id, proposal: proposal, id: guide)
  }

  var layoutPriority: Double { pass.layoutPriorities[id.rawValue] }
  /// The child's spacing preferences, which stacks combine into the gaps between children.
  var spacing: ViewSpacing { pass.spacing(of: id) }
}
