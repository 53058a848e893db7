import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// Gradients and materials as fills for drawing: a gradient view's arguments (`LinearGradient(…)`
/// as a view, or as a shape style: `fill(_:)`, `foregroundStyle(_:)`, `background(_:)`), or a
/// material's name. Nil when the value is one colour (`ColorResolution`) or not understood.
public enum StyleFillResolution {
  /// A style value: a gradient passed as a shape style, or a material (`.ultraThinMaterial`).
  public static func resolve(_ value: Value?, in appearance: Appearance) -> StyleFill? {
    switch value {
    case .view(let thunk)?:
      guard case .record(let type, let fields)? = thunk.style else { return nil }
      return gradient(type, fields.map { ($0.name, $0.value) }, in: appearance)
    case .member(_, let name, _)?:
      return material(name, in: appearance)
    default:
      return nil
    }
  }

  /// Materials in the light appearance, drawn as a light grey of the material's thickness over
  /// what is behind (an estimate: SwiftUI blurs and tints the backdrop, which a still picture
  /// cannot show; the opacities order the five materials as Apple's HIG "Materials" describes
  /// them, ultra-thin the most translucent). `.bar` is the toolbar's, between regular and thick.
  static let materials: [String: Double] = [
    "ultraThinMaterial": 0.35, "thinMaterial": 0.5, "regularMaterial": 0.65, "thickMaterial": 0.8,
    "ultraThickMaterial": 0.9, "bar": 0.75,
  ]

  /// In the dark appearance the grey is dark (28,28,30, the dark secondary background), at the
  /// same opacities: an estimate too.
  static func material(_ name: String, in appearance: Appearance) -> StyleFill? {
    let grey = appearance == .dark ? RGBA.bytes(28, 28, 30) : RGBA(0.96, 0.96, 0.97)
    return materials[name].map { .material(name: name, tint: grey.withAlpha($0)) }
  }

  /// A gradient from its type and labelled arguments, with SwiftUI's defaults: `center: .center`,
  /// `startRadius: 0`, `startRadiusFraction: 0`, `endRadiusFraction: 0.5`, `angle: .zero`
  /// (Apple's initializer declarations of `RadialGradient`, `EllipticalGradient` and
  /// `AngularGradient`).
  static func gradient(_ type: String, _ arguments: [(String, Value)], in appearance: Appearance) -> StyleFill? {
    let values = Dictionary(arguments, uniquingKeysWith: { a, _ in a })
    if type == Catalog.anyGradient {
      return ColorResolution.resolve(values["color"], in: appearance).map { .linear(stops: standardStops($0), start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)) }
    }
    // `gradient:` of an initializer, `_:` of a ShapeStyle function (`.linearGradient(Gradient(…), …)`).
    guard let stops = stops(values["colors"] ?? values["stops"] ?? values["gradient"] ?? values["_0"], in: appearance), !stops.isEmpty else { return nil }
    func point(_ label: String, _ fallback: Point) -> Point {
      values[label].flatMap(LoweringBuilder.unitPoint) ?? fallback
    }
    func number(_ label: String, _ fallback: Double) -> Double {
      ArgumentReading.number(values[label]).flatMap { $0.isFinite ? $0 : nil } ?? fallback
    }
    let center = point("center", Point(x: 0.5, y: 0.5))
    switch CatalogViewID(rawValue: type) {
    case .linearGradient?:
      return .linear(stops: stops, start: point("startPoint", Point(x: 0.5, y: 0)), end: point("endPoint", Point(x: 0.5, y: 1)))
    case .radialGradient?:
      return .radial(stops: stops, center: center, startRadius: number("startRadius", 0), endRadius: number("endRadius", 0))
    case .ellipticalGradient?:
      return .elliptical(stops: stops, center: center, startFraction: number("startRadiusFraction", 0),
        endFraction: number("endRadiusFraction", 0.5))
    case .angularGradient?:
      if let angle = values["angle"].flatMap(degrees) { return .angular(stops: stops, center: center, startAngle: angle, endAngle: angle + 360) }
      let start = values["startAngle"].flatMap(degrees) ?? 0
      let end = values["endAngle"].flatMap(degrees) ?? start
      // Equal angles (the defaults) go once around.
      return .angular(stops: stops, center: center, startAngle: start, endAngle: end == start ? start + 360 : end)
    default:
      return nil
    }
  }

  /// `Color.gradient`'s stops. Apple documents the direction (top to bottom) but not the colours,
  /// "the standard gradient for the color": drawn here as the colour lightened by a fifth towards
  /// white at the top to the colour itself at the bottom (an estimate, docs/svg.md).
  static func standardStops(_ color: RGBA) -> [GradientStop] {
    func lighter(_ c: Double) -> Double { c + (1 - c) * 0.2 }
    return [GradientStop(color: RGBA(lighter(color.red), lighter(color.green), lighter(color.blue), color.alpha), location: 0),
            GradientStop(color: color, location: 1)]
  }

  /// `[.red, .blue]` (evenly spaced, as `Gradient(colors:)` spaces them), `[.init(color:location:)]`,
  /// or a `Gradient(colors:)`/`Gradient(stops:)` holding one of those.
  static func stops(_ value: Value?, in appearance: Appearance) -> [GradientStop]? {
    switch value {
    case .array(let items)?:
      let colors = items.compactMap { ColorResolution.resolve($0, in: appearance) }
      if colors.count == items.count {
        return colors.enumerated().map { k, c in GradientStop(color: c, location: colors.count == 1 ? 0 : Double(k) / Double(colors.count - 1)) }
      }
      let stops = items.compactMap { stop($0, in: appearance) }
      return stops.count == items.count ? stops : nil
    case .member(_, _, let arguments)?:
      return arguments.lazy.compactMap { stops($0, in: appearance) }.first
    case .record(_, let fields)?:
      return fields.lazy.compactMap { stops($0.value, in: appearance) }.first
    default:
      return nil
    }
  }

  /// `Gradient.Stop(color: .red, location: 0.2)`, `.init(color:location:)`.
  private static func stop(_ value: Value, in appearance: Appearance) -> GradientStop? {
    switch value {
    case .member(_, _, let arguments) where arguments.count == 2:
      guard let color = ColorResolution.resolve(arguments[0], in: appearance), let location = ArgumentReading.number(arguments[1]) else { return nil }
      return GradientStop(color: color, location: location)
    case .record(_, _):
      guard let color = ColorResolution.resolve(value.field("color"), in: appearance), let location = ArgumentReading.number(value.field("location")) else { return nil }
      return GradientStop(color: color, location: location)
    default:
      return nil
    }
  }

  /// `.degrees(90)`, `.radians(.pi)`, `Angle(degrees:)`, `.zero`, in degrees.
  static func degrees(_ value: Value) -> Double? {
    guard case .member = value else { return ArgumentReading.number(value) }
    if let arguments = value.initializerArguments {
      if value.field("radians") != nil { return ArgumentReading.number(value.field("radians")).map { $0 * 180 / .pi } }
      return arguments.first.flatMap { ArgumentReading.number($0) }
    }
    switch value.namedCall(AngleName.self) {
    case (.zero, _)?: return 0
    case (.degrees, let arguments)?: return arguments.first.flatMap { ArgumentReading.number($0) }
    case (.radians, let arguments)?: return arguments.first.flatMap { ArgumentReading.number($0) }.map { $0 * 180 / .pi }
    case nil: return nil
    }
  }
}
