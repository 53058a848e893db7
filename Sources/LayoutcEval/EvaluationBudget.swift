/// What one run of layoutc may evaluate: views and modifiers, bytes of strings made by `+` and
/// interpolation, and steps of app logic (`EvaluationSteps`), shared by every root
/// (previews, views, `--lint`'s standalone views) and every evaluation (`--against`'s two
/// states). Per root, 8,000 previews of 150 rows would make 1.2 million instances (5.4 GB for
/// `--explain`); one budget for the run bounds the memory whatever the number of roots.
/// Evaluators take an instance from it before they allocate one, and a ForEach takes all of
/// its elements before it expands.
public final class EvaluationBudget: @unchecked Sendable {
  public let limit: Int
  public private(set) var used = 0

  /// Steps of app logic the whole run may take, and one body (`EvaluationSteps`).
  public let stepLimit: Int
  public let bodyStepLimit: Int

  public init(limit: Int = Evaluator.instanceLimit, stepLimit: Int = EvaluationBudget.defaultStepLimit, bodyStepLimit: Int = Evaluator.bodyStepLimit) {
    self.limit = limit
    self.stepLimit = stepLimit
    self.bodyStepLimit = bodyStepLimit
  }

  /// The longest string an operation may make (1 MiB of UTF-8). Globals that double a string
  /// (`let s1 = s0 + s0`) would reach 22.5 GB; a literal is bounded by the 8 MiB file limit instead.
  public static let stringLimit = 1 << 20
  /// Bytes of strings made by operations in the whole run (64 MiB): a 1 MiB string appended to
  /// in every row of a ForEach would otherwise make a million-row multiple of it.
  public static let stringTotalLimit = 64 << 20
  public private(set) var stringBytes = 0

  /// Takes `n` bytes of string; false (nothing taken) when the result would pass a limit.
  func takeString(_ n: Int) -> Bool {
    guard n <= EvaluationBudget.stringLimit, n <= EvaluationBudget.stringTotalLimit - stringBytes else { return false }
    stringBytes += n
    return true
  }

  /// Steps of app logic the whole run may take by default (ten bodies' budgets,
  /// `Evaluator.bodyStepLimit`): many bodies each running away would otherwise add up to minutes.
  /// The benchmarks' largest app module (2,000 views) takes 4,712.
  public static let defaultStepLimit = 5_000_000
  public private(set) var steps = 0
  /// True once a step was refused because the run's steps were spent.
  public private(set) var stepsSpent = false

  /// Takes `n` steps; false (nothing taken) when fewer remain.
  func takeSteps(_ n: Int) -> Bool {
    guard n <= stepLimit - steps else {
      stepsSpent = true
      return false
    }
    steps += n
    return true
  }

  public var remaining: Int { max(0, limit - used) }
  public var isSpent: Bool { used >= limit }

  /// Charges what evaluations on budgets of their own used, as if they had taken it from this
  /// one (`--lint` evaluates roots side by side, then keeps those that fit in order).
  public func charge(instances: Int, stringBytes: Int, steps: Int = 0) {
    used = min(limit, used + instances)
    self.stringBytes += stringBytes
    self.steps = min(stepLimit, self.steps + steps)
  }

  /// Takes `n` instances; false (and nothing taken) when fewer than `n` remain.
  func take(_ n: Int = 1) -> Bool {
    guard n <= limit - used else {
      used = limit
      return false
    }
    used += n
    return true
  }
}
