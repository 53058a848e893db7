/// The faces text is measured with: a regular face and, optionally, semibold and bold ones.
///
/// Weight → face: bold and heavier take `bold`; semibold takes `semibold` (else `bold`); medium
/// and lighter take `regular`. This is CSS Fonts 4's matching rule ("font-weight" §5.2: a desired
/// weight up to 500 looks lighter first, above 500 heavier first) restricted to the three faces a
/// user can name (`--font`, `--font-bold`), so a missing face never makes text lighter than asked
/// for above 500. With only a regular face, every weight measures with it (docs/text.md).
public struct FontFamily: Sendable {
  public let regular: Font
  public let semibold: Font?
  public let bold: Font?

  public init(regular: Font, semibold: Font? = nil, bold: Font? = nil) {
    self.regular = regular
    self.semibold = semibold
    self.bold = bold
  }

  /// The face to measure `weight` with.
  public func face(for weight: FontWeight) -> Font {
    if weight >= .bold { return bold ?? semibold ?? regular }
    if weight >= .semibold { return semibold ?? bold ?? regular }
    return regular
  }
}
