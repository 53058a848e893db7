/// A primitive's view of its children: sizes, dimensions and explicit guides are asked through the
/// layout pass, so every question is memoised and counted.
///
/// A `Subviews` lives only while its parent answers one question, inside the pass that made it,
/// so it holds the pass unretained: a checked `unowned` reference cost a reference-count round
/// trip for every child asked. The children are a range of `PreparedTree.childIDs`.
struct Subviews: RandomAccessCollection {
  private let unmanaged: Unmanaged<LayoutPass>
  let parent: NodeID
  let start: Int
  let count: Int

  init(pass: LayoutPass, parent: NodeID, start: Int, count: Int) {
    self.unmanaged = .passUnretained(pass)
    self.parent = parent
    self.start = start
    self.count = count
  }

  var pass: LayoutPass { unmanaged.takeUnretainedValue() }
  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// Whether the pass records a trace, read without retaining the pass (`pass` returns a strong
  /// reference, retained and released around each use: a stack asked it per child).
  var isTracing: Bool { unmanaged._withUnsafeGuaranteedRef { $0.isTracing } }

  /// A child's value of `guide` for `proposal`, given its `size` for it
  /// (`LayoutPass.guideValue(of:proposal:size:id:)`), without retaining the pass.
  func guideValue(of child: NodeID, proposal: ProposedSize, size: Size, id guide: AlignmentID) -> Double {
    unmanaged._withUnsafeGuaranteedRef { $0.guideValue(of: child, proposal: proposal, size: size, id: guide) }
  }

  subscript(position: Int) -> Subview {
    Subview(unmanaged, id: unmanaged._withUnsafeGuaranteedRef { $0.prepared.childIDs[start + position] })
  }
}

/// One child as its parent sees it.
///
/// The questions go through `Unmanaged`'s guaranteed reference: calling a method on an
/// `unowned(unsafe)` reference still retains and releases the object around the call (~5 % of
/// the layout's instructions, two per question).
struct Subview {
  private let unmanaged: Unmanaged<LayoutPass>
  let id: NodeID

  init(_ pass: Unmanaged<LayoutPass>, id: NodeID) {
    self.unmanaged = pass
    self.id = id
  }

  /// The child's chosen size for a proposal.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    unmanaged._withUnsafeGuaranteedRef { $0.size(of: id, proposal: proposal) }
  }

  /// The child's size and explicit guide values for a proposal.
  func dimensions(_ proposal: ProposedSize) -> ViewDimensions {
    unmanaged._withUnsafeGuaranteedRef { $0.dimensions(of: id, proposal: proposal) }
  }

  /// The child's explicit value of one guide, in its own coordinates.
  func explicitValue(_ guide: AlignmentID, _ proposal: ProposedSize) -> Double? {
    unmanaged._withUnsafeGuaranteedRef { $0.explicitValue(of: id, proposal: proposal, id: guide) }
  }

  var layoutPriority: Double { unmanaged._withUnsafeGuaranteedRef { $0.prepared.layoutPriorities[id.rawValue] } }
  /// The child's spacing preferences, which stacks combine into the gaps between children.
  var spacing: ViewSpacing { unmanaged._withUnsafeGuaranteedRef { $0.spacing(of: id) } }
}
