// Stand-in declarations of SwiftUI's type names, for the type oracle: a spec compiled with swiftc
// against this file infers the same composite view type Swift infers against SwiftUI, and the
// program prints it. Types only: nothing here is meant to run, so bodies are `fatalError()`.
//
// Profiles: `-D LAYOUTC_SDK_IOS13` mirrors the iOS 13.2 SDK (fixed-arity buildBlock up to 10
// children, no buildExpression/buildLimitedAvailability, `body` not a @ViewBuilder, no iOS 14+
// API); without it the file mirrors current SDKs with a deployment target of iOS 17.
//
// Print a member's type without evaluating it (no view is ever constructed):
//     print(_typeName(ContentView.Body.self, qualified: false))
//     func typeName<V, T>(_: V.Type, _ member: (V) -> T) -> String { _typeName(T.self, qualified: false) }
//     print(typeName(ContentView.self) { $0.helper })
// An opaque `some View` type's metadata is its underlying type, so both print what
// `_typeName(type(of: ContentView().body), qualified: false)` prints in a real app.
//
// CGFloat is Foundation's (a struct printed `CGFloat`, with the Double<->CGFloat implicit
// conversion of SE-0307, as on Apple platforms); Foundation also supplies UUID and Date.
// `Identifiable` is the standard library's. Every declaration follows the catalog in
// Sources/LayoutcCatalog: same labels, defaults and result types.

import Foundation
import Observation

// MARK: - View, builder and structural views

public protocol View {
  associatedtype Body: View
  #if LAYOUTC_SDK_IOS13
  var body: Body { get }
  #else
  @ViewBuilder var body: Body { get }
  #endif
}

/// Views whose body is never evaluated (SwiftUI's primitive views).
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView { public var body: Never { fatalError() } }

extension Never: View { public var body: Never { fatalError() } }

@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { fatalError() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

#if LAYOUTC_SDK_IOS13
extension ViewBuilder {
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { fatalError() }
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { fatalError() }
}
#else
extension ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  @available(*, unavailable, message: "this expression does not conform to 'View'")
  @_disfavoredOverload public static func buildExpression(_ invalid: Any) -> some View { fatalError() }
  @_disfavoredOverload public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> { fatalError() }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}
#endif

public struct TupleView<T>: _PrimitiveView { public init(_ value: T) {} }
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }
public struct EmptyView: _PrimitiveView { public init() {} }
public struct AnyView: _PrimitiveView { public init<V: View>(_ view: V) {} }
public struct Group<Content: View>: _PrimitiveView { public init(@ViewBuilder content: () -> Content) {} }

public protocol ViewModifier {}
public struct ModifiedContent<Content, Modifier> {}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier { public var body: Never { fatalError() } }
extension View {
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

// MARK: - State and bindings

@propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) {}
  public init(initialValue value: Value) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
