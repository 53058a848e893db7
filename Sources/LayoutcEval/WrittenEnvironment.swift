/// Environment values written by the modifiers around the view being evaluated
/// (`Evaluator.environmentWritten`), innermost last.
///
/// A scope's writes are undone by cutting the list back to where the scope began (`mark`,
/// `restore(to:)`; scopes nest, so they end in the reverse order they begin). As a dictionary
/// saved and assigned back, every modifier writing a key copied every key written outside it
/// (5 % of evaluating a list of cells with fonts). The list is as long as the nesting of
/// writing modifiers, which the parser's nesting limit bounds.
struct WrittenEnvironment {
  /// Writes in order; a nil value hides a key written further out.
  private var writes: [(key: String, value: Value?)] = []

  /// The innermost value written for `key`; setting one (nil included) shadows outer ones.
  subscript(key: String) -> Value? {
    get {
      for write in writes.reversed() where write.key == key { return write.value }
      return nil
    }
    set { writes.append((key, newValue)) }
  }

  /// Where the current scope begins.
  var mark: Int { writes.count }

  /// Undoes the writes made since `mark`.
  mutating func restore(to mark: Int) {
    writes.removeSubrange(mark...)
  }
}
