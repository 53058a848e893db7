/// Shaped strings and their line breaks, kept for one layout. A string is shaped once however
/// many Texts show it (list rows repeating a label), and broken into lines once per width to
/// wrap at however often that width is asked: the engine asks a Text once per distinct proposal, but
/// proposals that differ only in height, and drawing the lines after measuring, break the same
/// width again.
///
/// Bounded: past `clusterLimit` shaped characters, or `lineLimit` remembered lines (a million
/// each by default, about 24 MB each for ASCII text), it forgets
/// what it holds and starts again (each Text keeps its own shaped string meanwhile).
///
/// Not thread-safe: a cache belongs to one layout, which runs on one thread (the driver makes a
/// measurer factory, and with it a cache, for each root it lays out). Measurers made without a
/// cache share nothing.
public final class TextShapingCache: @unchecked Sendable {
  /// Characters of the shaped strings held (24 bytes each, 40 outside ASCII).
  public let clusterLimit: Int
  /// Lines remembered over all strings and widths (24 bytes each).
  public let lineLimit: Int

  public init(clusterLimit: Int = 1 << 20, lineLimit: Int = 1 << 20) {
    self.clusterLimit = clusterLimit
    self.lineLimit = lineLimit
  }

  /// Strings shaped through the cache; one shaped again after the cache forgot it counts again.
  public private(set) var shapingPasses = 0
  /// Line breakings of one string at one width through the cache.
  public private(set) var lineBreakingPasses = 0

  private struct ShapeKey: Hashable {
    let text: String
    let face: ObjectIdentifier
    let pointSize: Double
  }

  private struct LineKey: Hashable {
    let text: ObjectIdentifier
    let width: Double?
  }

  /// Lines of one string at one width; `complete` unless breaking stopped at a line limit.
  private struct BrokenLines {
    let lines: [LineBreaker.Line]
    let complete: Bool
  }

  /// Each entry holds its face and text, so that their identifiers are never reused while the
  /// entry lives.
  private var shaped: [ShapeKey: (face: Font, text: ShapedText)] = [:]
  private var shapedClusters = 0
  private var kerning: [ObjectIdentifier: KerningMemo] = [:]
  private var broken: [LineKey: (text: ShapedText, lines: BrokenLines)] = [:]
  private var brokenLineCount = 0

  /// `text` shaped in `face` at `pointSize`.
  func shape(_ text: String, face: Font, pointSize: Double) -> ShapedText {
    let key = ShapeKey(text: text, face: ObjectIdentifier(face), pointSize: pointSize)
    if let known = shaped[key], known.face === face { return known.text }
    let memo: KerningMemo
    if let known = kerning[key.face], known.face === face {
      memo = known
    } else {
      memo = KerningMemo(face: face)
      kerning[key.face] = memo
    }
    let result = ShapedText(text, font: face, pointSize: pointSize, kerning: memo)
    shapingPasses += 1
    let size = result.clusters.count
    if shapedClusters + size > clusterLimit {
      shaped.removeAll()
      shapedClusters = 0
    }
    if size <= clusterLimit {
      shaped[key] = (face, result)
      shapedClusters += size
    }
    return result
  }

  /// `LineBreaker(text: text).lines(width: width, limit: limit)`, remembered when there is a
  /// width to wrap at. Without one the lines are the string's paragraphs, listed again faster
  /// than looked up; remembering them (an array and a table entry for every Text measured at its
  /// ideal width, and the table's regrowth) would take ~15 MB of fresh memory on wide-100000.
  func lines(_ text: ShapedText, width: Double?, limit: Int) -> [LineBreaker.Line] {
    guard width != nil else { return LineBreaker(text: text).lines(width: nil, limit: limit) }
    let key = LineKey(text: ObjectIdentifier(text), width: width)
    if let known = broken[key], known.text === text, known.lines.complete || known.lines.lines.count > limit {
      // Breaking is greedy, so the first lines do not depend on how many more are wanted.
      let lines = known.lines.lines
      return lines.count > limit ? Array(lines[..<(limit + 1)]) : lines
    }
    let lines = LineBreaker(text: text).lines(width: width, limit: limit)
    lineBreakingPasses += 1
    if let replaced = broken.removeValue(forKey: key) { brokenLineCount -= replaced.lines.lines.count }
    if brokenLineCount + lines.count > lineLimit {
      broken.removeAll()
      brokenLineCount = 0
    }
    if lines.count <= lineLimit {
      broken[key] = (text, BrokenLines(lines: lines, complete: lines.count <= limit))
      brokenLineCount += lines.count
    }
    return lines
  }
}
