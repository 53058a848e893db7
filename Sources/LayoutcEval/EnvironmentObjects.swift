import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Objects in the environment: `.environmentObject(model)` (ObservableObject) and
/// `.environment(model)` (Observation) provide an object of a declared type to the subtree,
/// where `@EnvironmentObject var model: Model` and `@Environment(Model.self) var model` read it.
/// Without a provider SwiftUI stops ("No ObservableObject of type Model found. A
/// View.environmentObject(_:) for Model may be missing as an ancestor of this view", Apple's
/// EnvironmentObject documentation: "If the environment object is not found ... the app
/// crashes"): a located error in a strict spec, an assumption in tolerant Swift.
extension Evaluator {
  /// The key under which an object of the declared type `type` is provided.
  static func objectKey(_ type: String) -> String { "object:" + type }

  /// `.environmentObject(x)` or `.environment(x)` with one unlabelled argument whose type is a
  /// declared type: the key and the object it provides.
  /// `value` is read only for a modifier that writes an object.
  func environmentObjectWrite(_ modifier: String, _ args: [Argument], _ value: @autoclosure () -> Value) -> (String, Value)? {
    guard modifier == "environmentObject" || modifier == "environment", args.count == 1, args[0].label == nil,
      let t = facts.type(of: args[0].value).map(Self.unwrappedName), model.isDeclaredType(t)
    else { return nil }
    return (Self.objectKey(t), value())
  }

  /// The declared type an environment-object property reads: `Model` of `@EnvironmentObject
  /// var m: Model` or of `@Environment(Model.self) var m`.
  func environmentObjectType(_ p: PropertyInfo, _ view: ViewInfo) -> String? {
    guard let (w, attribute) = p.decl.propertyWrapper else { return nil }
    var written: String? = nil
    if w.name == "EnvironmentObject", case .named(let path, _)? = p.decl.type?.kind { written = path.joined(separator: ".") }
    if w.name == "Environment", let args = attribute.arguments, args.count == 1, case .member(let base, "self", _) = args[0].value.kind,
      case .identifier(let name) = base.kind
    {
      written = name
    }
    return written.flatMap { model.typeKey($0, in: view.name) }
  }

  /// The object an ancestor provided for the property, if one did.
  func providedObject(_ p: PropertyInfo, _ view: ViewInfo) -> Value? {
    environmentObjectType(p, view).flatMap { environmentWritten[Self.objectKey($0)] }
  }

  /// Reading an environment object nobody provided: an error in a strict spec (SwiftUI traps),
  /// an opaque value resting on the assumption that an ancestor provides it in tolerant Swift.
  func unprovidedObject(_ name: String, _ p: PropertyInfo, _ view: ViewInfo, _ e: Expr) -> Value {
    let type = environmentObjectType(p, view).map(TypePrinter.runtimeName) ?? name
    if view.file.strictness == .tolerant {
      report(EvalDiagnostics.environmentObjectAssumed(type), e.range)
      return .opaque(type)
    }
    report(EvalDiagnostics.environmentObjectNotProvided(name, type), e.range,
      notes: [Note("'\(name)' declared here", file: view.file.path, range: p.decl.nameRange)])
    return .none
  }
}
