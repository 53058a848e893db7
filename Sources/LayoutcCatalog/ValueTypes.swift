/// Non-view types whose values appear as arguments, with the members usable as implicit members
/// (`.leading`) and the static functions usable as `.system(size:)`, each with its labels. A
/// function's label list may merge several overloads: the checker accepts any labels that appear
/// in that order (`Font.system` covers `(_:design:)` and `(size:weight:design:)`). `init` lists an
/// initializer's labels for `.init(x:y:)`. Names are the Swift spellings (`Edge.Set`); the
/// runtime prints the last component (`runtimeName`).
///
/// Optional parameters are written `Optional<T>` in `ParameterKind.value` and need no entry: the
/// checker strips the wrapper and accepts `nil`.
extension Catalog {
  static let valueTypeEntries: [ValueTypeEntry] = numberTypes + layoutTypes + styleTypes + shapeAndMotionTypes + screenTypes + gridTypes + interactionTypes

  static let numberTypes: [ValueTypeEntry] = [
    ValueTypeEntry("CGFloat", members: ["infinity", "zero", "pi", "nan"], literals: ["int", "float"]),
    ValueTypeEntry("Double", members: ["infinity", "zero", "pi", "nan"], literals: ["int", "float"]),
    ValueTypeEntry("Int", members: ["zero", "max", "min"], literals: ["int"]),
    ValueTypeEntry("Bool", literals: ["bool"]),
    ValueTypeEntry("String", literals: ["string"]),
    ValueTypeEntry("CGSize", members: ["zero"], functions: ["init": ["width", "height"]]),
    ValueTypeEntry("CGPoint", members: ["zero"], functions: ["init": ["x", "y"]]),
  ]

  static let layoutTypes: [ValueTypeEntry] = [
    // The built-in layouts as values (iOS 16): `AnyLayout(HStackLayout(spacing: 4))`. As
    // containers (`HStackLayout { … }`) they are views in Containers.swift.
    ValueTypeEntry("HStackLayout", functions: ["init": ["alignment", "spacing"]],
      parameterTypes: ["init": ["VerticalAlignment", "Optional<CGFloat>"]], defaultedFunctions: ["init"]),
    ValueTypeEntry("VStackLayout", functions: ["init": ["alignment", "spacing"]],
      parameterTypes: ["init": ["HorizontalAlignment", "Optional<CGFloat>"]], defaultedFunctions: ["init"]),
    ValueTypeEntry("ZStackLayout", functions: ["init": ["alignment"]], parameterTypes: ["init": ["Alignment"]], defaultedFunctions: ["init"]),
    ValueTypeEntry("GridLayout", functions: ["init": ["alignment", "horizontalSpacing", "verticalSpacing"]],
      parameterTypes: ["init": ["Alignment", "Optional<CGFloat>", "Optional<CGFloat>"]], defaultedFunctions: ["init"]),
    ValueTypeEntry("AnyLayout", functions: ["init": [nil]]),
    // The first-/last-text-baseline Alignment members arrived in iOS 16. The initializers are
    // Apple's `Alignment.init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)` and
    // `HorizontalAlignment.init(_ id: any AlignmentID.Type)` (developer.apple.com/documentation/
    // swiftui/alignment/init(horizontal:vertical:), …/horizontalalignment/init(_:)); there is no
    // other initializer, so `HorizontalAlignment(HorizontalAlignment.trailing)` is an error.
    ValueTypeEntry("Alignment", members: [
      "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
      "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline", "leadingLastTextBaseline",
      "trailingFirstTextBaseline", "trailingLastTextBaseline",
    ], functions: ["init": ["horizontal", "vertical"]],
      availability: Dictionary(uniqueKeysWithValues: [
        "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline", "leadingLastTextBaseline",
        "trailingFirstTextBaseline", "trailingLastTextBaseline",
      ].map { ($0, Set<SDK>.ios17Only) }),
      parameterTypes: ["init": ["HorizontalAlignment", "VerticalAlignment"]]),
    ValueTypeEntry("HorizontalAlignment", members: ["leading", "center", "trailing"], functions: ["init": [nil]],
      parameterTypes: ["init": ["AlignmentID.Type"]]),
    ValueTypeEntry("VerticalAlignment", members: ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"],
      functions: ["init": [nil]], parameterTypes: ["init": ["AlignmentID.Type"]]),
    ValueTypeEntry("Edge", members: ["top", "leading", "bottom", "trailing"]),
    // Option sets (`[]`, `[.top, .leading]`: ExpressibleByArrayLiteral through SetAlgebra).
    ValueTypeEntry("Edge.Set", members: ["top", "leading", "bottom", "trailing", "all", "horizontal", "vertical"],
      functions: ["init": [nil]], literals: ["array"]),
    ValueTypeEntry("EdgeInsets", functions: ["init": ["top", "leading", "bottom", "trailing"]]),
    ValueTypeEntry("Axis", members: ["horizontal", "vertical"]),
    ValueTypeEntry("Axis.Set", members: ["horizontal", "vertical"], literals: ["array"]),
    ValueTypeEntry("ContentMode", members: ["fit", "fill"]),
    ValueTypeEntry("UnitPoint", members: [
      "zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
    ], functions: ["init": ["x", "y"]]),
    // OptionSets (`struct SafeAreaRegions: OptionSet`, `struct PinnedScrollableViews: OptionSet`,
    // iOS 14): written as array literals too (`pinnedViews: [.sectionHeaders]`, `[]`).
    ValueTypeEntry("SafeAreaRegions", members: ["all", "container", "keyboard"], literals: ["array"],
      availability: ["all": .ios17Only, "container": .ios17Only, "keyboard": .ios17Only]),
    ValueTypeEntry("PinnedScrollableViews", members: ["sectionHeaders", "sectionFooters"], functions: ["init": []], literals: ["array"],
      availability: ["sectionHeaders": .ios17Only, "sectionFooters": .ios17Only, "init": .ios17Only]),
    ValueTypeEntry("LayoutDirection", members: ["leftToRight", "rightToLeft"]),
    // Apple's `enum CoordinateSpace { case global, local, named(AnyHashable) }` (iOS 13), what
    // `GeometryProxy.frame(in:)` measures in.
    ValueTypeEntry("CoordinateSpace", members: ["global", "local"], functions: ["named": [nil]]),
  ]

