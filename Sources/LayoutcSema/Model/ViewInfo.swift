import LayoutcSource
import LayoutcSyntax

/// A stored property of a view or data struct, in declaration order.
public struct PropertyInfo: Sendable {
  public var decl: VariableDecl
  public var name: String { decl.name }
  public var isState: Bool { decl.hasAttribute("State") }
  public var isBinding: Bool { decl.hasAttribute("Binding") }
  public var isViewBuilder: Bool { decl.hasAttribute("ViewBuilder") }
  public var wrapper: PropertyWrapper? { decl.propertyWrapper?.wrapper }

  /// True when the memberwise initializer does not take it: `let x = 1`, and a `private`
  /// wrapped property whose storage has an initial value (`@State private var on = false`):
  /// swiftc 6.3 synthesises `init(q:)` for `struct B { @State private var s = 1; var q: Int }`.
  public var isFixed: Bool {
    if decl.isLet && decl.initializer != nil { return true }
    let isPrivate = decl.modifiers.contains("private") || decl.modifiers.contains("fileprivate")
    return wrapper != nil && isPrivate && hasDefault
  }

  /// An object an ancestor provides (`@EnvironmentObject var vm: VM`, `@Environment(Store.self)
  /// var store`): SwiftUI stops when none does, so a view holding one cannot stand alone.
  public var isEnvironmentObject: Bool {
    guard let (w, attribute) = decl.propertyWrapper else { return false }
    if w.name == "EnvironmentObject" { return true }
    guard w.name == "Environment", let args = attribute.arguments, args.count == 1,
      case .member(_, "self", _) = args[0].value.kind
    else { return false }
    return true
  }

  /// The memberwise initializer may omit it: `var x = 1`, `@State var on = false`, `var x: T?`
  /// and `var x: T!` (nil), and wrapped properties whose storage is initialised without the parameter:
  /// `@Environment(\\.font) var font` (by the attribute's arguments), `@Namespace var ns`
  /// (the wrapper's `init()`). swiftc 6.3 gives each of these `default_arg` in the
  /// synthesised initializer (`swiftc -dump-ast`); `let x: T?` has none.
  public var hasDefault: Bool {
    if decl.initializer != nil || decl.hasUnknownWrapper { return true }
    guard let (w, attribute) = decl.propertyWrapper else { return !decl.isLet && isOptional }
    if attribute.arguments != nil && (!w.initializesFromWrappedValue || (w.initializesFromArgumentsWhenOptional && isOptional)) { return true }
    return w.defaultInitializable || (w.defaultInitializableWhenOptional && isOptional)
  }

  private var isOptional: Bool {
    if case .optional? = decl.type?.kind { return true }
    if case .implicitlyUnwrappedOptional? = decl.type?.kind { return true }
    if case .named(let path, _)? = decl.type?.kind { return path == ["Optional"] }
    return false
  }
}

/// A member of a view that produces a view: `body`, a computed `some View` property, or a
/// function returning `some View`.
public struct ViewMember: Sendable {
  public enum Kind: Sendable {
    case property(VariableDecl)
    case function(FunctionDecl)
  }
  public var kind: Kind
  /// The name users see in reports: `body`, `header`, `row(_:)`.
  public var displayName: String
  public var isViewBuilder: Bool
  public var range: SourceRange
  public var nameRange: SourceRange

  public var body: [Stmt] {
    switch kind {
    case .property(let v): v.getter ?? []
    case .function(let f): f.body
    }
  }
}

/// A struct conforming to `View`.
public final class ViewInfo: Sendable {
  public let decl: TypeDecl
  public let file: SourceFile
  public let genericParameters: [String]
  public let storedProperties: [PropertyInfo]
  public let members: [ViewMember]
  public let initializers: [FunctionDecl]
  /// The qualified name: `Outer.Inner` for a view declared in `Outer` or in an extension of
  /// it. Types print it as Swift's runtime does, by its last name (`Inner`).
  public let name: String
  /// A `ViewModifier` struct: its member `body(content:)` lays out the modified view.
  public let isModifier: Bool
  /// A style conformance (`ButtonStyle`, `LabelStyle`, `ToggleStyle`): the type its
  /// `makeBody(configuration:)` takes (`ButtonStyleConfiguration`); nil for other types.
  public let styleConfiguration: String?

  init(
    decl: TypeDecl, name: String, file: SourceFile, storedProperties: [PropertyInfo], members: [ViewMember], initializers: [FunctionDecl],
    isModifier: Bool = false, styleConfiguration: String? = nil
  ) {
    self.isModifier = isModifier
    self.styleConfiguration = styleConfiguration
    self.decl = decl
    self.name = name
    self.file = file
    self.genericParameters = decl.genericParameters.map(\.name)
    self.storedProperties = storedProperties
    self.members = members
    self.initializers = initializers
  }

  public func member(named name: String) -> ViewMember? {
    members.first { m in
      switch m.kind {
      case .property(let v): v.name == name
      case .function(let f): f.name == name
      }
    }
  }

  /// The member `name` a call reaches: of methods overloaded by their labels
  /// (`row(title:)` beside `row(geometry:title:)`), the first whose parameters the call's
  /// arguments `fit`; else the first of the name.
  public func member(named name: String, fitting fits: (FunctionDecl) -> Bool) -> ViewMember? {
    let overloads = members.filter { m in if case .function(let f) = m.kind { f.name == name } else { false } }
    guard overloads.count > 1 else { return member(named: name) }
    return overloads.first { m in if case .function(let f) = m.kind { fits(f) } else { false } } ?? overloads[0]
  }
}
