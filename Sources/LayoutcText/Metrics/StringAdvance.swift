extension Font {
  /// The advance of `string` set on one line at `pointSize`: the glyph advances plus the kerning
  /// of each neighbouring pair, in points, trailing spaces included. Hard line breaks are not
  /// lines here; use `TextMeasurer` for laid-out text.
  ///
  ///     BundledFonts.interRegular.advance(of: "AV", pointSize: 17)  // (3808 − 192) × 17 / 2816
  public func advance(of string: String, pointSize: Double) -> Double {
    var units = 0
    var previous: UInt16?
    for scalar in string.unicodeScalars {
      let glyph = glyph(for: scalar)
      if let previous { units += kerning(previous, glyph) }
      units += advance(of: glyph)
      previous = glyph
    }
    return Double(units) * pointSize / Double(unitsPerEm)
  }
}
