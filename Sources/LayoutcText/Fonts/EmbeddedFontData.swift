/// The bundled Inter faces, compiled into the binary so that a fresh clone measures text with no
/// font installed and no resource bundle to find (LayoutcText may not import Foundation, which
/// `Bundle.module` needs).
///
/// Each face is a base64 string literal in a generated file (`Embedded*.swift`, written by
/// `generate-embedded-fonts.py` from Debian's fonts-inter), holding only the metric tables. Why a
/// string and not `[UInt8]`: a 108 KB array literal takes 14 s to compile (type checking 108,000
/// integer literals), the same bytes as base64 0.1 s (docs/text.md, "Bundled font").
enum EmbeddedFontData {
  /// Decodes base64, skipping line breaks and indentation. Returns nil on any other character or a
  /// bad length; the generated data is valid, so nil here means the file was edited by hand.
  ///
  /// Every `--frames` run decodes the three faces (~460 KB of base64) before its first Text, so
  /// this is start-up time: the loop reads the bytes in place and classifies each through a
  /// 256-entry table instead of a chain of range comparisons (a third of the instructions of a
  /// 50-line spec's run went here; docs/performance.md).
  static func decodeBase64(_ text: String) -> [UInt8]? {
    var text = text
    let values = base64Values
    return text.withUTF8 { utf8 in
      var count = 0
      var failed = false
      let bytes = [UInt8](unsafeUninitializedCapacity: utf8.count * 3 / 4 + 3) { buffer, initialized in
        var accumulator: UInt32 = 0
        var bits = 0
        var padding = 0
        for character in utf8 {
          let value = values[Int(character)]
          if value >= 64 {
            switch value {
            case skip: continue
            case pad: padding += 1; continue
            default: failed = true; return
            }
          }
          guard padding == 0 else { failed = true; return }  // data after '='
          accumulator = accumulator << 6 | UInt32(value)
          bits += 6
          if bits >= 8 {
            bits -= 8
            buffer[count] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
            count += 1
            accumulator &= (1 << UInt32(bits)) - 1
          }
        }
        failed = padding > 2
        initialized = count
      }
      return failed ? nil : bytes
    }
  }

  /// Marks in `base64Values`: whitespace to skip, the `=` padding, anything else invalid.
  private static let skip: UInt8 = 0xFE, pad: UInt8 = 0xFD, invalid: UInt8 = 0xFF

  /// Each byte's 6-bit value (A–Z, a–z, 0–9, +, /), or one of the marks above.
  private static let base64Values: [UInt8] = {
    var table = [UInt8](repeating: invalid, count: 256)
    for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
      table[Int(c)] = UInt8(i)
    }
    for c in " \n\r\t".utf8 { table[Int(c)] = skip }
    table[Int(UInt8(ascii: "="))] = pad
    return table
  }()
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
