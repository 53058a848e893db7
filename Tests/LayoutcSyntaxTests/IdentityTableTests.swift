import LayoutcSource
import Testing

/// `IdentityTable`, the checker's and evaluator's tables keyed by object identity: what a
/// dictionary keyed by `ObjectIdentifier` would answer, through its growth and replacements.
@Suite struct IdentityTableTests {
  final class Key {}

  @Test func answersAsADictionaryWould() {
    let keys = (0..<5_000).map { _ in Key() }
    var table = IdentityTable<Int>()
    var dictionary: [ObjectIdentifier: Int] = [:]
    #expect(table.isEmpty)
    #expect(table[ObjectIdentifier(keys[0])] == nil)
    for (i, key) in keys.enumerated() where i.isMultiple(of: 2) {
      table[ObjectIdentifier(key)] = i
      dictionary[ObjectIdentifier(key)] = i
    }
    // Replacements keep one entry per key.
    for (i, key) in keys.enumerated() where i.isMultiple(of: 6) {
      table[ObjectIdentifier(key)] = -i
      dictionary[ObjectIdentifier(key)] = -i
    }
    #expect(!table.isEmpty)
    for key in keys {
      #expect(table[ObjectIdentifier(key)] == dictionary[ObjectIdentifier(key)])
    }
  }
}
