/// The standard-library, Foundation and CoreGraphics names layoutc evaluates, each an id
/// (`BuiltinProperty`, `BuiltinMethod`, `BuiltinFunction`) with its signature. The platform's
/// other names are only known (`PlatformNames`, where every name here is listed too); these
/// are the ones with a meaning: Sema types them from the signature and records the id, the
/// evaluator computes them by the id.
public enum Builtins {
  /// The property `name` of a value of type `receiver` (`Array`, `ClosedRange`), if layoutc
  /// evaluates it.
  public static func property(_ name: String, of receiver: String) -> BuiltinProperty? {
    properties[receiver + "." + name]
  }

  /// The geometry property `name` of a CoreGraphics value of type `receiver` (`CGRect`).
  public static func geometryProperty(_ name: String, of receiver: String) -> GeometryProperty? {
    GeometryProperty(rawValue: receiver + "." + name)
  }

  /// The properties of a value of type `receiver`, in the table's order: for suggestions.
  public static func properties(of receiver: String) -> [BuiltinID] {
    BuiltinProperty.allCases.filter { $0.signature.receivers.contains(receiver) }.map(BuiltinID.property)
      + GeometryProperty.allCases.filter { $0.signature.receivers.contains(receiver) }.map(BuiltinID.geometry)
  }

  /// The method `name` of a value of type `receiver` called with `labels`: the receiver's
  /// own, else a `Sequence` method when `isSequence` (the caller knows the receiver's element
  /// type).
  public static func method(_ name: String, of receiver: String, isSequence: Bool, labels: [String?]) -> BuiltinMethod? {
    guard let id = methods[receiver + "." + name] ?? (isSequence ? methods["Sequence." + name] : nil) else { return nil }
    // `reduce(into:_:)` is not evaluated, only `reduce(_:_:)`.
    if id == .reduce, labels != id.signature.labels { return nil }
    return id
  }

  /// The methods' names, for suggestions.
  public static let methodNames: [String] = BuiltinMethod.allCases.map(\.signature.name)

  /// The free function `name`, if layoutc evaluates it.
  public static func function(_ name: String) -> BuiltinFunction? { BuiltinFunction(rawValue: name) }

  /// The initializers of `type` (`Int`, `String`, `UUID`) whose labels are `labels`, in the
  /// table's order; several when only the argument's type tells them apart (`Int(_:)`).
  /// `String(format:)` takes any arguments after its format.
  public static func initializers(of type: String, labels: [String?]) -> [BuiltinInitializer] {
    (initializers[type] ?? []).filter { id in
      id == .stringFormat ? labels.first == "format" : id.signature.labels == labels
    }
  }

  /// Whether layoutc evaluates some initializer of `type`: a call of another is then a value
  /// of that type it does not compute, never one it guesses.
  public static func hasInitializers(_ type: String) -> Bool { initializers[type] != nil }

  private static let initializers: [String: [BuiltinInitializer]] = Dictionary(
    grouping: BuiltinInitializer.allCases, by: { $0.signature.receivers[0] })

  private static let properties: [String: BuiltinProperty] = Dictionary(
    BuiltinProperty.allCases.flatMap { id in id.signature.receivers.map { ($0 + "." + id.signature.name, id) } },
    uniquingKeysWith: { a, _ in a })

  private static let methods: [String: BuiltinMethod] = Dictionary(
    BuiltinMethod.allCases.flatMap { id in id.signature.receivers.map { ($0 + "." + id.signature.name, id) } },
    uniquingKeysWith: { a, _ in a })
}

/// The floating-point types layoutc computes with, `FloatingPoint`'s members' receivers.
private let floatingPoint = ["Double", "CGFloat", "Float"]

