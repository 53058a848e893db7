/// Prints a `JSONValue` the same way on every platform and in every locale.
///
/// - Object members keep their given order.
/// - Integral numbers print without a fraction (`12`, not `12.0`); other finite numbers print
///   with Swift's shortest representation that reads back to the same Double (`0.1`,
///   `1.5e-07`). Swift's formatting never consults the locale. NaN and infinities, which JSON
///   cannot express, print as `null`.
/// - Strings escape `"`, `\` and control characters; other characters, non-ASCII included,
///   are written as UTF-8.
/// - Pretty output indents by two spaces and puts `": "` between key and value; compact output
///   has no whitespace at all. Neither adds a final newline: the caller decides.
public struct JSONWriter: Sendable {
  public var pretty: Bool

  public init(pretty: Bool = true) {
    self.pretty = pretty
  }

  public func string(_ value: JSONValue) -> String {
    // UTF-8 bytes, decoded once at the end: appending to a byte array is a store, where
    // appending to a String re-checks its storage on every call (a `--frames` document of a
    // 100,000-view spec is ~250 MB, and per-call String overhead would dominate its time).
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// The value printed as UTF-8 bytes (`JSONStream` does the printing).
  public func bytes(_ value: JSONValue) -> [UInt8] {
    var stream = JSONStream(pretty: pretty)
    stream.value(value)
    return stream.finish(newline: false)
  }

  /// The number as JSON text; see the type's comment for the rules.
  public static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    // 2^53: beyond it not every integer is a Double, and `description` switches to exponents.
    if n == n.rounded(.towardZero), abs(n) < 9_007_199_254_740_992 {
      return String(Int64(n))
    }
    return n.description
  }
}

extension JSONValue {
  /// This value printed by a `JSONWriter`.
  public func rendered(pretty: Bool = true) -> String { JSONWriter(pretty: pretty).string(self) }
}
