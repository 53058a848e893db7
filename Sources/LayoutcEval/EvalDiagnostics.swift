import LayoutcSource

/// Messages of the evaluation stage: what Swift or SwiftUI would reject at run time, and
/// the limits that keep evaluation bounded.
enum EvalDiagnostics {
  static func recursiveView(_ name: String) -> DiagnosticMessage {
    .error("eval.recursive-view", "view '\(name)' contains itself: its evaluation would never end")
  }
  static func tooManyInstances(_ limit: Int) -> DiagnosticMessage {
    .error("eval.too-many-views", "the layout has more than \(limit) views after ForEach expansion")
  }
  static let stringTooLong = DiagnosticMessage.error("eval.string-too-long",
    "string is too long: more than \(EvaluationBudget.stringLimit) bytes, or more than \(EvaluationBudget.stringTotalLimit) bytes made in all")
  static func collectionTooLarge(_ limit: Int) -> DiagnosticMessage {
    .error("eval.collection-too-large", "collection has more than \(limit) elements")
  }
  static let tooDeep = DiagnosticMessage.error("eval.too-deep", "views nest too deeply to evaluate")
  static let callsTooDeep = DiagnosticMessage.error("eval.too-deep", "calls nest too deeply to evaluate: more than \(Evaluator.nestingLimit) levels")
  static func indexOutOfRange(_ i: Int, _ count: Int) -> DiagnosticMessage {
    .error("eval.index-out-of-range", "index \(i) is out of range for a collection of \(count) elements")
  }
  static let negativeCount = DiagnosticMessage.error("eval.negative-count", "can't construct Array with count < 0")
  /// Swift's run-time message for `String(repeating:count:)` with a negative count.
  static let negativeStringCount = DiagnosticMessage.error("eval.negative-count", "negative count not allowed")
  static let negativeCountAssumed = DiagnosticMessage("assumed.value", .note,
    "assumed value: 'String(repeating:count:)' with a negative count traps in Swift")
  /// Swift's run-time message for `Dictionary(uniqueKeysWithValues:)` given a key twice.
  static func duplicateKey(_ key: String) -> DiagnosticMessage {
    .error("eval.duplicate-key", "duplicate values for key: '\(key)'")
  }
  static let divisionByZero = DiagnosticMessage.error("eval.division-by-zero", "division by zero")
  static let overflow = DiagnosticMessage.error("eval.overflow", "arithmetic operation overflows 'Int'")
  /// Swift's run-time message for `Int(d)` when `d` does not fit (stdlib FloatingPointTypes).
  static func unrepresentable(_ d: Double) -> DiagnosticMessage {
    let reason = d.isFinite ? "the result would be \(d < 0 ? "less than Int.min" : "greater than Int.max")" : "it is either infinite or NaN"
    return .error("eval.conversion-overflow", "Double value cannot be converted to Int because \(reason)")
  }
  static let unformattable = DiagnosticMessage.error(
    "eval.format-specifier", "format specifier does not convert this value: use %d or %lld for Int, %f or %lf for Double")
  /// A format style, date style or formatted value layoutc does not model: an error in a strict
  /// file, an assumption in tolerant Swift.
  static func formatNotModelled(_ strictness: Strictness) -> DiagnosticMessage {
    strictness == .strict
      ? .error("eval.unmodelled-format", "layoutc does not model this format: the text it shows would be a guess")
      : .init("assumed.value", .note, "assumed value: a format layoutc does not model")
  }
  static let unwrapNil = DiagnosticMessage.error("eval.unwrap-nil", "unexpectedly found nil while unwrapping an Optional value")
  static func unknownSetName(_ name: String) -> DiagnosticMessage {
    .error("eval.unknown-state", "no property named '\(name)' in the root view to set")
  }
  static func setTypeMismatch(_ name: String, _ expected: String) -> DiagnosticMessage {
    .error("eval.state-type", "value for '\(name)' must be of type '\(expected)'")
  }
  static func invalidSetValue(_ text: String) -> DiagnosticMessage {
    .error("eval.state-value", "cannot read '\(text)' as a value: use a literal such as 15, true, \"text\" or .case")
  }
  static func duplicateRange(_ what: String) -> DiagnosticMessage {
    .error("eval.invalid-range", "range requires lowerBound <= upperBound: \(what)")
  }
  static func unknownEnvironmentValue(_ key: String) -> DiagnosticMessage {
    .error("eval.environment-value", "layoutc cannot tell the value of environment value '\(key)' here")
  }
  static func environmentObjectNotProvided(_ name: String, _ type: String) -> DiagnosticMessage {
    .error("eval.environment-object",
      "no view above provides the '\(type)' that '\(name)' reads: SwiftUI stops here (add '.environmentObject(_:)' or '.environment(_:)' above it)")
  }
  static func environmentObjectAssumed(_ type: String) -> DiagnosticMessage {
    .init("assumed.value", .note, "assumed value '\(type)': an object no view above provides here")
  }
  static func environmentValueAssumed(_ key: String) -> DiagnosticMessage {
    .init("assumed.value", .note, "assumed value '\(key)': an environment value layoutc does not know")
  }
  static func initializerNotEvaluable(_ type: String, _ property: String) -> DiagnosticMessage {
    .error("eval.initializer-body", "layoutc cannot evaluate '\(type).init': it does not assign '\(property)' a value layoutc can read")
  }
  static func initializerStatements(_ type: String) -> DiagnosticMessage {
    .error("eval.initializer-body", "layoutc cannot evaluate '\(type).init': it decides what to store with statements layoutc does not run (only assignments and 'self.init' calls)")
  }
  static let geometryDuringLayout = DiagnosticMessage.error(
    "eval.geometry-proxy", "layoutc cannot evaluate a GeometryProxy value: it is known only while the view is laid out")
  static func geometryMember(_ name: String) -> DiagnosticMessage {
    .error("eval.geometry-proxy", "layoutc does not model 'GeometryProxy.\(name)': only 'size', 'safeAreaInsets' and 'frame(in: .global)' or '.local'")
  }
  static func functionNotEvaluable(_ name: String) -> DiagnosticMessage {
    .error("eval.function-body", "layoutc cannot evaluate '\(name)': its body does not return a value layoutc can compute")
  }
  /// Swift's run-time message (stdlib, `try!` of a call that threw).
  static let forcedTryThrew = DiagnosticMessage.error("eval.forced-try", "'try!' expression unexpectedly raised an error")
  /// A value of a non-optional type the evaluator could not compute (rule two: never a
  /// silent nil): an error in a strict spec, an assumption in tolerant Swift.
  static func valueNotComputed(_ type: String, _ strictness: Strictness) -> DiagnosticMessage {
    strictness == .strict
      ? .error("eval.uncomputed", "layoutc cannot compute this value of type '\(type)'")
      : .init("assumed.value", .note, "assumed value of type '\(type)': layoutc cannot compute it")
  }
  /// A view-building `switch` none of whose cases matches its value (`AssumedConditions`).
  static func unmatchedSwitch(_ type: String, _ strictness: Strictness) -> DiagnosticMessage {
    strictness == .strict
      ? .error("eval.unmatched-switch", "switch must be exhaustive: no case matches this value of type '\(type)'")
      : .init("assumed.value", .note, "assumed value of type '\(type)': no case matches it, so the first case is taken")
  }
  /// A body (or the run, `forRun`) spent its evaluation budget (`EvaluationSteps`): an error in a
  /// strict spec, an assumption in tolerant Swift.
  static func tooManySteps(_ limit: Int, _ strictness: Strictness, forRun: Bool = false) -> DiagnosticMessage {
    let budget = "evaluation budget of \(limit) steps\(forRun ? " for the run" : "")"
    return strictness == .strict
      ? .error("eval.too-many-steps", "evaluating this took more than the \(budget): layoutc stops evaluating it")
      : .init("assumed.value", .note, "assumed value: evaluating it took more than the \(budget)")
  }
}