extension State where Value: ExpressibleByNilLiteral { public init() {} }

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// The other wrappers with the initializers Apple's documentation lists: what decides whether a
// property is a memberwise-initializer parameter, and with which type and default.
@propertyWrapper public struct Environment<Value> {
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  public var wrappedValue: Value { fatalError() }
}
@propertyWrapper public struct FocusState<Value: Hashable> {
  @propertyWrapper public struct Binding {
    public init(_ never: Never) {}  // SwiftUI's initializer is internal: none can be called
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  public init() where Value == Bool {}
  public init<T: Hashable>() where Value == T? {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding { fatalError() }
}
@propertyWrapper public struct Namespace {
  public struct ID: Hashable {}
  public init() {}
  public var wrappedValue: ID { fatalError() }
}
@propertyWrapper public struct AppStorage<Value> {
  public init(wrappedValue: Value, _ key: String) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
// "Defaults to nil if there is no restored value" (AppStorage.init(_:store:) where Value == T?).
extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) where Value == String? {}
  public init(_ key: String) where Value == Int? {}
  public init(_ key: String) where Value == Double? {}
  public init(_ key: String) where Value == Bool? {}
}
@propertyWrapper public struct SceneStorage<Value> {
  public init(wrappedValue: Value, _ key: String) {}
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
  public var projectedValue: Binding<Value> { fatalError() }
}
@propertyWrapper public struct ScaledMetric<Value> {
  public init(wrappedValue: Value) {}
  public var wrappedValue: Value { fatalError() }
}
@propertyWrapper public struct GestureState<Value> {
  public init(wrappedValue: Value) {}
  public var wrappedValue: Value { fatalError() }
  public var projectedValue: GestureState<Value> { self }
}

// MARK: - Observable objects
//
// Combine's ObservableObject and Published (SwiftUI re-exports Combine), the object wrappers with
// the initializers Apple's documentation lists, and Observation's @Environment(Model.self),
// .environment(_:) and @Bindable (iOS 17). A wrapper's projected value turns the object's
// writable properties into bindings (`$model.title`), by dynamic member lookup.
public protocol ObservableObject: AnyObject {}
@propertyWrapper public struct Published<Value> {
  public init(wrappedValue: Value) {}
  public var wrappedValue: Value { get { fatalError() } set {} }
}
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
  @dynamicMemberLookup public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
  }
  public init(wrappedValue: ObjectType) {}
  public var wrappedValue: ObjectType { fatalError() }
  public var projectedValue: Wrapper { fatalError() }
}
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject> {
  public init() {}
  public var wrappedValue: ObjectType { fatalError() }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
extension View {
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View { modifier(_EnvironmentKeyWritingModifier<T?>()) }
}
#if !LAYOUTC_SDK_IOS13
@propertyWrapper public struct StateObject<ObjectType: ObservableObject> {
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  public var wrappedValue: ObjectType { fatalError() }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
extension Environment {
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {}
}
extension View {
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { modifier(_EnvironmentKeyWritingModifier<T?>()) }
}
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
  public init(wrappedValue: Value) where Value: AnyObject & Observable {}
  public var wrappedValue: Value { fatalError() }
  public var projectedValue: Bindable<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject { fatalError() }
}
#endif

public struct EnvironmentValues {
  public init() {}
  public var font: Font? { get { nil } set {} }
  public var lineLimit: Int? { get { nil } set {} }
  public var multilineTextAlignment: TextAlignment { get { .leading } set {} }
  public var truncationMode: Text.TruncationMode { get { .tail } set {} }
  public var isEnabled: Bool { get { true } set {} }
  public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
  public var colorScheme: ColorScheme { get { .light } set {} }
  public var lineSpacing: CGFloat { get { 0 } set {} }
  public var minimumScaleFactor: CGFloat { get { 1 } set {} }
}

// MARK: - Leaf views

public struct LocalizedStringKey: ExpressibleByStringInterpolation {
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(_ value: T) {}
    public mutating func appendInterpolation<T>(_ value: T, specifier: String) {}
  }
  public init(_ value: String) {}
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

public struct Text: _PrimitiveView, Equatable {
  public init(verbatim content: String) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
  public init(_ key: LocalizedStringKey, tableName: String? = nil, comment: StaticString? = nil) {}
  public static func + (lhs: Text, rhs: Text) -> Text { lhs }
  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public func bold() -> Text { self }
  public func italic() -> Text { self }
  public func underline(_ active: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ active: Bool = true, color: Color? = nil) -> Text { self }
  #if !LAYOUTC_SDK_IOS13
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
  #endif
  public enum TruncationMode: Hashable { case head, tail, middle }
}

public struct Image: _PrimitiveView, Equatable {
  public init(_ name: String) {}
  public init(systemName: String) {}
  public init(decorative name: String) {}
  public enum TemplateRenderingMode: Hashable { case template, original }
  public enum ResizingMode: Hashable { case tile, stretch }
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
}

public struct Color: _PrimitiveView, ShapeStyle, Hashable {
  public enum RGBColorSpace: Hashable { case sRGB, sRGBLinear, displayP3 }
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
  public init(_ name: String) {}
  public func opacity(_ opacity: Double) -> Color { self }
  public static var clear: Color { fatalError() }
  public static var black: Color { fatalError() }
  public static var white: Color { fatalError() }
  public static var gray: Color { fatalError() }
  public static var red: Color { fatalError() }
  public static var green: Color { fatalError() }
  public static var blue: Color { fatalError() }
  public static var orange: Color { fatalError() }
  public static var yellow: Color { fatalError() }
  public static var pink: Color { fatalError() }
  public static var purple: Color { fatalError() }
  public static var primary: Color { fatalError() }
  public static var secondary: Color { fatalError() }
  public static var accentColor: Color { fatalError() }
  #if !LAYOUTC_SDK_IOS13
  public static var brown: Color { fatalError() }
  public static var cyan: Color { fatalError() }
  public static var indigo: Color { fatalError() }
  public static var mint: Color { fatalError() }
  public static var teal: Color { fatalError() }
  #endif
}

public struct Spacer: _PrimitiveView { public init(minLength: CGFloat? = nil) {} }
public struct Divider: _PrimitiveView { public init() {} }

public struct Button<Label: View>: _PrimitiveView {
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
  #if !LAYOUTC_SDK_IOS13
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
  #endif
}
extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {}
  #if !LAYOUTC_SDK_IOS13
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {}
  #endif
}

