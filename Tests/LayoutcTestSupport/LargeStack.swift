import Foundation

/// Runs a body on a thread with the driver's 512 MiB stack (`Driver.onLargeStack`), for tests
/// that call a stage directly with input nested to its limit: the test runner's threads have
/// the default stack, which AddressSanitizer's larger frames overflow (scripts/sanitizers.sh).
public func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
  let box = LargeStackResult<T>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.value = body()
    done.signal()
  }
  thread.stackSize = 1 << 29
  thread.start()
  done.wait()
  return box.value!
}

/// Carries the result from the worker thread back to the caller, who waits for it.
private final class LargeStackResult<T>: @unchecked Sendable {
  var value: T?
}
