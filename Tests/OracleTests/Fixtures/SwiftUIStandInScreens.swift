// Stand-in declarations for the screen vocabulary, compiled with SwiftUIStandIn.swift:
// navigation, forms, controls, and the presentation, event, accessibility and style modifiers.
// Every declaration follows its catalog entry in Sources/LayoutcCatalog (NavigationViews.swift,
// ControlViews.swift, PresentationModifiers.swift, EventModifiers.swift, StyleModifiers.swift,
// Styles.swift): same labels, defaults, availability (`LAYOUTC_SDK_IOS13`) and result types.
// Where the catalog's type is an estimate, so is the body here: the oracle checks that layoutc
// infers what its catalog says through Swift's own overload resolution, not the estimate itself.

import Foundation

// MARK: - Navigation and forms

public struct NavigationView<Content: View>: _PrimitiveView { public init(@ViewBuilder content: () -> Content) {} }
public struct Form<Content: View>: _PrimitiveView { public init(@ViewBuilder content: () -> Content) {} }
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
  public init(destination: Destination, @ViewBuilder label: () -> Label) {}
  #if !LAYOUTC_SDK_IOS13
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
  #endif
}
extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
  #if !LAYOUTC_SDK_IOS13
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
  #endif
}
#if !LAYOUTC_SDK_IOS13
extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}
extension NavigationLink where Label == Text, Destination == Never {
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
}
public struct NavigationPath { public init() {} }
public struct NavigationStack<Data, Root: View>: _PrimitiveView {
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}
extension NavigationStack where Data == NavigationPath {
  public init(@ViewBuilder root: () -> Root) {}
}
public enum NavigationSplitViewVisibility { case automatic, all, doubleColumn, detailOnly }
public enum NavigationSplitViewColumn { case sidebar, content, detail }
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: _PrimitiveView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {}
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {}
}
extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
  public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
  public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {}
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {}
}
#endif

public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}
  #if !LAYOUTC_SDK_IOS13
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
  #endif
}
extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {}
  #if !LAYOUTC_SDK_IOS13
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
  #endif
}
extension Section where Parent == EmptyView {
  public init(footer: Footer, @ViewBuilder content: () -> Content) {}
  #if !LAYOUTC_SDK_IOS13
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
  #endif
}
#if !LAYOUTC_SDK_IOS13
extension Section where Parent == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
#endif

// GeometryReader's proxy: only what a body may read.
public enum CoordinateSpace: Hashable { case global, local, named(AnyHashable) }
public struct GeometryProxy {
  public var size: CGSize { fatalError() }
  public var safeAreaInsets: EdgeInsets { fatalError() }
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}
public struct GeometryReader<Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

#if !LAYOUTC_SDK_IOS13
public struct Menu<Label: View, Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}
extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
extension Menu where Label == SwiftUI_Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
}

// Toolbar content is modelled as views (the catalog's leniency; see NavigationViews.swift).
public enum ToolbarItemPlacement {
  case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction,
    cancellationAction, destructiveAction, keyboard, bottomBar, navigationBarLeading, navigationBarTrailing,
    topBarLeading, topBarTrailing
}
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {}
extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// MARK: - Controls

// `Label` is also the generic parameter name of several views; the typealias lets their
// extensions name the view.
public typealias SwiftUI_Label<Title: View, Icon: View> = Label<Title, Icon>
public struct Label<Title: View, Icon: View>: _PrimitiveView {
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}
extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
  public init(_ titleKey: LocalizedStringKey, image name: String) {}
}
extension Toggle where Label == SwiftUI_Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {}
extension ProgressView where CurrentValueLabel == EmptyView {
  public init(@ViewBuilder label: () -> Label) {}
}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  public init() {}
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey) {}
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {}
}

public struct Link<Label: View>: _PrimitiveView {
  public init(destination: URL, @ViewBuilder label: () -> Label) {}
}
extension Link where Label == Text {
  public init(_ titleKey: LocalizedStringKey, destination: URL) {}
}