public struct Toggle<Label: View>: _PrimitiveView {
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
}
extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

// MARK: - Containers

public struct VStack<Content: View>: _PrimitiveView {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct HStack<Content: View>: _PrimitiveView {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ZStack<Content: View>: _PrimitiveView {
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}
#if !LAYOUTC_SDK_IOS13
public struct LazyVStack<Content: View>: _PrimitiveView {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
public struct LazyHStack<Content: View>: _PrimitiveView {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
}
#endif
public struct ScrollView<Content: View>: _PrimitiveView {
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}
extension ForEach: View where Content: View { public var body: Never { fatalError() } }
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach where Content: View {
  #if LAYOUTC_SDK_IOS13
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {}
  #else
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
  #endif
}
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {}
}

public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {}
#if LAYOUTC_SDK_IOS13
public typealias _ListRow<RowContent: View> = HStack<RowContent>
#else
public typealias _ListRow<RowContent: View> = RowContent
#endif
extension List where SelectionValue == Never {
  public init(@ViewBuilder content: () -> Content) {}
  public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, Data.Element.ID, _ListRow<RowContent>>, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable {}
  public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  where Content == ForEach<Data, ID, _ListRow<RowContent>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
  public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, _ListRow<RowContent>>, RowContent: View {}
}

// MARK: - Shapes and shape styles

public protocol ShapeStyle {}
public struct ForegroundStyle: ShapeStyle { public init() {} }

// Gradients: shape styles that are views, every initializer iOS 13 (Apple's documentation).
public struct Gradient: Hashable {
  public struct Stop: Hashable {
    public init(color: Color, location: CGFloat) {}
  }
  public init(colors: [Color]) {}
  public init(stops: [Stop]) {}
}
public struct LinearGradient: _PrimitiveView, ShapeStyle {
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}
public struct RadialGradient: _PrimitiveView, ShapeStyle {
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}
public struct AngularGradient: _PrimitiveView, ShapeStyle {
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {}
  public init(gradient: Gradient, center: UnitPoint, angle: Angle) {}
  public init(colors: [Color], center: UnitPoint, angle: Angle) {}
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle) {}
}
#if !LAYOUTC_SDK_IOS13
public struct EllipticalGradient: _PrimitiveView, ShapeStyle {
  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
  public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {}
}
public struct HierarchicalShapeStyle: ShapeStyle {}
public struct BackgroundStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { .init() } }
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { .init() } }
extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { fatalError() }
  public static var secondary: HierarchicalShapeStyle { fatalError() }
  public static var tertiary: HierarchicalShapeStyle { fatalError() }
  public static var quaternary: HierarchicalShapeStyle { fatalError() }
  public static var quinary: HierarchicalShapeStyle { fatalError() }
}
extension ShapeStyle where Self == Color {
  public static var clear: Color { fatalError() }
  public static var black: Color { fatalError() }
  public static var white: Color { fatalError() }
  public static var gray: Color { fatalError() }
  public static var red: Color { fatalError() }
  public static var green: Color { fatalError() }
  public static var blue: Color { fatalError() }
  public static var orange: Color { fatalError() }
  public static var yellow: Color { fatalError() }
  public static var pink: Color { fatalError() }
  public static var purple: Color { fatalError() }
  public static var brown: Color { fatalError() }
  public static var cyan: Color { fatalError() }
  public static var indigo: Color { fatalError() }
  public static var mint: Color { fatalError() }
  public static var teal: Color { fatalError() }
}
#endif

