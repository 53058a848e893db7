import Testing
@testable import LayoutcText

/// The reader must answer every input with a font or a `FontError`, never a trap or a hang.
@Suite struct HostileBytesTests {
  static let interBytes = EmbeddedFontData.decodeBase64(EmbeddedFontData.interRegular)!

  @Test func messages() throws {
    #expect(FontError.notAnOpenTypeFont.description == "not an OpenType font")
    #expect(FontError.missingTable("hmtx").description == "missing table 'hmtx'")
    #expect(FontError.truncated("cmap").description == "truncated table 'cmap'")
    #expect(throws: FontError.notAnOpenTypeFont) { try Font(bytes: []) }
    #expect(throws: FontError.notAnOpenTypeFont) { try Font(bytes: Array("%PDF-1.7 not a font".utf8)) }
    #expect(throws: FontError.compressedWebFont) { try Font(bytes: Array("wOF2".utf8) + [0, 0, 0, 0]) }
  }

  @Test func missingTableIsNamed() throws {
    var synthetic = SyntheticFont.basic()
    synthetic.tables["hmtx"] = nil
    #expect(throws: FontError.missingTable("hmtx")) { try Font(bytes: synthetic.build()) }
  }

  @Test func tableRunningPastTheEndIsTruncated() throws {
    let bytes = SyntheticFont.basic().build()
    // Cut inside the last table of the directory ('maxp' sorts last among the five).
    #expect(throws: FontError.truncated("maxp")) { try Font(bytes: Array(bytes.dropLast(4))) }
  }

  @Test func zeroUnitsPerEmIsInvalid() throws {
    var synthetic = SyntheticFont.basic()
    synthetic.tables["head"]![18] = 0
    synthetic.tables["head"]![19] = 0
    let bytes = synthetic.build()
    #expect(throws: FontError.invalidValue(table: "head", reason: "unitsPerEm is 0")) { try Font(bytes: bytes) }
  }

  /// Every prefix length of the synthetic font, and 400 prefix lengths of Inter: each either
  /// parses or throws.
  @Test func everyTruncationThrowsOrParses() {
    let small = SyntheticFont.basic().build()
    for length in 0..<small.count { _ = try? Font(bytes: Array(small.prefix(length))) }
    let step = Self.interBytes.count / 400
    for length in stride(from: 0, to: Self.interBytes.count, by: step) {
      _ = try? Font(bytes: Array(Self.interBytes.prefix(length)))
    }
  }

  /// Random bytes, and Inter with random bytes overwritten (directory, headers and GPOS alike).
  /// A fixed-seed generator keeps the test reproducible.
  @Test func randomAndCorruptedBytes() {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<200 {
      let count = Int(random.next() % 512)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      _ = try? Font(bytes: bytes)
      _ = try? Font(bytes: Array("OTTO".utf8) + bytes)
    }
    let small = SyntheticFont.basic().build()
    for _ in 0..<300 {
      var bytes = small
      for _ in 0..<4 { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
      if let font = try? Font(bytes: bytes) { measureSomething(with: font) }
    }
    for _ in 0..<40 {
      var bytes = Self.interBytes
      for _ in 0..<64 {
        // Bias towards the front: the directory and the small header tables.
        let limit = random.next() % 2 == 0 ? 2048 : bytes.count
        bytes[Int(random.next() % UInt64(limit))] = UInt8(truncatingIfNeeded: random.next())
      }
      if let font = try? Font(bytes: bytes) { measureSomething(with: font) }
    }
  }

  /// A corrupted font that still parses must still measure without trapping.
  private func measureSomething(with font: Font) {
    let measurer = TextMeasurer(text: "AVa Hello\nwrap-me", face: font, size: 17, lineLimit: 2)
    _ = measurer.layout(for: .init(width: 30, height: nil))
    _ = measurer.layout(for: .zero)
  }
}

/// A tiny deterministic generator (SplitMix64), so random tests fail the same way every run.
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
