/// A container whose layout is code the app wrote (a struct conforming to SwiftUI's `Layout`,
/// iOS 16): the engine asks it through two functions the lowering supplies, which run that code.
/// The engine knows nothing of the code; it hands the functions a `CustomLayoutSubviews`, the
/// proxies of SwiftUI's `LayoutSubviews`, and takes back a size and the placements.
///
/// - Child proposal: whatever the code proposes (`subview.sizeThatFits(_:)`,
///   `place(at:anchor:proposal:)`).
/// - Chosen size: the size `sizeThatFits(proposal:subviews:cache:)` returns.
/// - Placement: `placeSubviews(in:proposal:subviews:cache:)` runs with bounds at the origin and
///   the chosen size; each `place(at:anchor:proposal:)` puts the subview's anchor point at the
///   position. A subview placed twice keeps the last placement; one never placed appears at the
///   centre of the bounds with the container's proposal (developer.apple.com/documentation/
///   swiftui/layoutsubview/place(at:anchor:proposal:), "Discussion").
/// Explicit guides: the layout's own `explicitAlignment(of:in:proposal:subviews:cache:)` where
/// it declares one (`explicitAlignment` here answers nil to leave a guide to the default), else
/// the subviews' explicit values merged, Layout's default.
public struct CustomLayout: Sendable {
  /// The layout's type name, for traces.
  public let name: String
  public let sizeThatFits: @Sendable (ProposedSize, CustomLayoutSubviews) -> Size
  public let placeSubviews: @Sendable (Rect, ProposedSize, CustomLayoutSubviews) -> Void
  /// The layout's value of a guide in bounds of a size: `.some(nil)` when it has none, nil
  /// when it does not declare the guide's axis (the default then merges the subviews').
  public let explicitAlignment: (@Sendable (AlignmentID, Rect, ProposedSize, CustomLayoutSubviews) -> Double??)?
  /// `layoutProperties.stackOrientation`: the axis Spacers and Dividers among the subviews take,
  /// as in a stack of that axis; nil as in a ZStack.
  public let stackOrientation: Axis?
  /// `spacing(subviews:cache:)`: the layout's own spacing preferences, nil for the protocol's
  /// default (the subviews' merged, as a ZStack's).
  public let spacing: (@Sendable (CustomLayoutSubviews) -> CustomSpacing?)?

  public init(
    name: String, sizeThatFits: @escaping @Sendable (ProposedSize, CustomLayoutSubviews) -> Size,
    placeSubviews: @escaping @Sendable (Rect, ProposedSize, CustomLayoutSubviews) -> Void,
    explicitAlignment: (@Sendable (AlignmentID, Rect, ProposedSize, CustomLayoutSubviews) -> Double??)? = nil,
    stackOrientation: Axis? = nil, spacing: (@Sendable (CustomLayoutSubviews) -> CustomSpacing?)? = nil
  ) {
    self.stackOrientation = stackOrientation
    self.spacing = spacing
    self.name = name
    self.sizeThatFits = sizeThatFits
    self.placeSubviews = placeSubviews
    self.explicitAlignment = explicitAlignment
  }
}

/// What a custom layout's `spacing(subviews:cache:)` returned: `ViewSpacing()` (a view's
/// standard preferences) or `ViewSpacing.zero`, with subviews' preferences merged on edges
/// (`formUnion(_:edges:)`, `union(_:edges:)`).
public struct CustomSpacing: Sendable, Hashable {
  public struct Union: Sendable, Hashable {
    public var subview: Int
    public var top, leading, bottom, trailing: Bool
    public init(subview: Int, top: Bool, leading: Bool, bottom: Bool, trailing: Bool) {
      self.subview = subview
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }
  public var startsAtZero: Bool
  public var unions: [Union]
  public init(startsAtZero: Bool, unions: [Union]) {
    self.startsAtZero = startsAtZero
    self.unions = unions
  }
}

/// The children of a custom layout while one of its functions runs: sizes and dimensions are
/// asked through the pass (memoised, counted, traced like a stack's questions), placements are
/// collected. Valid only during the call it is given to.
public final class CustomLayoutSubviews: @unchecked Sendable {
  let subviews: Subviews
  private(set) var placements: [ChildPlacement?]

  init(_ subviews: Subviews) {
    self.subviews = subviews
    self.placements = Array(repeating: nil, count: subviews.count)
  }

  public var count: Int { subviews.count }

  /// `LayoutSubview.sizeThatFits(_:)`.
  public func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
    guard subviews.indices.contains(index) else { return .zero }
    return subviews[index].sizeThatFits(proposal)
  }

  /// `LayoutSubview.dimensions(in:)`: the size and every guide's value (explicit or default).
  public func dimensions(_ index: Int, _ proposal: ProposedSize) -> ViewDimensions {
    guard subviews.indices.contains(index) else { return ViewDimensions(size: .zero) }
    return subviews[index].dimensions(proposal)
  }

  /// `LayoutSubview.priority`.
  public func priority(_ index: Int) -> Double {
    subviews.indices.contains(index) ? subviews[index].layoutPriority : 0
  }

  /// `subviews[i].spacing.distance(to: subviews[j].spacing, along:)`: the distance the two
  /// views' spacing preferences agree on, 8 when they agree on none (as a stack uses).
  public func distance(from index: Int, to next: Int, along axis: Axis) -> Double {
    guard subviews.indices.contains(index), subviews.indices.contains(next) else { return 0 }
    return subviews[index].spacing.distance(to: subviews[next].spacing, along: axis) ?? 8
  }

  /// `LayoutSubview.place(at:anchor:proposal:)`: the subview's anchor (a unit point of its size
  /// for `proposal`) at `position`.
  public func place(_ index: Int, at position: Point, anchor: Point, proposal: ProposedSize) {
    guard placements.indices.contains(index) else { return }
    let size = subviews[index].sizeThatFits(proposal)
    let origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
    placements[index] = ChildPlacement(child: subviews[index].id, proposal: proposal, origin: origin)
  }

  /// Every child's placement; an unplaced one centred in `bounds` with `proposal`.
  func finished(in bounds: Rect, proposal: ProposedSize) -> [ChildPlacement] {
    placements.indices.map { i in
      if let p = placements[i] { return p }
      let size = subviews[i].sizeThatFits(proposal)
      return ChildPlacement(
        child: subviews[i].id, proposal: proposal, origin: Point(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2))
    }
  }
}

/// The engine's side of a `CustomLayout`.
struct CustomLayoutPrimitive: LayoutPrimitive {
  let layout: CustomLayout

  func sizeThatFits(_ proposal: ProposedSize, subviews: Subviews) -> Size {
    layout.sizeThatFits(proposal, CustomLayoutSubviews(subviews))
  }

  func placeSubviews(in size: Size, proposal: ProposedSize, subviews: Subviews, into placements: inout [ChildPlacement]) {
    let proxies = CustomLayoutSubviews(subviews)
    let bounds = Rect(origin: .zero, size: size)
    layout.placeSubviews(bounds, proposal, proxies)
    placements.append(contentsOf: proxies.finished(in: bounds, proposal: proposal))
  }

  func explicitAlignment(_ id: AlignmentID, in size: Size, proposal: ProposedSize, subviews: Subviews) -> Double? {
    if let own = layout.explicitAlignment, let answer = own(id, Rect(origin: .zero, size: size), proposal, CustomLayoutSubviews(subviews)) {
      return answer
    }
    return combinedExplicitValue(id, placements: subviews.pass.placements(of: subviews.parent, proposal: proposal), pass: subviews.pass)
  }
}