public protocol Shape: View {
  func path(in rect: CGRect) -> Path
}
extension Shape { public var body: _ShapeView<Self, ForegroundStyle> { fatalError() } }
extension Shape { public func path(in rect: CGRect) -> Path { fatalError() } }
/// `Path` is a shape, built in a shape's `path(in:)` or used as a view.
public struct Path: Shape {
  public init() {}
  public init(_ rect: CGRect) {}
  public init(ellipseIn rect: CGRect) {}
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
  public init(_ callback: (inout Path) -> ()) {}
  public func path(in rect: CGRect) -> Path { self }
  public mutating func move(to end: CGPoint) {}
  public mutating func addLine(to end: CGPoint) {}
  public mutating func addLines(_ lines: [CGPoint]) {}
  public mutating func addRect(_ rect: CGRect) {}
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
  public mutating func addEllipse(in rect: CGRect) {}
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func closeSubpath() {}
}
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView {}
public struct _StrokedShape<S: Shape>: Shape {}
public enum RoundedCornerStyle: Hashable { case circular, continuous }

public struct Rectangle: InsettableShape {
  public init() {}
  public func inset(by amount: CGFloat) -> _Inset { fatalError() }
  public struct _Inset: InsettableShape { public func inset(by amount: CGFloat) -> _Inset { self } }
}
public struct RoundedRectangle: InsettableShape {
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {}
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {}
  public func inset(by amount: CGFloat) -> _Inset { fatalError() }
  public struct _Inset: InsettableShape { public func inset(by amount: CGFloat) -> _Inset { self } }
}
public struct Circle: InsettableShape {
  public init() {}
  public func inset(by amount: CGFloat) -> _Inset { fatalError() }
  public struct _Inset: InsettableShape { public func inset(by amount: CGFloat) -> _Inset { self } }
}
public struct Capsule: InsettableShape {
  public init(style: RoundedCornerStyle = .circular) {}
  public func inset(by amount: CGFloat) -> _Inset { fatalError() }
  public struct _Inset: InsettableShape { public func inset(by amount: CGFloat) -> _Inset { self } }
}
public struct Ellipse: InsettableShape {
  public init() {}
  public func inset(by amount: CGFloat) -> _Inset { fatalError() }
  public struct _Inset: InsettableShape { public func inset(by amount: CGFloat) -> _Inset { self } }
}

// Shapes made from shapes (Shape's methods win over View's on a shape: a constrained
// extension of a refined protocol is more specific).
public struct OffsetShape<Content: Shape>: Shape {}
extension OffsetShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> { fatalError() }
}
public struct RotatedShape<Content: Shape>: Shape {}
extension RotatedShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> { fatalError() }
}
public struct ScaledShape<Content: Shape>: Shape {}
public struct _TrimmedShape<S: Shape>: Shape {}
extension Shape {
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { fatalError() }
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> { fatalError() }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { fatalError() }
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { fatalError() }
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> { fatalError() }
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> { fatalError() }
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { _TrimmedShape<Self>() }
}