extension BuiltinProperty {
  public var signature: BuiltinSignature {
    switch self {
    case .arrayCount: .property(["Array"], "count", .int)
    case .arrayIsEmpty: .property(["Array"], "isEmpty", .bool)
    case .arrayFirst: .property(["Array"], "first", .optional(.element))
    case .arrayLast: .property(["Array"], "last", .optional(.element))
    case .arrayIndices: .property(["Array"], "indices", .generic("Range", [.int]))
    case .rangeCount: .property(["Range", "ClosedRange"], "count", .int)
    case .rangeIsEmpty: .property(["Range", "ClosedRange"], "isEmpty", .bool)
    case .rangeLowerBound: .property(["Range", "ClosedRange"], "lowerBound", .element)
    case .rangeUpperBound: .property(["Range", "ClosedRange"], "upperBound", .element)
    // `Range<Int>.Indices` is the range's own type; layoutc's ranges are of Int.
    case .rangeIndices: .property(["Range", "ClosedRange"], "indices", .generic("Range", [.int]))
    case .stringCount: .property(["String"], "count", .int)
    case .stringIsEmpty: .property(["String"], "isEmpty", .bool)
    // `keys` and `values` are left out: their order is Swift's hash order, not the literal's.
    case .dictionaryCount: .property(["Dictionary", "Set"], "count", .int)
    case .dictionaryIsEmpty: .property(["Dictionary", "Set"], "isEmpty", .bool)
    case .description: .property(["Int", "Double", "CGFloat", "Float", "UUID"], "description", .string)
    case .uuidString: .property(["UUID"], "uuidString", .string)
    case .isInfinite: .property(floatingPoint, "isInfinite", .bool)
    case .isFinite: .property(floatingPoint, "isFinite", .bool)
    case .isNaN: .property(floatingPoint, "isNaN", .bool)
    case .isZero: .property(floatingPoint, "isZero", .bool)
    case .magnitude: .property(floatingPoint, "magnitude", .receiver)
    }
  }
}

extension GeometryProperty {
  public var signature: BuiltinSignature {
    let cgFloat = BuiltinType.named("CGFloat")
    return switch self {
    case .sizeWidth: .property(["CGSize"], "width", cgFloat)
    case .sizeHeight: .property(["CGSize"], "height", cgFloat)
    case .pointX: .property(["CGPoint"], "x", cgFloat)
    case .pointY: .property(["CGPoint"], "y", cgFloat)
    case .rectOrigin: .property(["CGRect"], "origin", .named("CGPoint"))
    case .rectSize: .property(["CGRect"], "size", .named("CGSize"))
    case .rectWidth: .property(["CGRect"], "width", cgFloat)
    case .rectHeight: .property(["CGRect"], "height", cgFloat)
    case .rectMinX: .property(["CGRect"], "minX", cgFloat)
    case .rectMidX: .property(["CGRect"], "midX", cgFloat)
    case .rectMaxX: .property(["CGRect"], "maxX", cgFloat)
    case .rectMinY: .property(["CGRect"], "minY", cgFloat)
    case .rectMidY: .property(["CGRect"], "midY", cgFloat)
    case .rectMaxY: .property(["CGRect"], "maxY", cgFloat)
    }
  }
}

