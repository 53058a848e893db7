import LayoutEngine
import LayoutcLowering
import LayoutcSource

/// `--snapshot`: a layout meant to be committed and compared (`--check-snapshot`), one line per
/// view (docs/snapshots.md):
///
///     layoutc-snapshot 1
///
///     preview "Toast" specs/talks/toast.ui proposal 393×759 scale 3 left-to-right
///     Toast 127.167,418.167 138.667×40.667
///     Toast/Text.padding.background 127.167,418.167 138.667×40.667
///
/// A line is the view's identity path (its key), its origin and its size in window points,
/// `hidden` for a hidden view and `assumed` for one whose frame or content rests on an assumption
/// of a tolerant file (marked `assumed:` by `--tree`). Nothing on a line depends on another line — no column padding, no
/// source line numbers — so an edit changes only the lines of the views whose frames it changes.
/// Numbers are printed as `--tree` prints them (at most 3 decimals, no trailing zeros, no `-0`).
/// A path that occurs twice in a preview gets ` #2`, ` #3`... in order.
public struct LayoutSnapshot: Sendable, Equatable {
  public static let header = "layoutc-snapshot 1"

  /// One laid-out root: its header line's facts and its views in tree order.
  public struct Section: Sendable, Equatable {
    /// The root's name as a string literal (`"Toast"`, `"#Preview"`), as the file writes it.
    public var name: String
    /// The file declaring the root, relative to the repository (`--base-path`), as the file
    /// system names it (the file writes it as `writtenFile` does).
    public var file: String
    /// `proposal 393×759 scale 3 left-to-right`: the window, as one comparable string.
    public var window: String
    public var views: [View]

    public init(name: String, file: String, window: String, views: [View]) {
      self.name = name
      self.file = file
      self.window = window
      self.views = views
    }

    /// `"Toast" specs/talks/toast.ui`: how reports name the section.
    public var title: String { name + " " + file }
  }

  /// One view's line.
  public struct View: Sendable, Equatable {
    public var key: String
    public var frame: Rect
    public var isHidden: Bool
    /// Rests on an assumption (`SourceMap.Entry.assumed`).
    public var isAssumed: Bool
    /// Where the view is written (from the layout; not stored in the file).
    public var source: Source?

    public struct Source: Sendable, Equatable {
      public var file: String
      public var line: Int
      public var column: Int
    }

    public init(key: String, frame: Rect, isHidden: Bool = false, isAssumed: Bool = false, source: Source? = nil) {
      self.key = key
      self.frame = frame
      self.isHidden = isHidden
      self.isAssumed = isAssumed
      self.source = source
    }

    /// The frame as the file prints it, so two frames are equal when they print the same.
    var printedFrame: String {
      "\(FramesTextTree.number(frame.minX)),\(FramesTextTree.number(frame.minY)) "
        + "\(FramesTextTree.number(frame.width))×\(FramesTextTree.number(frame.height))"
    }
  }

  public var sections: [Section]
  public init(sections: [Section]) { self.sections = sections }

  /// The views resting on assumptions, in every section.
  public var assumedViewCount: Int { sections.reduce(0) { $0 + $1.views.filter(\.isAssumed).count } }

  /// The snapshot of laid-out roots.
  /// - Parameter file: a source path (as the layout's source map spells it) as the snapshot
  ///   spells it (repository-relative).
  public init(_ previews: [LaidOutPreview], file: (String) -> String = { $0 }) {
    sections = previews.map { p in
      var views: [View] = []
      var seen: [String: Int] = [:]
      func visit(_ id: NodeID) {
        let entry = p.lowered.sourceMap[id]
        var key = PrintableText.escaped(entry?.identity ?? p.lowered.tree[id].kind.name)
        let n = (seen[key] ?? 0) + 1
        seen[key] = n
        if n > 1 { key += " #\(n)" }
        let layout = p.result[id]
        views.append(View(
          key: key, frame: layout?.frame ?? .zero, isHidden: layout?.isHidden == true, isAssumed: entry?.assumed.isEmpty == false,
          source: entry.map { View.Source(file: $0.file, line: $0.line, column: $0.column) }))
        for child in p.children(of: id) { visit(child) }
      }
      visit(p.lowered.root)
      let rootFile = p.lowered.sourceMap[p.lowered.root]?.file ?? ""
      return Section(name: PrintableText.escaped(p.root.name, quoted: true), file: file(rootFile), window: Self.window(p), views: views)
    }
  }

  /// `proposal 393×759 scale 3 left-to-right`.
  static func window(_ p: LaidOutPreview) -> String {
    let proposal = p.root.proposal
    let w = proposal.width.map(FramesTextTree.number) ?? "nil", h = proposal.height.map(FramesTextTree.number) ?? "nil"
    let direction = p.root.direction == .rightToLeft ? "right-to-left" : "left-to-right"
    return "proposal \(w)×\(h) scale \(FramesTextTree.number(p.result.scale)) \(direction)"
  }

