import LayoutcSource
import LayoutcSyntax

/// Pass 1 for enums: their cases and the raw values Swift gives them. An enum whose first
/// inherited type is a raw type (`enum Category: String`) is `RawRepresentable`: a case
/// without a written value takes its name (`String`) or counts up from the previous integer
/// (from 0); any other case needs a literal (The Swift Programming Language, "Enumerations:
/// Raw Values"). Errors are swiftc 6.3's, where it puts them.
extension Declare {
  mutating func declareEnum(_ t: TypeDecl, _ name: String, _ file: SourceFile) {
    var cases: [EnumCaseElement] = []
    for m in t.members { if case .enumCase(let els) = m.kind { cases += els } }
    var rawType: String? = nil
    if case .named(let path, let args)? = t.inheritance.first?.kind, args.isEmpty, let last = path.last,
      path.count == 1 || path == ["Swift", last] || path == ["Foundation", last]
    {
      // `enum Delay: TimeInterval`: a raw type named by a standard alias is the aliased type.
      let aliased = EnumInfo.standardAliases[last] ?? last
      if EnumInfo.rawKind(aliased) != nil {
        rawType = aliased
      } else if file.strictness == .tolerant, cases.contains(where: { $0.rawValue != nil }), path.count == 1 {
        // Raw values compile only with a raw type, so in Swift that compiles the first
        // inherited type is one layoutc does not know (a C typedef `u_char`, another module's
        // alias, `LocalizedStringKey`): its raw values are not modelled.
        rawType = last
      }
    }
    var rawValues: [String: RawValue] = [:]
    if let rawType, let kind = EnumInfo.rawKind(rawType) {
      rawValues = self.rawValues(cases, kind, rawType, file)
    } else if rawType != nil {
      // Raw values of a raw type layoutc does not know: `rawValue` reads as not computed.
    } else {
      for c in cases { if let v = c.rawValue { diagnostics.append(SemaDiagnostics.rawValueWithoutRawType.at(v.range, in: file)) } }
    }
    model.enums[name] = EnumInfo(decl: t, name: name, file: file, cases: cases, rawType: rawType, rawValues: rawValues)
  }

  private mutating func rawValues(_ cases: [EnumCaseElement], _ kind: EnumInfo.RawKind, _ rawType: String, _ file: SourceFile) -> [String: RawValue] {
    var result: [String: RawValue] = [:]
    var used: [RawValue: SourceRange] = [:]
    // The previous case's value when it was an integer (written as one, or implicit): a
    // floating-point literal before an implicit value is an error, even `1.0` (swiftc 6.3).
    var previousInteger: Int? = -1
    var valid = true
    for c in cases {
      let value: RawValue
      let at: SourceRange
      if let written = c.rawValue {
        at = written.range
        guard let literal = Self.rawLiteral(written) else {
          diagnostics.append(SemaDiagnostics.rawValueNotLiteral.at(written.range, in: file))
          valid = false
          continue
        }
        guard let converted = Self.converted(literal, to: kind) else {
          diagnostics.append(SemaDiagnostics.rawValueType(Self.literalTypeName(literal), rawType).at(written.range, in: file))
          valid = false
          continue
        }
        value = converted
      } else {
        at = SourceRange(at: c.range.start)
        switch kind {
        case .string: value = .string(c.name)
        case .character:
          diagnostics.append(SemaDiagnostics.rawValueRequired.at(at, in: file))
          valid = false
          continue
        case .integer, .floatingPoint:
          guard let p = previousInteger else {
            diagnostics.append(SemaDiagnostics.rawValueAfterNonInteger.at(at, in: file))
            valid = false
            continue
          }
          let next = p &+ 1
          value = kind == .integer ? .integer(next) : .floatingPoint(Double(next))
        }
      }
      if let first = used[value] {
        diagnostics.append(SemaDiagnostics.rawValueNotUnique.at(at, in: file, notes: [Note("raw value previously used here", file: file.path, range: first)]))
        valid = false
      } else {
        used[value] = at
      }
      switch (c.rawValue.flatMap(Self.rawLiteral), value) {
      case (.integer(let i)?, _), (nil, .integer(let i)): previousInteger = i
      case (nil, .floatingPoint(let d)): previousInteger = Int(d)
      default: previousInteger = nil
      }
      result[c.name] = value
    }
    return valid ? result : [:]
  }

  /// A raw value as written: an integer, floating-point or string literal (signed numbers
  /// included); nil for anything else, which Swift rejects.
  static func rawLiteral(_ e: Expr) -> RawValue? {
    switch e.kind {
    case .integerLiteral(let text): return TypeChecker.integerValue(text).map(RawValue.integer)
    case .floatLiteral(let text): return Double(text.filter { $0 != "_" }).map(RawValue.floatingPoint)
    case .stringLiteral(let segments):
      var text = ""
      for s in segments {
        guard case .text(let t) = s else { return nil }  // an interpolation is not a literal
        text += t
      }
      return .string(text)
    case .prefixOperator("-", let inner):
      switch rawLiteral(inner) {
      case .integer(let i)?: return .integer(-i)
      case .floatingPoint(let d)?: return .floatingPoint(-d)
      default: return nil
      }
    default: return nil
    }
  }

  private static func converted(_ v: RawValue, to kind: EnumInfo.RawKind) -> RawValue? {
    switch (v, kind) {
    case (.integer, .integer), (.floatingPoint, .floatingPoint), (.string, .string): return v
    case (.integer(let i), .floatingPoint): return .floatingPoint(Double(i))
    case (.string(let s), .character): return s.count == 1 ? v : nil
    default: return nil
    }
  }

  private static func literalTypeName(_ v: RawValue) -> String {
    switch v {
    case .integer: "Int"
    case .floatingPoint: "Double"
    case .string: "String"
    }
  }
}
