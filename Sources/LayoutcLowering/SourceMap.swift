import LayoutEngine
import LayoutcCatalog
import LayoutcEval
import LayoutcSource

/// What each layout node stands for in the spec: the view or modifier instance it was lowered
/// from (identity, name, source location, Text's string), so renderers can print frames against
/// the source. Nodes the lowering adds itself (the implicit VStack around a multi-view root, the
/// parts of a ScrollView or Toggle) are marked implicit and point at the instance that caused them.
public struct SourceMap: Sendable {
  public enum Kind: String, Sendable { case view, modifier }

  /// Stored in the order that packs it (Swift lays a struct's fields out as declared): the
  /// small fields last, side by side. What few nodes have (a Text's attributes, a shape's paint,
  /// an image's name, a control's drawing) is kept out of line (`OutOfLine`): inline, those
  /// optionals would make an entry 376 bytes, 57 MB of fresh pages for realistic-100000's 152,000
  /// nodes, most of them holding none.
  public struct Entry: Sendable {
    /// The view's or modifier's name: `Text`, `HStack`, `Toast`, `padding`, `frame`.
    public var type: String
    /// The identity path (`ContentView/HStack/[0]/Text.padding`), printed when asked: an entry
    /// keeps the instance's path, whose prefix it shares with its parent's, not a copy of the
    /// text (a 390-deep chain of 120,000 rows held gigabytes of identity strings).
    public var identity: String { path.description + (implicitType.map { "/(\($0))" } ?? "") }
    /// `identity.utf8.count`, without printing it.
    public var identityLength: Int { path.length + (implicitType.map { $0.utf8.count + 3 } ?? 0) }
    public internal(set) var path: IdentityPath
    /// The type of a node the lowering adds on behalf of the instance at `path` (`/(type)`).
    var implicitType: String?
    public var file: String
    /// Where the view's initializer, or the modifier's name, is written (1-based).
    public var line: Int
    public var column: Int
    /// A Text's string.
    public var text: String?
    /// The assumptions this node's layout rests on (docs/language.md, "Assumptions"): its own
    /// instance's, and its descendants' (a size rests on its children's). Empty when layoutc
    /// models everything beneath it.
    public var assumed: [String] = []
    /// A Text's font, line limit, truncation, alignment and colour, as the environment resolved them.
    @OutOfLine public var textAttributes: TextAttributes? = nil
    /// How the node is drawn: colours, shape styles, opacity and clipping (`--svg`).
    @OutOfLine public var paint: Paint? = nil
    /// An `Image`'s asset or system name.
    @OutOfLine public var imageName: String? = nil
    /// How a control is drawn (`--svg`): a switch, a bar, a chevron; nil for other nodes.
    @OutOfLine public var control: ControlPaint? = nil
    public var kind: Kind
    /// Added by the lowering rather than written in the spec.
    public var isImplicit: Bool
    /// The node's size rests on a metric no source gives (docs/layout.md, "Screen views", lists
    /// each estimate): a control's intrinsic size, a bar's padding. Only the node the estimate
    /// sizes is marked; its ancestors are not (most of them fill their proposal).
    public var isEstimated = false
    /// The catalog view the node was lowered from (`Instance.viewID`), for the lowering's reads
    /// of what it built (a List's background, a NavigationLink row); nil for an implicit node.
    var catalogView: CatalogViewID?
  }

  var entries: [Entry?] = []

  public subscript(id: NodeID) -> Entry? {
    entries.indices.contains(id.rawValue) ? entries[id.rawValue] : nil
  }

  /// Node `id`'s entry read in place, field by field (`EntryInPlace`), nil when the node has
  /// none: renderers visit every node, and `self[id]` copies the whole entry, retaining and
  /// releasing each of its strings and arrays.
  public func withEntry<R>(_ id: NodeID, _ body: (EntryInPlace) -> R) -> R? {
    entries.withUnsafeBufferPointer { buffer in
      guard buffer.indices.contains(id.rawValue), let base = buffer.baseAddress, buffer[id.rawValue] != nil else { return nil }
      return body(EntryInPlace(entry: base + id.rawValue))
    }
  }

  /// An entry where the source map stores it: each property loads only its own field (a borrowed
  /// entry is copied whole when passed on). Lent by `withEntry`, and valid only during that call:
  /// it points into the source map's storage, which nothing changes meanwhile.
  public struct EntryInPlace {
    fileprivate let entry: UnsafePointer<Entry?>

    public var type: String { entry.pointee!.type }
    public var kind: Kind { entry.pointee!.kind }
    public var path: IdentityPath { entry.pointee!.path }
    public var identity: String { entry.pointee!.identity }
    public var identityLength: Int { entry.pointee!.identityLength }
    public var file: String { entry.pointee!.file }
    public var line: Int { entry.pointee!.line }
    public var column: Int { entry.pointee!.column }
    public var text: String? { entry.pointee!.text }
    public var textAttributes: TextAttributes? { entry.pointee!.textAttributes }
    public var isImplicit: Bool { entry.pointee!.isImplicit }
    public var assumed: [String] { entry.pointee!.assumed }
    public var isEstimated: Bool { entry.pointee!.isEstimated }
  }

