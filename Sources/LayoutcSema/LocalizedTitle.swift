import LayoutcCatalog

extension Overload {
  /// Whether this initializer's unlabelled title is a `LocalizedStringKey` (`Text(_:)`,
  /// `Button(_:action:)`, `Toggle(_:isOn:)` take `_ titleKey: LocalizedStringKey`), whose string
  /// literal formats its interpolations through specifiers, rather than a `String` name
  /// (`Image(_:)`, `Color(_:)`).
  public func titleIsLocalizedKey(_ parameter: Parameter) -> Bool {
    parameter.kind == .title && parameter.label == nil && layout != .image && layout != .color
  }
}
