/// Leaf views: text, images, colours, shapes, spacers and the two controls.
///
/// Each initializer's `result` is what `_typeName(type(of:), qualified: false)` prints for the
/// value it builds. Leaf views are not generic, so most results are their own name; Button and
/// Toggle are generic over their label, which a title string makes `Text`.
extension Catalog {
  static let leafViews: [ViewEntry] = [
    ViewEntry("Text", summary: "A run of text, measured with real font metrics.", initializers: [
      Overload([Parameter(nil, .title)], result: "Text", layout: .text,
        source: Src.ios13("Text.init(_: LocalizedStringKey, tableName:bundle:comment:) and init<S: StringProtocol>(_:)")),
      Overload([Parameter("verbatim", .title)], result: "Text", layout: .text,
        source: Src.ios13("Text.init(verbatim:)")),
      // The value formatted as Foundation formats it in en_US and UTC where layoutc models the
      // format, else an assumption (LayoutcEval/FormattedText.swift, docs/text.md).
      Overload([Parameter(nil, .hashable), Parameter("format", .value("FormatStyle"))], result: "Text", layout: .text, sdks: .ios17Only,
        source: Src.apple("Text.init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String (iOS 15)")),
      Overload([Parameter(nil, .hashable), Parameter("style", .value("Text.DateStyle"))], result: "Text", layout: .text, sdks: .ios17Only,
        source: Src.apple("Text.init(_ date: Date, style: Text.DateStyle) (iOS 14)")),
    ]),
    ViewEntry("Image", summary: "A bitmap or SF Symbol; its size comes from #asset or the symbol's font.", initializers: [
      Overload([Parameter(nil, .title)], result: "Image", layout: .image,
        source: Src.ios13("Image.init(_: String, bundle:)")),
      Overload([Parameter("systemName", .title)], result: "Image", layout: .image,
        source: Src.ios13("Image.init(systemName:)")),
      Overload([Parameter("decorative", .title)], result: "Image", layout: .image,
        source: Src.ios13("Image.init(decorative:bundle:)")),
    ]),
    ViewEntry("Color", summary: "A colour used as a view: fills whatever it is offered.",
      staticMembers: colorMembers, availability: colorMemberAvailability,
      initializers: [
        Overload([Parameter(nil, .value("Color.RGBColorSpace"), default: true), Parameter("red", .value("Double")),
                  Parameter("green", .value("Double")), Parameter("blue", .value("Double")),
                  Parameter("opacity", .value("Double"), default: true)],
          result: "Color", layout: .color, source: Src.ios13("Color.init(_:red:green:blue:opacity:)")),
        Overload([Parameter(nil, .value("Color.RGBColorSpace"), default: true), Parameter("white", .value("Double")),
                  Parameter("opacity", .value("Double"), default: true)],
          result: "Color", layout: .color, source: Src.ios13("Color.init(_:white:opacity:)")),
        Overload([Parameter("hue", .value("Double")), Parameter("saturation", .value("Double")),
                  Parameter("brightness", .value("Double")), Parameter("opacity", .value("Double"), default: true)],
          result: "Color", layout: .color, source: Src.ios13("Color.init(hue:saturation:brightness:opacity:)")),
        Overload([Parameter(nil, .title)], result: "Color", layout: .color,
          source: Src.ios13("Color.init(_: String, bundle:) (asset catalogue colour)")),
        // `Color(.systemGray5)`: UIKit's dynamic colours, resolved in the light appearance.
        Overload([Parameter(nil, .value("UIColor"))], result: "Color", layout: .color,
          source: Src.apple("Color.init(_ color: UIColor) (iOS 13)")),
        Overload([Parameter("uiColor", .value("UIColor"))], result: "Color", layout: .color, sdks: .ios17Only,
          source: Src.apple("Color.init(uiColor: UIColor) (iOS 15)")),
      ]),
    ViewEntry("Spacer", summary: "Flexible space along the stack's axis; nothing outside a stack.", initializers: [
      Overload([Parameter("minLength", .value("Optional<CGFloat>"), default: true)], result: "Spacer", layout: .spacer,
        source: Src.ios13("Spacer.init(minLength:)")),
    ]),
    ViewEntry("Divider", summary: "A thin line across the stack's axis.", initializers: [
      Overload([], result: "Divider", layout: .divider, source: Src.ios13("Divider.init()")),
    ]),
    ViewEntry("EmptyView", summary: "No view: takes no space and is skipped by stacks.", initializers: [
      Overload([], result: "EmptyView", layout: .emptyView, source: Src.ios13("EmptyView.init()")),
    ]),
    ViewEntry("AnyView", summary: "Type-erased wrapper: lays out its content, but loses its structural identity.", initializers: [
      Overload([Parameter(nil, .view)], result: "AnyView", layout: .neutral, source: Src.ios13("AnyView.init<V: View>(_:)")),
    ]),
    ViewEntry("Rectangle", summary: "A rectangle filling the offered size.", initializers: [
      Overload([], result: "Rectangle", layout: .shape, source: Src.ios13("Rectangle.init()")),
    ]),
    ViewEntry("AnyShape", summary: "Type-erased shape: draws the shape it wraps, filling the offered size (iOS 16).", initializers: [
      Overload([Parameter(nil, .shape)], result: "AnyShape", layout: .shape, sdks: .ios17Only,
        source: Src.apple("AnyShape.init<S: Shape>(_ shape: S) (iOS 16)")),
    ]),
    ViewEntry("ContainerRelativeShape", summary: "The shape of the container it is drawn in (a widget's rounded rectangle), filling the offered size (iOS 14).", initializers: [
      Overload([], result: "ContainerRelativeShape", layout: .shape, sdks: .ios17Only, source: Src.apple("ContainerRelativeShape.init() (iOS 14)")),
    ]),
    ViewEntry("RoundedRectangle", summary: "A rectangle with rounded corners filling the offered size.", initializers: [
      Overload([Parameter("cornerRadius", .value("CGFloat")), Parameter("style", .value("RoundedCornerStyle"), default: true)],
        result: "RoundedRectangle", layout: .shape, source: Src.ios13("RoundedRectangle.init(cornerRadius:style:)")),
      Overload([Parameter("cornerSize", .value("CGSize")), Parameter("style", .value("RoundedCornerStyle"), default: true)],
        result: "RoundedRectangle", layout: .shape, source: Src.ios13("RoundedRectangle.init(cornerSize:style:)")),
    ]),
    ViewEntry("Circle", summary: "The largest circle that fits the offered size, centred.", initializers: [
      Overload([], result: "Circle", layout: .circle, source: Src.ios13("Circle.init()")),
    ]),
    ViewEntry("Capsule", summary: "A rectangle whose short sides are semicircles, filling the offered size.", initializers: [
      Overload([Parameter("style", .value("RoundedCornerStyle"), default: true)], result: "Capsule", layout: .shape,
        source: Src.ios13("Capsule.init(style:)")),
    ]),
    ViewEntry("Ellipse", summary: "An ellipse filling the offered size.", initializers: [
      Overload([], result: "Ellipse", layout: .shape, source: Src.ios13("Ellipse.init()")),
    ]),
    ViewEntry("Button", summary: "A control that runs an action; lays out as its label.", initializers: [
      Overload([Parameter(nil, .title), Parameter("action", .action)], result: "Button<Text>", layout: .neutral,
        source: Src.ios13("Button.init(_: LocalizedStringKey, action:) where Label == Text")),
      Overload([Parameter(nil, .title), Parameter("role", .value("Optional<ButtonRole>")), Parameter("action", .action)],
        result: "Button<Text>", layout: .neutral, sdks: .ios17Only,
        source: Src.unconfirmed("Button.init(_:role:action:) is declared in `extension Button where Label == Text` (iOS 15); its interface not read")),
      Overload([Parameter(nil, .title), Parameter("systemImage", .title), Parameter("action", .action)],
        result: "Button<Label<Text, Image>>", layout: .neutral, sdks: .ios17Only,
        source: Src.apple("Button.init(_: LocalizedStringKey, systemImage:action:) where Label == Label<Text, Image> (iOS 17)")),
      Overload([Parameter(nil, .title), Parameter("systemImage", .title), Parameter("role", .value("Optional<ButtonRole>")), Parameter("action", .action)],
        result: "Button<Label<Text, Image>>", layout: .neutral, sdks: .ios17Only,
        source: Src.unconfirmed("Button.init(_:systemImage:role:action:) beside init(_:systemImage:action:) (iOS 17, Apple's Button documentation); its interface not read")),
      // `Button(action: f) { label }` and `Button { action } label: { label }` are both this
      // initializer: the first trailing closure fills `action` in the second spelling.
      Overload([Parameter("action", .action), Parameter("label", .viewBuilder)], result: "Button<$1>", layout: .neutral,
        source: Src.ios13("Button.init(action:label:)")),
      Overload([Parameter("role", .value("Optional<ButtonRole>")), Parameter("action", .action), Parameter("label", .viewBuilder)],
        result: "Button<$2>", layout: .neutral, sdks: .ios17Only,
        source: Src.unconfirmed("Button.init(role:action:label:) (iOS 15), generic over Label like init(action:label:); its interface not read")),
    ]),
    ViewEntry("Toggle", summary: "A switch bound to a Bool; lays out as a fixed-size control beside its label.", initializers: [
      Overload([Parameter(nil, .title), Parameter("isOn", .binding("Bool"))], result: "Toggle<Text>", layout: .control,
        source: Src.ios13("Toggle.init(_: LocalizedStringKey, isOn:) where Label == Text")),
      Overload([Parameter("isOn", .binding("Bool")), Parameter("label", .viewBuilder)], result: "Toggle<$1>", layout: .control,
        source: Src.ios13("Toggle.init(isOn:label:)")),
      Overload([Parameter(nil, .title), Parameter("systemImage", .title), Parameter("isOn", .binding("Bool"))],
        result: "Toggle<Label<Text, Image>>", layout: .control, sdks: .ios17Only,
        source: Src.apple("Toggle.init(_: LocalizedStringKey, systemImage:isOn:) where Label == Label<Text, Image> (iOS 17)")),
    ]),
  ]

