/// One signature of a view initializer or modifier, with the type it produces.
///
/// `result` is a type template in Swift's own spelling: `Self` is the receiver's type and
/// `$0`, `$1`, ... the type bound by the parameter at that index, e.g.
/// `ModifiedContent<Self, _BackgroundModifier<$0>>`. `source` cites where the real SwiftUI
/// name was found (a public .swiftinterface, OpenSwiftUI, a talk), so a reader can check it.
public struct Overload: Sendable, Hashable {
  public var parameters: [Parameter]
  public var result: String
  public var layout: LayoutRole
  /// The SDKs in which this overload exists. Earlier entries win when several match.
  public var sdks: Set<SDK>
  public var source: String
  /// SDKs in which the overload is deprecated but still available, and swiftc's warning for it
  /// (the `@available(…, deprecated:, message:)` of the interface).
  public var deprecatedIn: Set<SDK>
  public var deprecation: String
  /// Arguments the overload implies when they are not written, by parameter key: what a default
  /// label shows (`ShareLink(item:)`'s `DefaultShareLinkLabel` is the title "Share" and the
  /// `square.and.arrow.up` symbol), read by the lowering like written ones.
  public var impliedArguments: [String: String]

  public init(
    _ parameters: [Parameter], result: String, layout: LayoutRole, sdks: Set<SDK> = Set(SDK.allCases),
    source: String, deprecatedIn: Set<SDK> = [], deprecation: String = "", implied impliedArguments: [String: String] = [:]
  ) {
    self.parameters = parameters
    self.result = result
    self.layout = layout
    self.sdks = sdks
    self.source = source
    self.deprecatedIn = deprecatedIn
    self.deprecation = deprecation
    self.impliedArguments = impliedArguments
  }
}

/// What a modifier may be applied to. Resolution tries the most specific receiver first, so
/// `Text("a").bold()` is a `Text`, while `.padding().bold()` is rejected as SwiftUI 13 would.
public enum Receiver: String, Sendable, Hashable {
  case anyView, text, image, color, shape, insettableShape
  /// A filled or stroked shape in current SDKs (`_ShapeView`, `StrokeShapeView`, ... conform to
  /// `ShapeView`): it can be stroked or filled again, over itself. `Self.Content` is its shape.
  case shapeView
}
