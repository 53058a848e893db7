/// A value kept behind a reference, so that a struct that rarely holds one pays a pointer for
/// it rather than its whole size (`SourceMap.Entry`'s Text attributes, paint and controls).
/// Immutable: a holder that changes the value makes a new box, so the struct keeps value
/// semantics however its copies share boxes.
final class OutOfLine<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }
}
