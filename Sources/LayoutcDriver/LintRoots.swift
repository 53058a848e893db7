import Foundation
import LayoutcEval
import LayoutcSema
import LayoutcSource

/// `--lint`'s evaluation of its roots (every preview and standalone view): in order with the
/// module's view budget, or on every core with the same result.
///
/// In order, each root takes from the module's budget what the ones before it left, and the
/// first to run out after others used some stops lint's evaluation there. In parallel, each
/// root is evaluated on its own budget; the result is the same whenever the budgets of all the
/// roots together fit the module's (every `take` that succeeded alone succeeds after the roots
/// before it, and every one that failed alone fails with less room), and none ran out. When
/// that does not hold, the roots are evaluated again in order: the answer never depends on it.
extension Compilation {
  /// What the lint rules need from the evaluation of the roots.
  struct LintEvaluation {
    var roots: [InstanceRoot] = []
    var expansions: [ForEachExpansion] = []
  }

  /// The roots of `selected` evaluated as the order above defines.
  mutating func evaluateLintRoots(_ selected: [RootSelection.Root], _ sema: SemaResult) -> LintEvaluation {
    if fileWorkers > 1, selected.count > 1, let result = evaluateLintRootsInParallel(selected, sema) {
      return result
    }
    return evaluateLintRootsInOrder(selected, sema)
  }

  /// One root after the other, sharing the module's budget.
  mutating func evaluateLintRootsInOrder(_ selected: [RootSelection.Root], _ sema: SemaResult) -> LintEvaluation {
    var result = LintEvaluation()
    var seenExpansions: Set<String> = []
    // The run's view budget covers lint's roots too (100,000 standalone views each nesting 400
    // deep made 40 million instances, 8 GB). A root that runs out of it after others have used
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
      for x in evaluator.expansions where seenExpansions.insert("\(x.file):\(x.range.start.offset):\(x.ids)").inserted {
        result.expansions.append(x)
      }
    }
    return result
  }

  /// Every root on its own budget, on `fileWorkers` threads; nil when the result could differ
  /// from `evaluateLintRootsInOrder`'s (the budgets together do not fit the module's).
  mutating func evaluateLintRootsInParallel(_ selected: [RootSelection.Root], _ sema: SemaResult) -> LintEvaluation? {
    let template = self
    let limit = viewBudget.limit
    let spent = SpentInstances()
    let separate = ParallelModules.map(selected, workers: fileWorkers) { root -> SeparateRootEvaluation? in
      // Once the roots evaluated so far used the module's budget, the answer is the ordered
      // one: stop making instances nobody will keep (this bounds the memory as the budget does).
      guard spent.total < limit else { return nil }
      var part = template
      part.diagnostics = DiagnosticEngine()
      part.invariantViolations = []
      part.viewBudget = EvaluationBudget(limit: limit)
      let (evaluator, evaluated, _) = part.evaluateRoot(root, sema, assumesMissingArguments: true)
      spent.add(part.viewBudget.used)
      part.audit(evaluator)
      return SeparateRootEvaluation(
        instances: evaluated, exhaustedBudget: evaluator.exhaustedBudget,
        instancesUsed: part.viewBudget.used, stringBytesUsed: part.viewBudget.stringBytes,
        settlingDiagnostics: part.diagnostics.diagnostics, diagnostics: evaluator.diagnostics,
        invariantViolations: part.invariantViolations, expansions: evaluator.expansions)
    }
    var used = 0, stringBytes = 0
    for case let s? in separate {
      used += s.instancesUsed
      stringBytes += s.stringBytesUsed
      guard !s.exhaustedBudget, used <= limit, stringBytes <= EvaluationBudget.stringTotalLimit else { return nil }
    }
    guard separate.allSatisfy({ $0 != nil }) else { return nil }
    var result = LintEvaluation()
    var seenExpansions: Set<String> = []
    for case let s? in separate {
      diagnostics.emit(contentsOf: s.settlingDiagnostics)
      result.roots.append(s.instances)
      diagnostics.emit(contentsOf: s.diagnostics)
      invariantViolations += s.invariantViolations
      for x in s.expansions where seenExpansions.insert("\(x.file):\(x.range.start.offset):\(x.ids)").inserted {
        result.expansions.append(x)
      }
    }
    return result
  }
}

/// What evaluating one root on its own budget gave: everything the ordered loop reads from
/// its evaluator, as values.
struct SeparateRootEvaluation: Sendable {
  var instances: InstanceRoot
  var exhaustedBudget: Bool
  var instancesUsed: Int
  var stringBytesUsed: Int
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
