/// Controls and labelled content: Label, text fields, pickers, progress, steppers, sliders,
/// links, LabeledContent, ContentUnavailableView. Generic structs: the printed type follows from
/// each initializer's declaration (Apple's documentation page for it, with its availability).
extension Catalog {
  static let controlViews: [ViewEntry] = [
    ViewEntry("Label", summary: "An icon beside a title (iOS 14).", initializers: [
      Overload([Parameter(nil, .title), Parameter("systemImage", .title)], result: "Label<Text, Image>", layout: .label,
        sdks: .ios17Only, source: Src.apple("Label.init(_: LocalizedStringKey, systemImage:) where Title == Text, Icon == Image (iOS 14)")),
      Overload([Parameter(nil, .title), Parameter("image", .title)], result: "Label<Text, Image>", layout: .label,
        sdks: .ios17Only, source: Src.apple("Label.init(_: LocalizedStringKey, image:) where Title == Text, Icon == Image (iOS 14)")),
      Overload([Parameter("title", .viewBuilder), Parameter("icon", .viewBuilder)], result: "Label<$0, $1>", layout: .label,
        sdks: .ios17Only, source: Src.apple("Label.init(title:icon:) (iOS 14)")),
    ]),
    ViewEntry("TextField", summary: "An editable line of text: the proposed width, one line high.", initializers: [
      Overload([Parameter(nil, .title), Parameter("text", .binding("String"))], result: "TextField<Text>", layout: .textField,
        source: Src.apple("TextField.init(_: LocalizedStringKey, text:) where Label == Text (iOS 13)")),
      Overload([Parameter(nil, .title), Parameter("text", .binding("String")), Parameter("prompt", .view)],
        result: "TextField<Text>", layout: .textField, sdks: .ios17Only,
        source: Src.apple("TextField.init(_: LocalizedStringKey, text:prompt: Text?) where Label == Text (iOS 15)")),
      Overload([Parameter(nil, .title), Parameter("text", .binding("String")), Parameter("axis", .value("Axis"))],
        result: "TextField<Text>", layout: .textField, sdks: .ios17Only,
        source: Src.apple("TextField.init(_: LocalizedStringKey, text:axis:) where Label == Text (iOS 16)")),
    ]),
    ViewEntry("SecureField", summary: "A text field that hides what is typed: the proposed width, one line high.", initializers: [
      Overload([Parameter(nil, .title), Parameter("text", .binding("String"))], result: "SecureField<Text>", layout: .textField,
        source: Src.apple("SecureField.init(_: LocalizedStringKey, text:) where Label == Text (iOS 13)")),
      Overload([Parameter(nil, .title), Parameter("text", .binding("String")), Parameter("prompt", .view)],
        result: "SecureField<Text>", layout: .textField, sdks: .ios17Only,
        source: Src.apple("SecureField.init(_: LocalizedStringKey, text:prompt: Text?) where Label == Text (iOS 15)")),
    ]),
    // SelectionValue is the binding's value type (`$0v` is the `T` of the `Binding<T>` bound by
    // parameter 0).
    ViewEntry("Picker", summary: "Chooses one of its tagged rows; in a form, a row with its title and the choice.", initializers: [
      Overload([Parameter(nil, .title), Parameter("selection", .binding("SelectionValue")), Parameter("content", .viewBuilder)],
        result: "Picker<Text, $1v, $2>", layout: .labeledRow,
        source: Src.apple("Picker.init(_: LocalizedStringKey, selection: Binding<SelectionValue>, content:) where Label == Text (iOS 13)")),
      Overload([Parameter("selection", .binding("SelectionValue")), Parameter("label", .view), Parameter("content", .viewBuilder)],
        result: "Picker<$1, $0v, $2>", layout: .labeledRow,
        source: Src.apple("Picker.init(selection:label: Label, content:) (iOS 13)")),
      Overload([Parameter("selection", .binding("SelectionValue")), Parameter("content", .viewBuilder), Parameter("label", .viewBuilder)],
        result: "Picker<$2, $0v, $1>", layout: .labeledRow, sdks: .ios17Only,
        source: Src.apple("Picker.init(selection:content:label:) (iOS 16)")),
    ]),
    ViewEntry("ProgressView", summary: "A spinning indicator, or a bar when given a value (iOS 14).", initializers: [
      Overload([], result: "ProgressView<EmptyView, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("ProgressView.init() where Label == EmptyView, CurrentValueLabel == EmptyView (iOS 14)")),
      Overload([Parameter(nil, .title)], result: "ProgressView<Text, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("ProgressView.init(_: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView (iOS 14)")),
      Overload([Parameter("value", .value("Optional<Double>")), Parameter("total", .value("Double"), default: true)],
        result: "ProgressView<EmptyView, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("ProgressView.init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView (iOS 14)")),
      Overload([Parameter(nil, .title), Parameter("value", .value("Optional<Double>")), Parameter("total", .value("Double"), default: true)],
        result: "ProgressView<Text, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("ProgressView.init<V: BinaryFloatingPoint>(_: LocalizedStringKey, value:total:) where Label == Text, CurrentValueLabel == EmptyView (iOS 14)")),
      Overload([Parameter("label", .viewBuilder)], result: "ProgressView<$0, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("ProgressView.init(label:) where CurrentValueLabel == EmptyView (iOS 14)")),
    ]),
    // The bounds are a ClosedRange of the value's type; any value is accepted for them.
    ViewEntry("Stepper", summary: "A title with a − / + control at its trailing edge.", initializers: [
      Overload([Parameter(nil, .title), Parameter("value", .binding("Value")), Parameter("in", .hashable),
                Parameter("step", .hashable, default: true)],
        result: "Stepper<Text>", layout: .control,
        source: Src.apple("Stepper.init<V: Strideable>(_: LocalizedStringKey, value:in:step:onEditingChanged:) where Label == Text (iOS 13)")),
      Overload([Parameter(nil, .title), Parameter("value", .binding("Value")), Parameter("step", .hashable, default: true)],
        result: "Stepper<Text>", layout: .control,
        source: Src.apple("Stepper.init<V: Strideable>(_: LocalizedStringKey, value:step:onEditingChanged:) where Label == Text (iOS 13)")),
      Overload([Parameter(nil, .title), Parameter("onIncrement", .action), Parameter("onDecrement", .action)],
        result: "Stepper<Text>", layout: .control,
        source: Src.apple("Stepper.init(_: LocalizedStringKey, onIncrement:onDecrement:onEditingChanged:) where Label == Text (iOS 13)")),
      Overload([Parameter("value", .binding("Value")), Parameter("in", .hashable), Parameter("step", .hashable, default: true),
                Parameter("label", .viewBuilder)],
        result: "Stepper<$3>", layout: .control,
        source: Src.apple("Stepper.init<V: Strideable>(value:in:step:onEditingChanged:label:) (iOS 13)")),
    ]),
    ViewEntry("Slider", summary: "A track across the proposed width with a thumb.", initializers: [
      Overload([Parameter("value", .binding("Value")), Parameter("in", .hashable, default: true)],
        result: "Slider<EmptyView, EmptyView>", layout: .slider,
        source: Src.apple("Slider.init<V: BinaryFloatingPoint>(value:in:onEditingChanged:) where Label == EmptyView, ValueLabel == EmptyView (iOS 13)")),
      Overload([Parameter("value", .binding("Value")), Parameter("in", .hashable), Parameter("step", .hashable)],
        result: "Slider<EmptyView, EmptyView>", layout: .slider,
        source: Src.apple("Slider.init<V: BinaryFloatingPoint>(value:in:step:onEditingChanged:) where Label == EmptyView, ValueLabel == EmptyView (iOS 13)")),
      Overload([Parameter("value", .binding("Value")), Parameter("in", .hashable), Parameter("label", .viewBuilder)],
        result: "Slider<$2, EmptyView>", layout: .slider,
        source: Src.apple("Slider.init<V: BinaryFloatingPoint>(value:in:label:onEditingChanged:) where ValueLabel == EmptyView (iOS 13; iOS 13 spelled label after onEditingChanged)")),
    ]),
    ViewEntry("Link", summary: "Opens a URL; lays out as its label (iOS 14).", initializers: [
      Overload([Parameter(nil, .title), Parameter("destination", .hashable)], result: "Link<Text>", layout: .neutral, sdks: .ios17Only,
        source: Src.apple("Link.init(_: LocalizedStringKey, destination: URL) where Label == Text (iOS 14)")),
      Overload([Parameter("destination", .hashable), Parameter("label", .viewBuilder)], result: "Link<$1>", layout: .neutral,
        sdks: .ios17Only, source: Src.apple("Link.init(destination: URL, label:) (iOS 14)")),
    ]),
    ViewEntry("LabeledContent", summary: "A title with a value at the trailing edge, as a form row shows it (iOS 16).", initializers: [
      Overload([Parameter(nil, .title), Parameter("value", .title)], result: "LabeledContent<Text, Text>", layout: .labeledRow,
        sdks: .ios17Only, source: Src.apple("LabeledContent.init<S: StringProtocol>(_: LocalizedStringKey, value: S) where Label == Text, Content == Text (iOS 16)")),
      Overload([Parameter(nil, .title), Parameter("content", .viewBuilder)], result: "LabeledContent<Text, $1>", layout: .labeledRow,
        sdks: .ios17Only, source: Src.apple("LabeledContent.init(_: LocalizedStringKey, content:) where Label == Text (iOS 16)")),
      Overload([Parameter("content", .viewBuilder), Parameter("label", .viewBuilder)], result: "LabeledContent<$1, $0>",
        layout: .labeledRow, sdks: .ios17Only, source: Src.apple("LabeledContent.init(content:label:) (iOS 16)")),
    ]),
    ViewEntry("ContentUnavailableView", summary: "An icon, a title and a description, centred in the proposal (iOS 17).", initializers: [
      Overload([Parameter(nil, .title), Parameter("systemImage", .title)],
        result: "ContentUnavailableView<Label<Text, Image>, Optional<Text>, EmptyView>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ContentUnavailableView.init(_: LocalizedStringKey, systemImage:description: Text? = nil) where Label == Label<Text, Image>, Description == Text?, Actions == EmptyView (iOS 17)")),
      Overload([Parameter(nil, .title), Parameter("systemImage", .title), Parameter("description", .view)],
        result: "ContentUnavailableView<Label<Text, Image>, Optional<Text>, EmptyView>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ContentUnavailableView.init(_: LocalizedStringKey, systemImage:description:) (iOS 17)")),
      // `init(@ViewBuilder label:, @ViewBuilder description: = { EmptyView() }, @ViewBuilder
      // actions: = { EmptyView() })`: each omitted closure's view is EmptyView.
      Overload([Parameter("label", .viewBuilder)],
        result: "ContentUnavailableView<$0, EmptyView, EmptyView>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ContentUnavailableView.init(label:description:actions:) (iOS 17)")),
      Overload([Parameter("label", .viewBuilder), Parameter("description", .viewBuilder)],
        result: "ContentUnavailableView<$0, $1, EmptyView>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ContentUnavailableView.init(label:description:actions:) (iOS 17)")),
      Overload([Parameter("label", .viewBuilder), Parameter("actions", .viewBuilder)],
        result: "ContentUnavailableView<$0, EmptyView, $1>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ContentUnavailableView.init(label:description:actions:) (iOS 17)")),
      Overload([Parameter("label", .viewBuilder), Parameter("description", .viewBuilder), Parameter("actions", .viewBuilder)],
        result: "ContentUnavailableView<$0, $1, $2>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ContentUnavailableView.init(label:description:actions:) (iOS 17)")),
    ]),
  ]
}