extension BuiltinMethod {
  public var signature: BuiltinSignature {
    let predicate = BuiltinType.function([.element], .bool)
    return switch self {
    // `rounded()` or `rounded(_:)` with a `FloatingPointRoundingRule`.
    case .rounded: .method(floatingPoint, "rounded", [nil], [.named("FloatingPointRoundingRule")], .receiver)
    case .squareRoot: .method(floatingPoint, "squareRoot", [], [], .receiver)
    case .uppercased: .method(["String"], "uppercased", [], [], .string)
    case .lowercased: .method(["String"], "lowercased", [], [], .string)
    case .enumerated: .method(["Sequence"], "enumerated", [], [], .generic("EnumeratedSequence", [.receiver]))
    case .reversed: .method(["Sequence"], "reversed", [], [], .generic("ReversedCollection", [.receiver]))
    case .sequenceReversed: .method(["EnumeratedSequence"], "reversed", [], [], .array(.element))
    // `sorted()` or `sorted(by:)`.
    case .sorted: .method(["Sequence"], "sorted", ["by"], [.function([.element, .element], .bool)], .array(.element))
    case .shuffled: .method(["Sequence"], "shuffled", [], [], .array(.element))
    case .filter: .method(["Sequence"], "filter", [nil], [predicate], .array(.element))
    case .map: .method(["Sequence"], "map", [nil], [.function([.element], .closureResult)], .array(.closureResult))
    case .compactMap:
      .method(["Sequence"], "compactMap", [nil], [.function([.element], .closureResult)], .array(.unwrapped(.closureResult)))
    // `contains(_:)` of an element, or `contains(where:)`.
    case .contains: .method(["Sequence"], "contains", [nil], [.element], .bool)
    case .allSatisfy: .method(["Sequence"], "allSatisfy", [nil], [predicate], .bool)
    case .reduce: .method(["Sequence"], "reduce", [nil, nil], [.argument(0), .function([.argument(0), .element], .argument(0))], .argument(0))
    // `max()` or `max(by:)`.
    case .max: .method(["Sequence"], "max", ["by"], [.function([.element, .element], .bool)], .optional(.element))
    case .min: .method(["Sequence"], "min", ["by"], [.function([.element, .element], .bool)], .optional(.element))
    case .prefix: .method(["Sequence"], "prefix", [nil], [.int], .subSequence)
    case .suffix: .method(["Sequence"], "suffix", [nil], [.int], .subSequence)
    // `dropFirst()` or `dropFirst(_:)`.
    case .dropFirst: .method(["Sequence"], "dropFirst", [nil], [.int], .subSequence)
    case .dropLast: .method(["Sequence"], "dropLast", [nil], [.int], .subSequence)
    // `append(_:)` or `append(contentsOf:)`.
    case .append: .method(["Array"], "append", [nil], [.element], .void)
    // CoreGraphics: the rectangle moved in by `dx`, `dy` on each side (null when that leaves a
    // negative size), or moved by them (developer.apple.com/documentation/corefoundation/cgrect).
    case .rectInsetBy: .method(["CGRect"], "insetBy", ["dx", "dy"], [.named("CGFloat"), .named("CGFloat")], .named("CGRect"))
    case .rectOffsetBy: .method(["CGRect"], "offsetBy", ["dx", "dy"], [.named("CGFloat"), .named("CGFloat")], .named("CGRect"))
    // SwiftUI.swiftinterface, `struct Path`'s mutating methods (their `transform:` parameters,
    // defaulted to the identity, are not taken).
    case .pathMove: .method(["Path"], "move", ["to"], [point], .void)
    case .pathAddLine: .method(["Path"], "addLine", ["to"], [point], .void)
    case .pathAddLines: .method(["Path"], "addLines", [nil], [.array(point)], .void)
    case .pathAddRect: .method(["Path"], "addRect", [nil], [rect], .void)
    // `addRoundedRect(in:cornerSize:style:)` (its style `.continuous` by default).
    case .pathAddRoundedRect:
      .method(["Path"], "addRoundedRect", ["in", "cornerSize", "style"], [rect, .named("CGSize"), .named("RoundedCornerStyle")], .void)
    case .pathAddEllipse: .method(["Path"], "addEllipse", ["in"], [rect], .void)
    case .pathAddArc:
      .method(["Path"], "addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"],
        [point, .named("CGFloat"), .named("Angle"), .named("Angle"), .bool], .void)
    case .pathAddQuadCurve: .method(["Path"], "addQuadCurve", ["to", "control"], [point, point], .void)
    case .pathAddCurve: .method(["Path"], "addCurve", ["to", "control1", "control2"], [point, point, point], .void)
    case .pathCloseSubpath: .method(["Path"], "closeSubpath", [], [], .void)
    }
  }

  /// Whether the method changes the value it is called on (`items.append(x)`,
  /// `path.addLine(to: p)`): run as a statement on a local, the local keeps the new value.
  public var isMutating: Bool {
    switch self {
    case .append, .pathMove, .pathAddLine, .pathAddLines, .pathAddRect, .pathAddRoundedRect, .pathAddEllipse, .pathAddArc,
      .pathAddQuadCurve, .pathAddCurve, .pathCloseSubpath:
      true
    default: false
    }
  }
}

