import LayoutEngine
import LayoutcEval
import LayoutcSource

/// How a node is drawn, as far as the spec says: layout ignores it, `--svg` draws it. The lowering
/// records it beside the layout tree (`SourceMap.Entry.paint`) because the modifiers that only draw
/// (`opacity`, `cornerRadius`, `clipShape`) are not layout nodes.
public struct Paint: Sendable, Hashable {
  /// Colour and shapes: the fill (nil for a shape that is only stroked).
  public var fill: RGBA?
  /// A fill that is not one colour (a gradient, a material), drawn instead of `fill`; `fill` then
  /// holds its first colour, for what draws one colour only.
  public var style: StyleFill?
  /// `stroke`, `strokeBorder`, `border`: the line's colour and width; `strokeInside` for
  /// `strokeBorder` and `border` (drawn inside the frame), else centred on the edge.
  public var stroke: RGBA?
  /// A stroke that is not one colour (`stroke(.linearGradient(…), lineWidth: 4)`), drawn
  /// instead of `stroke`, which then holds its first colour.
  public var strokeStyle: StyleFill?
  public var strokeWidth: Double = 1
  public var strokeInside = false
  /// A `StrokeStyle`'s ends, corners and dashes (`lineCap: .round`, `dash: [4, 2]`): `butt`,
  /// `miter` and no dashes by default, as Core Graphics draws a line.
  public var lineCap: String?
  public var lineJoin: String?
  public var dash: [Double] = []
  public var dashPhase: Double = 0
  /// `RoundedRectangle(cornerRadius:)`.
  public var cornerRadius: Double?
  /// Drawing-only modifiers applied to this node and everything under it, innermost first.
  public var effects: [DrawEffect] = []
  /// A shape of the module (`struct Triangle: Shape`), drawn as its `path(in:)` says.
  public var appShape: AppShapePaint?
  /// The shape's `offset`, `rotation`, `scale`, `trim`, `inset` and `size`, innermost first:
  /// its drawn path is its own path transformed (`ShapeTransform.path`); its frame is unchanged.
  public var transforms: [ShapeTransform] = []

  public init() {}
}

/// A shape the module declares: its value and where it is used, and the path its `path(in:)`
/// made in the laid-out frame (`LaidOutPreview.drawAppShapes`); nil until then, and when layoutc
/// could not run it (the node is then marked as resting on an assumption).
public struct AppShapePaint: Sendable, Hashable {
  public var name: String
  public var value: Value
  public var file: String
  public var range: SourceRange
  public var path: [PathElement]? = nil
}

/// A modifier that changes how a subtree is drawn but not where it is.
public enum DrawEffect: Sendable, Hashable {
  /// `.opacity(_:)`.
  case opacity(Double)
  /// `.clipped()`, `.cornerRadius(_:)`, `.clipShape(_:)`: drawing is cut to the shape laid over
  /// the node's frame.
  case clip(ClipShape)
  /// `.shadow(color:radius:x:y:)`: the subtree's drawing, blurred by `radius`, in `color`, offset,
  /// behind it.
  case shadow(Shadow)
}

/// A drop shadow: SwiftUI's default colour is black at 33 % opacity (`Color(.sRGBLinear, white: 0,
/// opacity: 0.33)`, the documented default of `shadow(color:radius:x:y:)`).
public struct Shadow: Sendable, Hashable {
  public var color: RGBA
  public var radius: Double
  public var x: Double
  public var y: Double

  public init(color: RGBA, radius: Double, x: Double, y: Double) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}

/// A fill that is not a single colour. Points are `UnitPoint`s (0…1 across the frame, as
/// SwiftUI maps them to the bounds of the shape the style fills).
public enum StyleFill: Sendable, Hashable {
  /// `LinearGradient`: colour changes along the line from `start` to `end`.
  case linear(stops: [GradientStop], start: Point, end: Point)
  /// `RadialGradient`: circles around `center`, radii in points.
  case radial(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
  /// `EllipticalGradient`: ellipses around `center`, radii as fractions of the frame's half size.
  case elliptical(stops: [GradientStop], center: Point, startFraction: Double, endFraction: Double)
  /// `AngularGradient`/`conicGradient`: colour changes around `center` from `startAngle` to
  /// `endAngle`, in degrees clockwise from the trailing side.
  case angular(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
  /// `.ultraThinMaterial`…`.ultraThickMaterial`, `.bar`: a blur of what is behind, drawn as a
  /// translucent white of the material's thickness.
  case material(name: String, tint: RGBA)

  /// The colour something that draws one colour only uses: the first stop, or the material's tint.
  public var representative: RGBA {
    switch self {
    case .linear(let stops, _, _), .radial(let stops, _, _, _), .elliptical(let stops, _, _, _), .angular(let stops, _, _, _):
      stops.first?.color ?? .black
    case .material(_, let tint): tint
    }
  }
}

/// A colour at a location from 0 to 1 along a gradient.
public struct GradientStop: Sendable, Hashable {
  public var color: RGBA
  public var location: Double

  public init(color: RGBA, location: Double) {
    self.color = color
    self.location = location
  }
}

/// The shapes a subtree can be clipped to.
public enum ClipShape: Sendable, Hashable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case capsule
  case ellipse
  case circle
  /// A shape of the module (`clipShape(Triangle())`): the path it makes in the clipped frame.
  case appShape(AppShapePaint)
}

/// A colour with components from 0 to 1 (sRGB).
public struct RGBA: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
    self.red = clamp(red)
    self.green = clamp(green)
    self.blue = clamp(blue)
    self.alpha = clamp(alpha)
  }

  /// From 0–255 components.
  public static func bytes(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> RGBA {
    RGBA(Double(r) / 255, Double(g) / 255, Double(b) / 255, alpha)
  }

  public func withAlpha(_ factor: Double) -> RGBA { RGBA(red, green, blue, alpha * factor) }

  public static let black = RGBA(0, 0, 0)
}

/// How a control the lowering builds is drawn by `--svg`, recognisably as iOS draws it: layout
/// never reads it. The node carrying it is the control's frame.
public enum ControlPaint: Sendable, Hashable {
  /// UISwitch: a capsule track (the tint when on, light grey when off) and a white knob.
  case toggle(isOn: Bool, tint: RGBA)
  /// UIActivityIndicatorView: spokes around the centre.
  case spinner
  /// UIProgressView: a grey track with the tint over the completed fraction.
  case progressBar(fraction: Double, tint: RGBA)
  /// UISlider: a track, the tint up to the value, and a white round thumb.
  case slider(fraction: Double, tint: RGBA)
  /// UIStepper: a rounded grey box with − and +.
  case stepper
  /// A chevron in a row: `right` (a NavigationLink's disclosure indicator) or `upDown` (a menu
  /// Picker's value), in the given colour.
  case chevron(ChevronKind, RGBA)
}

/// The chevrons rows show.
public enum ChevronKind: String, Sendable, Hashable {
  case right, upDown
}
