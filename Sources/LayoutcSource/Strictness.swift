/// How a file's names are read: the one switch between the two inputs of docs/language.md.
///
/// A spec (`.ui`) is strict: every name must be known, and an unknown view, modifier or value
/// is an error. The app's own Swift (`.swift`) is tolerant: what layoutc cannot model (a name
/// from another module, an API outside the vocabulary, logic it cannot evaluate) is *assumed*
/// and reported as an `assumed.*` note, never silently. `--strict` and `--tolerant` override
/// the default for every input of a run.
public enum Strictness: String, Sendable {
  case strict
  case tolerant

  /// The default for a path: tolerant for Swift sources, strict for everything else (specs,
  /// standard input).
  public static func `default`(forPath path: String) -> Strictness {
    path.hasSuffix(".swift") ? .tolerant : .strict
  }
}
