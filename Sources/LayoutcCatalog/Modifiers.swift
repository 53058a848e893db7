/// Every modifier, gathered from the per-topic files. Entries sharing a name are tried most
/// specific receiver first (see `Catalog.modifiers`), so `Text("a").bold()` stays a Text.
extension Catalog {
  static let modifierEntries: [ModifierEntry] =
    textModifiers + shapeModifiers + layoutModifiers + environmentModifiers + effectModifiers
    + presentationModifiers + eventModifiers + styleModifiers + gridModifiers + interactionModifiers
}
