/// A view's identity: its structural position (types and positions from the root) plus the
/// explicit identities on the way (ForEach element ids, `.id(x)` values). Printed as
/// components joined by `/`, e.g. `ContentView/VStack/[1]/if:0/Text`.
public struct IdentityPath: Hashable, Sendable, CustomStringConvertible, Comparable {
  public enum Component: Hashable, Sendable {
    /// A view type at this position (`VStack`, `Text`, a user view).
    case type(String)
    /// The i-th child of a TupleView (0-based).
    case child(Int)
    /// The branch taken in an if/else-if chain (0-based, in source order) or a switch.
    case branch(kind: String, index: Int)
    /// One element of a ForEach, by its id.
    case element(String)
    /// An explicit `.id(x)`.
    case explicit(String)
    /// A modifier applied to the view at this path (`.padding`).
    case modifier(String)
    /// The secondary view of a modifier (`background`'s content).
    case secondary(String)
  }

  public var components: [Component]

  public init(_ components: [Component] = []) { self.components = components }

  public func appending(_ c: Component) -> IdentityPath {
    var copy = components  // one copy with room for `c`, not `components + [c]`'s two arrays
    copy.reserveCapacity(components.count + 1)
    copy.append(c)
    return IdentityPath(copy)
  }

  /// Written as UTF-8 bytes into one buffer and decoded once: the lowering prints the path of
  /// every instance (10-20 components deep in list cells), and `String.append` costs ~300
  /// instructions a call (with `+` and `"\(…)"` it was a tenth of a `--frames` run).
  public var description: String {
    var out: [UInt8] = []
    out.reserveCapacity(components.count * 16)
    for c in components { IdentityPath.write(c, into: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends one component as `description` prints it: a component's text depends only on
  /// itself and on whether anything was written before it (`IdentityPathPrinter` relies on this).
  static func write(_ c: Component, into out: inout [UInt8]) {
    func put(_ text: String) { out.append(contentsOf: text.utf8) }
    func byte(_ ascii: Unicode.Scalar) { out.append(UInt8(ascii: ascii)) }
    func put(_ number: Int) { out.append(contentsOf: String(number).utf8) }
    switch c {
    case .type(let n):
      if !out.isEmpty { byte("/") }
      put(n)
    case .child(let i):
      byte("/"); byte("["); put(i); byte("]")
    case .branch(let kind, let i):
      byte("/"); put(kind); byte(":"); put(i)
    case .element(let id):
      put("/(id: "); put(id); byte(")")
    case .explicit(let id):
      put("/id("); put(id); byte(")")
    case .modifier(let m):
      byte("."); put(m)
    case .secondary(let m):
      byte("/"); put(m); byte(":")
    }
  }

  /// True when the path has an explicit identity (ForEach element or `.id`).
  public var isExplicit: Bool {
    components.contains { if case .element = $0 { true } else if case .explicit = $0 { true } else { false } }
  }

  public static func < (a: IdentityPath, b: IdentityPath) -> Bool { a.description < b.description }
}
