import LayoutcSource
import LayoutcSyntax

/// Every message of the semantic stage. Where Swift reports the same problem, the wording is
/// swiftc's (swift/include/swift/AST/DiagnosticsSema.def).
enum SemaDiagnostics {
  static func cannotFind(_ name: String) -> DiagnosticMessage {
    .error("sema.cannot-find", "cannot find '\(name)' in scope")
  }
  static func cannotFindType(_ name: String) -> DiagnosticMessage {
    .error("sema.cannot-find-type", "cannot find type '\(name)' in scope")
  }
  static func noMember(_ type: String, _ name: String) -> DiagnosticMessage {
    .error("sema.no-member", "value of type '\(type)' has no member '\(name)'")
  }
  static func typeNoMember(_ type: String, _ name: String) -> DiagnosticMessage {
    .error("sema.no-member", "type '\(type)' has no member '\(name)'")
  }
  static func incorrectLabels(have: String, expected: String) -> DiagnosticMessage {
    .error("sema.argument-labels", "incorrect argument labels in call (have '\(have)', expected '\(expected)')")
  }
  static func noMatchingCall(_ name: String, _ have: String) -> DiagnosticMessage {
    .error("sema.no-matching-overload", "no exact matches in call to '\(name)' with arguments '\(have)'")
  }
  /// An implicit member no candidate type has, where the context is a generic parameter
  /// (`.buttonStyle(.borderd)`): swiftc cannot pick a base type.
  static func unresolvedMember(_ name: String) -> DiagnosticMessage {
    .error("sema.implicit-member", "reference to member '\(name)' cannot be resolved without a contextual type")
  }
  static func cannotInferBase(_ name: String) -> DiagnosticMessage {
    .error("sema.implicit-member", "cannot infer contextual base in reference to member '\(name)'")
  }
  static let previewBody = DiagnosticMessage.error(
    "sema.preview-body", "missing argument for parameter 'body' in macro expansion")
  /// Swift has no truthiness: its message names the test to write instead.
  static func notACondition(_ type: String) -> DiagnosticMessage {
    let t = sugared(type)
    if t.hasSuffix("?") {
      return .error("sema.condition", "optional type '\(t)' cannot be used as a boolean; test for '!= nil' instead")
    }
    if ["Int", "Double", "CGFloat", "Float"].contains(t) {
      return .error("sema.condition", "type '\(t)' cannot be used as a boolean; test for '!= 0' instead")
    }
    return .error("sema.condition", "cannot convert value of type '\(t)' to expected condition type 'Bool'")
  }
  /// swiftc's message for an operator no declaration provides; `--`/`++` (removed by SE-0004)
  /// carry its fix-it text.
  static func cannotFindOperator(_ op: String) -> DiagnosticMessage {
    let advice = op == "--" ? "; did you mean '-= 1'?" : op == "++" ? "; did you mean '+= 1'?" : ""
    return .error("sema.cannot-find-operator", "cannot find operator '\(op)' in scope\(advice)")
  }
  static let juxtaposedUnaryOperators = DiagnosticMessage.error(
    "sema.juxtaposed-operators", "unary operators must not be juxtaposed; parenthesize inner expression")
  static func unaryOperator(_ op: String, _ type: String) -> DiagnosticMessage {
    .error("sema.unary-operator", "unary operator '\(op)' cannot be applied to an operand of type '\(sugared(type))'")
  }
  static let intAsBoolean = DiagnosticMessage.error(
    "sema.int-as-boolean", "type 'Int' cannot be used as a boolean; test for '== 0' instead")
  static func interpolationLabels(_ labels: String, localized: Bool) -> DiagnosticMessage {
    .error("sema.interpolation-labels",
      localized ? "no exact matches in call to instance method 'appendInterpolation'"
        : "incorrect argument label in call (have '\(labels)', expected '_:default:')")
  }
  static func notFormatSpecifiable(_ type: String) -> DiagnosticMessage {
    .error("sema.format-specifiable",
      "instance method 'appendInterpolation(_:specifier:)' requires that '\(sugared(type))' conform to '_FormatSpecifiable'")
  }
  /// layoutc's own: Foundation would print garbage or crash for these at run time.
  static func specifierMismatch(_ spec: String, _ type: String) -> DiagnosticMessage {
    .error("sema.format-specifier", "format specifier '\(spec)' does not convert a value of type '\(type)'")
  }
  static func unsupportedSpecifier(_ spec: String) -> DiagnosticMessage {
    .error("sema.format-specifier",
      "format specifier '\(spec)' is not supported: use one conversion of %d, %i, %ld, %lld, %f, %F or %lf, with flags, width and precision")
  }
  static func binaryOperator(_ op: String, _ a: String, _ b: String) -> DiagnosticMessage {
    .error("sema.binary-operator", "binary operator '\(op)' cannot be applied to operands of type '\(sugared(a))' and '\(sugared(b))'")
  }
  static let wrapperOnLet = DiagnosticMessage.error(
    "sema.wrapper-on-let", "property wrapper can only be applied to a 'var'")
  static func assignToLet(_ name: String) -> DiagnosticMessage {
    .error("sema.assign-immutable", "cannot assign to property: '\(name)' is a 'let' constant")
  }
  static func assignToGetOnly(_ name: String) -> DiagnosticMessage {
    .error("sema.assign-immutable", "cannot assign to property: '\(name)' is a get-only property")
  }
  static func unknownEnvironmentKey(_ key: String) -> DiagnosticMessage {
    .error("sema.environment-key", "layoutc does not know the environment value '\\.\(key)'")
  }
  /// swiftc 6.3's wording for `Child(value: n)` where the parameter is a `Binding<Int>`.
  static func useWrapper(_ name: String, _ from: String, _ to: String) -> DiagnosticMessage {
    .error("sema.type-mismatch", "cannot convert value '\(name)' of type '\(from)' to expected type '\(to)', use wrapper instead")
  }
  static let assignToImmutableSelf = DiagnosticMessage.error(
    "sema.assign-immutable", "cannot assign to property: 'self' is immutable")
  static func extraArgumentNamed(_ label: String) -> DiagnosticMessage {
    .error("sema.extra-argument", "extra argument '\(label)' in call")
  }
  static let extraArgument = DiagnosticMessage.error("sema.extra-argument", "extra argument in call")
  static func extraneousLabel(_ label: String) -> DiagnosticMessage {
    .error("sema.argument-labels", "extraneous argument label '\(label):' in call")
  }
  static func missingArgument(_ label: String) -> DiagnosticMessage {
    .error("sema.missing-argument", "missing argument for parameter '\(label)' in call")
  }
  /// An unlabeled parameter left without an argument, by its position from 1.
  static func missingArgument(position: Int) -> DiagnosticMessage {
    .error("sema.missing-argument", "missing argument for parameter #\(position) in call")
  }
  /// `Array(5)`, `zip(1, xs)`: `function` is swiftc's name for the callee.
  static func notASequence(_ type: String, in function: String) -> DiagnosticMessage {
    .error("sema.not-a-sequence", "\(function) requires that '\(type)' conform to 'Sequence'")
  }
  static func cannotConvertReturn(_ from: String, _ to: String) -> DiagnosticMessage {
    .error("sema.type-mismatch", "cannot convert return expression of type '\(sugared(from))' to return type '\(sugared(to))'")
  }
  /// `let x: CGFloat = "wide"` (swiftc 6.3's wording).
  static func cannotConvertSpecified(_ from: String, _ to: String) -> DiagnosticMessage {
    .error("sema.type-mismatch", "cannot convert value of type '\(sugared(from))' to specified type '\(sugared(to))'")
  }
  static func cannotConvert(_ from: String, _ to: String) -> DiagnosticMessage {
    .error("sema.type-mismatch", "cannot convert value of type '\(sugared(from))' to expected argument type '\(sugared(to))'")
  }

