import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// An app's own `ButtonStyle` (`.buttonStyle(PillStyle())` above a Button): the button is drawn
/// as the style's `makeBody(configuration:)` says, with `configuration.label` the button's label
/// (its views, keeping their identities; modifiers on it, `.foregroundColor(.white)`, reach it)
/// and `configuration.isPressed`
/// false (a preview shows the button at rest). The style's body replaces the button's
/// children; the lowering then lays the button out as that body, without the default look.
extension Evaluator {
  /// The style key `buttonStyle` writes for the views below it (`environmentWritten`).
  static let buttonStyleKey = "buttonStyle"
  /// An app's own style as a style modifier's argument: `.member(type: Name, name: appStyle,
  /// arguments: [.view(its initializer call)])`, a value (not a secondary view of the modifier).
  public static let appStyle = "appStyle"

  /// The button's children drawn by the app's style in effect, or nil when none is.
  func styledButtonChildren(_ label: [Instance], title: Value?, _ e: Expr, _ path: IdentityPath) -> [Instance]? {
    guard case .member(_, Self.appStyle, let held)? = environmentWritten[Self.buttonStyleKey], case .view(let thunk)? = held.first,
      case .call(_, let styleArgs) = thunk.expr.kind,
      let resolved = facts.call(thunk.expr), case .userView(let name) = resolved.target, let style = model.views[name],
      style.styleConfiguration == "ButtonStyleConfiguration"
    else { return nil }
    var label = label
    // `Button("Save") { … }`: the label is the Text SwiftUI makes of the title.
    if label.isEmpty, case .string(let s)? = title, count(at: e.range) {
      label = [Instance(kind: .view, name: "Text", role: .text, identity: path.appending(.type("Text")), file: currentFile?.path ?? "",
        range: e.range, text: s)]
    }
    var labelValue = Value.none
    if !label.isEmpty {
      // Several label views are one label (a Group): the first stands for them when there is one.
      let group = label.count == 1 ? label[0]
        : Instance(kind: .view, name: "Group", role: .transparent, identity: path, file: currentFile?.path ?? "", range: e.range, children: label)
      variadicChildren.append(group)
      labelValue = .member(type: VariadicViews.childType, name: "child", arguments: [.int(variadicChildren.count - 1), .string(group.identity.description)])
    }
    let configuration = Value.record(type: "ButtonStyleConfiguration", fields: [.init("label", labelValue), .init("isPressed", .bool(false))])
    let values = userViewArguments(style, resolved, styleArgs, thunk.environment)
    // A Button inside the style's own body is not styled again by it.
    let saved = environmentWritten
    environmentWritten[Self.buttonStyleKey] = nil
    defer { environmentWritten = saved }
    return userView(style, arguments: values, argumentEnv: thunk.environment, range: e.range, parent: path, isRoot: false,
      bindings: ["configuration": configuration]).map { [$0] }
  }

  /// `configuration.label` in a style's body: the button's label.
  func styleConfigurationMember(_ base: Expr, _ name: String, _ env: Environment) -> Instance? {
    guard case .identifier(let n) = base.kind, case .record(let t, _)? = env.lookup(n), t.hasSuffix("StyleConfiguration"),
      let v = env.lookup(n)?.field(name)
    else { return nil }
    return variadicChild(v)
  }
}
