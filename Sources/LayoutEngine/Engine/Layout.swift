/// Lays out the subtree under `root` in a window of `proposal` points.
///
/// The root is proposed the safe area (the window minus `safeAreaInsets`) and centred in it
/// (seed 003: "because it's at the root, it offers the size of the whole safe area … I'm putting you
/// in the middle"). Frames come back in window coordinates, with `pixelFrame`s rounded at `scale`.
/// A window dimension that is not a finite number is proposed as unspecified (nil), and the window
/// then takes the root's size on that axis; with `fitsRoot` the window is proposed and then takes
/// the root's size on both axes (a canvas fitted to the view it was offered the device's size for).
///
///     let result = layout(tree, root: root, proposal: Size(width: 393, height: 852),
///                         safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3)
///     result[text]?.frame       // Rect in window coordinates
public func layout(
  _ tree: LayoutTree,
  root: NodeID,
  proposal windowSize: Size,
  safeAreaInsets: EdgeInsets = .zero,
  scale: Double = 1,
  direction: LayoutDirection = .leftToRight,
  fitsRoot: Bool = false,
  options: LayoutOptions = LayoutOptions()
) -> LayoutResult {
  let validScale = PixelRounding.validScale(scale)
  guard tree.contains(root) else {
    return LayoutResult(
      root: root, windowSize: .zero, safeArea: .zero, scale: validScale, layoutDirection: direction,
      statistics: LayoutStatistics(), trace: nil, layouts: [NodeLayout?](repeating: nil, count: tree.count))
  }
  let pass = LayoutPass(tree: tree, root: root, scale: validScale, options: options)

  // STEP 1. The safe area, and the proposal it makes to the root.
  func finite(_ v: Double) -> Double? { v.isFinite && v >= 0 ? v : nil }
  let insets = safeAreaInsets
  let safeWidth = finite(windowSize.width).map { max(0, $0 - insets[.horizontal]) }
  let safeHeight = finite(windowSize.height).map { max(0, $0 - insets[.vertical]) }
  let rootProposal = ProposedSize(width: safeWidth, height: safeHeight)

  // STEP 2. The root chooses its size; a window axis left unspecified takes it.
  let rootSize = pass.size(of: root, proposal: rootProposal)
  let safeSize = fitsRoot ? rootSize : Size(width: safeWidth ?? rootSize.width, height: safeHeight ?? rootSize.height)
  let window = Size(width: safeSize.width + insets[.horizontal], height: safeSize.height + insets[.vertical])
  let leftInset = direction == .leftToRight ? insets.leading : insets.trailing
  let safeArea = Rect(x: leftInset, y: insets.top, width: safeSize.width, height: safeSize.height)

  // STEP 3. Centre the root in the safe area, then place every descendant.
  let origin = Point(
    x: safeArea.minX + (safeArea.width - rootSize.width) / 2,
    y: safeArea.minY + (safeArea.height - rootSize.height) / 2)
  // Made here, not copied from an empty array made above: the first placement then copied all
  // of it (a node's layout is ~150 bytes), touching twice the memory.
  var layouts = [NodeLayout?](repeating: nil, count: tree.count)
  pass.placeSubtree(
    root,
    context: LayoutPass.PlacementContext(
      layoutOrigin: origin, drawnOrigin: origin, proposal: rootProposal, parent: nil,
      isHidden: false, direction: direction),
    safeArea: safeArea, window: window, results: &layouts)

  return LayoutResult(
    root: root, windowSize: window, safeArea: safeArea, scale: validScale, layoutDirection: direction,
    statistics: pass.statistics, trace: pass.trace, layouts: layouts)
}

/// Lays out in a device's window: `layout(tree, root: root, device: .iPhone15Pro)`.
public func layout(
  _ tree: LayoutTree,
  root: NodeID,
  device: DeviceMetrics,
  direction: LayoutDirection = .leftToRight,
  options: LayoutOptions = LayoutOptions()
) -> LayoutResult {
  layout(
    tree, root: root, proposal: device.size, safeAreaInsets: device.safeAreaInsets, scale: device.scale,
    direction: direction, options: options)
}
