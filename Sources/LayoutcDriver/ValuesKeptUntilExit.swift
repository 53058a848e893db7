/// Values a run no longer needs, kept instead of freed when the process is about to exit anyway
/// (clang's `-disable-free`). Freeing a 100,000-view spec's syntax, semantic model, evaluators
/// and instance trees releases hundreds of thousands of objects one by one, on the critical path
/// between the stages: `Instance.deinit` and the array and dictionary releases under it were
/// ~6 % of `layoutc --frames` and ~17 % of its instructions on realistic-10000.
///
/// Only the executable asks for it (`Driver.run(keepsValuesUntilExit: true)`), since it exits
/// right after writing the output; the library, `--watch`, the fuzz harness and the in-process
/// tests free everything as usual.
struct ValuesKeptUntilExit: Sendable {
  /// False: `keep` does nothing and values are freed when their last owner lets go.
  var isEnabled = false

  /// Keeps `value` (and everything it references) alive until the process exits.
  func keep<T>(_ value: T) {
    guard isEnabled else { return }
    // One retain that is never balanced: the box, and with it `value`, is never freed.
    _ = Unmanaged.passRetained(Box(value))
  }

  private final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
  }
}