public struct FillStyle: Equatable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
public struct StrokeStyle: Equatable {
  public init(lineWidth: CGFloat = 1, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

extension Shape {
  public func stroke(style: StrokeStyle) -> some Shape { _StrokedShape<Self>() }
  public func stroke(lineWidth: CGFloat = 1) -> some Shape { _StrokedShape<Self>() }
}
#if LAYOUTC_SDK_IOS13
extension Shape {
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { _ShapeView<Self, S>() }
  public func fill(style: FillStyle = FillStyle()) -> some View { _ShapeView<Self, ForegroundStyle>() }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View { _ShapeView<_StrokedShape<Self>, S>() }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _ShapeView<_StrokedShape<Self>, S>() }
}
extension InsettableShape {
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView<_StrokedShape<InsetShape>, S>()
  }
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>()
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView<_StrokedShape<InsetShape>, S>()
  }
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
    _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>()
  }
}
#else
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: _PrimitiveView {}
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: _PrimitiveView {}
/// iOS 17: a filled or stroked shape can be stroked or filled again.
public protocol ShapeView<Content>: View { associatedtype Content: Shape }
extension _ShapeView: ShapeView {}
extension StrokeShapeView: ShapeView {}
extension FillShapeView: ShapeView {}
extension ShapeView {
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> { .init() }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> { .init() }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> { .init() }
}
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: _PrimitiveView {}
extension Shape {
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> { .init() }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> { .init() }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> { .init() }
}
extension InsettableShape {
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, S, EmptyView> { .init() }
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, S, EmptyView> { .init() }
}
#endif

// MARK: - Modifier types (the names the runtime prints)

public struct _PaddingLayout: ViewModifier { public init() {} }
public struct _FrameLayout: ViewModifier { public init() {} }
public struct _FlexFrameLayout: ViewModifier { public init() {} }
public struct _BackgroundModifier<Background: View>: ViewModifier { public init() {} }
public struct _OverlayModifier<Overlay: View>: ViewModifier { public init() {} }
public protocol _ViewTraitKey {}
public struct _TraitWritingModifier<Trait: _ViewTraitKey>: ViewModifier { public init() {} }
public struct LayoutPriorityTraitKey: _ViewTraitKey {}
public struct ZIndexTraitKey: _ViewTraitKey {}
public struct TransitionTraitKey: _ViewTraitKey {}
public struct TagValueTraitKey<V: Hashable>: _ViewTraitKey {}
public struct _AlignmentWritingModifier: ViewModifier { public init() {} }
public struct _OffsetEffect: ViewModifier { public init() {} }
public struct _PositionLayout: ViewModifier { public init() {} }
public struct _FixedSizeLayout: ViewModifier { public init() {} }
public struct _AspectRatioLayout: ViewModifier { public init() {} }
public struct _SafeAreaIgnoringLayout: ViewModifier { public init() {} }
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier { public init() {} }
public struct HiddenLabeledViewStyle { public init() {} }
public struct _LabeledViewStyleModifier<Style>: ViewModifier { public init() {} }
extension View {
  public func labelsHidden() -> some View { modifier(_LabeledViewStyleModifier<HiddenLabeledViewStyle>()) }
}
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier { public init() {} }
public struct _OpacityEffect: ViewModifier { public init() {} }
public struct _HiddenModifier: ViewModifier { public init() {} }
public struct _ClipEffect<ClipShape: Shape>: ViewModifier { public init() {} }
public struct _ScaleEffect: ViewModifier { public init() {} }
public struct _RotationEffect: ViewModifier { public init() {} }
public struct _ShadowEffect: ViewModifier { public init() {} }
public struct TapGesture { public init(count: Int = 1) {} }
public struct _EndedGesture<Content> {}
public struct _AppearanceActionModifier: ViewModifier { public init() {} }
public struct AddGestureModifier<G>: ViewModifier { public init() {} }
public struct _AnimationModifier<Value: Equatable>: ViewModifier { public init() {} }
public struct _TransactionModifier: ViewModifier { public init() {} }
public struct IDView<Content: View, ID: Hashable>: _PrimitiveView { public init() {} }
#if !LAYOUTC_SDK_IOS13
public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier { public init() {} }
public struct _InsettableBackgroundShapeModifier<Style: ShapeStyle, Bounds: InsettableShape>: ViewModifier { public init() {} }
public struct _OverlayStyleModifier<Style: ShapeStyle>: ViewModifier { public init() {} }
public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier { public init() {} }
public struct _ForegroundStyleModifier2<S1: ShapeStyle, S2: ShapeStyle>: ViewModifier { public init() {} }
public struct _ForegroundStyleModifier3<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>: ViewModifier { public init() {} }
public struct _SafeAreaRegionsIgnoringLayout: ViewModifier { public init() {} }
#endif

