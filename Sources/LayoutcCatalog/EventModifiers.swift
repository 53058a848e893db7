/// Modifiers that attach behaviour, accessibility or hit-testing to a view without changing its
/// layout (`LayoutRole.inert`): value changes, tasks, publishers, submit, refresh, swipe
/// actions, the content shape, tooltips and the accessibility attributes.
extension Catalog {
  static let eventModifiers: [ModifierEntry] = [
    // iOS 17 deprecated the one-parameter form; `{ old, new in }` and `{ }` are the new ones,
    // whose bodies are not @inlinable: OpenSwiftUI's reading of them is the estimate.
    ModifierEntry("onChange", summary: "Runs an action when a value changes; layout unchanged (iOS 14).", overloads: [
      Overload([Parameter("of", .hashable), Parameter("perform", .actionTaking(1))],
        result: "ModifiedContent<Self, _ValueActionModifier<$0>>", layout: .inert, sdks: .ios17Only,
        source: Src.open("@inlinable View.onChange<V: Equatable>(of:perform:) { modifier(_ValueActionModifier(value:action:)) }; Sources/OpenSwiftUICore/Modifier/ViewModifier/ValueActionModifier.swift"),
        deprecatedIn: .ios17Only,
        deprecation: "'onChange(of:perform:)' was deprecated in iOS 17.0: Use `onChange` with a two or zero parameter action closure instead."),
      Overload([Parameter("of", .hashable), Parameter("initial", .value("Bool"), default: true), Parameter(nil, .actionTaking(2))],
        result: "ModifiedContent<ModifiedContent<Self, _ValueActionModifier2<$0>>, _AppearanceActionModifier>", layout: .inert,
        sdks: .ios17Only,
        source: Src.estimate("View.onChange<V: Equatable>(of:initial:_: (V, V) -> Void) -> some View (iOS 17), not @inlinable; OpenSwiftUI ValueActionModifier.swift: modifier(_ValueActionModifier2).modifier(_AppearanceActionModifier)")),
      Overload([Parameter("of", .hashable), Parameter("initial", .value("Bool"), default: true), Parameter(nil, .actionTaking(0))],
        result: "ModifiedContent<ModifiedContent<Self, _ValueActionModifier2<$0>>, _AppearanceActionModifier>", layout: .inert,
        sdks: .ios17Only,
        source: Src.estimate("View.onChange<V: Equatable>(of:initial:_: () -> Void) -> some View (iOS 17), not @inlinable; OpenSwiftUI ValueActionModifier.swift")),
    ]),
    ModifierEntry("task", summary: "Starts an async task when the view appears; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter("priority", .value("TaskPriority"), default: true), Parameter(nil, .action)],
        result: "ModifiedContent<Self, _TaskModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.open("@inlinable View.task(priority:_:) { modifier(_TaskModifier(priority:action:)) }; Sources/OpenSwiftUI/Modifier/ViewModifier/TaskModifier.swift")),
      Overload([Parameter("id", .hashable), Parameter("priority", .value("TaskPriority"), default: true), Parameter(nil, .action)],
        result: "ModifiedContent<Self, _TaskValueModifier<$0>>", layout: .inert, sdks: .ios17Only,
        source: Src.open("@inlinable View.task<T: Equatable>(id:priority:_:) { modifier(_TaskValueModifier(value:priority:action:)) }")),
    ]),
    // Not a ModifiedContent: the subscription wraps the view (`SubscriptionView<P, Self>`).
    ModifierEntry("onReceive", summary: "Runs an action for each value a publisher sends; layout unchanged.", overloads: [
      Overload([Parameter(nil, .hashable), Parameter("perform", .action)], result: "SubscriptionView<$0, Self>", layout: .inert,
        source: Src.open("@inlinable View.onReceive<P: Publisher>(_:perform:) { SubscriptionView(content: self, publisher:, action:) }; SubscriptionView<PublisherType, Content>")),
    ]),
    ModifierEntry("onSubmit", summary: "Runs an action when a field is submitted; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter("of", .value("SubmitTriggers"), default: true), Parameter(nil, .action)],
        result: "ModifiedContent<Self, OnSubmitModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.onSubmit(of:_:) -> some View (iOS 15); ViewInspector looks for OnSubmitModifier")),
    ]),
    ModifierEntry("refreshable", summary: "Pull to refresh runs an async action; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter("action", .action)], result: "ModifiedContent<Self, _EnvironmentKeyWritingModifier<Optional<RefreshAction>>>",
        layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.refreshable(action:) -> some View (iOS 15), documented as setting EnvironmentValues.refresh (a RefreshAction?)")),
    ]),
    ModifierEntry("swipeActions", summary: "Buttons revealed by swiping a list row; layout unchanged (iOS 15).", overloads: [
      Overload([Parameter("edge", .value("HorizontalEdge"), default: true), Parameter("allowsFullSwipe", .value("Bool"), default: true),
                Parameter("content", .viewBuilder)],
        result: "ModifiedContent<Self, _SwipeActionsModifier<$2>>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.swipeActions<T: View>(edge:allowsFullSwipe:content:) -> some View (iOS 15)")),
    ]),
    ModifierEntry("contentShape", summary: "The shape that receives taps; layout unchanged.", overloads: [
      Overload([Parameter(nil, .shape), Parameter("eoFill", .value("Bool"), default: true)],
        result: "ModifiedContent<Self, _ContentShapeModifier<$0>>", layout: .inert,
        source: Src.printed("_ContentShapeModifier with shape and eoFill fields, as ViewInspector Modifiers/GestureModifiers.swift reads it; View.contentShape<S: Shape>(_:eoFill:) (iOS 13)")),
    ]),
    ModifierEntry("help", summary: "A tooltip (and accessibility hint); layout unchanged (iOS 14).", overloads: [
      Overload([Parameter(nil, .title)], result: "ModifiedContent<Self, _TooltipModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.help(_: LocalizedStringKey) -> some View (iOS 14); ViewInspector SwiftUI/HelpView.swift looks for _TooltipModifier")),
    ]),
  ] + accessibilityModifiers

  /// The accessibility modifiers of iOS 14 declare their result type in the interface:
  /// `func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  /// (developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj), and so do
  /// its siblings; no `some View` hides them.
  static let accessibilityModifiers: [ModifierEntry] = [
    ("accessibilityLabel", "The label VoiceOver reads.", [Parameter(nil, .title)]),
    ("accessibilityHint", "What happens on activation, for VoiceOver.", [Parameter(nil, .title)]),
    ("accessibilityValue", "The value VoiceOver reads.", [Parameter(nil, .title)]),
    ("accessibilityIdentifier", "An identifier for UI tests.", [Parameter(nil, .title)]),
    ("accessibilityHidden", "Hides the view from assistive technologies.", [Parameter(nil, .value("Bool"))]),
    ("accessibilityAddTraits", "Adds traits (button, header, ...).", [Parameter(nil, .value("AccessibilityTraits"))]),
    ("accessibilityRemoveTraits", "Removes traits.", [Parameter(nil, .value("AccessibilityTraits"))]),
    ("accessibilitySortPriority", "Reading order among siblings.", [Parameter(nil, .value("Double"))]),
  ].map { name, summary, parameters in
    ModifierEntry(name, summary: summary + " Layout unchanged (iOS 14).", overloads: [
      Overload(parameters, result: "ModifiedContent<Self, AccessibilityAttachmentModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.apple("View.\(name)(_:) -> ModifiedContent<Self, AccessibilityAttachmentModifier> (iOS 14)")),
    ])
  } + [
    ModifierEntry("accessibilityElement", summary: "Makes the view one accessibility element; layout unchanged.", overloads: [
      Overload([Parameter("children", .value("AccessibilityChildBehavior"), default: true)],
        result: "ModifiedContent<Self, AccessibilityAttachmentModifier>", layout: .inert, sdks: .ios17Only,
        source: Src.estimate("View.accessibilityElement(children:) -> some View (iOS 14); assumed the attachment modifier its siblings name")),
    ]),
  ]
}
