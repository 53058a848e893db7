/// An instance's arguments or attributes: a few values by label (`_0`, `alignment`, `font`),
/// kept in the order they were added, looked up by comparing labels one by one.
///
/// Instances nearly always have 0–4 arguments and 0–3 attributes. As `[String: Value]` every
/// one would be a hash table, allocated, and every read would hash its label (a seeded SipHash)
/// and probe it, in the evaluator and in the lowering. A scan over a handful of labels,
/// each compared by length before its bytes, costs far less.
///
/// Labels are unique: setting one that is present replaces its value, setting nil removes it.
/// Equality does not depend on order, as with a dictionary.
public struct LabeledValues: Sendable, Equatable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  public typealias Element = (key: String, value: Value)
  public typealias Index = Int

  @usableFromInline var entries: [Element]

  @inlinable public init() { entries = [] }

  public init(dictionaryLiteral elements: (String, Value)...) {
    entries = []
    reserveCapacity(elements.count)
    for (k, v) in elements { self[k] = v }
  }

  /// The pairs in order, as setting them one by one would leave them: a repeated label keeps
  /// its first position and takes its last value. Past a few pairs their positions are found by
  /// hashing, so a call of thousands of arguments (an opaque view's) is not a scan per argument.
  public init(_ pairs: [(String, Value)]) {
    entries = []
    reserveCapacity(pairs.count)
    guard pairs.count > 16 else {
      for (k, v) in pairs { self[k] = v }
      return
    }
    var positions: [String: Int] = [:]
    for (k, v) in pairs {
      if let i = positions[k] {
        entries[i].value = v
      } else {
        positions[k] = entries.count
        entries.append((k, v))
      }
    }
  }

  /// Room for `n` entries, so that adding them allocates once. Nothing for none: reserving on an
  /// empty array allocates a buffer even for zero.
  @inlinable public mutating func reserveCapacity(_ n: Int) {
    if n > 0 { entries.reserveCapacity(n) }
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { entries.count }
  @inlinable public subscript(position: Int) -> Element { entries[position] }

  /// The position of `label`'s entry. Most instances have no attributes, and the lowering asks
  /// a Text for several: an empty list answers before the label is looked at.
  @inlinable @inline(__always) public func position(of label: String) -> Int? {
    entries.isEmpty ? nil : scan(for: label)
  }

  /// The lengths are compared first: they are read from the strings without a call and tell
  /// most distinct labels apart, leaving `==` (which tests the strings' bits first, so equal
  /// literals match at once) for labels of the same length.
  @usableFromInline func scan(for label: String) -> Int? {
    let length = label.utf8.count
    var i = 0
    while i < entries.count {
      if entries[i].key.utf8.count == length && entries[i].key == label { return i }
      i += 1
    }
    return nil
  }

  @inlinable @inline(__always) public subscript(label: String) -> Value? {
    get {
      guard let i = position(of: label) else { return nil }
      return entries[i].value
    }
    set {
      if let i = position(of: label) {
        if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
      } else if let newValue {
        entries.append((label, newValue))
      }
    }
  }

  /// Adds an entry without looking for its label, which the caller knows is not there (a view's
  /// distinct property names): a view of many properties is not a scan per property.
  @inlinable public mutating func append(new label: String, _ value: Value) {
    entries.append((label, value))
  }

  /// The labels, in the order they were added.
  @inlinable public var keys: LazyMapCollection<[Element], String> { entries.lazy.map { $0.key } }
  /// The values, in the order they were added.
  @inlinable public var values: LazyMapCollection<[Element], Value> { entries.lazy.map { $0.value } }

  /// The same labels with the same values, in any order.
  public static func == (a: LabeledValues, b: LabeledValues) -> Bool {
    guard a.entries.count == b.entries.count else { return false }
    return a.entries.allSatisfy { b[$0.key] == $0.value }
  }
}
