/// A HEIC (HEIF) image's size, from its ISO base media file boxes (ISO/IEC 14496-12, 4.2: a box
/// is a 32-bit big-endian size, including its header, and a four-letter type; size 1 puts a
/// 64-bit size after the type, size 0 runs to the end of the file). The `meta` box holds the
/// primary item's id (`pitm`), the item properties (`iprp` → `ipco`, numbered from 1) and which
/// of them each item has (`ipma`); the image spatial extents property `ispe` holds the width and
/// height (ISO/IEC 23008-12, 6.5.3), and an `irot` of 90° or 270° swaps them as displayed (6.5.10).
/// Only the `meta` box and the three boxes it leads to are entered, so nesting is bounded.
extension ImageHeader {
  /// `ftyp` first, with a HEIF brand.
  static func looksLikeHEIC(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8) else { return false }
    let brands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]
    return brands.contains(String(decoding: bytes[8..<12], as: UTF8.self))
  }

  private struct Box {
    var type: String
    /// The box's contents, after its header.
    var body: Range<Int>
  }

  /// The boxes in `range`, in order; nil when one runs past the range or is shorter than its header.
  private static func boxes(_ bytes: [UInt8], in range: Range<Int>) -> [Box]? {
    var out: [Box] = []
    var i = range.lowerBound
    while i < range.upperBound {
      guard i + 8 <= range.upperBound else { return nil }
      var size = bigEndian(bytes, i, 4)
      var header = 8
      if size == 1 {
        guard i + 16 <= range.upperBound, bytes[i + 8] == 0, bytes[i + 9] == 0, bytes[i + 10] == 0, bytes[i + 11] == 0 else { return nil }
        size = bigEndian(bytes, i + 12, 4)
        header = 16
      } else if size == 0 {
        size = range.upperBound - i
      }
      guard size >= header, i + size <= range.upperBound else { return nil }
      out.append(Box(type: String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self), body: (i + header)..<(i + size)))
      i += size
    }
    return out
  }

  static func heic(_ bytes: [UInt8]) -> Result<Size, Problem> {
    let truncated = Problem(text: "truncated or malformed HEIC box in the file's first \(bytes.count) bytes")
    guard let top = boxes(bytes, in: 0..<bytes.count) ?? boxesUntilCut(bytes) else { return .failure(truncated) }
    // `meta` is a full box: a version and flags (4 bytes) before its children.
    guard let meta = top.first(where: { $0.type == "meta" }), meta.body.count >= 4,
      let items = boxes(bytes, in: (meta.body.lowerBound + 4)..<meta.body.upperBound)
    else { return .failure(Problem(text: "no HEIC meta box in the file's first \(bytes.count) bytes")) }
    guard let iprp = items.first(where: { $0.type == "iprp" }), let iprpChildren = boxes(bytes, in: iprp.body),
      let ipco = iprpChildren.first(where: { $0.type == "ipco" }), let properties = boxes(bytes, in: ipco.body)
    else { return .failure(Problem(text: "no HEIC item properties")) }
    let extents = properties.indices.filter { properties[$0].type == "ispe" && properties[$0].body.count >= 12 }
    // The primary item's properties, when `pitm` and `ipma` say which they are; else the one extent.
    var chosen = extents.count == 1 ? [extents[0]] : []
    if let primary = primaryItem(bytes, items), let ipma = iprpChildren.first(where: { $0.type == "ipma" }),
      let associated = associations(bytes, ipma.body, item: primary)
    {
      chosen = associated.filter { $0 >= 1 && $0 <= properties.count }.map { $0 - 1 }
    }
    guard let extent = chosen.first(where: { properties[$0].type == "ispe" && properties[$0].body.count >= 12 }) else {
      return .failure(Problem(text: extents.isEmpty ? "no HEIC image extents (ispe)" : "the HEIC primary image's extents are not found"))
    }
    let body = properties[extent].body.lowerBound + 4
    var width = bigEndian(bytes, body, 4), height = bigEndian(bytes, body + 4, 4)
    guard width > 0, height > 0, width < 1 << 31, height < 1 << 31 else { return .failure(Problem(text: "invalid HEIC size \(width)×\(height)")) }
    if let rotation = chosen.first(where: { properties[$0].type == "irot" && properties[$0].body.count >= 1 }),
      bytes[properties[rotation].body.lowerBound] & 1 == 1
    {
      swap(&width, &height)
    }
    return .success(Size(width: Double(width), height: Double(height)))
  }

  /// The top-level boxes up to the last whole one, when the file was read only in part: the
  /// `meta` box comes before the image data (`mdat`) that is cut off.
  private static func boxesUntilCut(_ bytes: [UInt8]) -> [Box]? {
    var end = 0
    var out: [Box] = []
    while end + 8 <= bytes.count, let next = boxes(bytes, in: end..<min(bytes.count, end + max(8, bigEndian(bytes, end, 4)))), next.count == 1 {
      out.append(next[0])
      end = next[0].body.upperBound
    }
    return out.isEmpty ? nil : out
  }

  /// `pitm`: version 0 holds a 16-bit item id, version 1 a 32-bit one.
  private static func primaryItem(_ bytes: [UInt8], _ items: [Box]) -> Int? {
    guard let pitm = items.first(where: { $0.type == "pitm" }), pitm.body.count >= 6 else { return nil }
    let version = bytes[pitm.body.lowerBound]
    if version == 0 { return bigEndian(bytes, pitm.body.lowerBound + 4, 2) }
    return pitm.body.count >= 8 ? bigEndian(bytes, pitm.body.lowerBound + 4, 4) : nil
  }

  /// The property indices `ipma` associates with `item`: per entry an item id (16 bits, 32 in
  /// version 1), a count, and per association 7 bits of index (15 when flags bit 0 is set) after
  /// an "essential" bit.
  private static func associations(_ bytes: [UInt8], _ body: Range<Int>, item: Int) -> [Int]? {
    guard body.count >= 8 else { return nil }
    let version = bytes[body.lowerBound], wide = bytes[body.lowerBound + 3] & 1 == 1
    let idSize = version < 1 ? 2 : 4, indexSize = wide ? 2 : 1
    var i = body.lowerBound + 8
    for _ in 0..<bigEndian(bytes, body.lowerBound + 4, 4) {
      guard i + idSize + 1 <= body.upperBound else { return nil }
      let id = bigEndian(bytes, i, idSize)
      let count = Int(bytes[i + idSize])
      i += idSize + 1
      guard i + count * indexSize <= body.upperBound else { return nil }
      if id == item {
        return (0..<count).map { k in bigEndian(bytes, i + k * indexSize, indexSize) & (wide ? 0x7FFF : 0x7F) }
      }
      i += count * indexSize
    }
    return nil
  }
}