  /// Colour constants, all of type Color. `Color.red` is a view; where a ShapeStyle is expected
  /// the same names resolve through `ShapeStyle where Self == Color` (iOS 15 and later only).
  static let colorMembers: [String: String] = Dictionary(uniqueKeysWithValues: [
    "clear", "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple",
    "primary", "secondary", "accentColor",
    "brown", "cyan", "indigo", "mint", "teal",
  ].map { ($0, "Color") })

  /// The iOS 13.2 interface declares clear…secondary and accentColor; brown, cyan, indigo, mint
  /// and teal arrived in iOS 15.
  static let colorMemberAvailability: [String: Set<SDK>] = Dictionary(uniqueKeysWithValues: [
    "brown", "cyan", "indigo", "mint", "teal",
  ].map { ($0, Set<SDK>.ios17Only) })

  /// `AsyncImage(url:)`: layoutc loads nothing, so it shows what SwiftUI shows until the image
  /// arrives: "a default placeholder that fills the available space" (Apple, AsyncImage), as a
  /// shape fills its proposal. Its content and phase initializers are not in the vocabulary yet.
  public static let asyncImageViews: [ViewEntry] = [
    ViewEntry("AsyncImage", summary: "An image loaded from a URL; before it loads, a placeholder filling the offered size (iOS 15).",
      initializers: [
        Overload([Parameter("url", .hashable), Parameter("scale", .value("CGFloat"), default: true)], result: "AsyncImage<Image>",
          layout: .shape, sdks: .ios17Only, source: Src.apple("AsyncImage.init(url: URL?, scale: CGFloat = 1) where Content == Image (iOS 15)")),
      ]),
  ]