// MARK: - View modifiers

extension View {
  public func padding(_ length: CGFloat) -> some View { modifier(_PaddingLayout()) }
  public func padding(_ insets: EdgeInsets) -> some View { modifier(_PaddingLayout()) }
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modifier(_PaddingLayout()) }

  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(_FrameLayout())
  }
  public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                    alignment: Alignment = .center) -> some View { modifier(_FlexFrameLayout()) }

  // Current SDKs deprecate these in favour of the ShapeStyle and @ViewBuilder forms, and a Color
  // argument resolves to the ShapeStyle overload (nalexn/ViewInspector#169); they are
  // disfavoured here so Swift picks the same overload instead of reporting an ambiguity.
  #if !LAYOUTC_SDK_IOS13
  @_disfavoredOverload
  #endif
  public func background<B: View>(_ background: B, alignment: Alignment = .center) -> some View { modifier(_BackgroundModifier<B>()) }
  #if !LAYOUTC_SDK_IOS13
  @_disfavoredOverload
  #endif
  public func overlay<O: View>(_ overlay: O, alignment: Alignment = .center) -> some View { modifier(_OverlayModifier<O>()) }
  // Inlinable since iOS 13: its body keeps the iOS 13 strokeBorder in every SDK.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    modifier(_OverlayModifier<_ShapeView<_StrokedShape<Rectangle._Inset>, S>>())
  }

  public func layoutPriority(_ value: Double) -> some View { modifier(_TraitWritingModifier<LayoutPriorityTraitKey>()) }
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(_AlignmentWritingModifier())
  }
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
    modifier(_AlignmentWritingModifier())
  }
  public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect()) }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_OffsetEffect()) }
  public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout()) }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_PositionLayout()) }
  public func fixedSize() -> some View { modifier(_FixedSizeLayout()) }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { modifier(_FixedSizeLayout()) }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { modifier(_AspectRatioLayout()) }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { modifier(_AspectRatioLayout()) }
  public func scaledToFit() -> some View { modifier(_AspectRatioLayout()) }
  public func scaledToFill() -> some View { modifier(_AspectRatioLayout()) }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_SafeAreaIgnoringLayout()) }

  public func font(_ font: Font?) -> some View { modifier(_EnvironmentKeyWritingModifier<Font?>()) }
  public func foregroundColor(_ color: Color?) -> some View { modifier(_EnvironmentKeyWritingModifier<Color?>()) }
  public func lineLimit(_ number: Int?) -> some View { modifier(_EnvironmentKeyWritingModifier<Int?>()) }
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modifier(_EnvironmentKeyWritingModifier<TextAlignment>())
  }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    modifier(_EnvironmentKeyWritingModifier<Text.TruncationMode>())
  }
  public func disabled(_ disabled: Bool) -> some View { modifier(_EnvironmentKeyTransformModifier<Bool>()) }
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modifier(_EnvironmentKeyWritingModifier<V>())
  }

  public func opacity(_ opacity: Double) -> some View { modifier(_OpacityEffect()) }
  public func hidden() -> some View { modifier(_HiddenModifier()) }
  public func clipped(antialiased: Bool = false) -> some View { modifier(_ClipEffect<Rectangle>()) }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { modifier(_ClipEffect<RoundedRectangle>()) }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { modifier(_ClipEffect<S>()) }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { modifier(_ScaleEffect()) }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { modifier(_ScaleEffect()) }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { modifier(_ScaleEffect()) }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { modifier(_RotationEffect()) }
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                     x: CGFloat = 0, y: CGFloat = 0) -> some View { modifier(_ShadowEffect()) }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(AddGestureModifier<_EndedGesture<TapGesture>>())
  }
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { modifier(_AppearanceActionModifier()) }
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(_AppearanceActionModifier()) }
  public func transition(_ t: AnyTransition) -> some View { modifier(_TraitWritingModifier<TransitionTraitKey>()) }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modifier(_AnimationModifier<V>()) }
  public func zIndex(_ value: Double) -> some View { modifier(_TraitWritingModifier<ZIndexTraitKey>()) }
  public func id<ID: Hashable>(_ id: ID) -> some View { IDView<Self, ID>() }
}

