import LayoutcCatalog
import LayoutcSyntax

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

extension TypeChecker {
  /// The types whose static members a title written as an implicit member names. SwiftUI's
  /// title initializers take a `LocalizedStringKey`, a `LocalizedStringResource`
  /// (`Text.init(_ resource:)`, iOS 16) and, for `Image` and `Color`, an `ImageResource` or a
  /// `ColorResource` (iOS 17), the types whose statics Xcode generates from string and asset
  /// catalogs. `String` never gives the base: its overload is generic over `StringProtocol`.
  static let titleResourceTypes = ["LocalizedStringKey", "LocalizedStringResource", "ImageResource", "ColorResource"]

  /// `Text(.greeting)`, `Button(.save, action: save)`, `Text(.itemCount(3))`: the type of a
  /// title written as an implicit member, or nil when it is not one. A member the app declares
  /// on one of `titleResourceTypes` is checked there; one it does not declare (a generated
  /// catalog symbol) is an assumption.
  func resourceTitle(_ e: Expr, _ scope: Scope) -> SwiftType? {
    var args: [Argument] = []
    let name: String
    switch e.kind {
    case .implicitMember(let n): name = n
    case .call(let callee, let a):
      guard case .implicitMember(let n) = callee.kind else { return nil }
      name = n
      args = a
    default: return nil
    }
    let declared = Self.titleResourceTypes.first {
      model.globals[$0 + "." + name] != nil || model.extensionMembers[$0]?.contains { $0.name == name } == true
    }
    if let base = declared { return checkValue(e, scope, expected: .nominal(base, [])) }
    // `Color(.separator)`: a UIColor (`Color.init(_ color: UIColor)`), read as colours are.
    if valueType("UIColor")?.has(name, in: sdk) == true { return nil }
    guard let t = unknownContextMember(name, e.range, e) else { return nil }
    checkAssumedArguments(args, scope, content: false, root: "." + name)
    return t
  }
}
