import LayoutcSema
import LayoutcSyntax

/// What instantiating a user view needs of its declaration, found once per view and evaluator
/// (a doubling view is instantiated hundreds of thousands of times; searching its members for
/// `body`, scanning the body for `return` and filtering its properties each time cost more than
/// making the instance).
final class ViewBody {
  /// The `body` member's statements; nil when the view has none.
  let statements: [Stmt]?
  /// The body is a builder block (`@ViewBuilder`, or a `body` property, with no `return`), not
  /// statements run to the view they return.
  let isBuilderBlock: Bool
  /// Names of the `@State` properties, in declaration order.
  let stateProperties: [String]
  /// Some property takes its value through a binding (`@Binding`), which an argument `$n` or
  /// `.constant(v)` gives.
  let hasBindingProperties: Bool
  /// The stored properties' names in declaration order, each once: the labels of an instance's
  /// arguments (`Instance.arguments`), added without searching them.
  let propertyNames: [String]

  init(_ view: ViewInfo, builderBlock: ([Stmt]) -> Bool) {
    // A style's view is its `makeBody(configuration:)` (AppStyleBodies).
    let body = view.member(named: "body") ?? (view.styleConfiguration != nil ? view.member(named: "makeBody") : nil)
    statements = body?.body
    isBuilderBlock = body.map { $0.isViewBuilder && builderBlock($0.body) } ?? false
    stateProperties = view.storedProperties.filter(\.isState).map(\.name)
    hasBindingProperties = view.storedProperties.contains { $0.wrapper?.initializesFromWrappedValue == false }
    var seen: Set<String> = []
    propertyNames = view.storedProperties.map(\.name).filter { seen.insert($0).inserted }
  }
}

extension Evaluator {
  func viewBody(_ view: ViewInfo) -> ViewBody {
    let key = ObjectIdentifier(view)
    if let known = viewBodies[key] { return known }
    let body = ViewBody(view) { !containsReturn($0) }
    viewBodies[key] = body
    return body
  }
}
