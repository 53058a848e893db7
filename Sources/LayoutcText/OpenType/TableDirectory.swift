/// The table directory at the start of an sfnt file: which tables the font has and where they are.
///
/// OpenType spec, "Organization of an OpenType font": a 12-byte header (sfntVersion, numTables, …)
/// then one 16-byte record per table (tag, checksum, offset, length). A TrueType collection ('ttcf')
/// starts with its own header listing the offset of each font's directory; we take the first font
/// (index 0): a user who wants another face of a collection can extract it.
struct TableDirectory: Sendable {
  let file: ByteReader
  /// Tag → (offset, length) within `file`.
  private let records: [UInt32: (offset: Int, length: Int)]

  /// sfnt versions the spec allows: TrueType outlines, CFF outlines ('OTTO'), and Apple's 'true'.
  private static let sfntVersions: Set<UInt32> = [0x0001_0000, tagValue("OTTO"), tagValue("true")]

  init(bytes: [UInt8]) throws {
    let file = ByteReader(bytes: bytes, table: "table directory")
    guard file.contains(0, 4) else { throw FontError.notAnOpenTypeFont }
    let magic = try file.uint32(0)
    if magic == tagValue("wOFF") || magic == tagValue("wOF2") { throw FontError.compressedWebFont }
    var start = 0
    if magic == tagValue("ttcf") {
      // TTC header: tag, version (2×uint16), numFonts, then numFonts Offset32 values.
      let fonts = try file.uint32(8)
      guard fonts > 0 else { throw FontError.invalidValue(table: "ttcf", reason: "no fonts in the collection") }
      start = Int(try file.uint32(12))
    }
    guard file.contains(start, 4), Self.sfntVersions.contains(try file.uint32(start)) else {
      throw FontError.notAnOpenTypeFont
    }
    let numTables = try file.int(start + 4)
    var records: [UInt32: (offset: Int, length: Int)] = [:]
    for index in 0..<numTables {
      let record = start + 12 + 16 * index
      let tag = try file.uint32(record)
      let offset = Int(try file.uint32(record + 8))
      let length = Int(try file.uint32(record + 12))
      if records[tag] == nil { records[tag] = (offset, length) }
    }
    self.file = ByteReader(bytes: bytes, table: "table directory")
    self.records = records
  }

  func has(_ tag: String) -> Bool { records[tagValue(tag)] != nil }

  /// The table's bytes, or nil if the font does not have it. A table that runs past the end of
  /// the file is an error (`truncated table 'tag'`), not an absent table.
  func optionalTable(_ tag: String) throws -> ByteReader? {
    guard let record = records[tagValue(tag)] else { return nil }
    guard file.contains(record.offset, record.length) else { throw FontError.truncated(tag) }
    return try file.slice(at: record.offset, length: record.length, table: tag)
  }

  func table(_ tag: String) throws -> ByteReader {
    guard let table = try optionalTable(tag) else { throw FontError.missingTable(tag) }
    return table
  }

  var tags: [String] { records.keys.sorted().map(tagName) }
}
