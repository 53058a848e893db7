import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// A runtime value of the evaluator. Deterministic by construction: `UUID()` and `Date()`
/// yield numbered stand-ins, and struct fields keep declaration order.
public indirect enum Value: Hashable, Sendable, CustomStringConvertible {
  case int(Int)
  case double(Double)
  case string(String)
  case bool(Bool)
  case array([Value])
  /// `[key: value]`, pairs in the literal's order (read by key only: Swift's own order is
  /// unspecified, so iterating one is not evaluated).
  case dictionary(keys: [Value], values: [Value])
  /// `lower..<upper` or `lower...upper`.
  case range(Int, Int, closed: Bool)
  case tuple([Value], labels: [String?])
  /// An instance of a data struct, fields in declaration order.
  case record(type: String, fields: [Field])
  /// An enum case, or an implicit member not yet given a type (`.leading`, `.title`), or a
  /// catalog value type's method applied to a value, the receiver first among the arguments
  /// (`.title.bold()` is `bold(title)`).
  case member(type: String?, name: String, arguments: [Value])
  case none
  /// A fresh value from `UUID()`, `Date()`, `Int.random`: the number of the call in this
  /// evaluation, so output is stable while identity still changes on every evaluation.
  case fresh(kind: String, serial: Int)
  case keyPath([String])
  /// A closure, evaluated later (alignment guides, ForEach rows, actions).
  case closure(ClosureValue)
  /// A `Binding` (`$profile.username`, `$items[0]`): the path written after `$`, and the value
  /// it reads where it was made, as the control it is given shows it.
  case binding(String, Value)
  /// Alignment-guide dimensions supplied by the layout engine while it runs a closure.
  case dimensions(DimensionsBox)
  /// A view not yet evaluated: a `let` of a view, or a view passed as an argument.
  case view(ViewThunk)
  /// A value a tolerant file assumes (docs/language.md, "Assumptions"), by the name of the
  /// assumption it rests on (`AppTheme.accent`, `item`): never computed with, never shown
  /// without that name (`Instance.assumptions`).
  case opaque(String)
  /// One subview of a custom layout while its code runs (`LayoutSubview`): the engine answers
  /// its questions (`CustomLayoutRun`).
  case subview(SubviewReference)

  /// The text a title argument shows (`Toggle("Wi-Fi", isOn:)`): a string, or an assumed
  /// value's placeholder (`Button(.save, action:)`, a generated catalog symbol); nil otherwise.
  public var titleText: String? {
    switch self {
    case .string(let s): s
    case .opaque: description
    default: nil
    }
  }

  public struct Field: Hashable, Sendable {
    public var name: String
    public var value: Value
    public init(_ name: String, _ value: Value) { self.name = name; self.value = value }
  }

  public var description: String {
    switch self {
    case .int(let i): String(i)
    case .double(let d): ValueFormat.number(d)
    case .string(let s): PrintableText.escaped(s, quoted: true)
    case .bool(let b): String(b)
    case .array(let a): "[" + a.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let keys, let values):
      keys.isEmpty ? "[:]" : "[" + zip(keys, values).map { "\($0): \($1)" }.joined(separator: ", ") + "]"
    case .range(let l, let u, let closed): "\(l)\(closed ? "..." : "..<")\(u)"
    case .tuple(let vs, let labels):
      "(" + zip(vs, labels).map { v, l in (l.map { $0 + ": " } ?? "") + v.description }.joined(separator: ", ") + ")"
    case .record(let type, let fields):
      type + "(" + fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    case .member(_, let name, let args):
      "." + name + (args.isEmpty ? "" : "(" + args.map(\.description).joined(separator: ", ") + ")")
    case .none: "nil"
    case .fresh(let kind, let serial): "\(kind)#\(serial)"
    case .keyPath(let c): "\\." + c.joined(separator: ".")
    case .closure: "{ … }"
    case .binding(let path, _): "$" + path
    case .dimensions: "ViewDimensions"
    case .view: "some View"
    case .opaque(let name): Assumptions.placeholder(name)
    case .subview(let r): "LayoutSubview(\(r.index))"
    }
  }

  public var asDouble: Double? {
    switch self {
    case .int(let i): Double(i)
    case .double(let d): d
    default: nil
    }
  }
  public var asInt: Int? {
    switch self {
    case .int(let i): i
    case .double(let d) where d.isFinite && d.rounded() == d && abs(d) < 9e15: Int(d)
    default: nil
    }
  }
  public var asBool: Bool? { if case .bool(let b) = self { b } else { nil } }
  public var asString: String? { if case .string(let s) = self { s } else { nil } }

  /// The assumptions this value rests on: its own, or its parts' (an array of opaque items).
  /// `!assumptions.isEmpty`, without collecting them.
  public var hasAssumptions: Bool {
    switch self {
    case .opaque: return true
    case .array(let vs), .tuple(let vs, _), .member(_, _, let vs): return vs.contains(where: \.hasAssumptions)
    case .record(_, let fields): return fields.contains(where: \.value.hasAssumptions)
    case .binding(_, let v): return v.hasAssumptions
    default: return false
    }
  }

  public var assumptions: [String] {
    switch self {
    case .opaque(let n): return [n]
    case .array(let vs), .tuple(let vs, _), .member(_, _, let vs): return vs.flatMap(\.assumptions)
    case .record(_, let fields): return fields.flatMap(\.value.assumptions)
    case .binding(_, let v): return v.assumptions
    default: return []
    }
  }

  /// The elements of a collection value (arrays, ranges).
  /// An array, range or dictionary: a value whose `map` is a sequence's, not an Optional's.
  public var isCollection: Bool {
    switch self {
    case .array, .range, .dictionary: true
    default: false
    }
  }

  public var elements: [Value]? {
    switch self {
    case .array(let a): return a
    case .range(let l, let u, let closed):
      if !closed && u == Int.min { return [] }
      let upper = closed ? u : u - 1
      return upper < l ? [] : (l...upper).map { .int($0) }
    default: return nil
    }
  }

  /// A String's Characters (grapheme clusters), each a one-character string, as a loop or
  /// `Array(_:)` visits them; nil for any other value.
  public var characters: [Value]? {
    if case .string(let s) = self { s.map { .string(String($0)) } } else { nil }
  }

  /// How many elements `elements` would hold, without making them (`0..<Int.max`).
  public var elementCount: Int? {
    switch self {
    case .array(let a): return a.count
    case .range(let l, let u, let closed):
      let (d, o) = u.subtractingReportingOverflow(l)
      if o { return u < l ? 0 : Int.max }
      return d < 0 ? 0 : closed ? (d == Int.max ? Int.max : d + 1) : d
    default: return nil
    }
  }

  public func field(_ name: String) -> Value? {
    switch self {
    case .record(_, let fields): return fields.first { $0.name == name }?.value
    case .tuple(let vs, let labels):
      if let i = labels.firstIndex(of: name) { return vs[i] }
      if let i = Int(name), i < vs.count { return vs[i] }
      return nil
    default: return nil
    }
  }
}