  /// The assumptions of node `id` (`Entry.assumed`), read in place: a container reads each
  /// child's, and copying the whole entry to read them costs ~1,000 instructions a child.
  func assumed(of id: NodeID) -> [String] {
    entries.indices.contains(id.rawValue) ? entries[id.rawValue]?.assumed ?? [] : []
  }

  /// Makes room for `count` entries at once: an entry is large (~25 fields), and growing the
  /// array by appending copied them all a dozen times on a big tree.
  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
  }

  mutating func set(_ id: NodeID, _ entry: Entry) {
    if id.rawValue == entries.count {
      entries.append(entry)  // a new node, the usual case
      return
    }
    while entries.count <= id.rawValue { entries.append(nil) }
    entries[id.rawValue] = entry
  }
}

/// Finds where a modifier's name is written. An instance's range covers the whole call
/// (`Text("Avocado Toast").padding(10)`); the frames should point at `.padding`, so the range is
/// scanned for the last `.name` outside brackets, strings and comments.
enum ModifierLocator {
  static func location(of modifier: Instance, file: SourceFile?) -> (line: Int, column: Int) {
    let start = range(of: modifier, file: file).start
    return (start.line, start.column)
  }

  /// The range from the modifier's name to the end of its call (`padding(10)`), for diagnostics.
  ///
  /// The scan starts where the modified view's own range ends when that lies inside the call
  /// (`Text("a")|.padding(10)`): scanning each modifier of a long chain from the chain's start
  /// would make chains quadratic. If the text after that point is not a complete suffix of the
  /// call (the view sits inside a Group's braces, its modifiers flattened onto each child), the
  /// whole range is scanned.
  static func range(of modifier: Instance, file: SourceFile?) -> SourceRange {
    let range = modifier.range
    guard let file else { return range }
    let bytes = file.bytes
    let start = max(0, min(range.start.offset, bytes.count))
    let end = max(start, min(range.end.offset, bytes.count))
    let contentEnd = contentEnd(of: modifier)
    let suffix = contentEnd.flatMap { $0 > start && $0 < end ? scan(bytes, from: $0, to: end, name: modifier.name) : nil }
    guard let offset = suffix ?? scan(bytes, from: start, to: end, name: modifier.name) else { return range }
    return SourceRange(start: file.location(at: offset), end: range.end)
  }

  /// Where the modified view's own range ends, when it is in the modifier's file.
  static func contentEnd(of modifier: Instance) -> Int? {
    modifier.children.first.flatMap { $0.file == modifier.file ? $0.range.end.offset : nil }
  }

  /// What `range(of:file:)` depends on besides the modifier's name: the file (its text) and
  /// the call's offsets. Equal keys give one answer.
  struct Call: Hashable {
    let file: ObjectIdentifier?
    let start: Int
    let end: Int
    let contentEnd: Int
    init(_ modifier: Instance, file: SourceFile?) {
      self.file = file.map(ObjectIdentifier.init)
      start = modifier.range.start.offset
      end = modifier.range.end.offset
      contentEnd = ModifierLocator.contentEnd(of: modifier) ?? -1
    }
  }

  /// The offset of the last `.name` outside brackets, strings and comments in `start..<end`, or
  /// nil if there is none or the text closes a bracket it did not open.
  private static func scan(_ bytes: [UInt8], from start: Int, to end: Int, name: String) -> Int? {
    let nameBytes = name.utf8  // compared in place: no array per candidate
    var depth = 0
    var i = start
    var found: Int?
    func isIdentifier(_ b: UInt8) -> Bool {
      (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95
    }
    while i < end {
      let b = bytes[i]
      switch b {
      case UInt8(ascii: "\""):
        // Skip the string literal (escapes included).
        i += 1
        while i < end && bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
      case UInt8(ascii: "/") where i + 1 < end && bytes[i + 1] == UInt8(ascii: "/"):
        while i < end && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }  // CR ends lines too
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
        if depth < 0 { return nil }
      case UInt8(ascii: ".") where depth == 0:
        var j = i + 1
        while j < end && (bytes[j] == 0x20 || bytes[j] == 0x0A || bytes[j] == 0x0D || bytes[j] == 0x09) { j += 1 }
        if j + nameBytes.count <= end, bytes[j..<(j + nameBytes.count)].elementsEqual(nameBytes),
          j + nameBytes.count == end || !isIdentifier(bytes[j + nameBytes.count])
        {
          found = j
        }
      default: break
      }
      i += 1
    }
    return found
  }
}
