import LayoutEngine

/// How a node is drawn, as far as the spec says: layout ignores it, `--svg` draws it. The lowering
/// records it beside the layout tree (`SourceMap.Entry.paint`) because the modifiers that only draw
/// (`opacity`, `cornerRadius`, `clipShape`) are not layout nodes.
public struct Paint: Sendable, Hashable {
  /// Colour and shapes: the fill (nil for a shape that is only stroked).
  public var fill: RGBA?
  /// `stroke`, `strokeBorder`, `border`: the line's colour and width; `strokeInside` for
  /// `strokeBorder` and `border` (drawn inside the frame), else centred on the edge.
  public var stroke: RGBA?
  public var strokeWidth: Double = 1
  public var strokeInside = false
  /// `RoundedRectangle(cornerRadius:)`.
  public var cornerRadius: Double?
  /// Drawing-only modifiers applied to this node and everything under it, innermost first.
  public var effects: [DrawEffect] = []

  public init() {}
}

/// A modifier that changes how a subtree is drawn but not where it is.
public enum DrawEffect: Sendable, Hashable {
  /// `.opacity(_:)`.
  case opacity(Double)
  /// `.clipped()`, `.cornerRadius(_:)`, `.clipShape(_:)`: drawing is cut to the shape laid over
  /// the node's frame.
  case clip(ClipShape)
}

/// The shapes a subtree can be clipped to.
public enum ClipShape: Sendable, Hashable {
  case rectangle
  case roundedRectangle(cornerRadius: Double)
  case capsule
  case ellipse
  case circle
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
  static func bytes(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> RGBA {
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