  static let styleTypes: [ValueTypeEntry] = [
    // title2, title3 and caption2 arrived in iOS 14; system(_:design:weight:) in iOS 16. The
    // methods: bold(), italic(), weight(_:), monospacedDigit(), smallCaps() since iOS 13,
    // monospaced() since iOS 15 (developer.apple.com/documentation/swiftui/font).
    ValueTypeEntry("Font", members: [
      "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
    ], functions: [
      "system": [nil, "size", "weight", "design", "weight"],
      "custom": [nil, "size", "fixedSize", "relativeTo"],
    ], methods: [
      "bold": [], "italic": [], "weight": ["Font.Weight"], "monospacedDigit": [], "smallCaps": [], "monospaced": [],
    ], availability: ["title2": .ios17Only, "title3": .ios17Only, "caption2": .ios17Only, "monospaced": .ios17Only]),
    ValueTypeEntry("Font.Weight", members: ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]),
    ValueTypeEntry("Font.Design", members: ["default", "serif", "rounded", "monospaced"]),
    ValueTypeEntry("Font.TextStyle", members: [
      "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote", "caption", "caption2",
    ], availability: ["title2": .ios17Only, "title3": .ios17Only, "caption2": .ios17Only]),
    ValueTypeEntry("TextAlignment", members: ["leading", "center", "trailing"]),
    ValueTypeEntry("Text.TruncationMode", members: ["head", "tail", "middle"]),
    ValueTypeEntry("Image.TemplateRenderingMode", members: ["template", "original"]),
    ValueTypeEntry("Image.ResizingMode", members: ["tile", "stretch"]),
    ValueTypeEntry("Color.RGBColorSpace", members: ["sRGB", "sRGBLinear", "displayP3"]),
    ValueTypeEntry("ColorScheme", members: ["light", "dark"]),
    ValueTypeEntry("ButtonRole", members: ["cancel", "destructive"],
      availability: ["cancel": .ios17Only, "destructive": .ios17Only]),
    // Implicit members where a ShapeStyle is expected that are not Color constants: the
    // hierarchical styles (HierarchicalShapeStyle, iOS 15; quinary iOS 16). The checker looks
    // Color's constants up first; `.primary`/`.secondary` must resolve here, not to Color.
    ValueTypeEntry("ShapeStyle", members: ["primary", "secondary", "tertiary", "quaternary", "quinary"],
      availability: Dictionary(uniqueKeysWithValues: ["primary", "secondary", "tertiary", "quaternary", "quinary"]
        .map { ($0, Set<SDK>.ios17Only) })),
  ]

  static let shapeAndMotionTypes: [ValueTypeEntry] = [
    ValueTypeEntry("RoundedCornerStyle", members: ["circular", "continuous"]),
    // The format styles `Text(_:format:)` and `"\(x, format:)"` are given most (Foundation,
    // iOS 15), one type for the number and date styles alike: `.number`, `.percent`,
    // `.currency(code:)` with `precision(_:)` and `grouping(_:)`; `.dateTime` with its fields
    // (`Date.FormatStyle.day(_:)` …, each width optional); `Date.FormatStyle(date:time:)`. What
    // each shows is LayoutcEval/Formatting; `Text(_:style:)`'s date styles (iOS 14).
    ValueTypeEntry("FormatStyle", members: ["number", "percent", "dateTime"], functions: ["currency": ["code"]], methods: [
      "precision": ["NumberFormatStyleConfiguration.Precision"], "grouping": ["NumberFormatStyleConfiguration.Grouping"],
      "year": ["Optional<Date.FormatStyle.Symbol.Year>"], "month": ["Optional<Date.FormatStyle.Symbol.Month>"],
      "day": ["Optional<Date.FormatStyle.Symbol.Day>"], "weekday": ["Optional<Date.FormatStyle.Symbol.Weekday>"],
      "hour": [], "minute": [], "second": [],
    ]),
    ValueTypeEntry("Date.FormatStyle", functions: ["init": ["date", "time"]],
      parameterTypes: ["init": ["Date.FormatStyle.DateStyle", "Date.FormatStyle.TimeStyle"]], defaultedFunctions: ["init"]),
    ValueTypeEntry("Date.FormatStyle.DateStyle", members: ["omitted", "numeric", "abbreviated", "long", "complete"]),
    ValueTypeEntry("Date.FormatStyle.TimeStyle", members: ["omitted", "shortened", "standard", "complete"]),
    ValueTypeEntry("Date.FormatStyle.Symbol.Year", members: ["defaultDigits", "twoDigits", "padded"]),
    ValueTypeEntry("Date.FormatStyle.Symbol.Month", members: ["defaultDigits", "twoDigits", "abbreviated", "wide", "narrow"]),
    ValueTypeEntry("Date.FormatStyle.Symbol.Day", members: ["defaultDigits", "twoDigits", "ordinalOfDayInMonth"]),
    ValueTypeEntry("Date.FormatStyle.Symbol.Weekday", members: ["abbreviated", "wide", "narrow", "short", "oneDigit", "twoDigits"]),
    ValueTypeEntry("NumberFormatStyleConfiguration.Precision", functions: ["fractionLength": [nil], "significantDigits": [nil], "integerLength": [nil]]),
    ValueTypeEntry("NumberFormatStyleConfiguration.Grouping", members: ["automatic", "never"]),
    // `Date.now` (iOS 15); `Date()` and `Date(timeIntervalSince1970:)` are the checker's own.
    ValueTypeEntry("Date", members: ["now"], methods: ["addingTimeInterval": ["Double"]]),
    ValueTypeEntry("Text.DateStyle", members: ["time", "date", "relative", "offset", "timer"]),
    // Gradient(colors:), Gradient(stops:), Gradient.Stop(color:location:) (iOS 13).
    ValueTypeEntry("Gradient", functions: ["init": ["colors", "stops"]], parameterTypes: ["init": ["Array<Color>", "Array<Gradient.Stop>"]],
      defaultedFunctions: ["init"]),
    ValueTypeEntry("Gradient.Stop", functions: ["init": ["color", "location"]], parameterTypes: ["init": ["Color", "CGFloat"]]),
    ValueTypeEntry("FillStyle", functions: ["init": ["eoFill", "antialiased"]]),
    // StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:), every parameter defaulted
    // (iOS 13); its caps and joins are Core Graphics' enums.
    ValueTypeEntry("StrokeStyle", functions: ["init": ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]],
      parameterTypes: ["init": ["CGFloat", "CGLineCap", "CGLineJoin", "CGFloat", "Array<CGFloat>", "CGFloat"]], defaultedFunctions: ["init"]),
    ValueTypeEntry("CGLineCap", members: ["butt", "round", "square"]),
    ValueTypeEntry("CGLineJoin", members: ["miter", "round", "bevel"]),
    ValueTypeEntry("Angle", members: ["zero"], functions: [
      "degrees": [nil], "radians": [nil], "init": ["degrees", "radians"],
    ]),
    // spring/bouncy/smooth/snappy as members and spring(duration:bounce:) arrived in iOS 17.
    ValueTypeEntry("Animation", members: [
      "default", "easeInOut", "easeIn", "easeOut", "linear", "spring", "interactiveSpring", "bouncy", "smooth", "snappy",
    ], functions: [
      "easeInOut": ["duration"], "easeIn": ["duration"], "easeOut": ["duration"], "linear": ["duration"],
      "spring": ["response", "dampingFraction", "duration", "bounce", "blendDuration"],
      "interactiveSpring": ["response", "dampingFraction", "blendDuration"],
      "interpolatingSpring": ["mass", "stiffness", "damping", "initialVelocity"],
      "timingCurve": [nil, nil, nil, nil, "duration"],
    ], availability: ["spring": .ios17Only, "interactiveSpring": .ios17Only, "bouncy": .ios17Only,
                      "smooth": .ios17Only, "snappy": .ios17Only]),
    ValueTypeEntry("AnyTransition", members: ["opacity", "slide", "scale", "identity"], functions: [
      "move": ["edge"], "offset": [nil, "x", "y"], "scale": ["scale", "anchor"],
      "asymmetric": ["insertion", "removal"], "push": ["from"],
    ], availability: ["push": .ios17Only]),
  ]
}

