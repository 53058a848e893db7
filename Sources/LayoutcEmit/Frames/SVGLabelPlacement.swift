import LayoutEngine
import LayoutcText

/// Where `--svg-labels` puts each frame's label so that no two labels overprint and none falls off
/// the preview's drawn area (docs/svg.md).
///
/// Labels are placed in tree order (outer views first, so a screen's structure reads from the
/// top), each at the first free spot among: inside its frame's top-left corner, further down
/// inside the frame one label height at a time, just above the frame, just below it. A spot is
/// clamped into the area, and is free when its box meets no placed label's box. A label that
/// finds no free spot is left out (the frame's outline still names it in its tooltip); a label
/// wider than the area is shortened with "…". Widths are measured with the embedded Inter, the
/// face labels are drawn in, so the boxes are the drawn ones in a browser.
struct SVGLabelPlacement {
  /// Font size of labels, in points (the `.label` style in FramesSVG's stylesheet).
  static let fontSize = 5.0
  /// A label's box height and the baseline's offset from its top, with a little air.
  static let height = 6.5
  static let ascent = 5.0
  /// Spots tried inside a frame, one label height apart, before the ones outside it.
  static let maximumRowsInside = 8

  struct Placed: Equatable {
    var text: String
    var box: Rect
    /// The baseline's start.
    var x: Double
    var y: Double
  }

  let area: Rect
  private(set) var placed: [Placed] = []
  /// Labels left out for want of room.
  private(set) var omitted = 0
  /// Placed boxes by label row (`floor(minY / height)`), so a spot is checked against its
  /// neighbours only: placing stays linear in the labels for a given density.
  private var rows: [Int: [Rect]] = [:]

  init(area: Rect) { self.area = area }

  static func width(_ text: String) -> Double {
    BundledFonts.interRegular.advance(of: text, pointSize: fontSize) + 1
  }

  /// `text`, shortened with "…" until it is at most `width` wide.
  static func fitting(_ text: String, width: Double) -> String {
    guard self.width(text) > width else { return text }
    // The longest prefix that fits, found by bisection (a label of 500 modifiers sharing one
    // frame is long: shortening it a character at a time would be quadratic).
    let characters = Array(text)
    var low = 0, high = characters.count
    while low < high {
      let mid = (low + high + 1) / 2
      if self.width(String(characters[..<mid]) + "…") <= width { low = mid } else { high = mid - 1 }
    }
    return String(characters[..<low]) + "…"
  }

  mutating func place(_ text: String, for frame: Rect) {
    let text = Self.fitting(text, width: area.width)
    let w = Self.width(text), h = Self.height
    var spots: [Point] = []
    for row in 0..<Self.maximumRowsInside {
      let y = frame.minY + Double(row) * h
      if row > 0 && y + h > frame.maxY { break }
      spots.append(Point(x: frame.minX + 0.5, y: y))
    }
    spots.append(Point(x: frame.minX + 0.5, y: frame.minY - h))
    spots.append(Point(x: frame.minX + 0.5, y: frame.maxY))
    for spot in spots {
      let x = min(max(spot.x, area.minX), area.maxX - w)
      let y = min(max(spot.y, area.minY), area.maxY - h)
      let box = Rect(x: x, y: y, width: w, height: h)
      guard isFree(box) else { continue }
      placed.append(Placed(text: text, box: box, x: x + 0.5, y: y + Self.ascent))
      rows[Self.row(box.minY), default: []].append(box)
      return
    }
    omitted += 1
  }

  private static func row(_ y: Double) -> Int { Int((y / height).rounded(.down)) }

  private func isFree(_ box: Rect) -> Bool {
    for row in (Self.row(box.minY) - 1)...(Self.row(box.maxY) + 1) {
      for other in rows[row] ?? [] where Self.overlap(box, other) { return false }
    }
    return true
  }

  /// Boxes that share area (touching edges do not overprint).
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    let e = 1e-6
    return a.minX < b.maxX - e && b.minX < a.maxX - e && a.minY < b.maxY - e && b.minY < a.maxY - e
  }
}
