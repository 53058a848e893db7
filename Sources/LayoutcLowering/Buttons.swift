import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// Buttons in the style the `buttonStyle` above them chooses, at the `controlSize` in effect.
///
/// `automatic` and `borderless` show the label in the tint; `plain` as it is; `bordered` on a
/// rounded rectangle of the tint at 15 % opacity with the label in the tint; `borderedProminent`
/// on the tint with the label in white. The padding, corner radius and font of each control
/// size are estimates (UIButton.Configuration's medium size measures 34 high with body text;
/// large about 50; no published table): mini 13 pt padded 4×8, small 15 pt padded 5×10,
/// regular the font in effect padded 7×12, large 14×20, extraLarge 17×24.
extension LoweringBuilder {
  struct ButtonMetrics {
    var font: ResolvedFont?
    var vertical: Double
    var horizontal: Double
    var cornerRadius: Double
  }

  static func buttonMetrics(_ size: ControlSizeName) -> ButtonMetrics {
    switch size {
    case .mini: ButtonMetrics(font: FontResolution.font(.footnote), vertical: 4, horizontal: 8, cornerRadius: 5)
    case .small: ButtonMetrics(font: FontResolution.font(.subheadline), vertical: 5, horizontal: 10, cornerRadius: 6)
    case .regular: ButtonMetrics(font: nil, vertical: 7, horizontal: 12, cornerRadius: 8)
    case .large: ButtonMetrics(font: nil, vertical: 14, horizontal: 20, cornerRadius: 12)
    case .extraLarge: ButtonMetrics(font: nil, vertical: 17, horizontal: 24, cornerRadius: 14)
    }
  }

  /// A Button: its label (a title is the Text SwiftUI makes of it) in its style.
  func button(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    if i.attributes[Evaluator.appStyle] != nil { return appStyled(i, env) }
    let style = controls.style(ButtonStyleName.self) ?? .automatic
    var labelEnv = env
    let role = i.arguments["role"]?.named(ButtonRoleName.self)
    let tint = role == .destructive ? ColorResolution.named("red", in: appearance)! : controls.tint
    switch style {
    case .bordered, .borderedProminent:
      let metrics = Self.buttonMetrics(controls.controlSize)
      if let font = metrics.font { labelEnv.font = font }
      labelEnv.foreground = colorValue(style == .borderedProminent ? ColorResolution.named("white", in: appearance)! : tint)
      return borderedButton(i, label: buttonLabel(i, labelEnv), env, prominent: style == .borderedProminent, tint: tint)
    case .plain:
      break
    case .automatic, .borderless:
      labelEnv.foreground = colorValue(tint)
    }
    let content = buttonLabel(i, labelEnv)
    return add(.neutral, content.isEmpty ? [] : [single(content, cause: i)], entry: entry(i))
  }

  /// A control an app's own style drew: its `makeBody` made the children (AppStyleBodies),
  /// laid out as they are, in the environment's colours.
  func appStyled(_ i: Instance, _ env: TextEnvironment) -> NodeID {
    let content = lowerAll(i.children, env)
    return add(.neutral, content.isEmpty ? [] : [single(content, cause: i)], entry: entry(i))
  }

  func buttonLabel(_ i: Instance, _ env: TextEnvironment) -> [NodeID] {
    var content = lowerAll(i.childSlots.isEmpty ? i.children : children(i, slot: "label"), env)
    if content.isEmpty, let t = titleText(i, in: env) { content = [t] }
    // `Button(_:systemImage:action:)`: its label is `Label(title, systemImage:)`, laid out as one.
    if let icon = symbol(i, "systemImage", env) {
      var e = implicitEntry("Label", kind: .view, cause: i)
      e.isEstimated = true
      switch controls.style(LabelStyleName.self) {
      case .iconOnly?: content = [icon]
      case .titleOnly?: break
      case .automatic?, .titleAndIcon?, nil: content = [add(.hStack(alignment: .center, spacing: nil), [icon] + content, entry: e)]
      }
    }
    return content
  }

  /// The label padded by the control size's insets on a rounded rectangle: the tint (prominent)
  /// or the tint at 15 % opacity.
  func borderedButton(_ i: Instance, label: [NodeID], _ env: TextEnvironment, prominent: Bool, tint: RGBA? = nil) -> NodeID {
    let metrics = Self.buttonMetrics(controls.controlSize)
    let tint = tint ?? controls.tint
    let body = label.isEmpty ? add(.spacer(minLength: 0), entry: implicitEntry("Spacer", kind: .view, cause: i)) : single(label, cause: i)
    let padded = add(.padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal)),
      [body], entry: implicitEntry("padding", kind: .modifier, cause: i))
    var e = entry(i)
    e.isEstimated = true
    var paint = Paint()
    paint.fill = prominent ? tint : tint.withAlpha(0.15)
    paint.cornerRadius = metrics.cornerRadius
    e.paint = paint
    return add(.neutral, [padded], entry: e)
  }
}
