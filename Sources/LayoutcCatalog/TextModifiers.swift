/// Methods of Text, Image and Color that return the same type rather than a ModifiedContent.
///
/// They are concrete methods on the value type, so Swift prefers them to the View modifier of
/// the same name: `Text("a").font(.title)` is a `Text`, and so is `Text("a") + Text("b")` (the
/// `+` operator is handled by the checker, not listed here). Once a View modifier has wrapped
/// the text, only the View forms apply, which is why `.padding().bold()` is rejected in iOS 13.
extension Catalog {
  static let textModifiers: [ModifierEntry] = [
    ModifierEntry("bold", on: .text, summary: "Bold text; the result is still a Text.", overloads: [
      Overload([], result: "Text", layout: .text, source: Src.ios13("Text.bold() -> Text")),
    ]),
    ModifierEntry("italic", on: .text, summary: "Italic text; the result is still a Text.", overloads: [
      Overload([], result: "Text", layout: .text, source: Src.ios13("Text.italic() -> Text")),
    ]),
    ModifierEntry("font", on: .text, summary: "Sets this text's font; the result is still a Text.", overloads: [
      Overload([Parameter(nil, .value("Optional<Font>"))], result: "Text", layout: .text,
        source: Src.ios13("Text.font(_: Font?) -> Text")),
    ]),
    ModifierEntry("fontWeight", on: .text, summary: "Sets this text's weight; the result is still a Text.", overloads: [
      Overload([Parameter(nil, .value("Optional<Font.Weight>"))], result: "Text", layout: .text,
        source: Src.ios13("Text.fontWeight(_: Font.Weight?) -> Text")),
    ]),
    ModifierEntry("foregroundColor", on: .text, summary: "Sets this text's colour; the result is still a Text.", overloads: [
      Overload([Parameter(nil, .value("Optional<Color>"))], result: "Text", layout: .text,
        source: Src.ios13("Text.foregroundColor(_: Color?) -> Text")),
    ]),
    ModifierEntry("foregroundStyle", on: .text, summary: "Sets this text's style; the result is still a Text (iOS 17).", overloads: [
      Overload([Parameter(nil, .shapeStyle)], result: "Text", layout: .text, sdks: .ios17Only,
        source: Src.open("Text.foregroundStyle<S: ShapeStyle>(_:) -> Text (iOS 17)")),
    ]),
    // Drawn on the glyphs: the text's size does not change.
    ModifierEntry("underline", on: .text, summary: "Underlined text; the result is still a Text, its size unchanged.", overloads: [
      Overload([Parameter(nil, .value("Bool"), default: true), Parameter("color", .value("Optional<Color>"), default: true)],
        result: "Text", layout: .text, source: Src.ios13("Text.underline(_: Bool = true, color: Color? = nil) -> Text")),
    ]),
    ModifierEntry("strikethrough", on: .text, summary: "Struck-through text; the result is still a Text, its size unchanged.", overloads: [
      Overload([Parameter(nil, .value("Bool"), default: true), Parameter("color", .value("Optional<Color>"), default: true)],
        result: "Text", layout: .text, source: Src.ios13("Text.strikethrough(_: Bool = true, color: Color? = nil) -> Text")),
    ]),
    ModifierEntry("resizable", on: .image, summary: "Lets the image stretch to the offered size instead of its natural size.", overloads: [
      Overload([Parameter("capInsets", .value("EdgeInsets"), default: true),
                Parameter("resizingMode", .value("Image.ResizingMode"), default: true)],
        result: "Image", layout: .image, source: Src.ios13("Image.resizable(capInsets:resizingMode:) -> Image")),
    ]),
    ModifierEntry("renderingMode", on: .image, summary: "Draws the image as a template (tinted) or as-is.", overloads: [
      Overload([Parameter(nil, .value("Optional<Image.TemplateRenderingMode>"))], result: "Image", layout: .image,
        source: Src.ios13("Image.renderingMode(_:) -> Image")),
    ]),
    ModifierEntry("opacity", on: .color, summary: "The same colour with a new alpha; still a Color.", overloads: [
      Overload([Parameter(nil, .value("Double"))], result: "Color", layout: .color,
        source: Src.ios13("Color.opacity(_: Double) -> Color")),
    ]),
  ]
}
