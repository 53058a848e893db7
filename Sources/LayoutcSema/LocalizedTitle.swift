import LayoutcCatalog

extension Overload {
  /// Whether this initializer's unlabelled title is a `LocalizedStringKey` (`Text(_:)`,
  /// `Button(_:action:)`, `Toggle(_:isOn:)` take `_ titleKey: LocalizedStringKey`), whose string
  /// literal formats its interpolations through specifiers, rather than a `String` name
  /// (`Image(_:)`, `Color(_:)`).
  public func titleIsLocalizedKey(_ parameter: Parameter) -> Bool {
    Self.titleIsLocalizedKey(parameter, layout: layout)
  }

  /// The same, for an overload of role `layout`, when the overload itself is not at hand.
  public static func titleIsLocalizedKey(_ parameter: Parameter, layout: LayoutRole) -> Bool {
    parameter.kind == .title && parameter.label == nil && layout != .image && layout != .color
  }
}
