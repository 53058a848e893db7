/// A view that can be constructed: `Text("a")`, `VStack(alignment: .leading) { ... }`,
/// `Color.red` (a static member) or `Color(red:green:blue:)`.
public struct ViewEntry: Sendable {
  public var name: String
  public var initializers: [Overload]
  /// Static members that produce a value of this view type (`Color.red`), with their type.
  public var staticMembers: [String: String]
  public var summary: String

  public init(
    _ name: String, summary: String, staticMembers: [String: String] = [:], initializers: [Overload]
  ) {
    self.name = name
    self.summary = summary
    self.staticMembers = staticMembers
    self.initializers = initializers
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
  /// Literal kinds the type accepts: "int", "float", "string", "bool", "nil".
  public var literals: Set<String>

  public init(
    _ name: String, members: [String] = [], functions: [String: [String?]] = [:], literals: Set<String> = []
  ) {
    self.name = name
    self.members = members
    self.functions = functions
    self.literals = literals
  }
}
