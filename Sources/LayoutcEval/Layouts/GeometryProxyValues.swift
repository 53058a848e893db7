/// What a GeometryReader's proxy tells its content (Apple's `GeometryProxy`: `size`,
/// `safeAreaInsets`, `frame(in:)`), found by laying the preview out (docs/layout.md,
/// "GeometryReader"). The content is evaluated again with these values, so a view that reads
/// its reader's size is laid out at that size, never at a number made up for it.
public struct GeometryProxyValues: Hashable, Sendable {
  public var width: Double
  public var height: Double
  /// The reader's origin in the window (`frame(in: .global)`).
  public var x: Double
  public var y: Double
  /// How far the window's safe area reaches into the reader from each edge (zero unless the
  /// reader extends outside it, as after `ignoresSafeArea`).
  public var safeAreaInsets: (top: Double, leading: Double, bottom: Double, trailing: Double)

  public init(width: Double, height: Double, x: Double, y: Double, safeAreaInsets: (top: Double, leading: Double, bottom: Double, trailing: Double)) {
    self.width = width
    self.height = height
    self.x = x
    self.y = y
    self.safeAreaInsets = safeAreaInsets
  }

  public static func == (a: Self, b: Self) -> Bool { a.numbers == b.numbers }
  public func hash(into h: inout Hasher) { h.combine(numbers) }

  var numbers: [Double] {
    [width, height, x, y, safeAreaInsets.top, safeAreaInsets.leading, safeAreaInsets.bottom, safeAreaInsets.trailing]
  }

  /// The proxy as a value: `GeometryProxy.proxy(numbers)` once layout has given them, marked
  /// `provisional` while the layout that gives them is still being found, and with no numbers
  /// where no layout gives them (the types and identities modes).
  func value(provisional: Bool) -> Value {
    .member(type: Evaluator.geometryProxyType, name: provisional ? "provisional" : "proxy", arguments: numbers.map { .double($0) })
  }

  static let unknown = Value.member(type: Evaluator.geometryProxyType, name: "proxy", arguments: [])

  /// The numbers of a proxy value, nil for an unknown one.
  static func numbers(of proxy: Value) -> [Double]? {
    guard case .member(_, _, let args) = proxy, args.count == 8 else { return nil }
    return args.compactMap(\.asDouble)
  }

  /// `proxy.size`, `proxy.safeAreaInsets`: nil for a member layoutc does not model. Sizes and
  /// rectangles are the geometry values layout code computes with (`LayoutGeometry`).
  static func member(_ name: String, of n: [Double]) -> Value? {
    switch name {
    case "size": LayoutGeometry.size(n[0], n[1])
    case "safeAreaInsets":
      .record(type: "EdgeInsets", fields: [.init("top", .double(n[4])), .init("leading", .double(n[5])), .init("bottom", .double(n[6])), .init("trailing", .double(n[7]))])
    default: nil
    }
  }

  /// `proxy.frame(in: space)`: `.global` is the window's space, `.local` the reader's own;
  /// nil for a named space (layoutc does not track `coordinateSpace(name:)`).
  static func frame(in space: Value, of n: [Double]) -> Value? {
    guard case .member(_, let name, _) = space else { return nil }
    switch name {
    case "global": return LayoutGeometry.rect(n[2], n[3], n[0], n[1])
    case "local": return LayoutGeometry.rect(0, 0, n[0], n[1])
    default: return nil
    }
  }
}
