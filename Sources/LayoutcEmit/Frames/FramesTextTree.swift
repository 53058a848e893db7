import LayoutEngine
import LayoutcSource
import LayoutcLowering

/// `--tree`: the frames as an indented tree, one line per node, for terminals and code review.
///
///     #Preview  proposal 393×759  scale 3  left-to-right
///     Toast                   x 141.25  y 419.351  w 110.5  h 20.298   toast.ui:9
///       background            …
///
/// Each line: the node's type (a Text adds its string in quotes, then `→` and the lines it shows
/// in full when they are not the string on one line: `Text "Delicious" → "Delic…"`, lines
/// separated by ` / `; implicit nodes are in
/// parentheses; hidden ones end in `hidden`, those sized by an estimated metric in `estimated`), then its drawn frame in window points, then
/// `line:column` in the spec. Numbers are rounded to 3 decimals for reading — `--frames` has them
/// unrounded — and written without trailing zeros. Two spaces of indent per level.
public enum FramesTextTree {
  public static func render(_ previews: [LaidOutPreview]) -> String {
    var out = ""
    for (index, p) in previews.enumerated() {
      if index > 0 { out += "\n" }
      out += header(p) + "\n"
      var rows = Rows()
      collect(p.lowered.root, depth: 0, in: p, into: &rows)
      out.reserveCapacity(out.utf8.count + rows.rows.count * (rows.labelWidth + rows.frameWidth + 24))
      for r in rows.rows {
        out += r.label
        out += String(repeating: " ", count: rows.labelWidth - r.labelWidth + 2)
        out += r.frame
        out += String(repeating: " ", count: rows.frameWidth - r.frameWidth + 2)
        out += r.source
        out += "\n"
      }
    }
    return previews.isEmpty ? "\n" : out
  }

  /// One line per node, its columns' widths (in characters) counted once.
  struct Rows {
    var rows: [(label: String, labelWidth: Int, frame: String, frameWidth: Int, source: String)] = []
    var labelWidth = 0, frameWidth = 0
    /// The last file's printed name: a preview's nodes come from a few files, in runs.
    var lastFile: (path: String, name: String)?

    mutating func append(label: String, frame: String, source: String) {
      let lw = characters(label), fw = characters(frame)
      labelWidth = max(labelWidth, lw)
      frameWidth = max(frameWidth, fw)
      rows.append((label, lw, frame, fw, source))
    }

    mutating func fileName(_ path: String) -> String {
      if let last = lastFile, last.path == path { return last.name }
      let name = FramesTextTree.fileName(path)
      lastFile = (path, name)
      return name
    }

    /// `s.count`, without breaking ASCII text into grapheme clusters.
    private func characters(_ s: String) -> Int {
      s.utf8.allSatisfy { $0 < 0x80 } ? s.utf8.count : s.count
    }
  }

  static func header(_ p: LaidOutPreview) -> String {
    let proposal = p.root.proposal
    let w = proposal.width.map(number) ?? "nil", h = proposal.height.map(number) ?? "nil"
    let direction = p.root.direction == .rightToLeft ? "right-to-left" : "left-to-right"
    return "\(PrintableText.escaped(p.root.name))  proposal \(w)×\(h)  scale \(number(p.result.scale))  \(direction)"
  }

  static func collect(_ id: NodeID, depth: Int, in p: LaidOutPreview, into rows: inout Rows) {
    let entry = p.lowered.sourceMap[id]
    var label = String(repeating: "  ", count: depth)
    let type = PrintableText.escaped(entry?.type ?? p.lowered.tree[id].kind.name)
    label += entry?.isImplicit == true ? "(\(type))" : type
    if let text = entry?.text {
      label += " " + quoted(text)
      // What is shown, when it is not the string on one line: wrapped lines, "…".
      if let lines = p.displayedLines(of: id)?.map(\.text), lines != [text], !lines.isEmpty {
        label += " → " + lines.map { quoted($0, limit: .max) }.joined(separator: " / ")
      }
    }
    let layout = p.result[id]
    let f = layout?.frame ?? .zero
    var frame = "x \(number(f.minX))  y \(number(f.minY))  w \(number(f.width))  h \(number(f.height))"
    if layout?.isHidden == true { frame += "  hidden" }
    if entry?.isEstimated == true { frame += "  estimated" }
    if let assumed = entry?.assumed, !assumed.isEmpty { frame += "  assumed: " + assumed.map { PrintableText.escaped($0) }.joined(separator: ", ") }
    let source = entry.map { "\(rows.fileName($0.file)):\($0.line):\($0.column)" } ?? ""
    rows.append(label: label, frame: frame, source: source)
    for child in p.children(of: id) { collect(child, depth: depth + 1, in: p, into: &rows) }
  }

  /// Up to 3 decimals, no trailing zeros, no `-0`.
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return v > 0 ? "inf" : v < 0 ? "-inf" : "nan" }
    // Beyond 10^15 the thousandths no longer fit an Int64 (and a Double has none to show).
    guard abs(v) < 1e15 else { return String(v) }
    let scaled = (v * 1000).rounded()
    if scaled == 0 { return "0" }
    // Written into the string's own bytes (a short one is stored inline): this runs for every
    // number of --tree, --snapshot, --svg and --explain.
    let negative = scaled < 0
    let magnitude = UInt64(abs(scaled))
    return String(unsafeUninitializedCapacity: 24) { buffer in
      var count = 0
      if negative { buffer[count] = UInt8(ascii: "-"); count += 1 }
      // The integer part's digits, least significant first, then turned around.
      let first = count
      var integer = magnitude / 1000
      repeat { buffer[count] = UInt8(ascii: "0") + UInt8(integer % 10); integer /= 10; count += 1 } while integer > 0
      buffer[first..<count].reverse()
      var fraction = magnitude % 1000
      if fraction != 0 {
        var places = 3
        while fraction % 10 == 0 { fraction /= 10; places -= 1 }
        buffer[count] = UInt8(ascii: "."); count += 1
        for place in (0..<places).reversed() {
          var digit = fraction
          for _ in 0..<place { digit /= 10 }
          buffer[count] = UInt8(ascii: "0") + UInt8(digit % 10); count += 1
        }
      }
      return count
    }
  }

  /// The string as a literal (`PrintableText`: escaped, so one node stays one line), cut at
  /// `limit` characters (the string names the node; the lines shown are printed whole, since
  /// where they end is the point).
  static func quoted(_ s: String, limit: Int = 40) -> String {
    let short = s.count > limit ? String(s.prefix(limit - 1)) + "…" : s
    return PrintableText.escaped(short, quoted: true)
  }

  /// The last path component (the tree is read next to the spec), printable.
  static func fileName(_ path: String) -> String {
    PrintableText.escaped(path.split(separator: "/").last.map(String.init) ?? path)
  }
}
