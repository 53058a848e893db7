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
    var lines: [String] = []
    for (index, p) in previews.enumerated() {
      if index > 0 { lines.append("") }
      lines.append(header(p))
      var rows: [(label: String, frame: String, source: String)] = []
      collect(p.lowered.root, depth: 0, in: p, into: &rows)
      let labelWidth = rows.map(\.label.count).max() ?? 0
      let frameWidth = rows.map(\.frame.count).max() ?? 0
      for r in rows {
        let label = r.label + String(repeating: " ", count: labelWidth - r.label.count)
        let frame = r.frame + String(repeating: " ", count: frameWidth - r.frame.count)
        lines.append(label + "  " + frame + "  " + r.source)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func header(_ p: LaidOutPreview) -> String {
    let proposal = p.root.proposal
    let w = proposal.width.map(number) ?? "nil", h = proposal.height.map(number) ?? "nil"
    let direction = p.root.direction == .rightToLeft ? "right-to-left" : "left-to-right"
    return "\(PrintableText.escaped(p.root.name))  proposal \(w)×\(h)  scale \(number(p.result.scale))  \(direction)"
  }

  static func collect(_ id: NodeID, depth: Int, in p: LaidOutPreview, into rows: inout [(label: String, frame: String, source: String)]) {
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
    let source = entry.map { "\(fileName($0.file)):\($0.line):\($0.column)" } ?? ""
    rows.append((label, frame, source))
    for child in p.children(of: id) { collect(child, depth: depth + 1, in: p, into: &rows) }
  }

  /// Up to 3 decimals, no trailing zeros, no `-0`.
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return v > 0 ? "inf" : v < 0 ? "-inf" : "nan" }
    // Beyond 10^15 the thousandths no longer fit an Int64 (and a Double has none to show).
    guard abs(v) < 1e15 else { return String(v) }
    let scaled = (v * 1000).rounded()
    if scaled == 0 { return "0" }
    let negative = scaled < 0
    let magnitude = Int64(abs(scaled))
    var text = String(magnitude / 1000)
    var fraction = String(magnitude % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    if !fraction.isEmpty { text += "." + fraction }
    return (negative ? "-" : "") + text
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
