/// View modifiers that write an environment value for the subtree. Most are
/// `environment(\.key, value)` underneath, so they print `_EnvironmentKeyWritingModifier<Value>`
/// with the key's value type (optionals spelled out); layout reads font, lineLimit,
/// multilineTextAlignment and truncationMode when it measures text.
extension Catalog {
  static let environmentModifiers: [ModifierEntry] = [
    ModifierEntry("font", summary: "Default font for text in the subtree.", overloads: [
      Overload([Parameter(nil, .value("Optional<Font>"))],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<Font>>>", layout: .environment,
        source: Src.ios13("View.font(_:) { environment(\\.font, font) }")),
    ]),
    ModifierEntry("foregroundColor", summary: "Foreground colour for the subtree (deprecated by foregroundStyle).", overloads: [
      Overload([Parameter(nil, .value("Optional<Color>"))],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<Color>>>", layout: .environment,
        source: Src.ios13("View.foregroundColor(_:) { environment(\\.foregroundColor, color) }")),
    ]),
    ModifierEntry("foregroundStyle", summary: "Foreground style(s) for the subtree (iOS 15).", overloads: [
      Overload([Parameter(nil, .shapeStyle)],
        result: "ModifiedContent<Self, _ForegroundStyleModifier<$0>>", layout: .environment, sdks: .ios17Only,
        source: Src.open("View.foregroundStyle<S>(_:) { modifier(_ForegroundStyleModifier(style:)) }")),
      Overload([Parameter(nil, .shapeStyle), Parameter(nil, .shapeStyle)],
        result: "ModifiedContent<Self, _ForegroundStyleModifier2<$0, $1>>", layout: .environment, sdks: .ios17Only,
        source: "OpenSwiftUI/SwiftVVD/Tokamak: View.foregroundStyle<S1, S2>(_:_:) { modifier(_ForegroundStyleModifier2(primary:secondary:)) }"),
      Overload([Parameter(nil, .shapeStyle), Parameter(nil, .shapeStyle), Parameter(nil, .shapeStyle)],
        result: "ModifiedContent<Self, _ForegroundStyleModifier3<$0, $1, $2>>", layout: .environment, sdks: .ios17Only,
        source: "SwiftVVD: View.foregroundStyle<S1, S2, S3>(_:_:_:) { modifier(_ForegroundStyleModifier3(…)) }"),
    ]),
    ModifierEntry("lineLimit", summary: "Maximum number of lines for text in the subtree (nil: unlimited).", overloads: [
      Overload([Parameter(nil, .value("Optional<Int>"))],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<Int>>>", layout: .environment,
        source: Src.ios13("View.lineLimit(_: Int?) { environment(\\.lineLimit, number) }")),
    ]),
    ModifierEntry("multilineTextAlignment", summary: "How wrapped lines of text align.", overloads: [
      Overload([Parameter(nil, .value("TextAlignment"))],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<TextAlignment>>", layout: .environment,
        source: Src.ios13("View.multilineTextAlignment(_:) { environment(\\.multilineTextAlignment, alignment) }")),
    ]),
    ModifierEntry("truncationMode", summary: "Where text that does not fit is cut.", overloads: [
      Overload([Parameter(nil, .value("Text.TruncationMode"))],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<TruncationMode>>", layout: .environment,
        source: Src.ios13("View.truncationMode(_:) { environment(\\.truncationMode, mode) } (Text.TruncationMode prints bare)")),
    ]),
    ModifierEntry("disabled", summary: "Disables controls in the subtree; a transform of isEnabled.", overloads: [
      Overload([Parameter(nil, .value("Bool"))],
        result: "ModifiedContent<Self, _EnvironmentKeyTransformModifier<Bool>>", layout: .inert,
        source: Src.ios13("View.disabled(_:) { modifier(_EnvironmentKeyTransformModifier(keyPath: \\.isEnabled, …)) }")),
    ]),
    // The value's type is the key path's value type; `.hashable` binds what was written, and the
    // result uses the key path's type ($0) so `\.lineLimit, 2` prints Optional<Int>.
    // `@inlinable func environmentObject<T: ObservableObject>(_ object: T) -> some View`: the
    // object is stored as an Optional under its type's key; `.environmentObject(store) as!
    // ModifiedContent<ContentView, _EnvironmentKeyWritingModifier<Optional<IAPStore>>>` runs.
    ModifierEntry("environmentObject", summary: "Provides an ObservableObject to @EnvironmentObject properties in the subtree.", overloads: [
      Overload([Parameter(nil, .hashable)],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<$0>>>", layout: .inert,
        source: Src.printed("ModifiedContent<ContentView, _EnvironmentKeyWritingModifier<Optional<IAPStore>>> (environmentObject(_:) is @inlinable: environment(T.environmentStore, object))")),
    ]),
    ModifierEntry("environment", summary: "Writes any environment value for the subtree.", overloads: [
      Overload([Parameter(nil, .environmentKeyPath), Parameter(nil, .hashable)],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<$0>>", layout: .environment,
        source: Src.ios13("View.environment<V>(_:_:) { modifier(_EnvironmentKeyWritingModifier(keyPath:value:)) }")),
      // An `@Observable` object for `@Environment(T.self)` below (iOS 17).
      Overload([Parameter(nil, .hashable)],
        result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<$0>>>", layout: .inert, sdks: .ios17Only,
        source: Src.open("View.environment<T>(_ object: T?) { environment(\\EnvironmentValues[EnvironmentObjectKey<T>()], object) }")),
    ]),
  ]
}
