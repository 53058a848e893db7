import LayoutcEval

/// Each module's evaluation budget in a run: the evaluator's own limits (views, steps of app
/// logic for the module and for one body) while the run has at most `fullModules` modules,
/// and beyond that an even share of ten modules' worth.
///
/// Modules compile in parallel, so a share is fixed before any module starts (the output is
/// the same on one core and on many). The shares bound a run's evaluation by ten modules'
/// budgets however many modules it has: with a whole budget each, 900 framework targets whose
/// views each show every view of the layer below (an instance tree multiplying per layer)
/// would each evaluate 500,000 views, minutes of `--lint`.
enum ModuleEvaluationBudget {
  /// Modules of a run that each get the evaluator's whole budget.
  static let fullModules = 10

  /// A fresh budget for one of `modules` modules.
  static func make(modules: Int) -> EvaluationBudget {
    guard modules > fullModules else { return EvaluationBudget() }
    func share(_ limit: Int) -> Int { max(1, limit / modules * fullModules) }
    return EvaluationBudget(
      limit: share(Evaluator.instanceLimit), stepLimit: share(EvaluationBudget.defaultStepLimit), bodyStepLimit: share(Evaluator.bodyStepLimit))
  }
}
