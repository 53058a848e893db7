import Foundation

/// A check whose answer the run needs only at the end, computed on another core meanwhile: the
/// lowering's invariant check walks every node of a root (`Lowering.unmarkedAssumptions`, ~4 %
/// of `--frames` on 100,000 views) while that root is laid out, instead of before. The answer
/// is the same as computed in place; `result` waits for it.
final class ConcurrentCheck<Answer: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable`: `answer` is written once by the checking thread before it signals
  // `done`, and read only after waiting for `done`.
  private var answer: Answer?
  private let done = DispatchSemaphore(value: 0)

  /// Starts `check` on the checks' own queue, or runs it here when not `concurrently` (a check
  /// too small to be worth it, or no core to spare). The queue runs one check at a time, so a
  /// module of a thousand large roots takes one core more, not a thread per root.
  init(concurrently: Bool = true, _ check: @escaping @Sendable () -> Answer) {
    guard concurrently else {
      answer = check()
      done.signal()
      return
    }
    ConcurrentChecks.queue.async { [self] in
      answer = check()
      done.signal()
    }
  }

  /// The check's answer, once it is done.
  func result() -> Answer {
    done.wait()
    // Signalled once: a second call must not wait for a signal that never comes.
    done.signal()
    return answer!
  }
}

/// The serial queue every `ConcurrentCheck` runs on (a generic class cannot hold a static one).
private enum ConcurrentChecks {
  static let queue = DispatchQueue(label: "layoutc.concurrent-checks")
}
