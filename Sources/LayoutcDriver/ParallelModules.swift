import Foundation

/// Runs independent work on every core: the modules of a run (the specs of a folder, Swift
/// targets), and the files of a module while they parse. Each worker is a thread with the
/// driver's large stack, as deeply nested specs need; results come back in input order, so
/// output does not depend on which worker finished first.
enum ParallelModules {
  /// `body` over `items` on up to `workers` threads (one item: on the calling thread).
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], workers: Int, _ body: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    let count = min(max(workers, 1), items.count)
    guard count > 1 else { return items.map(body) }
    let work = WorkQueue<Result>(items.count)
    let done = DispatchGroup()
    for _ in 0..<count {
      done.enter()
      let thread = Thread {
        Thread.current.threadDictionary[Driver.largeStackMarker] = true
        while let i = work.next() { work.store(body(items[i]), at: i) }
        done.leave()
      }
      thread.stackSize = Driver.largeStackSize
      thread.start()
    }
    done.wait()
    return work.results()
  }
}

/// The next item to take and the results so far, behind a lock.
private final class WorkQueue<Result>: @unchecked Sendable {
  private let lock = NSLock()
  private var taken = 0
  private var slots: [Result?]

  init(_ count: Int) { slots = Array(repeating: nil, count: count) }

  func next() -> Int? {
    lock.withLock {
      guard taken < slots.count else { return nil }
      taken += 1
      return taken - 1
    }
  }

  func store(_ result: Result, at index: Int) { lock.withLock { slots[index] = result } }

  func results() -> [Result] { lock.withLock { slots.map { $0! } } }
}