extension View {
  // Deprecated in iOS 15 (and @_disfavoredOverload) but still available.
  @_disfavoredOverload public func animation(_ animation: Animation?) -> some View { modifier(_TransactionModifier()) }
}

#if LAYOUTC_SDK_IOS13
extension View {
  public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TraitWritingModifier<TagValueTraitKey<V>>()) }
}
#else
extension View {
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_BackgroundStyleModifier<S>())
  }
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_BackgroundModifier<V>())
  }
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_BackgroundStyleModifier<BackgroundStyle>())
  }
  public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(_InsettableBackgroundShapeModifier<S, T>())
  }
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(_OverlayStyleModifier<S>())
  }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(_OverlayModifier<V>())
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modifier(_ForegroundStyleModifier<S>()) }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    modifier(_ForegroundStyleModifier2<S1, S2>())
  }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
    modifier(_ForegroundStyleModifier3<S1, S2, S3>())
  }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    modifier(_SafeAreaRegionsIgnoringLayout())
  }
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(_TraitWritingModifier<TagValueTraitKey<V>>()).modifier(_TraitWritingModifier<TagValueTraitKey<V?>>())
  }
}
#endif

// MARK: - Value types

public struct Font: Hashable {
  public static var largeTitle: Font { fatalError() }
  public static var title: Font { fatalError() }
  public static var headline: Font { fatalError() }
  public static var subheadline: Font { fatalError() }
  public static var body: Font { fatalError() }
  public static var callout: Font { fatalError() }
  public static var footnote: Font { fatalError() }
  public static var caption: Font { fatalError() }
  #if !LAYOUTC_SDK_IOS13
  public static var title2: Font { fatalError() }
  public static var title3: Font { fatalError() }
  public static var caption2: Font { fatalError() }
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { fatalError() }
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { fatalError() }
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
  #else
  public static func system(_ style: TextStyle, design: Design = .default) -> Font { fatalError() }
  #endif
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font { fatalError() }
  public static func custom(_ name: String, size: CGFloat) -> Font { fatalError() }
  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func weight(_ weight: Weight) -> Font { self }
  public func monospacedDigit() -> Font { self }
  public func smallCaps() -> Font { self }
  #if !LAYOUTC_SDK_IOS13
  public func monospaced() -> Font { self }
  #endif
  public struct Weight: Hashable {
    public static var ultraLight: Weight { fatalError() }
    public static var thin: Weight { fatalError() }
    public static var light: Weight { fatalError() }
    public static var regular: Weight { fatalError() }
    public static var medium: Weight { fatalError() }
    public static var semibold: Weight { fatalError() }
    public static var bold: Weight { fatalError() }
    public static var heavy: Weight { fatalError() }
    public static var black: Weight { fatalError() }
  }
  public enum Design: Hashable { case `default`, serif, rounded, monospaced }
  public enum TextStyle: Hashable {
    case largeTitle, title, headline, subheadline, body, callout, footnote, caption
    #if !LAYOUTC_SDK_IOS13
    case title2, title3, caption2
    #endif
  }
}

public protocol AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat }

