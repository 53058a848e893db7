import LayoutcSource

/// The evaluation budget in steps: one counter charged where every evaluation of app logic
/// passes (a statement, a call of a declared function or closure, a computed property read, a
/// loop iteration, each element a collection operation visits). A naive `fib(40)`, forty
/// computed properties each reading the previous one twice, or a `map` nested in a `map` over
/// 10,000 elements would otherwise never end. Results are never memoised (that would be unsound
/// with state); the count bounds the work instead.
///
/// Each user view's body has a budget of its own (`bodyStepLimit`), so one runaway body does not
/// starve the others; the run's total is bounded too (`EvaluationBudget.stepLimit`). Spent, the
/// value being computed is an assumption (`.opaque`) in tolerant Swift, with one note per call
/// site, so the view still lints and lays out; in a strict spec it is the located error
/// `eval.too-many-steps` at the call site the body was evaluating.
extension Evaluator {
  /// Steps one body may take by default (the values and data functions a view's body evaluates,
  /// apart from the bodies of the views it contains): the specs' busiest body takes 162 steps,
  /// and this many take 1.5 to 4 seconds in a debug build (docs/robustness.md).
  public static let bodyStepLimit = 500_000

  /// Charges `n` steps at `range`; false, after reporting once at the call site being
  /// evaluated, when the body's or the run's budget is spent. A custom layout's method
  /// (`stepLimit`) counts on its own budget, apart from the evaluation's.
  func step(_ n: Int = 1, at range: SourceRange?) -> Bool {
    if let layoutLimit = stepLimit {
      guard n <= layoutLimit - bodySteps else {
        if bodySteps <= layoutLimit { report(EvalDiagnostics.tooManySteps(layoutLimit, .strict), range) }
        bodySteps = layoutLimit + 1
        return false
      }
      bodySteps += n
      return true
    }
    if n <= budget.bodyStepLimit - bodySteps, budget.takeSteps(n) {
      bodySteps += n
      return true
    }
    bodySteps = budget.bodyStepLimit
    let (site, file) = stepSite(range)
    let limit = budget.stepsSpent ? budget.stepLimit : budget.bodyStepLimit
    inFile(file) {
      report(EvalDiagnostics.tooManySteps(limit, file?.strictness ?? .strict, forRun: budget.stepsSpent), site)
    }
    return false
  }

  /// The value of what ran out of steps: an assumption named by the call site in tolerant Swift
  /// (marked wherever it shows), nil in a strict spec (which has the error).
  func spentValue(at range: SourceRange?) -> Value {
    let (site, siteFile) = stepSite(range)
    guard let file = siteFile, file.strictness == .tolerant else { return .none }
    let text = site.map { file.text(in: $0) } ?? "value"
    return .opaque(text.count <= 60 ? text : String(text.prefix(59)) + "…")
  }

  /// Where a spent budget is reported: the outermost call the body is running (`fib(40)`, not
  /// the recursive call inside `fib` that took the last step), else `range`.
  private func stepSite(_ range: SourceRange?) -> (SourceRange?, SourceFile?) {
    guard functionDepth > 0, let call = outermostCall else { return (range, currentFile) }
    return (call.range, call.file)
  }

  /// Runs `work` (a view's body) on a step budget of its own, restoring the enclosing body's.
  func onBodyBudget<T>(_ work: () -> T) -> T {
    let saved = (bodySteps, outermostCall)
    bodySteps = 0
    defer { (bodySteps, outermostCall) = saved }
    return work()
  }

  /// Enters a call of app logic at `range` one level deeper (`functionDepth`): false, after
  /// reporting `eval.too-deep`, past `nestingLimit` (no stack overflow whatever the recursion).
  /// The outermost call is where a spent budget is reported.
  func enterCall(at range: SourceRange?) -> Bool {
    guard functionDepth < Evaluator.nestingLimit else {
      report(EvalDiagnostics.callsTooDeep, range)
      return false
    }
    if functionDepth == 0 { outermostCall = range.map { ($0, currentFile) } }
    functionDepth += 1
    return true
  }

  func leaveCall() { functionDepth -= 1 }
}