  /// Swift's messages spell `Optional<CGFloat>` as `CGFloat?` (the types report does not).
  static func sugared(_ type: String) -> String {
    guard let r = type.firstRange(of: "Optional<") else { return type }
    var depth = 1
    var i = r.upperBound
    while i < type.endIndex {
      if type[i] == "<" { depth += 1 }
      // The `>` of a function type's `->` closes nothing.
      if type[i] == ">", type[type.index(before: i)] != "-" { depth -= 1; if depth == 0 { break } }
      i = type.index(after: i)
    }
    guard i < type.endIndex else { return type }
    let inner = sugared(String(type[r.upperBound..<i]))
    let wrapped = inner.contains(" ") ? "(\(inner))?" : inner + "?"
    return String(type[..<r.lowerBound]) + wrapped + sugared(String(type[type.index(after: i)...]))
  }
  static func notAView(_ type: String) -> DiagnosticMessage {
    .error("sema.not-a-view", "type '\(type)' does not conform to protocol 'View'")
  }
  static func notConforming(_ type: String, _ proto: String) -> DiagnosticMessage {
    .error("sema.not-conforming", "type '\(type)' does not conform to protocol '\(proto)'")
  }
  static let previewStatement = DiagnosticMessage.error(
    "sema.preview-statement", "a 'previews' property lists views: this statement is not one")
  static func previewModifierArgument(_ name: String) -> DiagnosticMessage {
    .error("sema.preview-modifier", "'\(name)' takes a literal layoutc can read: '.fixed(width:height:)', '.sizeThatFits', '.device' or a string")
  }
  /// layoutc lays previews out on one device (docs/layout.md): another is not modelled. An
  /// error in a strict spec; in tolerant Swift the preview rests on that named assumption.
  static func previewDeviceNotModelled(_ name: String, _ strictness: Strictness) -> DiagnosticMessage {
    let text = "'\(name)' is not modelled: the preview is laid out on layoutc's device"
    return strictness == .strict ? .error("sema.preview-device", text) : .warning("sema.preview-device", text)
  }
  static func noInitializer(_ type: String) -> DiagnosticMessage {
    .error("sema.no-initializer", "class '\(type)' has no initializers")
  }
  /// A deprecated API that is still available: swiftc warns and compiles it.
  static func deprecated(_ message: String) -> DiagnosticMessage {
    .warning("sema.deprecated", message)
  }
  /// A closure without `@ViewBuilder` whose statements return nothing (swiftc 6.3).
  static let voidNotAView = DiagnosticMessage.error("sema.not-a-view", "type '()' cannot conform to 'View'")
  static let controlFlowInBuilder = DiagnosticMessage.error(
    "sema.builder-control-flow", "closure containing control flow statement cannot be used with result builder 'ViewBuilder'")
  /// swiftc 6.3 names the closure's types; layoutc's message leaves them out.
  static let throwInBuilder = DiagnosticMessage.error(
    "sema.builder-throw", "invalid conversion from throwing function to non-throwing function type")
  static let mismatchedOpaqueReturns = DiagnosticMessage.error(
    "sema.opaque-mismatch",
    "function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types")
  static func returnHasType(_ type: String) -> String { "return statement has underlying type '\(type)'" }
  static let noReturn = DiagnosticMessage.error(
    "sema.opaque-no-return",
    "function declares an opaque return type, but has no return statements in its body from which to infer an underlying type")
  static func circularGlobal(_ name: String) -> DiagnosticMessage {
    .error("sema.circular-reference", "circular reference: the initial value of '\(name)' depends on '\(name)' itself")
  }
  static func globalChainTooDeep(_ limit: Int) -> DiagnosticMessage {
    .error("sema.too-deep", "globals initialised from other globals nest too deeply: more than \(limit) levels")
  }
  /// A type whose printed form passes `TypeSize`'s limits (views used twice per level double).
  static func typeTooLarge(_ limit: Int) -> DiagnosticMessage {
    .error("sema.type-too-large", "the type of this expression is too large: more than \(limit) characters when printed")
  }
  static func recursiveOpaque(_ name: String) -> DiagnosticMessage {
    .error("sema.recursive-opaque", "function opaque return type was inferred as '\(name)', which defines the opaque type in terms of itself")
  }
  static func redeclaration(_ name: String) -> DiagnosticMessage {
    .error("sema.redeclaration", "invalid redeclaration of '\(name)'")
  }
  static func unknownMacro(_ name: String) -> DiagnosticMessage {
    .error("sema.unknown-macro", "no macro named '\(name)'")
  }
  static let previewTraits = DiagnosticMessage.error(
    "sema.preview-traits", "#Preview traits must be '.fixedLayout(width:height:)' or '.sizeThatFitsLayout'")
  static let assetArguments = DiagnosticMessage.error(
    "sema.asset-arguments", "#asset takes a name literal and numeric 'width:' and 'height:' literals")
  static func ternaryMismatch(_ a: String, _ b: String) -> DiagnosticMessage {
    .error("sema.ternary-mismatch", "result values in '? :' expression have mismatching types '\(a)' and '\(b)'")
  }
  static func unsupportedExpression(_ what: String) -> DiagnosticMessage {
    .error("sema.unsupported", "\(what) is not supported in layout specs")
  }
  static func notIdentifiable(_ type: String) -> DiagnosticMessage {
    .error("sema.not-identifiable", "referencing initializer 'init(_:content:)' on 'ForEach' requires that '\(type)' conform to 'Identifiable'")
  }
  static func integerOverflow(_ literal: String, _ type: String) -> DiagnosticMessage {
    .error("sema.literal-overflow", "integer literal '\(literal)' overflows when stored into '\(type)'")
  }
  /// A view made and dropped in a body typed from its `return`s (the builder is off there).
  static func unusedView(_ callee: Expr) -> DiagnosticMessage {
    switch callee.kind {
    case .identifier(let name): .warning("sema.unused-result", "result of '\(name)' initializer is unused")
    case .member(_, let name, _): .warning("sema.unused-result", "result of call to '\(name)' is unused")
    default: .warning("sema.unused-result", "result of view initializer is unused")
    }
  }
  /// An expression layoutc could not give a type to, where no other error explains why: the
  /// invariant "every member has a type or an error" (docs/testing.md, "Invariants") never
  /// leaves it silent.
  static func untyped(_ what: String) -> DiagnosticMessage {
    .error("sema.untyped", "cannot infer the type of \(what)")
  }
  /// A tolerant file's assumption (`Assumptions.swift`): a note, never a failure.
  static func assumed(_ kind: Assumption.Kind, _ name: String) -> DiagnosticMessage {
    let id = "assumed." + kind.rawValue
    switch kind {
    case .view: return .init(id, .note, "assumed view '\(name)': an opaque view, not in layoutc's vocabulary or this module")
    case .modifier: return .init(id, .note, "assumed modifier '\(name)': laid out as its content")
    case .value: return .init(id, .note, "assumed value '\(name)': declared outside this module")
    case .type: return .init(id, .note, "assumed type '\(name)': declared outside this module")
    case .member: return .init(id, .note, "assumed member '\(name)': not in layoutc's vocabulary")
    case .generic: return .init(id, .note, "assumed generic argument '\(name)': layoutc could not infer it (Swift can, from a closure's body)")
    case .initializer: return .init(id, .note, "assumed view '\(name)': an initializer declared in this module that layoutc cannot evaluate")
    }
  }
  /// swiftc 6.3's words for a call that leaves a generic parameter of the view unbound.
  static func genericNotInferred(_ name: String) -> DiagnosticMessage {
    .error("sema.generic-not-inferred", "generic parameter '\(name)' could not be inferred")
  }
  /// A strict spec's initializer in an extension of a SwiftUI view whose body is not one
  /// `self.init(…)`: what layoutc evaluates.
  static func unmodelledInitializer(_ name: String) -> DiagnosticMessage {
    .error("sema.unmodelled-initializer", "initializer '\(name)' is not modelled: its body must be one 'self.init(…)' call")
  }
  /// A name the platform declares (`PlatformNames`) that layoutc does not model: an error in
  /// a strict spec, a note in a tolerant file (there an opaque view or inert modifier).
  /// `kind` is how the platform table spells its kind: "modifier", "view", "type", ...
  static let regexLiteral = DiagnosticMessage.error("sema.not-modelled", "regex literals are Swift that layoutc does not model yet")
  static func notModelled(_ name: String, module: String, kind: String, strict: Bool) -> DiagnosticMessage {
    let article = "AEIO".contains(module.first ?? "S") ? "an" : "a"
    return .init("sema.not-modelled", strict ? .error : .note, "'\(name)' is \(article) \(module) \(kind) that layoutc does not model yet")
  }
  /// How many platform views and modifiers a tolerant module uses that layoutc does not
  /// model, counted apart from its assumptions.
  static func unmodelledSummary(_ count: Int, files: Int) -> DiagnosticMessage {
    .init("sema.not-modelled-summary", .note, "\(count) platform name\(count == 1 ? "" : "s") layoutc does not model in this module's \(files) file\(files == 1 ? "" : "s")")
  }
  /// One module's assumptions: how many, of which kinds, and the names used most.
  static func assumptionSummary(_ count: Int, files: Int, byKind: [(Assumption.Kind, Int)], frequent: [(String, Int)]) -> DiagnosticMessage {
    let kinds = byKind.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }.joined(separator: ", ")
    let names = frequent.map { "'\($0.0)' (\($0.1) use\($0.1 == 1 ? "" : "s"))" }.joined(separator: ", ")
    return .init(
      "assumed.summary", .note,
      "\(count) assumption\(count == 1 ? "" : "s") in this module's \(files) file\(files == 1 ? "" : "s") (\(kinds)); most used: \(names); --verbose lists each")
  }
  static func noInitializers(_ type: String) -> DiagnosticMessage {
    .error("sema.no-initializer", "'\(type)' cannot be constructed because it has no accessible initializers")
  }
  // Raw values of enum cases, in swiftc 6.3's words.
  static let rawValueNotLiteral = DiagnosticMessage.error("sema.raw-value", "raw value for enum case must be a literal")
  static let rawValueWithoutRawType = DiagnosticMessage.error(
    "sema.raw-value", "enum case cannot have a raw value if the enum does not have a raw type")
  static let rawValueAfterNonInteger = DiagnosticMessage.error(
    "sema.raw-value", "enum case must declare a raw value when the preceding raw value is not an integer")
  static let rawValueRequired = DiagnosticMessage.error(
    "sema.raw-value", "enum cases require explicit raw values when the raw type is not expressible by integer or string literal")
  static let rawValueNotUnique = DiagnosticMessage.error("sema.raw-value", "raw value for enum case is not unique")
  static func rawValueType(_ from: String, _ to: String) -> DiagnosticMessage {
    .error("sema.raw-value", "cannot convert value of type '\(from)' to raw type '\(to)'")
  }
  static func tooManyBlockChildren(_ max: Int) -> String {
    "the iOS 13 SDK's ViewBuilder.buildBlock takes at most \(max) views; group them with Group { }"
  }
}

/// Error containment (`Containment`): what a failed declaration keeps from the later stages.
extension SemaDiagnostics {
  static func skippedView(_ name: String, uses origin: String) -> DiagnosticMessage {
    .init("sema.skipped-view", .note, "'\(name)' is skipped: it depends on '\(origin)', which has errors")
  }
  static func skippedPreview(uses origin: String) -> DiagnosticMessage {
    .init("sema.skipped-preview", .note, "preview is skipped: it depends on '\(origin)', which has errors")
  }
}
