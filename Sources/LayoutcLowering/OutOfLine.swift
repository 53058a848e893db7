/// An optional value kept behind a reference, so that a struct that rarely holds one pays a
/// pointer for it rather than its whole size (`SourceMap.Entry`'s Text attributes, paint, image
/// name and control). The box is immutable: setting the value makes a new one, so the struct
/// keeps value semantics however its copies share boxes.
@propertyWrapper
public struct OutOfLine<Value: Sendable>: Sendable {
  private final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box?

  public init(wrappedValue: Value?) { box = wrappedValue.map(Box.init) }

  public var wrappedValue: Value? {
    get { box?.value }
    set { box = newValue.map(Box.init) }
  }
}
