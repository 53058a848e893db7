import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// A method that makes a shape from a shape and changes only how it is drawn, never its frame
/// (`Circle().trim(from: 0, to: 0.75).rotation(.degrees(-90))`). Each says what the wrapping
/// shape's `path(in: rect)` does with its shape's path, as SwiftUI's interface and OpenSwiftUI's
/// Shape/ sources declare them:
/// - `offset`: `OffsetShape`, the path moved by the offset;
/// - `rotation`, `scale`: `RotatedShape`, `ScaledShape`, the path turned (clockwise on screen for
///   a positive angle) or scaled about the anchor, the unit point `rect.minX + anchor.x *
///   rect.width`, `rect.minY + anchor.y * rect.height` (`.center` by default);
/// - `trim`: `_TrimmedShape`, `path(in: rect).trimmedPath(from:to:)` (`PathTrimming`);
/// - `inset`: the shape's own `inset(by:)` (a built-in shape's `_Inset`: its path in
///   `rect.insetBy(dx: amount, dy: amount)`), reaching it through the transforms around it;
/// - `size`: `_SizedShape`, its path in `CGRect(origin: rect.origin, size: size)`.
public enum ShapeTransform: Sendable, Hashable {
  case offset(x: Double, y: Double)
  case rotation(radians: Double, anchor: Point)
  case scale(x: Double, y: Double, anchor: Point)
  case trim(from: Double, to: Double)
  case inset(Double)
  case size(width: Double, height: Double)

  /// The transform a shape method made, read from its arguments; nil when an argument is not
  /// understood (an assumed value).
  static func read(_ id: ShapeMethodID, _ arguments: LabeledValues) -> ShapeTransform? {
    func number(_ label: String, default value: Double) -> Double? {
      guard let v = arguments[label] else { return value }
      return ArgumentReading.number(v)
    }
    func anchor() -> Point? {
      guard let v = arguments["anchor"] else { return Point(x: 0.5, y: 0.5) }
      return LoweringBuilder.unitPoint(v)
    }
    switch id {
    case .offset:
      if let v = arguments["_0"] {
        guard let (x, y) = ArgumentReading.pair(v, "width", "height") ?? ArgumentReading.pair(v, "x", "y") else { return nil }
        return .offset(x: x, y: y)
      }
      guard let x = number("x", default: 0), let y = number("y", default: 0) else { return nil }
      return .offset(x: x, y: y)
    case .rotation:
      guard let v = arguments["_0"], let degrees = StyleFillResolution.degrees(v), let anchor = anchor() else { return nil }
      return .rotation(radians: degrees * .pi / 180, anchor: anchor)
    case .scale:
      guard let anchor = anchor() else { return nil }
      if let v = arguments["_0"] {
        guard let s = ArgumentReading.number(v) else { return nil }
        return .scale(x: s, y: s, anchor: anchor)
      }
      guard let x = number("x", default: 1), let y = number("y", default: 1) else { return nil }
      return .scale(x: x, y: y, anchor: anchor)
    case .trim:
      guard let from = number("from", default: 0), let to = number("to", default: 1) else { return nil }
      return .trim(from: from, to: to)
    case .inset:
      return number("by", default: 0).map { .inset($0) }
    case .size:
      if let v = arguments["_0"] {
        return ArgumentReading.pair(v, "width", "height").map { .size(width: $0.0, height: $0.1) }
      }
      guard let w = arguments["width"].flatMap(ArgumentReading.number), let h = arguments["height"].flatMap(ArgumentReading.number) else { return nil }
      return .size(width: w, height: h)
    case .stroke, .strokeBorder:
      return nil
    }
  }

  /// The path of a shape carrying `transforms` (innermost first) in `rect`, from the path its
  /// own `path(in:)` makes in a rectangle after its own `inset(by:)` of the total inset (`base`);
  /// nil when `base` makes none. An inset reaches the shape through the transforms around it,
  /// whose anchors stay in `rect` (`RotatedShape.inset(by:)` is `shape.inset(by:).rotation(…)`).
  public static func path(
    _ transforms: [ShapeTransform], in rect: PathGeometry.Rect, inset: Double = 0,
    base: (PathGeometry.Rect, Double) -> [PathElement]?
  ) -> [PathElement]? {
    guard let last = transforms.last else { return base(rect, inset) }
    let inner = Array(transforms.dropLast())
    switch last {
    case .inset(let amount):
      return path(inner, in: rect, inset: inset + amount, base: base)
    case .size(let width, let height):
      return path(inner, in: (rect.x, rect.y, width, height), inset: inset, base: base)
    case .trim(let from, let to):
      return path(inner, in: rect, inset: inset, base: base).map { PathTrimming.trimmed($0, from: from, to: to) }
    case .offset(let x, let y):
      return path(inner, in: rect, inset: inset, base: base).map { map($0) { PathPoint($0.x + x, $0.y + y) } }
    case .rotation(let radians, let anchor):
      let (ax, ay) = (rect.x + anchor.x * rect.width, rect.y + anchor.y * rect.height)
      let (c, s) = (Trigonometry.cos(radians), Trigonometry.sin(radians))
      return path(inner, in: rect, inset: inset, base: base).map {
        map($0) { p in PathPoint(ax + (p.x - ax) * c - (p.y - ay) * s, ay + (p.x - ax) * s + (p.y - ay) * c) }
      }
    case .scale(let x, let y, let anchor):
      let (ax, ay) = (rect.x + anchor.x * rect.width, rect.y + anchor.y * rect.height)
      return path(inner, in: rect, inset: inset, base: base).map { map($0) { p in PathPoint(ax + (p.x - ax) * x, ay + (p.y - ay) * y) } }
    }
  }

  /// The path of a built-in shape in `rect` inset by `inset`, as its `path(in:)` and its
  /// `_Inset`'s make it: a Circle the ellipse in the square centred in the rectangle, a Capsule a
  /// rounded rectangle of half its shorter side, a RoundedRectangle's corners circular, at most
  /// half a side and smaller by the inset (as `--svg` draws them untransformed). An inset past
  /// the rectangle's size is `CGRect.insetBy`'s null rectangle: nothing is drawn.
  public static func builtinPath(_ kind: ShapeKind, cornerRadius: Double?) -> (PathGeometry.Rect, Double) -> [PathElement] {
    { rect, inset in
      let r = (x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
      guard r.width >= 0, r.height >= 0 else { return [] }
      switch kind {
      case .color, .rectangle:
        return PathGeometry.rect(r)
      case .ellipse:
        return PathGeometry.ellipse(r)
      case .circle:
        let side = min(r.width, r.height)
        return PathGeometry.ellipse((r.x + (r.width - side) / 2, r.y + (r.height - side) / 2, side, side))
      case .capsule:
        let radius = min(r.width, r.height) / 2
        return PathGeometry.roundedRect(r, radius, radius)
      case .roundedRectangle:
        let radius = max(0, min((cornerRadius ?? 0) - inset, r.width / 2, r.height / 2))
        return PathGeometry.roundedRect(r, radius, radius)
      }
    }
  }

  private static func map(_ elements: [PathElement], _ f: (PathPoint) -> PathPoint) -> [PathElement] {
    elements.map { $0.mapPoints(f) }
  }
}
