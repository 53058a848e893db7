/// Builds small sfnt files in memory, so tests can reach table formats the bundled Inter does not
/// use (a `kern` table, a TrueType collection, a GPOS extension lookup) and corrupt them at will.
struct SyntheticFont {
  var tables: [String: [UInt8]] = [:]

  /// A font with glyphs 0 (.notdef), 1 'A', 2 'V', 3 'a', advances 500/600/700/400 at 1000 upem.
  static func basic() -> SyntheticFont {
    var font = SyntheticFont()
    font.tables["head"] = Bytes().u32(0x0001_0000).u32(0).u32(0).u32(0x5F0F_3CF5).u16(0).u16(1000).pad(to: 54).bytes
    font.tables["hhea"] = Bytes().u32(0x0001_0000).i16(800).i16(-200).i16(100).pad(to: 34).u16(4).bytes
    font.tables["maxp"] = Bytes().u32(0x0000_5000).u16(4).bytes
    font.tables["hmtx"] = Bytes().u16(500).i16(0).u16(600).i16(0).u16(700).i16(0).u16(400).i16(0).bytes
    font.tables["cmap"] = cmapFormat4(segments: [(0x41, 0x41, 1), (0x56, 0x56, 2), (0x61, 0x61, 3)])
    return font
  }

  /// A format 4 cmap from (first, last, firstGlyph) segments, using idDelta only.
  static func cmapFormat4(segments: [(UInt16, UInt16, UInt16)]) -> [UInt8] {
    let all = segments + [(0xFFFF, 0xFFFF, 0)]
    let segCountX2 = UInt16(all.count * 2)
    var sub = Bytes().u16(4).u16(UInt16(16 + all.count * 8)).u16(0).u16(segCountX2).u16(0).u16(0).u16(0)
    for s in all { sub = sub.u16(s.1) }
    sub = sub.u16(0)
    for s in all { sub = sub.u16(s.0) }
    for s in all { sub = sub.u16(s.0 == 0xFFFF ? 1 : s.2 &- s.0) }
    for _ in all { sub = sub.u16(0) }
    return Bytes().u16(0).u16(1).u16(3).u16(1).u32(12).bytes + sub.bytes
  }

  /// The sfnt file: header, directory, tables (4-byte aligned).
  func build(version: UInt32 = 0x0001_0000) -> [UInt8] {
    let tags = tables.keys.sorted()
    var header = Bytes().u32(version).u16(UInt16(tags.count)).u16(0).u16(0).u16(0)
    var body: [UInt8] = []
    var offset = 12 + 16 * tags.count
    for tag in tags {
      let data = tables[tag]!
      header = header.tag(tag).u32(0).u32(UInt32(offset)).u32(UInt32(data.count))
      let padded = data + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4)
      body += padded
      offset += padded.count
    }
    return header.bytes + body
  }

  /// A one-font TrueType collection wrapping `font` (its offsets shifted by the 16-byte header).
  static func collection(of font: SyntheticFont) -> [UInt8] {
    let inner = font.build()
    var shifted = inner
    let count = Int(inner[4]) << 8 | Int(inner[5])
    for index in 0..<count {  // move every table offset by the TTC header's size
      let at = 12 + 16 * index + 8
      let old = inner[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      let new = old + 16
      shifted[at] = UInt8(new >> 24)
      shifted[at + 1] = UInt8(new >> 16 & 0xFF)
      shifted[at + 2] = UInt8(new >> 8 & 0xFF)
      shifted[at + 3] = UInt8(new & 0xFF)
    }
    return Bytes().tag("ttcf").u16(1).u16(0).u32(1).u32(16).bytes + shifted
  }
}

/// A big-endian byte writer for building tables.
struct Bytes {
  var bytes: [UInt8] = []

  func u16(_ value: UInt16) -> Bytes {
    var copy = self
    copy.bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    return copy
  }

  func i16(_ value: Int16) -> Bytes { u16(UInt16(bitPattern: value)) }

  func u32(_ value: UInt32) -> Bytes { u16(UInt16(value >> 16)).u16(UInt16(value & 0xFFFF)) }

  func tag(_ tag: String) -> Bytes {
    var copy = self
    copy.bytes += Array(tag.utf8.prefix(4))
    return copy
  }

  func pad(to length: Int) -> Bytes {
    var copy = self
    if copy.bytes.count < length { copy.bytes += [UInt8](repeating: 0, count: length - copy.bytes.count) }
    return copy
  }
}