extension Catalog {
  /// The two guides an `Alignment` static combines (`topLeading` is `.leading` and `.top`,
  /// `leadingFirstTextBaseline` is `.leading` and `.firstTextBaseline`), as Apple documents each:
  /// "This alignment combines the `leading` horizontal guide and the `top` vertical guide"
  /// (developer.apple.com/documentation/swiftui/alignment/topleading). Nil for another name.
  public static func alignmentComponents(_ name: String) -> (horizontal: String, vertical: String)? {
    switch name {
    case "center": return ("center", "center")
    case "leading", "trailing": return (name, "center")
    case "top", "bottom": return ("center", name)
    default:
      for h in ["leading", "center", "trailing"] where name.hasPrefix(h) {
        let rest = name.dropFirst(h.count)
        guard let first = rest.first else { continue }
        let v = first.lowercased() + rest.dropFirst()
        guard ["top", "bottom", "firstTextBaseline", "lastTextBaseline"].contains(v) else { return nil }
        return (h, v)
      }
      for v in ["top", "bottom"] where name.hasPrefix(v) {
        let rest = name.dropFirst(v.count)
        guard let first = rest.first else { continue }
        let h = first.lowercased() + rest.dropFirst()
        return ["leading", "trailing"].contains(h) ? (h, v) : nil
      }
      return nil
    }
  }
}

