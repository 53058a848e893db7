import LayoutcSource
import LayoutcSyntax

/// An enum declared in the module (`enum Kind { case text, image }`), with what Swift
/// synthesises for it: raw values (`enum Category: String { case food, drinks = "Drinks" }`),
/// `init(rawValue:)` and `allCases`.
public final class EnumInfo: Sendable {
  public let decl: TypeDecl
  public let file: SourceFile
  public let cases: [EnumCaseElement]
  /// The qualified name (`Outer.Kind`).
  public let name: String
  /// The raw type written first in the inheritance clause (`String`, `Int`), nil without one.
  public let rawType: String?
  /// Each case's raw value in declaration order (explicit, else implicit), by case name; empty
  /// without a raw type or where a raw value is invalid (reported by `Declare`).
  public let rawValues: [String: RawValue]

  init(decl: TypeDecl, name: String, file: SourceFile, cases: [EnumCaseElement], rawType: String? = nil, rawValues: [String: RawValue] = [:]) {
    self.decl = decl
    self.name = name
    self.file = file
    self.cases = cases
    self.rawType = rawType
    self.rawValues = rawValues
  }

  /// Whether every case is bare: `CaseIterable` is synthesised only then (SE-0194).
  public var hasOnlyBareCases: Bool { cases.allSatisfy { $0.associatedValues.isEmpty } }

  /// A computed property declared in the enum's body (`var title: String { switch self { … } }`).
  public func computedProperty(named name: String) -> VariableDecl? {
    for m in decl.members { if case .variable(let v) = m.kind, v.name == name, !v.isStatic, v.getter != nil { return v } }
    return nil
  }

  /// The instance methods of that name declared in the enum's body.
  public func methods(named name: String) -> [FunctionDecl] {
    decl.members.compactMap { if case .function(let f) = $0.kind, f.name == name, !f.isStatic { f } else { nil } }
  }

  /// The kinds of raw type Swift synthesises `RawRepresentable` for from literals: integer
  /// types count up from the previous integer (or 0), `String` takes the case's name, the
  /// others need every value written (The Swift Programming Language, "Raw Values").
  public enum RawKind: Sendable { case integer, floatingPoint, string, character }

  /// Standard type aliases apps write as raw types, and the types they stand for (Foundation's
  /// `typealias TimeInterval = Double`, the standard library's `Float32`, `Float64`).
  public static let standardAliases: [String: String] = [
    "TimeInterval": "Double", "Float32": "Float", "Float64": "Double", "NSInteger": "Int", "NSUInteger": "UInt",
  ]

  public static func rawKind(_ typeName: String) -> RawKind? {
    switch typeName {
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": .integer
    case "Double", "Float", "CGFloat", "Float16", "Float80": .floatingPoint
    case "String": .string
    case "Character": .character
    default: nil
    }
  }
}

/// A raw value of an enum case, as the literal that gives it (or the implicit one).
public enum RawValue: Sendable, Hashable {
  case integer(Int)
  case floatingPoint(Double)
  case string(String)
}
