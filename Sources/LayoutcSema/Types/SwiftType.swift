/// A Swift type as the checker knows it: enough to print what `_typeName(_:qualified: false)`
/// prints, and to tell views, values and collections apart.
public indirect enum SwiftType: Hashable, Sendable {
  /// A nominal type with its generic arguments: `VStack<Text>`, `Int`, `Array<Pet>`.
  /// Nested types are named by their last component, as the runtime prints them (`_Inset`).
  case nominal(String, [SwiftType])
  /// A tuple; labels are kept (`(offset: Int, element: Pet)`), nil for unlabeled elements.
  case tuple([SwiftType], labels: [String?])
  /// A generic parameter of the view being checked, printed by name (`Content`).
  case parameter(String)
  /// A function or closure value (actions, alignment computations, a stored `content:
  /// (Item) -> Row`): its parameters are not kept; its result is, where its type was written
  /// (a property's or parameter's declared type), so that calling it has a type.
  case function(result: SwiftType?)

  /// A function value whose result is not known (a closure literal, an action).
  public static let action = SwiftType.function(result: nil)

  public var isFunction: Bool { if case .function = self { true } else { false } }
  public var isOptional: Bool { if case .nominal("Optional", _) = self { true } else { false } }
  /// A type the checker could not determine; a diagnostic has already been reported, so
  /// anything involving it is silently accepted to avoid follow-on errors.
  case error
  /// A type a tolerant file assumes (docs/language.md, "Assumptions"): a name declared outside
  /// what layoutc models, printed as spelled (`KFImage`, `Item`), or a placeholder that cannot
  /// be a Swift type (`<assumed .shimmering>`, `Assumptions.placeholder`) where the source
  /// names no type. Accepted wherever a view or value is expected; reported once by an
  /// `assumed.*` note, never silently.
  case assumed(String, [SwiftType])

  public static func named(_ name: String, _ args: SwiftType...) -> SwiftType { .nominal(name, args) }
  public static let int = SwiftType.nominal("Int", [])
  public static let double = SwiftType.nominal("Double", [])
  public static let cgFloat = SwiftType.nominal("CGFloat", [])
  public static let string = SwiftType.nominal("String", [])
  public static let bool = SwiftType.nominal("Bool", [])
  public static let text = SwiftType.nominal("Text", [])
  public static let emptyView = SwiftType.nominal("EmptyView", [])
  public static let anyView = SwiftType.nominal("AnyView", [])
  public static let color = SwiftType.nominal("Color", [])
  public static func optional(_ t: SwiftType) -> SwiftType { .nominal("Optional", [t]) }
  public static func array(_ t: SwiftType) -> SwiftType { .nominal("Array", [t]) }

  public var name: String? {
    if case .nominal(let n, _) = self { return n }
    return nil
  }
  public var arguments: [SwiftType] {
    if case .nominal(_, let a) = self { return a }
    return []
  }
  public var isError: Bool { self == .error }
  /// `Void` and `()`: one type (`typealias Void = ()`).
  public var isVoid: Bool { self == .nominal("Void", []) || self == .tuple([], labels: []) }
  /// True for a type a tolerant file assumes (`assumed`).
  public var isAssumed: Bool { if case .assumed = self { true } else { false } }

  /// True when an assumed type remains somewhere inside (`ModifiedContent<Text, <assumed .x>>`).
  public var containsAssumption: Bool {
    switch self {
    case .assumed: true
    case .nominal(_, let args): args.contains { $0.containsAssumption }
    case .tuple(let es, _): es.contains { $0.containsAssumption }
    default: false
    }
  }
  public var isNumeric: Bool { ["Int", "Double", "CGFloat", "Float"].contains(name ?? "") }

  /// Replaces placeholders (`Self`, `$0`, ...) by the types bound to them.
  public func substituting(_ bindings: [String: SwiftType]) -> SwiftType {
    switch self {
    case .nominal(let n, let args):
      if args.isEmpty, let bound = bindings[n] { return bound }
      return .nominal(n, args.map { $0.substituting(bindings) })
    case .tuple(let elements, let labels):
      return .tuple(elements.map { $0.substituting(bindings) }, labels: labels)
    case .assumed(let n, let args):
      return .assumed(n, args.map { $0.substituting(bindings) })
    case .parameter(let n):
      return bindings[n] ?? self
    default:
      return self
    }
  }

  /// True when a placeholder or error remains somewhere inside.
  public var containsError: Bool {
    switch self {
    case .error: true
    case .nominal(_, let args): args.contains { $0.containsError }
    case .tuple(let es, _): es.contains { $0.containsError }
    case .assumed(_, let args): args.contains { $0.containsError }
    default: false
    }
  }
}
