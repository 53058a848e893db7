import Foundation
import LayoutcEval
import LayoutcSema
import LayoutcSource

/// `--lint`'s evaluation of its roots (every preview and standalone view): in order with the
/// module's view budget, or on every core with the same result.
///
/// In order, each root takes from the module's budget what the ones before it left, and the
/// first to run out after others used some stops lint's evaluation there. In parallel, each
/// root is evaluated on its own budget; a root's result is the ordered one whenever it did not
/// run out and what it used fits beside what the roots before it used (every `take` that
/// succeeded alone succeeds after them, and every one that failed alone fails with less room).
/// The roots are kept in order while that holds; from the first that does not, evaluation goes
/// on in order, so the answer never depends on the parallel run.
extension Compilation {
  /// What the lint rules need from the evaluation of the roots.
  struct LintEvaluation {
    var roots: [InstanceRoot] = []
    var expansions: [ForEachExpansion] = []
  }

  /// The roots of `selected` evaluated as the order above defines.
  mutating func evaluateLintRoots(_ selected: [RootSelection.Root], _ sema: SemaResult) -> LintEvaluation {
    var result = LintEvaluation()
    var seenExpansions: Set<String> = []
    var next = 0
    if fileWorkers > 1, selected.count > 1 {
      next = keepSeparateEvaluations(evaluateSeparately(selected, sema), into: &result, &seenExpansions)
    }
    evaluateInOrder(selected[next...], sema, into: &result, &seenExpansions)
    return result
  }

  /// One root after the other, sharing the module's budget.
  private mutating func evaluateInOrder(
    _ selected: ArraySlice<RootSelection.Root>, _ sema: SemaResult, into result: inout LintEvaluation, _ seenExpansions: inout Set<String>
  ) {
    // The run's view budget covers lint's roots too (100,000 standalone views each nesting 400
    // deep would make 40 million instances, 8 GB). A root that runs out of it after others have used
    // it is not an error: it and the roots after it are checked without evaluation.
    for root in selected {
      let before = viewBudget.used
      let (evaluator, evaluated, _) = evaluateRoot(root, sema, assumesMissingArguments: true)
      if evaluator.exhaustedBudget && before > 0 {
        let (name, range, file) = switch root {
        case .preview(let p): (p.name.map { "#Preview(\"\($0)\")" } ?? "#Preview", p.range, p.file)
        case .view(let v): (v.name, v.decl.nameRange, v.file)
        }
        diagnostics.emit(DiagnosticMessage.warning("driver.lint-view-limit",
          "lint evaluated \(viewBudget.limit) views; '\(name)' and the views after it are checked without evaluation")
          .at(range, in: file))
        break
      }
      result.roots.append(evaluated)
      diagnostics.emit(contentsOf: evaluator.diagnostics)
      audit(evaluator)
      keep(evaluator.expansions, in: &result, &seenExpansions)
    }
  }

  /// Every root on its own budget, on `fileWorkers` threads, in `selected`'s order; nil for a
  /// root not started because the roots before had used the module's budget.
  private func evaluateSeparately(_ selected: [RootSelection.Root], _ sema: SemaResult) -> [SeparateRootEvaluation?] {
    let template = self
    let limit = viewBudget.limit
    let spent = SpentInstances()
    return ParallelModules.map(selected, workers: fileWorkers) { root -> SeparateRootEvaluation? in
      // Once the roots evaluated so far used the module's budget, the rest is the ordered
      // run's: stop making instances nobody will keep (this bounds the memory as the budget does).
      guard spent.total < limit else { return nil }
      var part = template
      part.diagnostics = DiagnosticEngine()
      part.invariantViolations = []
      part.viewBudget = EvaluationBudget(limit: limit, stepLimit: viewBudget.stepLimit, bodyStepLimit: viewBudget.bodyStepLimit)
      let (evaluator, evaluated, _) = part.evaluateRoot(root, sema, assumesMissingArguments: true)
      spent.add(part.viewBudget.used)
      part.audit(evaluator)
      return SeparateRootEvaluation(
        instances: evaluated, exhaustedBudget: evaluator.exhaustedBudget,
        instancesUsed: part.viewBudget.used, stringBytesUsed: part.viewBudget.stringBytes, stepsUsed: part.viewBudget.steps,
        settlingDiagnostics: part.diagnostics.diagnostics, diagnostics: evaluator.diagnostics,
        invariantViolations: part.invariantViolations, expansions: evaluator.expansions)
    }
  }

  /// Keeps the separate evaluations, in order, while each is the one the ordered run would
  /// make (see the type's comment), charging the module's budget with what they used; returns
  /// the index of the first root to evaluate in order.
  private mutating func keepSeparateEvaluations(
    _ separate: [SeparateRootEvaluation?], into result: inout LintEvaluation, _ seenExpansions: inout Set<String>
  ) -> Int {
    var used = 0, stringBytes = 0, steps = 0
    for (index, s) in separate.enumerated() {
      guard let s, !s.exhaustedBudget, used + s.instancesUsed <= viewBudget.limit,
        stringBytes + s.stringBytesUsed <= EvaluationBudget.stringTotalLimit, steps + s.stepsUsed < viewBudget.stepLimit
      else {
        viewBudget.charge(instances: used, stringBytes: stringBytes, steps: steps)
        return index
      }
      used += s.instancesUsed
      stringBytes += s.stringBytesUsed
      steps += s.stepsUsed
      diagnostics.emit(contentsOf: s.settlingDiagnostics)
      result.roots.append(s.instances)
      diagnostics.emit(contentsOf: s.diagnostics)
      invariantViolations += s.invariantViolations
      keep(s.expansions, in: &result, &seenExpansions)
    }
    viewBudget.charge(instances: used, stringBytes: stringBytes, steps: steps)
    return separate.count
  }

  /// A ForEach's expansions, each once (several roots expand the same one).
  private func keep(_ expansions: [ForEachExpansion], in result: inout LintEvaluation, _ seen: inout Set<String>) {
    for x in expansions where seen.insert("\(x.file):\(x.range.start.offset):\(x.ids)").inserted {
      result.expansions.append(x)
    }
  }
}

/// What evaluating one root on its own budget gave: everything the ordered loop reads from
/// its evaluator, as values.
struct SeparateRootEvaluation: Sendable {
  var instances: InstanceRoot
  var exhaustedBudget: Bool
  var instancesUsed: Int
  var stringBytesUsed: Int
  var stepsUsed: Int
  /// What `evaluateRoot` itself reported (a geometry that did not settle), before the evaluator's.
  var settlingDiagnostics: [Diagnostic]
  var diagnostics: [Diagnostic]
  var invariantViolations: [String]
  var expansions: [ForEachExpansion]
}

/// Instances used by the roots evaluated so far, on every worker.
private final class SpentInstances: @unchecked Sendable {
  private let lock = NSLock()
  private var used = 0

  var total: Int { lock.withLock { used } }

  func add(_ n: Int) { lock.withLock { used += n } }
}
