/// The number of views and modifiers one run of layoutc may evaluate, shared by every root
/// (previews, views, `--lint`'s standalone views) and every evaluation (`--against`'s two
/// states). Per root, 8,000 previews of 150 rows made 1.2 million instances (5.4 GB for
/// `--explain`); one budget for the run bounds the memory whatever the number of roots.
/// Evaluators take an instance from it before they allocate one, and a ForEach takes all of
/// its elements before it expands.
public final class ViewBudget: @unchecked Sendable {
  public let limit: Int
  public private(set) var used = 0

  public init(limit: Int = Evaluator.instanceLimit) { self.limit = limit }

  public var remaining: Int { max(0, limit - used) }
  public var isSpent: Bool { used >= limit }

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