extension BuiltinInitializer {
  public var signature: BuiltinSignature {
    let double = BuiltinType.named("Double")
    return switch self {
    // Of any number: `Int(_ source: Double)`, `Int(_ source: CGFloat)`, `Int(_ value: Int)`.
    case .int: .initializer("Int", [nil], [.any], .int)
    case .intParsing: .initializer("Int", [nil], [.string], .optional(.int))
    case .intOfAssumed: .initializer("Int", [nil], [.any], .int)
    case .double: .initializer("Double", [nil], [.any], double)
    case .cgFloat: .initializer("CGFloat", [nil], [.any], .named("CGFloat"))
    case .float: .initializer("Float", [nil], [.any], .named("Float"))
    case .emptyString: .initializer("String", [], [], .string)
    case .string: .initializer("String", [nil], [.any], .string)
    case .stringDescribing: .initializer("String", ["describing"], [.any], .string)
    // Foundation's `init(format: String, _ arguments: any CVarArg...)`.
    case .stringFormat: .initializer("String", ["format"], [.string], .string)
    case .stringRepeating: .initializer("String", ["repeating", "count"], [.string, .int], .string)
    case .array: .initializer("Array", [nil], [.any], .array(.argumentElement(0)))
    case .arrayRepeating: .initializer("Array", ["repeating", "count"], [.any, .int], .array(.argument(0)))
    // The element type is the context's: `@State var ids: Set<Int> = Set()`.
    case .emptySet: .initializer("Set", [], [], .contextual)
    case .set: .initializer("Set", [nil], [.any], .generic("Set", [.argumentElement(0)]))
    // A sequence of `(key, value)` pairs: `Dictionary<Key, Value>`.
    case .dictionary: .initializer("Dictionary", ["uniqueKeysWithValues"], [.any], .generic("Dictionary", [.argumentElement(0)]))
    case .uuid: .initializer("UUID", [], [], .named("UUID"))
    // Foundation: `init?(uuidString string: String)`.
    case .uuidString: .initializer("UUID", ["uuidString"], [.string], .optional(.named("UUID")))
    case .date: .initializer("Date", [], [], .named("Date"))
    case .dateSince1970: .initializer("Date", ["timeIntervalSince1970"], [double], .named("Date"))
    case .dateSinceReferenceDate: .initializer("Date", ["timeIntervalSinceReferenceDate"], [double], .named("Date"))
    case .dateSinceNow: .initializer("Date", ["timeIntervalSinceNow"], [double], .named("Date"))
    }
  }
}

private let point = BuiltinType.named("CGPoint")
private let rect = BuiltinType.named("CGRect")

extension BuiltinFunction {
  public var signature: BuiltinSignature {
    let number = BuiltinType.argument(0)
    return switch self {
    case .min: .function("min", [nil, nil], [.commonNumeric, .commonNumeric], .commonNumeric)
    case .max: .function("max", [nil, nil], [.commonNumeric, .commonNumeric], .commonNumeric)
    case .abs: .function("abs", [nil], [number], number)
    // Foundation's, over `Double` and `CGFloat`.
    case .ceil: .function("ceil", [nil], [number], number)
    case .floor: .function("floor", [nil], [number], number)
    case .round: .function("round", [nil], [number], number)
    case .sqrt: .function("sqrt", [nil], [number], number)
    case .cos: .function("cos", [nil], [number], number)
    case .sin: .function("sin", [nil], [number], number)
    case .zip: .function("zip", [nil, nil], [.any, .any], .generic("Zip2Sequence", [.argument(0), .argument(1)]))
    // `print(_ items: Any..., separator: String = " ", terminator: String = "\n")`.
    case .print: .function("print", [nil, "separator", "terminator"], [.any, .string, .string], .void)
    case .debugPrint: .function("debugPrint", [nil, "separator", "terminator"], [.any, .string, .string], .void)
    }
  }
}