/// A closure with the scope it was created in.
public struct ClosureValue: Hashable, Sendable {
  public let expr: Expr
  public let closure: Closure
  let environment: Environment
  /// The file the closure is written in: its body reports and places views there wherever it
  /// is called (a closure passed to a helper declared in another file).
  let file: SourceFile?

  public static func == (a: ClosureValue, b: ClosureValue) -> Bool { a.expr === b.expr }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(expr)) }
}

/// A view expression with the scope it appeared in, evaluated where it is used.
public struct ViewThunk: Hashable, Sendable {
  public let expr: Expr
  let environment: Environment
  /// The file the expression is written in (`self` in an `extension View` helper declared in
  /// another file is evaluated inside the helper's body, but its views and notes are here).
  let file: SourceFile?
  /// A gradient passed as a shape style (`fill(LinearGradient(…))`): its arguments evaluated
  /// where it was written, as `.record(type: "LinearGradient", fields:)`, so it can be drawn.
  public internal(set) var style: Value? = nil

  public static func == (a: ViewThunk, b: ViewThunk) -> Bool { a.expr === b.expr }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(expr)) }
}

/// What the layout engine exposes to an alignment-guide closure: the view's size and its
/// other guides (`d[.bottom]`, `d.width`).
public protocol GuideDimensions: Sendable {
  var width: Double { get }
  var height: Double { get }
  func guide(_ reference: GuideReference) -> Double?
}

public struct DimensionsBox: Hashable, Sendable {
  public let dimensions: any GuideDimensions
  public init(_ d: any GuideDimensions) { dimensions = d }
  public static func == (a: DimensionsBox, b: DimensionsBox) -> Bool { true }
  public func hash(into h: inout Hasher) {}
}

/// Number formatting that never depends on the locale: integers without a fraction, others
/// with Swift's shortest round-trip form.
public enum ValueFormat {
  public static func number(_ d: Double) -> String {
    if d.isFinite && d.rounded() == d && abs(d) < 1e15 { return String(Int(d)) }
    return String(d)
  }
}