/// Value types of the navigation, control, accessibility and style modifiers. Members and their
/// availability are Apple's documentation pages for each type (developer.apple.com/documentation/
/// swiftui/<type>); UIColor's are UIKit's "Standard colors" and "UI element colors" (iOS 13).
extension Catalog {
  static let screenTypes: [ValueTypeEntry] = [
    ValueTypeEntry("NavigationBarItem.TitleDisplayMode", members: ["automatic", "inline", "large"]),
    ValueTypeEntry("ToolbarItemPlacement", members: [
      "automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status", "confirmationAction",
      "cancellationAction", "destructiveAction", "keyboard", "bottomBar", "navigationBarLeading", "navigationBarTrailing",
      "topBarLeading", "topBarTrailing",
    ]),
    ValueTypeEntry("NavigationPath", functions: ["init": []]),
    ValueTypeEntry("NavigationSplitViewVisibility", members: ["automatic", "all", "doubleColumn", "detailOnly"]),
    ValueTypeEntry("NavigationSplitViewColumn", members: ["sidebar", "content", "detail"]),
    ValueTypeEntry("Image.Scale", members: ["small", "medium", "large"]),
    ValueTypeEntry("SymbolVariants", members: ["none", "circle", "square", "rectangle", "fill", "slash"]),
    ValueTypeEntry("TaskPriority", members: ["high", "medium", "low", "userInitiated", "utility", "background"]),
    ValueTypeEntry("AccessibilityTraits", members: [
      "isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "isPlaySound", "isKeyboardKey",
      "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction",
      "causesPageTurn", "isModal", "isToggle",
    ], literals: ["array"]),  // an OptionSet: `[.isButton, .isHeader]`, `[]`
    ValueTypeEntry("AccessibilityChildBehavior", members: ["ignore", "contain", "combine"]),
    ValueTypeEntry("Visibility", members: ["automatic", "visible", "hidden"]),
    // developer.apple.com/documentation/swiftui/controlsize (mini, small, regular iOS 15, large
    // iOS 15, extraLarge iOS 17), .../prominence (iOS 15), .../listsectionspacing (iOS 17).
    ValueTypeEntry("ControlSize", members: ["mini", "small", "regular", "large", "extraLarge"]),
    ValueTypeEntry("Prominence", members: ["standard", "increased"]),
    ValueTypeEntry("ListSectionSpacing", members: ["default", "compact"], functions: ["custom": [nil]]),
    ValueTypeEntry("HorizontalEdge", members: ["leading", "trailing"]),
    ValueTypeEntry("VerticalEdge", members: ["top", "bottom"]),
    ValueTypeEntry("VerticalEdge.Set", members: ["top", "bottom", "all"]),
    ValueTypeEntry("SearchFieldPlacement", members: ["automatic", "toolbar", "sidebar", "navigationBarDrawer"]),
    // Option sets (`struct SubmitTriggers: OptionSet`, `struct DatePickerComponents: OptionSet`).
    ValueTypeEntry("SubmitTriggers", members: ["text", "search"], literals: ["array"]),
    ValueTypeEntry("DatePickerComponents", members: ["date", "hourAndMinute"], literals: ["array"]),
    // Materials are ShapeStyles (iOS 15): `.background(.ultraThinMaterial)`.
    ValueTypeEntry("Material", members: ["ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]),
    // `.background` as a style (iOS 15: `extension ShapeStyle where Self == BackgroundStyle { static var background }`).
    ValueTypeEntry("BackgroundStyle", members: ["background"], availability: ["background": .ios17Only]),
    ValueTypeEntry("UIColor", members: [
      "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal",
      "systemIndigo", "systemBrown", "systemMint", "systemCyan",
      "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
      "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "link",
      "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
      "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
      "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill",
      "black", "white", "gray", "red", "green", "blue", "orange", "yellow", "purple", "brown", "cyan", "magenta", "clear",
      "darkGray", "lightGray",
    ], availability: ["systemBrown": .ios17Only, "systemMint": .ios17Only, "systemCyan": .ios17Only]),
  ]
}

/// The lazy grids' track description (iOS 14): `GridItem(_ size: GridItem.Size = .flexible(),
/// spacing: CGFloat? = nil, alignment: Alignment? = nil)` and its sizes `.fixed(CGFloat)`,
/// `.flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)`, `.adaptive(minimum: CGFloat,
/// maximum: CGFloat = .infinity)` (developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:),
/// …/griditem/size-swift.enum/flexible(minimum:maximum:), …/adaptive(minimum:maximum:)).
extension Catalog {
  static let gridTypes: [ValueTypeEntry] = [
    ValueTypeEntry("GridItem", functions: ["init": [nil, "spacing", "alignment"]],
      availability: ["init": .ios17Only],
      parameterTypes: ["init": ["GridItem.Size", "Optional<CGFloat>", "Optional<Alignment>"]], defaultedFunctions: ["init"]),
    ValueTypeEntry("GridItem.Size", functions: ["fixed": [nil], "flexible": ["minimum", "maximum"], "adaptive": ["minimum", "maximum"]],
      availability: ["fixed": .ios17Only, "flexible": .ios17Only, "adaptive": .ios17Only],
      defaultedFunctions: ["flexible", "adaptive"]),
  ]
}