public struct LabeledContent<Label: View, Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}
extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}
extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: _PrimitiveView {}
extension ContentUnavailableView where Label == SwiftUI_Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}
#endif

public struct TextField<Label: View>: _PrimitiveView {}
extension TextField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  #if !LAYOUTC_SDK_IOS13
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {}
  #endif
}
public struct SecureField<Label: View>: _PrimitiveView {}
extension SecureField where Label == Text {
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
  @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
  #if !LAYOUTC_SDK_IOS13
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
  #endif
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {}
  #if !LAYOUTC_SDK_IOS13
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  #endif
}
extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public struct Stepper<Label: View>: _PrimitiveView {
  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {}
}
extension Stepper where Label == Text {
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {}
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {}
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {}
}

public struct Slider<Label: View, ValueLabel: View>: _PrimitiveView {}
extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> Label)
  where V.Stride: BinaryFloatingPoint {}
}
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {}
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where V.Stride: BinaryFloatingPoint {}
}

// `Color(.systemGray5)`: UIKit's colours, only the names the catalog lists.
public struct UIColor {
  public static var systemGray: UIColor { fatalError() }
  public static var systemGray2: UIColor { fatalError() }
  public static var systemGray3: UIColor { fatalError() }
  public static var systemGray4: UIColor { fatalError() }
  public static var systemGray5: UIColor { fatalError() }
  public static var systemGray6: UIColor { fatalError() }
  public static var systemBackground: UIColor { fatalError() }
  public static var secondarySystemBackground: UIColor { fatalError() }
  public static var systemGroupedBackground: UIColor { fatalError() }
  public static var secondarySystemGroupedBackground: UIColor { fatalError() }
  public static var label: UIColor { fatalError() }
  public static var secondaryLabel: UIColor { fatalError() }
  public static var separator: UIColor { fatalError() }
  public static var systemBlue: UIColor { fatalError() }
  public static var systemRed: UIColor { fatalError() }
}
extension Color {
  public init(_ color: UIColor) {}
  #if !LAYOUTC_SDK_IOS13
  public init(uiColor: UIColor) {}
  #endif
}

// MARK: - Styles

public protocol PrimitiveButtonStyle {}
public struct ButtonStyleConfiguration {
  public struct Label: _PrimitiveView {}
  public var label: Label { fatalError() }
  public var isPressed: Bool { false }
}
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
#if !LAYOUTC_SDK_IOS13
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
public protocol ProgressViewStyle {}
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
#endif

// MARK: - Value types

#if !LAYOUTC_SDK_IOS13
public enum NavigationBarItem { public enum TitleDisplayMode { case automatic, inline, large } }
public struct SymbolVariants: Hashable {
  public static let none = SymbolVariants(), circle = SymbolVariants(), square = SymbolVariants()
  public static let rectangle = SymbolVariants(), fill = SymbolVariants(), slash = SymbolVariants()
}
public struct AccessibilityTraits: SetAlgebra, Hashable {
  public init() {}
  public static let isButton = AccessibilityTraits(), isHeader = AccessibilityTraits(), isSelected = AccessibilityTraits()
  public static let isLink = AccessibilityTraits(), isImage = AccessibilityTraits(), isStaticText = AccessibilityTraits()
  public func contains(_ member: Self) -> Bool { false }
  public func union(_ other: Self) -> Self { self }
  public func intersection(_ other: Self) -> Self { self }
  public func symmetricDifference(_ other: Self) -> Self { self }
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) { (false, self) }
  public mutating func remove(_ member: Self) -> Self? { nil }
  public mutating func update(with newMember: Self) -> Self? { nil }
  public mutating func formUnion(_ other: Self) {}
  public mutating func formIntersection(_ other: Self) {}
  public mutating func formSymmetricDifference(_ other: Self) {}
}
public enum AccessibilityChildBehavior { case ignore, contain, combine }
public enum Visibility { case automatic, visible, hidden }
public enum HorizontalEdge { case leading, trailing }
public enum VerticalEdge {
  case top, bottom
  public struct Set: OptionSet {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1), bottom = Set(rawValue: 2), all: Set = [.top, .bottom]
  }
}
public struct SearchFieldPlacement {
  public static let automatic = SearchFieldPlacement(), toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement(), navigationBarDrawer = SearchFieldPlacement()
}
public struct SubmitTriggers {
  public static let text = SubmitTriggers(), search = SubmitTriggers()
}
public struct Material: ShapeStyle {
  public static let ultraThinMaterial = Material(), thinMaterial = Material(), regularMaterial = Material()
  public static let thickMaterial = Material(), ultraThickMaterial = Material(), bar = Material()
}
extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .init() }
  public static var thinMaterial: Material { .init() }
  public static var regularMaterial: Material { .init() }
  public static var thickMaterial: Material { .init() }
  public static var ultraThickMaterial: Material { .init() }
  public static var bar: Material { .init() }
}
public struct AnyShapeStyle: ShapeStyle { public init<S: ShapeStyle>(_ style: S) {} }
public struct RefreshAction {}
#endif
extension Image { public enum Scale: Hashable { case small, medium, large } }

