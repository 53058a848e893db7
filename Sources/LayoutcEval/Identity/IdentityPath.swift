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

  public var description: String {
    var out = ""
    for c in components {
      switch c {
      case .type(let n): out += out.isEmpty ? n : "/" + n
      case .child(let i): out += "/[\(i)]"
      case .branch(let kind, let i): out += "/\(kind):\(i)"
      case .element(let id): out += "/(id: \(id))"
      case .explicit(let id): out += "/id(\(id))"
      case .modifier(let m): out += "." + m
      case .secondary(let m): out += "/" + m + ":"
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
