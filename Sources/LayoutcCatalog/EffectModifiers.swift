/// View modifiers that draw differently, attach behaviour or traits, or change identity, but lay
/// the child out unchanged (`LayoutRole.inert`), plus `hidden`, which keeps the space.
extension Catalog {
  static let effectModifiers: [ModifierEntry] = [
    ModifierEntry("opacity", summary: "Draws the child with an alpha; layout unchanged.", overloads: [
      Overload([Parameter(nil, .value("Double"))], result: "ModifiedContent<Self, _OpacityEffect>", layout: .inert,
        source: Src.ios13("View.opacity(_:) { modifier(_OpacityEffect(opacity:)) }")),
    ]),
    ModifierEntry("hidden", summary: "Keeps the child's space but draws nothing.", overloads: [
      Overload([], result: "ModifiedContent<Self, _HiddenModifier>", layout: .hidden,
        source: Src.ios13("View.hidden() { modifier(_HiddenModifier()) }")),
    ]),
    ModifierEntry("clipped", summary: "Clips drawing to the child's bounds.", overloads: [
      Overload([Parameter("antialiased", .value("Bool"), default: true)], result: "ModifiedContent<Self, _ClipEffect<Rectangle>>",
        layout: .inert, source: Src.ios13("View.clipped(antialiased: Bool = false) { clipShape(Rectangle(), …) }")),
    ]),
    ModifierEntry("cornerRadius", summary: "Clips to a rounded rectangle (deprecated in iOS 17, still present).", overloads: [
      Overload([Parameter(nil, .value("CGFloat")), Parameter("antialiased", .value("Bool"), default: true)],
        result: "ModifiedContent<Self, _ClipEffect<RoundedRectangle>>", layout: .inert,
        source: Src.ios13("View.cornerRadius(_:antialiased:) { clipShape(RoundedRectangle(cornerRadius:), …) }")),
    ]),
    ModifierEntry("clipShape", summary: "Clips drawing to a shape laid over the child's bounds.", overloads: [
      Overload([Parameter(nil, .shape), Parameter("style", .value("FillStyle"), default: true)],
        result: "ModifiedContent<Self, _ClipEffect<$0>>", layout: .inert,
        source: Src.ios13("View.clipShape<S: Shape>(_:style:) { modifier(_ClipEffect(shape:style:)) }")),
    ]),
    ModifierEntry("scaleEffect", summary: "Scales the drawing about an anchor; layout unchanged.", overloads: [
      Overload([Parameter(nil, .value("CGFloat")), Parameter("anchor", .value("UnitPoint"), default: true)],
        result: "ModifiedContent<Self, _ScaleEffect>", layout: .inert,
        source: Src.ios13("View.scaleEffect(_: CGFloat, anchor:) { scaleEffect(CGSize(…), anchor:) }")),
      Overload([Parameter(nil, .value("CGSize")), Parameter("anchor", .value("UnitPoint"), default: true)],
        result: "ModifiedContent<Self, _ScaleEffect>", layout: .inert,
        source: Src.ios13("View.scaleEffect(_: CGSize, anchor:) { modifier(_ScaleEffect(scale:anchor:)) }")),
      Overload([Parameter("x", .value("CGFloat"), default: true), Parameter("y", .value("CGFloat"), default: true),
                Parameter("anchor", .value("UnitPoint"), default: true)],
        result: "ModifiedContent<Self, _ScaleEffect>", layout: .inert, source: Src.ios13("View.scaleEffect(x:y:anchor:)")),
    ]),
    ModifierEntry("rotationEffect", summary: "Rotates the drawing about an anchor; layout unchanged.", overloads: [
      Overload([Parameter(nil, .value("Angle")), Parameter("anchor", .value("UnitPoint"), default: true)],
        result: "ModifiedContent<Self, _RotationEffect>", layout: .inert,
        source: Src.ios13("View.rotationEffect(_:anchor:) { modifier(_RotationEffect(angle:anchor:)) }")),
    ]),
    ModifierEntry("shadow", summary: "Draws a blurred shadow behind the child; layout unchanged.", overloads: [
      Overload([Parameter("color", .value("Color"), default: true), Parameter("radius", .value("CGFloat")),
                Parameter("x", .value("CGFloat"), default: true), Parameter("y", .value("CGFloat"), default: true)],
        result: "ModifiedContent<Self, _ShadowEffect>", layout: .inert,
        source: Src.ios13("View.shadow(color:radius:x:y:) { modifier(_ShadowEffect(color:radius:offset:)) }")),
    ]),
    ModifierEntry("onTapGesture", summary: "Runs an action on tap; layout unchanged.", overloads: [
      Overload([Parameter("count", .value("Int"), default: true), Parameter("perform", .action)],
        result: "ModifiedContent<Self, AddGestureModifier<_EndedGesture<TapGesture>>>", layout: .inert,
        source: Src.printed("ModifiedContent<…, AddGestureModifier<_EndedGesture<TapGesture>>> quoted by ViewInspector issue (pre-iOS 26) and CS193p sample comments; View.onTapGesture is not @inlinable in iOS 13.2")),
    ]),
    ModifierEntry("onAppear", summary: "Runs an action before the view appears; layout unchanged.", overloads: [
      Overload([Parameter("perform", .action, default: true)],
        result: "ModifiedContent<Self, _AppearanceActionModifier>", layout: .inert,
        source: Src.open("View.onAppear(perform:) { modifier(_AppearanceActionModifier(appear: action)) }")
          + "; OpenSwiftUI Sources/OpenSwiftUICore/View/AppearanceActionModifier.swift"),
    ]),
    ModifierEntry("onDisappear", summary: "Runs an action after the view disappears; layout unchanged.", overloads: [
      Overload([Parameter("perform", .action, default: true)],
        result: "ModifiedContent<Self, _AppearanceActionModifier>", layout: .inert,
        source: Src.open("View.onDisappear(perform:) { modifier(_AppearanceActionModifier(disappear: action)) }")
          + "; OpenSwiftUI Sources/OpenSwiftUICore/View/AppearanceActionModifier.swift"),
    ]),
    ModifierEntry("transition", summary: "The transition used when the view is inserted or removed (a trait).", overloads: [
      Overload([Parameter(nil, .value("AnyTransition"))],
        result: "ModifiedContent<Self, _TraitWritingModifier<TransitionTraitKey>>", layout: .inert,
        source: Src.ios13("View.transition(_: AnyTransition) { _trait(TransitionTraitKey.self, t) }")
          + "; iOS 17 " + Src.unconfirmed("AnyTransition overload assumed unchanged (non-generic, preferred over transition<T: Transition>)")),
    ]),
    ModifierEntry("animation", summary: "Animates changes in the subtree when the value changes.", overloads: [
      Overload([Parameter(nil, .value("Optional<Animation>")), Parameter("value", .hashable)],
        result: "ModifiedContent<Self, _AnimationModifier<$1>>", layout: .inert,
        source: Src.ios13("View.animation<V: Equatable>(_:value:) { modifier(_AnimationModifier(animation:value:)) }")),
      // Deprecated in iOS 15 but still available, so current SDKs resolve it (with a warning).
      Overload([Parameter(nil, .value("Optional<Animation>"))],
        result: "ModifiedContent<Self, _TransactionModifier>", layout: .inert,
        source: Src.ios13("View.animation(_:) { transaction { $0.animation = animation } }")
          + "; iOS 15+ interface: @_disfavoredOverload @inlinable View.animation(_:) { return transaction { … } }, deprecated, still available",
        deprecatedIn: .ios17Only,
        deprecation: "'animation' was deprecated in iOS 15.0: Use withAnimation or animation(_:value:) instead."),
    ]),
    ModifierEntry("tag", summary: "A tag value for selection (Picker, TabView, List).", overloads: [
      Overload([Parameter(nil, .hashable)],
        result: "ModifiedContent<Self, _TraitWritingModifier<TagValueTraitKey<$0>>>", layout: .inert, sdks: .ios13Only,
        source: Src.ios13("View.tag<V>(_:) { _trait(TagValueTraitKey<V>.self, .tagged(tag)) }")),
      Overload([Parameter(nil, .hashable), Parameter("includeOptional", .value("Bool"), default: true)],
        result: "ModifiedContent<ModifiedContent<Self, _TraitWritingModifier<TagValueTraitKey<$0>>>, _TraitWritingModifier<TagValueTraitKey<Optional<$0>>>>",
        layout: .inert, sdks: .ios17Only,
        source: Src.open("@_alwaysEmitIntoClient View.tag<V>(_:includeOptional:) { _trait(TagValueTraitKey<V>…)._trait(TagValueTraitKey<V?>…) } (Xcode 16 SDKs; earlier iOS 17 SDKs wrote one trait)")),
    ]),
    ModifierEntry("zIndex", summary: "Drawing order among siblings in a ZStack (a trait).", overloads: [
      Overload([Parameter(nil, .value("Double"))], result: "ModifiedContent<Self, _TraitWritingModifier<ZIndexTraitKey>>",
        layout: .inert, source: Src.ios13("View.zIndex(_:) { _trait(ZIndexTraitKey.self, value) }")),
    ]),
    // Not a ModifiedContent: `id` wraps the receiver in IDView, giving it explicit identity.
    ModifierEntry("id", summary: "Gives the view an explicit identity; a new id replaces the view.", overloads: [
      Overload([Parameter(nil, .hashable)], result: "IDView<Self, $0>", layout: .inert,
        source: Src.ios13("View.id<ID: Hashable>(_:) { IDView(self, id: id) }")),
    ]),
  ]
}