// MARK: - Modifier types and modifiers

public struct ListRowBackgroundTraitKey: _ViewTraitKey {}
public struct ListRowInsetsTraitKey: _ViewTraitKey {}
public struct SheetPresentationModifier<Content: View>: ViewModifier { public init() {} }
public struct PopoverPresentationModifier<Content: View>: ViewModifier { public init() {} }
public struct _ContentShapeModifier<ContentShape: Shape>: ViewModifier { public init() {} }
public struct PrimitiveButtonStyleContainerModifier<Style: PrimitiveButtonStyle>: ViewModifier { public init() {} }
public struct ButtonStyleContainerModifier<Style: ButtonStyle>: ViewModifier { public init() {} }
public struct ToggleStyleModifier<Style: ToggleStyle>: ViewModifier { public init() {} }
public struct PickerStyleWriter<Style: PickerStyle>: ViewModifier { public init() {} }
public struct TextFieldStyleModifier<Style: TextFieldStyle>: ViewModifier { public init() {} }
public struct ListStyleWriter<Style: ListStyle>: ViewModifier { public init() {} }

extension View {
  public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                   @ViewBuilder content: @escaping () -> Content) -> some View {
    modifier(SheetPresentationModifier<Content>())
  }
  public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                       @ViewBuilder content: @escaping (Item) -> Content) -> some View {
    modifier(SheetPresentationModifier<Content>())
  }
  public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: Int = 0, arrowEdge: Edge = .top,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
    modifier(PopoverPresentationModifier<Content>())
  }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modifier(_ContentShapeModifier<S>()) }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { modifier(PrimitiveButtonStyleContainerModifier<S>()) }
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { modifier(ButtonStyleContainerModifier<S>()) }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { modifier(ToggleStyleModifier<S>()) }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { modifier(PickerStyleWriter<S>()) }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { modifier(TextFieldStyleModifier<S>()) }
  public func listStyle<S: ListStyle>(_ style: S) -> some View { modifier(ListStyleWriter<S>()) }
  public func imageScale(_ scale: Image.Scale) -> some View { modifier(_EnvironmentKeyWritingModifier<Image.Scale>()) }
  public func listRowBackground<V: View>(_ view: V?) -> some View { modifier(_TraitWritingModifier<ListRowBackgroundTraitKey>()) }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { modifier(_TraitWritingModifier<ListRowInsetsTraitKey>()) }
}