  /// Gradients are shape styles that are views too: as a view, one fills whatever it is offered,
  /// as `Color` does (they conform to View through ShapeStyle's `ShapeView` of a `Rectangle`,
  /// Apple: "Conforms To: ShapeStyle, View"). Every initializer below is iOS 13+ (Apple's pages
  /// for `LinearGradient.init(gradient:|colors:|stops:startPoint:endPoint:)` and the radial and
  /// angular twins).
  public static let gradientViews: [ViewEntry] = [
    ViewEntry("LinearGradient", summary: "A gradient along an axis; as a view it fills the offered size.", initializers:
      ["gradient": "Gradient", "colors": "Array<Color>", "stops": "Array<Gradient.Stop>"].sorted { $0.key < $1.key }.map { (label: String, type: String) in
        Overload([Parameter(label, .value(type)), Parameter("startPoint", .value("UnitPoint")), Parameter("endPoint", .value("UnitPoint"))],
          result: "LinearGradient", layout: .shape, source: Src.apple("LinearGradient.init(\(label):startPoint:endPoint:) (iOS 13)"))
      }),
    ViewEntry("RadialGradient", summary: "A gradient from a centre outwards; as a view it fills the offered size.", initializers:
      ["gradient": "Gradient", "colors": "Array<Color>", "stops": "Array<Gradient.Stop>"].sorted { $0.key < $1.key }.map { (label: String, type: String) in
        Overload([Parameter(label, .value(type)), Parameter("center", .value("UnitPoint")),
                  Parameter("startRadius", .value("CGFloat")), Parameter("endRadius", .value("CGFloat"))],
          result: "RadialGradient", layout: .shape, source: Src.apple("RadialGradient.init(\(label):center:startRadius:endRadius:) (iOS 13)"))
      }),
    ViewEntry("AngularGradient", summary: "A gradient around a centre; as a view it fills the offered size.", initializers:
      ["gradient": "Gradient", "colors": "Array<Color>", "stops": "Array<Gradient.Stop>"].sorted { $0.key < $1.key }.flatMap { (label: String, type: String) in [
        Overload([Parameter(label, .value(type)), Parameter("center", .value("UnitPoint")),
                  Parameter("startAngle", .value("Angle"), default: true), Parameter("endAngle", .value("Angle"), default: true)],
          result: "AngularGradient", layout: .shape, source: Src.apple("AngularGradient.init(\(label):center:startAngle:endAngle:) (iOS 13)")),
        Overload([Parameter(label, .value(type)), Parameter("center", .value("UnitPoint")), Parameter("angle", .value("Angle"))],
          result: "AngularGradient", layout: .shape, source: Src.apple("AngularGradient.init(\(label):center:angle:) (iOS 13)")),
      ] }),
    ViewEntry("EllipticalGradient", summary: "A gradient in ellipses fitted to its frame; as a view it fills the offered size.", initializers:
      ["gradient": "Gradient", "colors": "Array<Color>", "stops": "Array<Gradient.Stop>"].sorted { $0.key < $1.key }.map { (label: String, type: String) in
        Overload([Parameter(label, .value(type)), Parameter("center", .value("UnitPoint"), default: true),
                  Parameter("startRadiusFraction", .value("CGFloat"), default: true), Parameter("endRadiusFraction", .value("CGFloat"), default: true)],
          result: "EllipticalGradient", layout: .shape, sdks: .ios17Only,
          source: Src.apple("EllipticalGradient.init(\(label):center:startRadiusFraction:endRadiusFraction:) (iOS 15)"))
      }),
  ]
}
