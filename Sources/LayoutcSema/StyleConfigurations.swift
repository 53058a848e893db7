/// The members of the configurations a style's `makeBody` receives (Apple's documentation of
/// ButtonStyleConfiguration, PrimitiveButtonStyleConfiguration, LabelStyleConfiguration and
/// ToggleStyleConfiguration): the label views are nested types (`ButtonStyleConfiguration.Label`,
/// printed `Label` as Swift's runtime prints nested types).
enum StyleConfigurations {
  static let members: [String: [String: SwiftType]] = [
    "ButtonStyleConfiguration": [
      "label": .nominal("ButtonStyleConfiguration.Label", []), "isPressed": .bool,
    ],
    "PrimitiveButtonStyleConfiguration": [
      "label": .nominal("PrimitiveButtonStyleConfiguration.Label", []),
    ],
    "LabelStyleConfiguration": [
      "title": .nominal("LabelStyleConfiguration.Title", []), "icon": .nominal("LabelStyleConfiguration.Icon", []),
    ],
    "ToggleStyleConfiguration": [
      "label": .nominal("ToggleStyleConfiguration.Label", []), "isOn": .bool, "$isOn": .nominal("Binding", [.bool]),
      "isMixed": .bool,
    ],
  ]
}
