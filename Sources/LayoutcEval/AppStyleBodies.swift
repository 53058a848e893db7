import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// An app's own `ButtonStyle` or `LabelStyle` (`.buttonStyle(PillStyle())` above a Button,
/// `.labelStyle(StackedStyle())` above a Label): the control is drawn as the style's
/// `makeBody(configuration:)` says. The configuration's views are the control's own
/// (`configuration.label` a button's label, `configuration.title`/`.icon` a label's: the Text
/// and Image a title and `systemImage:` make, or the closures' views), keeping their
/// identities; modifiers on them (`.foregroundColor(.white)`) reach them; `isPressed` is false (a
/// preview shows a button at rest). The style's properties are its initializer's. The style's
/// body replaces the control's children, and the lowering lays the control out as that body.
extension Evaluator {
  /// An app's own style as a style modifier's argument: `.member(type: Name, name: appStyle,
  /// arguments: [.view(its initializer call)])`, a value (not a secondary view of the modifier).
  public static let appStyle = "appStyle"

  /// The style modifier, and the configuration type of the styles it takes, of each control.
  static let styledControls: [String: (modifier: String, configuration: String)] = [
    "Button": ("buttonStyle", "ButtonStyleConfiguration"),
    "Label": ("labelStyle", "LabelStyleConfiguration"),
  ]

  /// The control's children drawn by the app's style in effect, or nil when none is.
  /// `parts` are the control's views by configuration member (`label`, `title`, `icon`).
  func styledControlChildren(_ control: String, parts: [String: [Instance]], _ e: Expr, _ path: IdentityPath) -> [Instance]? {
    guard let (modifier, configurationType) = Self.styledControls[control],
      case .member(_, Self.appStyle, let held)? = environmentWritten[modifier], case .view(let thunk)? = held.first,
      case .call(_, let styleArgs) = thunk.expr.kind, let resolved = facts.call(thunk.expr), case .userView(let name) = resolved.target,
      let style = model.views[name], style.styleConfiguration == configurationType
    else { return nil }
    var fields: [Value.Field] = []
    for (member, views) in parts.sorted(by: { $0.key < $1.key }) {
      guard !views.isEmpty else { fields.append(.init(member, .none)); continue }
      // Several views are one part (a Group).
      let part = views.count == 1 ? views[0]
        : Instance(kind: .view, name: "Group", role: .transparent, identity: path, file: currentFile?.path ?? "", range: e.range, children: views)
      variadicChildren.append(part)
      fields.append(.init(member, .member(type: VariadicViews.childType, name: "child",
        arguments: [.int(variadicChildren.count - 1), .string(part.identity.description)])))
    }
    if control == "Button" { fields.append(.init("isPressed", .bool(false))) }
    let configuration = Value.record(type: configurationType, fields: fields)
    let values = userViewArguments(style, resolved, styleArgs, thunk.environment).values
    // A control inside the style's own body is not styled again by it.
    let scope = environmentWritten.mark
    environmentWritten[modifier] = nil
    defer { environmentWritten.restore(to: scope) }
    return userView(style, arguments: values, range: e.range, parent: path, isRoot: false,
      bindings: ["configuration": configuration]).map { [$0] }
  }

  /// The parts of a Button or Label as its style's configuration names them: the views its
  /// closures made, else the Text of its title and the Image of its `systemImage:`.
  func styledControlParts(_ control: String, children: [Instance], slots: [String], values: LabeledValues, _ e: Expr, _ path: IdentityPath)
    -> [String: [Instance]]
  {
    func slot(_ name: String) -> [Instance] {
      slots.count == children.count ? zip(children, slots).filter { $0.1 == name }.map(\.0) : (name == "label" || name == "title" ? children : [])
    }
    func text(_ v: Value?) -> [Instance] {
      guard case .string(let s)? = v, count(at: e.range) else { return [] }
      return [Instance(kind: .view, name: "Text", role: .text, identity: path.appending(.type("Text")), file: currentFile?.path ?? "",
        range: e.range, text: s)]
    }
    switch control {
    case "Button":
      let label = slot("label")
      return ["label": label.isEmpty ? text(values["_0"]) : label]
    default:
      var title = slot("title")
      if title.isEmpty { title = text(values["_0"]) }
      var icon = slot("icon")
      if icon.isEmpty, case .string(let s)? = values["systemImage"], count(at: e.range) {
        icon = [Instance(kind: .view, name: "Image", role: .image, identity: path.appending(.type("Image")), file: currentFile?.path ?? "",
          range: e.range, arguments: ["systemName": .string(s)])]
      }
      return ["title": title, "icon": icon]
    }
  }

  /// `configuration.label` (`.title`, `.icon`) in a style's body: the control's part.
  func styleConfigurationMember(_ base: Expr, _ name: String, _ env: Environment) -> Instance? {
    guard case .identifier(let n) = base.kind, case .record(let t, _)? = env.lookup(n), t.hasSuffix("StyleConfiguration"),
      let v = env.lookup(n)?.field(name)
    else { return nil }
    return variadicChild(v)
  }
}
