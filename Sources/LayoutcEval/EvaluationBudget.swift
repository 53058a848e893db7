/// What one run of layoutc may evaluate: views and modifiers, and bytes of strings made by
/// `+` and interpolation, shared by every root
/// (previews, views, `--lint`'s standalone views) and every evaluation (`--against`'s two
/// states). Per root, 8,000 previews of 150 rows made 1.2 million instances (5.4 GB for
/// `--explain`); one budget for the run bounds the memory whatever the number of roots.
/// Evaluators take an instance from it before they allocate one, and a ForEach takes all of
/// its elements before it expands.
public final class EvaluationBudget: @unchecked Sendable {
  public let limit: Int
  public private(set) var used = 0

  public init(limit: Int = Evaluator.instanceLimit) { self.limit = limit }

  /// The longest string an operation may make (1 MiB of UTF-8). Globals that double a string
  /// (`let s1 = s0 + s0`) reached 22.5 GB; a literal is bounded by the 8 MiB file limit instead.
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

  public var remaining: Int { max(0, limit - used) }
  public var isSpent: Bool { used >= limit }

  /// Charges what evaluations on budgets of their own used, as if they had taken it from this
  /// one (`--lint` evaluates roots side by side, then keeps those that fit in order).
  public func charge(instances: Int, stringBytes: Int) {
    used = min(limit, used + instances)
    self.stringBytes += stringBytes
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
