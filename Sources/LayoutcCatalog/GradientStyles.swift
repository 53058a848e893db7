/// Gradients spelled as shape styles rather than as views: ShapeStyle's static functions
/// (`.fill(.linearGradient(colors:startPoint:endPoint:))`, iOS 15) and `Color.gradient` (an
/// `AnyGradient`, iOS 16). Each function returns the gradient view type its initializer would
/// (`extension ShapeStyle where Self == LinearGradient { static func linearGradient(_ gradient:
/// Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient }`, SwiftUI.swiftinterface),
/// so it is drawn as that view is. The `AnyGradient` overloads (`-> some ShapeStyle`, iOS 16) are
/// not listed: their concrete type is not public, so a call to them is an assumption.
extension Catalog {
  /// By function name: the gradient type it makes and its overloads, one per way of giving the
  /// colours (`_ gradient: Gradient`, `colors: [Color]`, `stops: [Gradient.Stop]`).
  public static let gradientStyleFunctions: [String: [Overload]] = [
    "linearGradient": gradientStyle("linearGradient", "LinearGradient", [
      Parameter("startPoint", .value("UnitPoint")), Parameter("endPoint", .value("UnitPoint")),
    ]),
    "radialGradient": gradientStyle("radialGradient", "RadialGradient", [
      Parameter("center", .value("UnitPoint")), Parameter("startRadius", .value("CGFloat")), Parameter("endRadius", .value("CGFloat")),
    ]),
    "ellipticalGradient": gradientStyle("ellipticalGradient", "EllipticalGradient", [
      Parameter("center", .value("UnitPoint"), default: true), Parameter("startRadiusFraction", .value("CGFloat"), default: true),
      Parameter("endRadiusFraction", .value("CGFloat"), default: true),
    ]),
    "angularGradient": gradientStyle("angularGradient", "AngularGradient", [
      Parameter("center", .value("UnitPoint")), Parameter("startAngle", .value("Angle")), Parameter("endAngle", .value("Angle")),
    ]),
    "conicGradient": gradientStyle("conicGradient", "AngularGradient", [
      Parameter("center", .value("UnitPoint")), Parameter("angle", .value("Angle"), default: true),
    ]),
  ]

  /// The three overloads of one function, the colours first and then `rest`.
  private static func gradientStyle(_ name: String, _ type: String, _ rest: [Parameter]) -> [Overload] {
    [(nil, "Gradient"), ("colors", "Array<Color>"), ("stops", "Array<Gradient.Stop>")].map { (label: String?, colorType: String) in
      let labels = ([label ?? "_"] + rest.map { $0.label ?? "_" }).map { $0 + ":" }.joined()
      return Overload([Parameter(label, .value(colorType))] + rest, result: type, layout: .shape, sdks: .ios17Only,
        source: Src.apple("ShapeStyle.\(name)(\(labels)) -> \(type) (iOS 15)"))
    }
  }

  /// `Color.gradient`: "the standard gradient for the color", an `AnyGradient`
  /// (developer.apple.com/documentation/swiftui/color/gradient, iOS 16), which "when used as a
  /// ShapeStyle draws a linear gradient with start-point [0.5, 0] and end-point [0.5, 1]"
  /// (developer.apple.com/documentation/swiftui/anygradient).
  public static let anyGradient = "AnyGradient"

  /// The types a gradient style draws as: the gradient views and `AnyGradient`.
  public static func isGradientStyle(_ type: String?) -> Bool {
    guard let type else { return false }
    return type == anyGradient || gradientViews.contains { $0.name == type }
  }
}
