/// A property of a standard-library or Foundation value layoutc evaluates, by the type that
/// declares it and its name (the raw value, as Swift spells it). Sema resolves a member to one
/// of these once (`TypeFacts.builtins`); the evaluator switches on it, every case handled.
public enum BuiltinProperty: String, CaseIterable, Sendable {
  case arrayCount = "Array.count"
  case arrayIsEmpty = "Array.isEmpty"
  case arrayFirst = "Array.first"
  case arrayLast = "Array.last"
  case arrayIndices = "Array.indices"
  case rangeCount = "Range.count"
  case rangeIsEmpty = "Range.isEmpty"
  case rangeLowerBound = "Range.lowerBound"
  case rangeUpperBound = "Range.upperBound"
  case rangeIndices = "Range.indices"
  case stringCount = "String.count"
  case stringIsEmpty = "String.isEmpty"
  case dictionaryCount = "Dictionary.count"
  case dictionaryIsEmpty = "Dictionary.isEmpty"
  /// `CustomStringConvertible.description` of a number or a UUID: what an interpolation shows.
  case description = "CustomStringConvertible.description"
  case uuidString = "UUID.uuidString"
  case isInfinite = "FloatingPoint.isInfinite"
  case isFinite = "FloatingPoint.isFinite"
  case isNaN = "FloatingPoint.isNaN"
  case isZero = "FloatingPoint.isZero"
  case magnitude = "FloatingPoint.magnitude"
}

/// A property of a CoreGraphics geometry value layoutc evaluates (`CGRect.midX`), apart from
/// `BuiltinProperty` because layout code reads and assigns these parts without the checker.
public enum GeometryProperty: String, CaseIterable, Sendable {
  case sizeWidth = "CGSize.width"
  case sizeHeight = "CGSize.height"
  case pointX = "CGPoint.x"
  case pointY = "CGPoint.y"
  case rectOrigin = "CGRect.origin"
  case rectSize = "CGRect.size"
  case rectWidth = "CGRect.width"
  case rectHeight = "CGRect.height"
  case rectMinX = "CGRect.minX"
  case rectMidX = "CGRect.midX"
  case rectMaxX = "CGRect.maxX"
  case rectMinY = "CGRect.minY"
  case rectMidY = "CGRect.midY"
  case rectMaxY = "CGRect.maxY"
}

/// A method of a standard-library value layoutc evaluates: a floating-point number's rounding,
/// `String`'s case conversions and the `Sequence` and `Collection` operations specs use.
public enum BuiltinMethod: String, CaseIterable, Sendable {
  case rounded = "FloatingPoint.rounded"
  case squareRoot = "FloatingPoint.squareRoot"
  case uppercased = "String.uppercased"
  case lowercased = "String.lowercased"
  case enumerated = "Sequence.enumerated"
  /// BidirectionalCollection's `reversed()`, a lazy `ReversedCollection`.
  case reversed = "BidirectionalCollection.reversed"
  /// Sequence's `reversed()`, an Array: the one a sequence that is not bidirectional has.
  case sequenceReversed = "Sequence.reversed"
  case sorted = "Sequence.sorted"
  case shuffled = "Sequence.shuffled"
  case filter = "Sequence.filter"
  case map = "Sequence.map"
  case compactMap = "Sequence.compactMap"
  case contains = "Sequence.contains"
  case allSatisfy = "Sequence.allSatisfy"
  case reduce = "Sequence.reduce"
  case max = "Sequence.max"
  case min = "Sequence.min"
  case prefix = "Sequence.prefix"
  case suffix = "Sequence.suffix"
  case dropFirst = "Sequence.dropFirst"
  case dropLast = "Sequence.dropLast"
  case append = "Array.append"
  case rectInsetBy = "CGRect.insetBy"
  case rectOffsetBy = "CGRect.offsetBy"
  // SwiftUI's `Path`, built in a shape's `path(in:)`: each mutates the path it is called on.
  case pathMove = "Path.move"
  case pathAddLine = "Path.addLine"
  case pathAddLines = "Path.addLines"
  case pathAddRect = "Path.addRect"
  case pathAddRoundedRect = "Path.addRoundedRect"
  case pathAddEllipse = "Path.addEllipse"
  case pathAddArc = "Path.addArc"
  case pathAddQuadCurve = "Path.addQuadCurve"
  case pathAddCurve = "Path.addCurve"
  case pathCloseSubpath = "Path.closeSubpath"
}

/// A free function of the standard library or Foundation layoutc evaluates.
public enum BuiltinFunction: String, CaseIterable, Sendable {
  case min, max, abs, ceil, floor, round, sqrt, cos, sin, zip, print, debugPrint
}

/// An initializer of a standard-library or Foundation type layoutc evaluates: the numeric and
/// string conversions, the collections built from a sequence, `UUID` and `Date`. The raw value
/// is the initializer as Swift spells it; overloads told apart by their argument's type
/// (`Int(_:)` of a String or of a number) are separate ids.
public enum BuiltinInitializer: String, CaseIterable, Sendable {
  /// `Int(_ source: Double)` and the other numeric conversions to Int.
  case int = "Int.init(_:)"
  /// `Int(_ description: String) -> Int?`.
  case intParsing = "Int.init(_: String)"
  /// `Int(x)` of an assumed `x`: `Int` or `Int?` depending on a type layoutc cannot see.
  case intOfAssumed = "Int.init(_: <assumed>)"
  case double = "Double.init(_:)"
  case cgFloat = "CGFloat.init(_:)"
  case float = "Float.init(_:)"
  /// `String()`.
  case emptyString = "String.init()"
  /// `String(x)` of a number, a string or a character.
  case string = "String.init(_:)"
  case stringDescribing = "String.init(describing:)"
  /// `String(format:_:)`, also with `arguments:` or `locale:`.
  case stringFormat = "String.init(format:)"
  case stringRepeating = "String.init(repeating:count:)"
  case array = "Array.init(_:)"
  case arrayRepeating = "Array.init(repeating:count:)"
  /// `Set()`, its element type from the context.
  case emptySet = "Set.init()"
  case set = "Set.init(_:)"
  case dictionary = "Dictionary.init(uniqueKeysWithValues:)"
  case uuid = "UUID.init()"
  case uuidString = "UUID.init(uuidString:)"
  case date = "Date.init()"
  case dateSince1970 = "Date.init(timeIntervalSince1970:)"
  case dateSinceReferenceDate = "Date.init(timeIntervalSinceReferenceDate:)"
  case dateSinceNow = "Date.init(timeIntervalSinceNow:)"
}

/// Which builtin a member access or call resolved to (`TypeFacts.builtins`).
public enum BuiltinID: Sendable, Equatable {
  case property(BuiltinProperty)
  case geometry(GeometryProperty)
  case method(BuiltinMethod)
  case function(BuiltinFunction)
  case initializer(BuiltinInitializer)

  public var signature: BuiltinSignature {
    switch self {
    case .property(let id): id.signature
    case .geometry(let id): id.signature
    case .method(let id): id.signature
    case .function(let id): id.signature
    case .initializer(let id): id.signature
    }
  }
}
