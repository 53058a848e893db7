import LayoutcSema
import LayoutcSyntax

/// How a view's stored property makes it depend on something, by its wrapper and its type.
///
/// Seed 001: "you can also form dependencies by using the environment, state, or any of the
/// observable object property wrappers"; "A dependency is just an input to the view."
public struct PropertyDependency: Sendable, Hashable {
  public enum Role: String, Sendable {
    /// `@State`: storage SwiftUI keeps for the view's identity.
    case state
    /// `@Binding`: a reference to state someone else owns.
    case binding
    /// A plain `let`/`var` the parent passes; part of the view's value.
    case property
    /// `@Environment(\.key)`.
    case environment
    /// `@ObservedObject`, `@StateObject`, `@EnvironmentObject`: an `ObservableObject` observed
    /// as a whole.
    case observedObject
    /// Any other wrapper (`@FocusState`, `@AppStorage`, `@Namespace`): its own storage.
    case other
  }

  public var role: Role
  /// As written: `@State`, `@Binding`, `@Environment(\.colorScheme)`, `let`.
  public var wrapper: String
  /// `\.colorScheme` of `@Environment(\.colorScheme)`.
  public var environmentKey: String?
  /// The declared class the property holds, when it is an observable one.
  public var objectType: String?
  public var observation: Observation?
  /// The property holds an instance of a declared class (observable or not): SwiftUI compares
  /// it by reference, not by value.
  public var isReference = false

  /// How SwiftUI learns that an object changed.
  public enum Observation: String, Sendable {
    /// `ObservableObject`: "an objectWillChange publisher that emits the changed value before
    /// any of its @Published properties changes" (Apple, Combine's ObservableObject), and every
    /// view observing the object through a wrapper is invalidated.
    case objectWillChange
    /// `@Observable` (and SwiftData's `@Model`): "A view forms a dependency on an observable
    /// data model object ... when the view's body property reads a property of the object"
    /// (Apple, "Managing model data in your app"): only the properties read.
    case perProperty
  }

  /// The dependency a property forms, or nil for a view-builder closure or content.
  public static func of(_ p: PropertyInfo, in view: ViewInfo, sema: SemaResult) -> PropertyDependency? {
    var d = role(p, in: view, sema: sema)
    if let type = objectType(p, view, sema), sema.model.dataTypes[type]?.isClass == true { d?.isReference = true }
    return d
  }

  static func role(_ p: PropertyInfo, in view: ViewInfo, sema: SemaResult) -> PropertyDependency? {
    if p.isViewBuilder { return nil }
    if case .function? = p.decl.type?.kind { return nil }
    let model = sema.model
    var object = objectType(p, view, sema)
    let kind = object.flatMap { Self.observation(of: $0, model) }
    if kind == nil { object = nil }
    let observation = kind
    guard let (w, attribute) = p.decl.propertyWrapper else {
      if p.decl.hasUnknownWrapper, let a = p.decl.attributes.first(where: { $0.name.first?.isUppercase == true }) {
        return PropertyDependency(role: .other, wrapper: "@" + a.name)
      }
      return PropertyDependency(role: .property, wrapper: p.decl.isLet ? "let" : "var", objectType: object, observation: observation)
    }
    switch w.name {
    case "State":
      return PropertyDependency(role: .state, wrapper: "@State", objectType: object, observation: observation)
    case "Binding":
      return PropertyDependency(role: .binding, wrapper: "@Binding")
    case "Bindable":
      return PropertyDependency(role: .property, wrapper: "@Bindable", objectType: object, observation: observation)
    case "ObservedObject", "StateObject", "EnvironmentObject":
      return PropertyDependency(role: .observedObject, wrapper: "@" + w.name, objectType: object, observation: observation ?? .objectWillChange)
    case "Environment":
      if let args = attribute.arguments, args.count == 1, case .keyPath(_, let path) = args[0].value.kind {
        let key = "\\." + path.joined(separator: ".")
        return PropertyDependency(role: .environment, wrapper: "@Environment(\(key))", environmentKey: key)
      }
      let name = object.map(TypePrinter.runtimeName) ?? "?"
      return PropertyDependency(role: .property, wrapper: "@Environment(\(name).self)", objectType: object, observation: observation)
    default:
      return PropertyDependency(role: .other, wrapper: "@" + w.name)
    }
  }

  /// `ObservableObject` by conformance (in the declaration or an extension), `@Observable` and
  /// SwiftData's `@Model` by attribute.
  public static func observation(of type: String, _ model: SemanticModel) -> Observation? {
    guard let d = model.dataTypes[type] else { return nil }
    let inherits = d.decl.conforms(to: "ObservableObject")
      || (model.extensionInheritance[type] ?? []).contains { if case .named(let p, _) = $0.kind { return p.last == "ObservableObject" } else { return false } }
    if inherits { return .objectWillChange }
    if d.decl.attributes.contains(where: { $0.name == "Observable" || $0.name == "Model" }) { return .perProperty }
    return nil
  }

  /// The declared type a property holds: written (`var model: Model`, `Model?`), the
  /// initializer's type (`= Model()`), or `@Environment(Model.self)`'s argument.
  static func objectType(_ p: PropertyInfo, _ view: ViewInfo, _ sema: SemaResult) -> String? {
    writtenType(p, sema).flatMap { sema.model.typeKey($0, in: view.name) }
  }

  /// The type as written, declared in the module or not (`Store` from another module).
  public static func writtenType(_ p: PropertyInfo, _ sema: SemaResult) -> String? {
    var written: String?
    if let t = p.decl.type {
      var kind = t.kind
      if case .optional(let inner) = kind { kind = inner.kind }
      if case .named(let path, _) = kind { written = path.joined(separator: ".") }
    } else if let e = p.decl.initializer, let t = sema.facts.type(of: e) {
      written = t.name
    }
    if let (w, attribute) = p.decl.propertyWrapper, w.name == "Environment", let args = attribute.arguments, args.count == 1,
      case .member(let base, "self", _) = args[0].value.kind, case .identifier(let name) = base.kind
    {
      written = name
    }
    return written
  }
}
