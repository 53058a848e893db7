import LayoutcSema
import LayoutcSyntax

/// Objects an ancestor puts in the environment: `.environmentObject(store)` for
/// `@EnvironmentObject var store: Store`, and `.environment(store)` for an `@Observable`
/// read with `@Environment(Store.self)`. SwiftUI finds them by type (Apple,
/// `environmentObject(_:)`: "the object ... is available to any descendant ... by type"); a
/// preview that provides one lays out with it, and a view read without one stays the error
/// `eval.environment-object`, as SwiftUI stops there.
extension Evaluator {
  /// The environment key an object of type `name` is kept under (beside `\.key` values).
  static func objectKey(_ name: String) -> String { "object " + name }

  /// The key and object a modifier provides to its subtree, if it provides one.
  func environmentObjectWrite(_ modifier: String, _ args: [Argument], _ env: Environment) -> (String, Value)? {
    guard modifier == "environmentObject" || modifier == "environment", args.count == 1, args[0].label == nil,
      let type = facts.type(of: args[0].value)?.name
    else { return nil }
    return (Self.objectKey(type), eval(args[0].value, env))
  }

  /// The object an ancestor provides for an `@EnvironmentObject var x: T` or
  /// `@Environment(T.self) var x` property, if one does.
  func providedObject(_ p: PropertyInfo, _ attribute: Attribute) -> Value? {
    var type: String?
    if let args = attribute.arguments, args.count == 1, case .member(let base, "self", _) = args[0].value.kind,
      case .identifier(let name) = base.kind
    {
      type = name
    } else if case .named(let parts, _)? = p.decl.type?.kind {
      type = parts.last
    }
    guard let type else { return nil }
    return environmentWritten[Self.objectKey(type)]
  }
}
