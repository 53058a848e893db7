/// The bundled Inter faces, compiled into the binary so that a fresh clone measures text with no
/// font installed and no resource bundle to find (LayoutcText may not import Foundation, which
/// `Bundle.module` needs).
///
/// Each face is a base64 string literal in a generated file (`Embedded*.swift`, written by
/// `generate-embedded-fonts.py` from Debian's fonts-inter), holding only the metric tables. Why a
/// string and not `[UInt8]`: a 108 KB array literal took 14 s to compile (type checking 108,000
/// integer literals), the same bytes as base64 0.1 s (docs/text.md, "Bundled font").
enum EmbeddedFontData {
  /// Decodes base64, skipping line breaks and indentation. Returns nil on any other character or a
  /// bad length; the generated data is valid, so nil here means the file was edited by hand.
  static func decodeBase64(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    var padding = 0
    for character in text.utf8 {
      let value: UInt32
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
      case UInt8(ascii: "+"): value = 62
      case UInt8(ascii: "/"): value = 63
      case UInt8(ascii: "="):
        padding += 1
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
      default: return nil
      }
      guard padding == 0 else { return nil }  // data after '='
      accumulator = accumulator << 6 | value
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
        accumulator &= (1 << UInt32(bits)) - 1
      }
    }
    return padding <= 2 ? bytes : nil
  }
}

/// The fonts layoutc measures with when the user names none: Inter Regular, SemiBold and Bold
/// (SIL Open Font License 1.1, Fonts/OFL-Inter.txt).
public enum BundledFonts {
  /// Inter Regular (weight 400): every text style except headline.
  public static let interRegular: Font = load(EmbeddedFontData.interRegular)
  /// Inter SemiBold (weight 600): `.headline` and `.fontWeight(.semibold)`.
  public static let interSemiBold: Font = load(EmbeddedFontData.interSemiBold)
  /// Inter Bold (weight 700): `.bold()` and `.fontWeight(.bold)` and heavier.
  public static let interBold: Font = load(EmbeddedFontData.interBold)

  /// Regular, semibold and bold Inter as one family.
  public static let inter = FontFamily(regular: interRegular, semibold: interSemiBold, bold: interBold)

  /// The generated data is checked by the tests; a failure here is a build defect, not user input.
  private static func load(_ base64: String) -> Font {
    guard let bytes = EmbeddedFontData.decodeBase64(base64), let font = try? Font(bytes: bytes) else {
      fatalError("the embedded Inter data is corrupt: regenerate it with Fonts/generate-embedded-fonts.py")
    }
    return font
  }
}