#if !LAYOUTC_SDK_IOS13
public struct AlertModifier<Actions: View, Message: View>: ViewModifier { public init() {} }
public struct ConfirmationDialogModifier<Actions: View, Message: View>: ViewModifier { public init() {} }
public struct NavigationTitleModifier: ViewModifier { public init() {} }
public struct NavigationBarTitleDisplayModeKey {}
public struct _PreferenceWritingModifier<Key>: ViewModifier { public init() {} }
public struct ToolbarModifier<Content: View>: ViewModifier { public init() {} }
public struct NavigationDestinationPresentationModifier<Destination: View>: ViewModifier { public init() {} }
public struct SearchableModifier: ViewModifier { public init() {} }
public struct _ValueActionModifier<Value: Equatable>: ViewModifier { public init() {} }
public struct _ValueActionModifier2<Value: Equatable>: ViewModifier { public init() {} }
public struct _TaskModifier: ViewModifier { public init() {} }
public struct _TaskValueModifier<Value: Equatable>: ViewModifier { public init() {} }
public struct OnSubmitModifier: ViewModifier { public init() {} }
public struct _SwipeActionsModifier<Content: View>: ViewModifier { public init() {} }
public struct _TooltipModifier: ViewModifier { public init() {} }
public struct AccessibilityAttachmentModifier: ViewModifier { public init() {} }
public struct LabelStyleWritingModifier<Style: LabelStyle>: ViewModifier { public init() {} }
public struct ProgressViewStyleModifier<Style: ProgressViewStyle>: ViewModifier { public init() {} }
public struct ListRowSeparatorVisibilityTraitKey: _ViewTraitKey {}

extension View {
  public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                             @ViewBuilder content: @escaping () -> Content) -> some View {
    modifier(SheetPresentationModifier<Content>())
  }
  public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                 @ViewBuilder content: @escaping (Item) -> Content) -> some View {
    modifier(SheetPresentationModifier<Content>())
  }
  public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
    modifier(AlertModifier<A, EmptyView>())
  }
  public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                      @ViewBuilder message: () -> M) -> some View {
    modifier(AlertModifier<A, M>())
  }
  public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                          titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
    modifier(ConfirmationDialogModifier<A, EmptyView>())
  }
  public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                   titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                   @ViewBuilder message: () -> M) -> some View {
    modifier(ConfirmationDialogModifier<A, M>())
  }
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modifier(NavigationTitleModifier()) }
  @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { modifier(NavigationTitleModifier()) }
  public func navigationTitle(_ title: Text) -> some View { modifier(NavigationTitleModifier()) }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    modifier(_PreferenceWritingModifier<NavigationBarTitleDisplayModeKey>())
  }
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { modifier(ToolbarModifier<Content>()) }
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    modifier(NavigationDestinationPresentationModifier<V>())
  }
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                         prompt: LocalizedStringKey? = nil) -> some View { modifier(SearchableModifier()) }

  @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    modifier(_ValueActionModifier<V>())
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
    modifier(_ValueActionModifier2<V>()).modifier(_AppearanceActionModifier())
  }
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    modifier(_ValueActionModifier2<V>()).modifier(_AppearanceActionModifier())
  }
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
    modifier(_TaskModifier())
  }
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                 _ action: @escaping @Sendable () async -> Void) -> some View {
    modifier(_TaskValueModifier<T>())
  }
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { modifier(OnSubmitModifier()) }
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(_EnvironmentKeyWritingModifier<RefreshAction?>())
  }
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> T) -> some View { modifier(_SwipeActionsModifier<T>()) }
  public func help(_ textKey: LocalizedStringKey) -> some View { modifier(_TooltipModifier()) }

  public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilityHint(_ hint: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modifier(AccessibilityAttachmentModifier())
  }

  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { modifier(LabelStyleWritingModifier<S>()) }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { modifier(ProgressViewStyleModifier<S>()) }
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { modifier(_EnvironmentKeyWritingModifier<AnyShapeStyle?>()) }
  public func symbolVariant(_ variant: SymbolVariants) -> some View { modifier(_EnvironmentKeyTransformModifier<SymbolVariants>()) }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_TraitWritingModifier<ListRowSeparatorVisibilityTraitKey>())
  }
  public func controlSize(_ controlSize: ControlSize) -> some View { modifier(_EnvironmentKeyWritingModifier<ControlSize>()) }
  public func headerProminence(_ prominence: Prominence) -> some View { modifier(_EnvironmentKeyWritingModifier<Prominence>()) }
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    modifier(_TraitWritingModifier<ListSectionSpacingTraitKey>())
  }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { modifier(_TraitWritingModifier<ListSectionSpacingTraitKey>()) }
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { modifier(TabViewStyleModifier<S>()) }
}
public enum ControlSize: Hashable { case mini, small, regular, large, extraLarge }
public enum Prominence: Hashable { case standard, increased }
public struct ListSectionSpacing {
  public static let `default` = ListSectionSpacing()
  public static let compact = ListSectionSpacing()
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing() }
}
public struct ListSectionSpacingTraitKey: _ViewTraitKey {}
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle { public static var page: PageTabViewStyle { .init() } }
public struct TabViewStyleModifier<Style>: ViewModifier { public init() {} }
#endif

