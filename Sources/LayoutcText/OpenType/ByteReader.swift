/// A bounds-checked, big-endian view of a slice of a font file.
///
/// Why: a font file comes from the user and may be truncated or hostile. Every read goes through
/// this type, which checks the range first and throws `FontError.truncated(table)` instead of
/// trapping; offsets are `Int` and never overflow because every addition is checked against `count`
/// before it is used. All OpenType numbers are big-endian (OpenType spec, "Data types").
struct ByteReader: Sendable {
  let bytes: [UInt8]
  /// Where this view starts in `bytes`, and how many bytes it may read.
  let base: Int
  let count: Int
  /// The table name used in error messages ("cmap").
  let table: String

  init(bytes: [UInt8], table: String) {
    self.bytes = bytes
    self.base = 0
    self.count = bytes.count
    self.table = table
  }

  private init(bytes: [UInt8], base: Int, count: Int, table: String) {
    self.bytes = bytes
    self.base = base
    self.count = count
    self.table = table
  }

  /// The sub-range `offset ..< offset + length` as its own reader (for a table or a subtable).
  func slice(at offset: Int, length: Int, table name: String? = nil) throws -> ByteReader {
    try check(offset, length)
    return ByteReader(bytes: bytes, base: base + offset, count: length, table: name ?? table)
  }

  /// The range from `offset` to the end of this view (subtables whose length is implied).
  func slice(from offset: Int) throws -> ByteReader {
    try check(offset, 0)
    return ByteReader(bytes: bytes, base: base + offset, count: count - offset, table: table)
  }

  func contains(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  func check(_ offset: Int, _ length: Int) throws {
    guard contains(offset, length) else { throw FontError.truncated(table) }
  }

  func uint8(_ offset: Int) throws -> UInt8 {
    try check(offset, 1)
    return bytes[base + offset]
  }

  func uint16(_ offset: Int) throws -> UInt16 {
    try check(offset, 2)
    let i = base + offset
    return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }

  func int16(_ offset: Int) throws -> Int16 {
    Int16(bitPattern: try uint16(offset))
  }

  func uint32(_ offset: Int) throws -> UInt32 {
    try check(offset, 4)
    let i = base + offset
    return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
  }

  /// A 16-bit value as an `Int` (counts and offsets).
  func int(_ offset: Int) throws -> Int { Int(try uint16(offset)) }
}

/// A four-character table tag as the number it is stored as ('cmap' = 0x636D6170).
func tagValue(_ tag: String) -> UInt32 {
  var value: UInt32 = 0
  for byte in tag.utf8.prefix(4) { value = value << 8 | UInt32(byte) }
  return value
}

/// The printable form of a stored tag, for messages.
func tagName(_ value: UInt32) -> String {
  let scalars = [24, 16, 8, 0].map { shift -> Character in
    let byte = UInt8(truncatingIfNeeded: value >> UInt32(shift))
    return (32...126).contains(byte) ? Character(Unicode.Scalar(byte)) : "?"
  }
  return String(scalars)
}
