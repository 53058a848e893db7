/// Why a font file could not be read. Every failure of the reader is one of these values: the reader
/// never traps on hostile bytes, it reports what it could not make sense of.
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file does not start with an sfnt version (TrueType 0x00010000, 'OTTO', 'true') or 'ttcf'.
  case notAnOpenTypeFont
  /// A WOFF/WOFF2 web font: compressed, so it must be decompressed to .ttf/.otf first.
  case compressedWebFont
  /// A table the measurer needs is absent from the table directory.
  case missingTable(String)
  /// A table (or the directory, named "table directory") ends before the data it announces.
  case truncated(String)
  /// A table holds a value that makes no sense (unitsPerEm of 0, an unknown version, …).
  case invalidValue(table: String, reason: String)

  public var description: String {
    switch self {
    case .notAnOpenTypeFont: "not an OpenType font"
    case .compressedWebFont: "a WOFF web font: convert it to .otf or .ttf first"
    case .missingTable(let tag): "missing table '\(tag)'"
    case .truncated(let what): what == "table directory" ? "truncated table directory" : "truncated table '\(what)'"
    case .invalidValue(let table, let reason): "invalid table '\(table)': \(reason)"
    }
  }
}
