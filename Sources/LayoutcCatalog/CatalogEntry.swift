/// A view that can be constructed: `Text("a")`, `VStack(alignment: .leading) { ... }`,
/// `Color.red` (a static member) or `Color(red:green:blue:)`.
public struct ViewEntry: Sendable {
  public var name: String
  public var initializers: [Overload]
  /// Static members that produce a value of this view type (`Color.red`), with their type.
  public var staticMembers: [String: String]
  public var summary: String
  /// The SDKs in which a static member exists, for members that are not in every SDK
  /// (`Color.mint` arrived in iOS 15). A member absent from this table exists everywhere.
  public var availability: [String: Set<SDK>]

  public init(
    _ name: String, summary: String, staticMembers: [String: String] = [:],
    availability: [String: Set<SDK>] = [:], initializers: [Overload]
  ) {
    self.name = name
    self.summary = summary
    self.staticMembers = staticMembers
    self.availability = availability
    self.initializers = initializers
  }

  /// Whether the static member exists in the SDK.
  public func hasStaticMember(_ name: String, in sdk: SDK) -> Bool {
    staticMembers[name] != nil && (availability[name]?.contains(sdk) ?? true)
  }
}

/// A method called on a view: `.padding(10)`, `.bold()`, `.fill(Color.red)`.
public struct ModifierEntry: Sendable {
  public var name: String
  public var receiver: Receiver
  public var overloads: [Overload]
  public var summary: String

  public init(_ name: String, on receiver: Receiver = .anyView, summary: String, overloads: [Overload]) {
    self.name = name
    self.receiver = receiver
    self.overloads = overloads
    self.summary = summary
  }
}

/// A non-view type whose values appear as arguments: `Alignment`, `Font`, `Edge.Set`, `CGFloat`.
/// `members` are the static members and cases usable with implicit member syntax (`.leading`);
/// `functions` are static functions with their labels (`.system(size:weight:)`).
public struct ValueTypeEntry: Sendable {
  public var name: String
  public var members: [String]
  public var functions: [String: [String?]]
  /// Instance methods that return a value of the same type, by name, with the types of their
  /// unlabeled parameters: `Font.bold()` is `"bold": []`, `Font.weight(_:)` is
  /// `"weight": ["Font.Weight"]`. They chain on any value of the type, implicit members
  /// included (`.title.bold()`, SE-0287).
  public var methods: [String: [String]]
  /// Literal kinds the type accepts: "int", "float", "string", "bool", "nil".
  public var literals: Set<String>
  /// The SDKs in which a member or function exists, for those not in every SDK (`Font.title2`
  /// arrived in iOS 14). A name absent from this table exists everywhere.
  public var availability: [String: Set<SDK>]
  /// The parameter types of a static function or initializer whose every parameter is required
  /// and typed, one per label of `functions[name]`: `Alignment.init` takes a
  /// `HorizontalAlignment` and a `VerticalAlignment`, so `.init(horizontal: .leading, …)` looks
  /// its implicit members up there. `AlignmentID.Type` is a metatype of a declared `AlignmentID`.
  public var parameterTypes: [String: [String]]
  /// Static functions (and `init`) whose labels are one overload whose trailing parameters have
  /// defaults (`GridItem(_:spacing:alignment:)`, `.flexible(minimum:maximum:)`): arguments may
  /// be left out, each given one is checked against `parameterTypes` when it lists them, and
  /// the evaluator puts each argument at its label's position, nil for one left out, so a reader
  /// never mistakes `.flexible(maximum: 80)` for a minimum.
  public var defaultedFunctions: Set<String>

  public init(
    _ name: String, members: [String] = [], functions: [String: [String?]] = [:], methods: [String: [String]] = [:],
    literals: Set<String> = [], availability: [String: Set<SDK>] = [:], parameterTypes: [String: [String]] = [:],
    defaultedFunctions: Set<String> = []
  ) {
    self.defaultedFunctions = defaultedFunctions
    self.name = name
    self.members = members
    self.functions = functions
    self.methods = methods
    self.literals = literals
    self.availability = availability
    self.parameterTypes = parameterTypes
  }

  /// The name `_typeName(qualified: false)` prints: nested types print bare (`Edge.Set` is `Set`,
  /// `Text.TruncationMode` is `TruncationMode`), which is also how the checker resolves a written
  /// nested type name.
  public var runtimeName: String { name.split(separator: ".").last.map(String.init) ?? name }

  /// The parameter types of an instance method, if it exists in the SDK.
  public func method(_ name: String, in sdk: SDK) -> [String]? {
    guard let parameters = methods[name], availability[name]?.contains(sdk) ?? true else { return nil }
    return parameters
  }

  /// Whether a member or static function exists in the SDK.
  public func has(_ name: String, in sdk: SDK) -> Bool {
    (members.contains(name) || functions[name] != nil) && (availability[name]?.contains(sdk) ?? true)
  }
}