extension EvalDiagnostics {
  /// A shape's `path(in:)` layoutc could not run (a call it does not model, its step budget):
  /// the shape's frame is drawn hatched, as an assumption; an error in a strict spec.
  static func shapePathNotDrawn(_ shape: String, _ reason: String, _ strictness: Strictness) -> DiagnosticMessage {
    strictness == .strict
      ? .error("eval.shape-path", "layoutc cannot draw '\(shape)': \(reason)")
      : .init("assumed.shape-path", .note, "assumed drawing of '\(shape)': \(reason)")
  }
  /// A shape's `sizeThatFits(_:)` layoutc could not run: the shape takes its proposal, as an
  /// assumption; an error in a strict spec.
  static func shapeSizeNotComputed(_ shape: String, _ reason: String, _ strictness: Strictness) -> DiagnosticMessage {
    strictness == .strict
      ? .error("eval.shape-size", "layoutc cannot size '\(shape)': \(reason)")
      : .init("assumed.shape-size", .note, "assumed size of '\(shape)': \(reason); it takes its proposal")
  }
  /// A custom layout's `sizeThatFits` gave something that is not a `CGSize` layoutc computed.
  static func layoutSize(_ type: String) -> DiagnosticMessage {
    .error("eval.layout-size", "layoutc cannot compute the size '\(type).sizeThatFits(proposal:subviews:cache:)' returns")
  }
  /// A custom layout's size or placement that is not a finite number (`.infinity`, NaN).
  static func layoutNotFinite(_ what: String) -> DiagnosticMessage {
    .error("eval.layout-not-finite", "a custom layout's \(what) must be finite")
  }
  /// A custom layout's `place(at:anchor:proposal:)` given a value layoutc cannot read.
  static func layoutPlacement(_ what: String) -> DiagnosticMessage {
    .error("eval.layout-placement", "layoutc cannot read the \(what) of this placement: the subview's frame would be a guess")
  }
  /// A custom layout's `spacing(subviews:cache:)` gave a value layoutc cannot read.
  static func layoutSpacing(_ type: String) -> DiagnosticMessage {
    .error("eval.layout-spacing", "layoutc cannot read the ViewSpacing '\(type).spacing(subviews:cache:)' returns")
  }
  /// A member a custom layout's code reads or calls that layoutc cannot compute.
  static func layoutMember(_ name: String) -> DiagnosticMessage {
    .error("eval.layout-member", "layoutc cannot compute '\(name)' in a layout's code: the frames would be a guess")
  }
  /// A condition in a custom layout's code whose value layoutc did not compute as a Bool.
  static let layoutCondition = DiagnosticMessage.error(
    "eval.layout-condition", "layoutc cannot decide this condition in a layout's code: the frames would be a guess")
  /// A custom layout without the method SwiftUI requires.
  static func layoutMethodMissing(_ type: String, _ method: String) -> DiagnosticMessage {
    .error("eval.layout-method", "type '\(type)' does not declare '\(method)', which 'Layout' requires")
  }
}
