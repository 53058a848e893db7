/// A piece of a string literal as the lexer found it: cooked text (escapes resolved) or the
/// byte range of an interpolated expression `\( ... )`, which the parser lexes and parses.
public enum StringSegmentToken: Sendable, Hashable {
  case text(String)
  case interpolation(start: Int, end: Int)
}
