/// A JSON document as a value whose object members keep the order they were written in.
///
/// Foundation's `JSONSerialization` sorts or scrambles keys and prints numbers differently on
/// Linux and macOS; goldens must be byte-identical everywhere, so layoutc builds its JSON from
/// this value and prints it with `JSONWriter`.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members in output order. Duplicate keys are written as given; callers avoid them.
  case object([JSONMember])

  /// An integer, stored as a Double: every Int layoutc writes (lines, columns, pixels) is far
  /// below 2^53, where Doubles stop being exact.
  public static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// `.null` when the value is nil, else the value.
  public static func optional(_ value: JSONValue?) -> JSONValue { value ?? .null }

  /// An object from key-value pairs, keeping their order.
  public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(pairs.map { JSONMember($0.key, $0.value) })
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Equatable {
  public var key: String
  public var value: JSONValue

  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// Keeps the literal's order: `["b": 1, "a": 2]` is written with `b` first.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { JSONMember($0.0, $0.1) })
  }
  public init(nilLiteral: ()) { self = .null }
}