  /// The file's text, ending in a newline.
  public var text: String {
    var lines = [Self.header]
    for s in sections {
      lines.append("")
      lines.append("preview \(s.name) \(Self.writtenFile(s.file)) \(s.window)")
      for v in s.views { lines.append(v.key + " " + v.printedFrame + (v.isHidden ? " hidden" : "") + (v.isAssumed ? " assumed" : "")) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A section's file as the header line writes it: as it is when it reads back unambiguously,
  /// else as a string literal (`PrintableText`, quoted), so that any file name — a newline, a
  /// tab, ` proposal `, a leading quote or space — survives the round trip and the line stays one.
  static func writtenFile(_ file: String) -> String {
    let plain = !file.isEmpty && file.first != "\"" && file.first != " " && !file.contains(" proposal ")
      && !file.unicodeScalars.contains { $0 == "\t" || PrintableText.mustEscape($0) }
    return plain ? file : PrintableText.escaped(file, quoted: true)
  }

  /// Why a file is not a snapshot: the 1-based line and what was expected there.
  public struct ParseError: Error, Sendable, Equatable {
    public var line: Int
    public var message: String
  }

  /// Reads a snapshot file. Blank lines are ignored (identity paths may start with `#`, as
  /// `#Preview/ContentView` does, so there are no comment lines).
  public static func parse(_ text: String) -> Result<LayoutSnapshot, ParseError> {
    var sections: [Section] = []
    var sawHeader = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
      let number = index + 1
      if line.isEmpty { continue }
      guard sawHeader else {
        guard line == header else { return .failure(ParseError(line: number, message: "expected '\(header)'")) }
        sawHeader = true
        continue
      }
      if line.hasPrefix("preview ") {
        guard let section = parseSectionHeader(line.dropFirst("preview ".count)) else {
          return .failure(ParseError(line: number, message: "expected 'preview \"NAME\" FILE proposal W×H scale N DIRECTION'"))
        }
        sections.append(section)
        continue
      }
      guard !sections.isEmpty else { return .failure(ParseError(line: number, message: "expected a 'preview' line before the views")) }
      guard let view = parseView(line) else {
        return .failure(ParseError(line: number, message: "expected 'IDENTITY X,Y W×H', then 'hidden' or 'assumed' or both"))
      }
      sections[sections.count - 1].views.append(view)
    }
    guard sawHeader else { return .failure(ParseError(line: 1, message: "expected '\(header)'")) }
    return .success(LayoutSnapshot(sections: sections))
  }

  /// `"Toast" specs/talks/toast.ui proposal 393×759 scale 3 left-to-right`.
  /// The file is a literal (`writtenFile`), or else plain text up to the last ` proposal `, as
  /// snapshots written before literals were used name every file.
  static func parseSectionHeader(_ s: Substring) -> Section? {
    guard let (name, afterName) = literal(at: s) else { return nil }
    let rest = afterName.drop { $0 == " " }
    if let (quoted, afterFile) = literal(at: rest), afterFile.hasPrefix(" proposal "), let file = PrintableText.unescaped(quoted) {
      return Section(name: String(name), file: file, window: String(afterFile.dropFirst()), views: [])
    }
    guard let proposal = rest.ranges(of: " proposal ").last else { return nil }
    let file = String(rest[..<proposal.lowerBound])
    let window = String(rest[rest.index(after: proposal.lowerBound)...])
    return Section(name: String(name), file: file, window: window, views: [])
  }

  /// The string literal `s` starts with, as PrintableText writes it (`\"` and `\\` escaped),
  /// quotes included, and what follows it; nil when `s` does not start with a whole one.
  static func literal(at s: Substring) -> (Substring, Substring)? {
    guard s.first == "\"" else { return nil }
    var i = s.index(after: s.startIndex)
    while i < s.endIndex {
      switch s[i] {
      case "\\":
        i = s.index(after: i)
        guard i < s.endIndex else { return nil }
      case "\"":
        let end = s.index(after: i)
        return (s[..<end], s[end...])
      default: break
      }
      i = s.index(after: i)
    }
    return nil
  }

  static func parseView(_ line: String) -> View? {
    var words = line.split(separator: " ", omittingEmptySubsequences: false)
    var hidden = false, assumed = false
    if words.last == "assumed" { assumed = true; words.removeLast() }
    if words.last == "hidden" { hidden = true; words.removeLast() }
    guard words.count >= 3 else { return nil }
    let size = words.removeLast().split(separator: "×"), origin = words.removeLast().split(separator: ",")
    guard size.count == 2, origin.count == 2,
      let x = Double(origin[0]), let y = Double(origin[1]), let w = Double(size[0]), let h = Double(size[1])
    else { return nil }
    let key = words.joined(separator: " ")
    guard !key.isEmpty else { return nil }
    return View(key: key, frame: Rect(x: x, y: y, width: w, height: h), isHidden: hidden, isAssumed: assumed)
  }
}
