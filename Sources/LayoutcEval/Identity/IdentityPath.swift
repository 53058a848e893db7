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

  public func appending(_ c: Component) -> IdentityPath { IdentityPath(components + [c]) }

  /// Appended piece by piece into reserved storage, without interpolations or intermediate
  /// Strings: the lowering prints the path of every instance (paths are 10-20 components deep
  /// in list cells), and building it with `+` and `"\(…)"` was a tenth of a `--frames` run.
  public var description: String {
    var out = ""
    out.reserveCapacity(components.count * 16)
    for c in components {
      switch c {
      case .type(let n):
        if !out.isEmpty { out.append("/") }
        out.append(n)
      case .child(let i):
        out.append("/[")
        out.append(String(i))
        out.append("]")
      case .branch(let kind, let i):
        out.append("/")
        out.append(kind)
        out.append(":")
        out.append(String(i))
      case .element(let id):
        out.append("/(id: ")
        out.append(id)
        out.append(")")
      case .explicit(let id):
        out.append("/id(")
        out.append(id)
        out.append(")")
      case .modifier(let m):
        out.append(".")
        out.append(m)
      case .secondary(let m):
        out.append("/")
        out.append(m)
        out.append(":")
      }
    }
    return out
  }

  /// True when the path has an explicit identity (ForEach element or `.id`).
  public var isExplicit: Bool {
    components.contains { if case .element = $0 { true } else if case .explicit = $0 { true } else { false } }
  }

  public static func < (a: IdentityPath, b: IdentityPath) -> Bool { a.description < b.description }
}