// MARK: - Tabs, disclosure groups, multi-line text, dates

public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}
extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {}
}
public struct TabItemTraitKey: _ViewTraitKey {}
extension View {
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { modifier(_TraitWritingModifier<TabItemTraitKey>()) }
}
public struct DatePickerComponents: OptionSet {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1), hourAndMinute = DatePickerComponents(rawValue: 2)
}
public struct DatePicker<Label: View>: _PrimitiveView {}
extension DatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {}
}
#if !LAYOUTC_SDK_IOS13
public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
}
extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
}
public struct TextEditor: _PrimitiveView { public init(text: Binding<String>) {} }
public struct _InsetViewModifier<Content: View>: ViewModifier { public init() {} }
public struct FocusStateBindingModifier<Value: Hashable>: ViewModifier { public init() {} }
extension View {
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View { modifier(FocusStateBindingModifier<Bool>()) }
}
// containerRelativeFrame (iOS 17): its modifier as SwiftUI's binary names it (an estimate, as in the catalog).
public struct ContainerRelativeFrameModifier: ViewModifier { public init() {} }
extension View {
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(ContainerRelativeFrameModifier())
  }
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
    modifier(ContainerRelativeFrameModifier())
  }
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
    modifier(ContainerRelativeFrameModifier())
  }
}
extension View {
  public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View { modifier(_InsetViewModifier<V>()) }
  public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View { modifier(_InsetViewModifier<V>()) }
}
// safeAreaPadding (iOS 17): OpenSwiftUI's `modifier(SafeAreaPaddingModifier(edges:insets:))`.
public struct SafeAreaPaddingModifier: ViewModifier { public init() {} }
extension View {
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { modifier(SafeAreaPaddingModifier()) }
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { modifier(SafeAreaPaddingModifier()) }
  public func safeAreaPadding(_ length: CGFloat) -> some View { modifier(SafeAreaPaddingModifier()) }
}
#endif

#if !LAYOUTC_SDK_IOS13
extension View {
  // Disfavoured: a Color value takes the generic form; `.green` can only take this one.
  @_disfavoredOverload public func tint(_ tint: Color?) -> some View { modifier(_EnvironmentKeyWritingModifier<Color?>()) }
}
#endif

#if !LAYOUTC_SDK_IOS13
// ShareLink, Gauge, ControlGroup (iOS 15–16), ScrollViewReader, ContainerRelativeShape (iOS 14),
// as Apple's interface declares them (the `Transferable` constraints left out).
public struct DefaultShareLinkLabel: _PrimitiveView {}
public struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>: _PrimitiveView {}
extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {}
  public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<I> {}
  public init(items: Data, subject: Text? = nil, message: Text? = nil) {}
}
extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  public init<I>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I> {}
  public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
}
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: _PrimitiveView {}
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {}
}
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
}
extension Gauge where MarkedValueLabels == EmptyView {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {}
}
public struct LabeledControlGroupContent<Content: View, Label: View>: _PrimitiveView {}
public struct ControlGroup<Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: () -> Content) {}
  public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {}
  public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {}
}
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
public struct ScrollViewReader<Content: View>: _PrimitiveView {
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
}
public struct ContainerRelativeShape: Shape { public init() {} }
#endif
public struct EditButton: _PrimitiveView { public init() {} }