public struct HorizontalAlignment: Equatable {
  public init(_ id: AlignmentID.Type) {}
  public static var leading: HorizontalAlignment { fatalError() }
  public static var center: HorizontalAlignment { fatalError() }
  public static var trailing: HorizontalAlignment { fatalError() }
  public static func == (a: Self, b: Self) -> Bool { true }
}
public struct VerticalAlignment: Equatable {
  public init(_ id: AlignmentID.Type) {}
  public static var top: VerticalAlignment { fatalError() }
  public static var center: VerticalAlignment { fatalError() }
  public static var bottom: VerticalAlignment { fatalError() }
  public static var firstTextBaseline: VerticalAlignment { fatalError() }
  public static var lastTextBaseline: VerticalAlignment { fatalError() }
  public static func == (a: Self, b: Self) -> Bool { true }
}
public struct Alignment: Equatable {
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {}
  public var horizontal: HorizontalAlignment { fatalError() }
  public var vertical: VerticalAlignment { fatalError() }
  public static var center: Alignment { fatalError() }
  public static var leading: Alignment { fatalError() }
  public static var trailing: Alignment { fatalError() }
  public static var top: Alignment { fatalError() }
  public static var bottom: Alignment { fatalError() }
  public static var topLeading: Alignment { fatalError() }
  public static var topTrailing: Alignment { fatalError() }
  public static var bottomLeading: Alignment { fatalError() }
  public static var bottomTrailing: Alignment { fatalError() }
  public static func == (a: Self, b: Self) -> Bool { true }
}
public struct ViewDimensions {
  public var width: CGFloat { fatalError() }
  public var height: CGFloat { fatalError() }
  public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
  public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError() }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError() }
}

public enum Edge: Int8, CaseIterable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
    public static let top = Set(.top), leading = Set(.leading), bottom = Set(.bottom), trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}
public struct EdgeInsets: Equatable {
  public var top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
  public init() {}
}
public enum Axis: Int8, CaseIterable {
  case horizontal, vertical
  public struct Set: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
  }
}
public enum ContentMode: Hashable, CaseIterable { case fit, fill }
public enum TextAlignment: Hashable, CaseIterable { case leading, center, trailing }
public enum LayoutDirection: Hashable { case leftToRight, rightToLeft }
public enum ColorScheme: Hashable { case light, dark }
public struct UnitPoint: Hashable {
  public init(x: CGFloat, y: CGFloat) {}
  public static var zero: UnitPoint { fatalError() }
  public static var center: UnitPoint { fatalError() }
  public static var leading: UnitPoint { fatalError() }
  public static var trailing: UnitPoint { fatalError() }
  public static var top: UnitPoint { fatalError() }
  public static var bottom: UnitPoint { fatalError() }
  public static var topLeading: UnitPoint { fatalError() }
  public static var topTrailing: UnitPoint { fatalError() }
  public static var bottomLeading: UnitPoint { fatalError() }
  public static var bottomTrailing: UnitPoint { fatalError() }
}
public struct Angle: Hashable {
  public init(degrees: Double) {}
  public init(radians: Double) {}
  public static var zero: Angle { fatalError() }
  public static func degrees(_ d: Double) -> Angle { fatalError() }
  public static func radians(_ r: Double) -> Angle { fatalError() }
}
public struct Animation: Equatable {
  public static var `default`: Animation { fatalError() }
  public static var easeInOut: Animation { fatalError() }
  public static var easeIn: Animation { fatalError() }
  public static var easeOut: Animation { fatalError() }
  public static var linear: Animation { fatalError() }
  public static func easeInOut(duration: Double) -> Animation { fatalError() }
  public static func easeIn(duration: Double) -> Animation { fatalError() }
  public static func easeOut(duration: Double) -> Animation { fatalError() }
  public static func linear(duration: Double) -> Animation { fatalError() }
  public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { fatalError() }
  #if !LAYOUTC_SDK_IOS13
  public static var spring: Animation { fatalError() }
  public static var bouncy: Animation { fatalError() }
  public static var smooth: Animation { fatalError() }
  public static var snappy: Animation { fatalError() }
  #endif
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}
public struct AnyTransition {
  public static var opacity: AnyTransition { fatalError() }
  public static var slide: AnyTransition { fatalError() }
  public static var scale: AnyTransition { fatalError() }
  public static var identity: AnyTransition { fatalError() }
  public static func move(edge: Edge) -> AnyTransition { fatalError() }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { fatalError() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { fatalError() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
}
#if !LAYOUTC_SDK_IOS13
public struct SafeAreaRegions: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
public struct PinnedScrollableViews: OptionSet {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1), sectionFooters = PinnedScrollableViews(rawValue: 2)
}
public struct ButtonRole: Equatable {
  public static var cancel: ButtonRole { fatalError() }
  public static var destructive: ButtonRole { fatalError() }
}
#endif