/// Tabs, disclosure groups, multi-line text and dates.
extension Catalog {
  static let moreControlViews: [ViewEntry] = [
    ViewEntry("TabView", summary: "Tabs: the selected tab's content above a tab bar.", initializers: [
      Overload([Parameter("content", .viewBuilder)], result: "TabView<Int, $0>", layout: .tabView,
        source: Src.apple("TabView.init(content:) where SelectionValue == Int (iOS 13)")),
      Overload([Parameter("selection", .binding("SelectionValue")), Parameter("content", .viewBuilder)],
        result: "TabView<$0v, $1>", layout: .tabView,
        source: Src.apple("TabView.init(selection: Binding<SelectionValue>?, content:) (iOS 13)")),
    ]),
    ViewEntry("DisclosureGroup", summary: "A label that shows or hides its content; collapsed, lays out as its label (iOS 14).", initializers: [
      Overload([Parameter(nil, .title), Parameter("content", .viewBuilder)], result: "DisclosureGroup<Text, $1>", layout: .neutral,
        sdks: .ios17Only, source: Src.apple("DisclosureGroup.init(_: LocalizedStringKey, content:) where Label == Text (iOS 14)")),
      Overload([Parameter(nil, .title), Parameter("isExpanded", .binding("Bool")), Parameter("content", .viewBuilder)],
        result: "DisclosureGroup<Text, $2>", layout: .neutral, sdks: .ios17Only,
        source: Src.apple("DisclosureGroup.init(_: LocalizedStringKey, isExpanded:content:) where Label == Text (iOS 14)")),
      Overload([Parameter("content", .viewBuilder), Parameter("label", .viewBuilder)], result: "DisclosureGroup<$1, $0>",
        layout: .neutral, sdks: .ios17Only, source: Src.apple("DisclosureGroup.init(content:label:) (iOS 14)")),
    ]),
    ViewEntry("TextEditor", summary: "Multi-line editable text; takes the whole proposal (iOS 14).", initializers: [
      Overload([Parameter("text", .binding("String"))], result: "TextEditor", layout: .geometryReader, sdks: .ios17Only,
        source: Src.apple("TextEditor.init(text: Binding<String>) (iOS 14)")),
    ]),
    // Apple's interface: `ShareLink<Data, PreviewImage, PreviewIcon, Label>` (iOS 16); `item:`
    // forms have `Data == CollectionOfOne<I>`, the no-label forms `Label == DefaultShareLinkLabel`,
    // whose body is the Label "Share" with the `square.and.arrow.up` symbol (OpenSwiftUI's
    // DefaultShareLinkLabel; the title is localised by the system: an estimate in English).
    ViewEntry("ShareLink", summary: "Opens the share sheet; lays out as its label, by default the Label \"Share\" with the square.and.arrow.up symbol (iOS 16).", initializers: [
      Overload([Parameter("item", .hashable), Parameter("subject", .hashable, default: true), Parameter("message", .hashable, default: true)],
        result: "ShareLink<CollectionOfOne<$0>, Never, Never, DefaultShareLinkLabel>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ShareLink.init(item: URL, subject: Text? = nil, message: Text? = nil) where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data == CollectionOfOne<URL> (iOS 16)"),
        implied: ["_0": "Share", "systemImage": "square.and.arrow.up"]),
      Overload([Parameter(nil, .title), Parameter("item", .hashable), Parameter("subject", .hashable, default: true),
                Parameter("message", .hashable, default: true)],
        result: "ShareLink<CollectionOfOne<$1>, Never, Never, DefaultShareLinkLabel>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ShareLink.init(_: LocalizedStringKey, item: URL, subject:message:) where Label == DefaultShareLinkLabel (iOS 16)"),
        implied: ["systemImage": "square.and.arrow.up"]),
      Overload([Parameter("items", .hashable), Parameter("subject", .hashable, default: true), Parameter("message", .hashable, default: true)],
        result: "ShareLink<$0, Never, Never, DefaultShareLinkLabel>", layout: .label, sdks: .ios17Only,
        source: Src.apple("ShareLink.init(items: Data, subject:message:) where Label == DefaultShareLinkLabel, Data.Element == URL (iOS 16)"),
        implied: ["_0": "Share", "systemImage": "square.and.arrow.up"]),
      Overload([Parameter("item", .hashable), Parameter("subject", .hashable, default: true), Parameter("message", .hashable, default: true),
                Parameter("label", .viewBuilder)],
        result: "ShareLink<CollectionOfOne<$0>, Never, Never, $3>", layout: .neutral, sdks: .ios17Only,
        source: Src.apple("ShareLink.init(item: URL, subject:message:label:) where PreviewImage == Never, PreviewIcon == Never, Data == CollectionOfOne<URL> (iOS 16)")),
      Overload([Parameter("items", .hashable), Parameter("subject", .hashable, default: true), Parameter("message", .hashable, default: true),
                Parameter("label", .viewBuilder)],
        result: "ShareLink<$0, Never, Never, $3>", layout: .neutral, sdks: .ios17Only,
        source: Src.apple("ShareLink.init(items: Data, subject:message:label:) where PreviewImage == Never, PreviewIcon == Never (iOS 16)")),
    ]),
    // `Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels>` (iOS 16, Apple's interface;
    // `minimumValueLabel` and `maximumValueLabel` are both `BoundsLabel`). iOS draws the default
    // style as a linear bar under its label, laid out like a linear ProgressView (estimate).
    ViewEntry("Gauge", summary: "A value within bounds, drawn as a bar under its label (iOS 16).", initializers: [
      Overload([Parameter("value", .value("Double")), Parameter("in", .hashable, default: true), Parameter("label", .viewBuilder)],
        result: "Gauge<$2, EmptyView, EmptyView, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("Gauge.init<V: BinaryFloatingPoint>(value: V, in: ClosedRange<V> = 0...1, label:) where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView (iOS 16)")),
      Overload([Parameter("value", .value("Double")), Parameter("in", .hashable, default: true), Parameter("label", .viewBuilder),
                Parameter("currentValueLabel", .viewBuilder)],
        result: "Gauge<$2, $3, EmptyView, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("Gauge.init(value:in:label:currentValueLabel:) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView (iOS 16)")),
      Overload([Parameter("value", .value("Double")), Parameter("in", .hashable, default: true), Parameter("label", .viewBuilder),
                Parameter("currentValueLabel", .viewBuilder), Parameter("minimumValueLabel", .viewBuilder), Parameter("maximumValueLabel", .viewBuilder)],
        result: "Gauge<$2, $3, $4, EmptyView>", layout: .progressView, sdks: .ios17Only,
        source: Src.apple("Gauge.init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:) where MarkedValueLabels == EmptyView (iOS 16)")),
    ]),
    // `ControlGroup<Content>` (iOS 15); the labeled forms wrap it in
    // `LabeledControlGroupContent<C, L>` (iOS 16, Apple's documentation of init(content:label:),
    // init(_:content:)). Outside a toolbar or menu iOS shows the controls side by side: an HStack
    // (estimate; the label is not shown there).
    ViewEntry("ControlGroup", summary: "Related controls side by side (iOS 15).", initializers: [
      Overload([Parameter("content", .viewBuilder)], result: "ControlGroup<$0>", layout: .hStack, sdks: .ios17Only,
        source: Src.apple("ControlGroup.init(content:) (iOS 15)")),
      Overload([Parameter("content", .viewBuilder), Parameter("label", .viewBuilder)],
        result: "ControlGroup<LabeledControlGroupContent<$0, $1>>", layout: .hStack, sdks: .ios17Only,
        source: Src.apple("ControlGroup.init<C, L>(content:label:) where Content == LabeledControlGroupContent<C, L> (iOS 16)")),
      Overload([Parameter(nil, .title), Parameter("content", .viewBuilder)],
        result: "ControlGroup<LabeledControlGroupContent<$1, Text>>", layout: .hStack, sdks: .ios17Only,
        source: Src.apple("ControlGroup.init<C, S: StringProtocol>(_: S, content:) where Content == LabeledControlGroupContent<C, Text> (iOS 16)")),
    ]),
    // UIKit's `editButtonItem` title, "Edit" (localised by the system).
    ViewEntry("EditButton", summary: "Toggles the edit mode of the list around it; a button titled \"Edit\".", initializers: [
      Overload([], result: "EditButton", layout: .neutral, source: Src.apple("EditButton.init() (iOS 13)"), implied: ["_0": "Edit"]),
    ]),
    ViewEntry("DatePicker", summary: "A title with the date at the trailing edge, as a form row shows it.", initializers: [
      Overload([Parameter(nil, .title), Parameter("selection", .binding("Date")),
                Parameter("displayedComponents", .value("DatePickerComponents"), default: true)],
        result: "DatePicker<Text>", layout: .labeledRow,
        source: Src.apple("DatePicker.init(_: LocalizedStringKey, selection: Binding<Date>, displayedComponents:) where Label == Text (iOS 13)")),
    ]),
  ]
}
