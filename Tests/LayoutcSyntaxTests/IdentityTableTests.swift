import LayoutcSource
import LayoutcTestSupport
import Testing

/// `IdentityTable`, the checker's and evaluator's tables keyed by object identity: what a
/// dictionary keyed by `ObjectIdentifier` would answer, through its growth, replacements and
/// removals.
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

  /// Removals in rounds, each followed by additions, as a check reusing another's facts makes
  /// them: every key still answered, the removed ones not, through the elements' compaction.
  @Test func removalsAnswerAsADictionaryWould() {
    let keys = (0..<4_000).map { _ in Key() }
    var table = IdentityTable<Int>()
    var dictionary: [ObjectIdentifier: Int] = [:]
    var random = SplitMix64(seed: 11)
    for round in 0..<30 {
      let removed = Set((0..<300).map { _ in ObjectIdentifier(keys.randomElement(using: &random)!) })
      table.remove(removed)
      for key in removed { dictionary[key] = nil }
      for _ in 0..<300 {
        let key = ObjectIdentifier(keys.randomElement(using: &random)!)
        table[key] = round
        dictionary[key] = round
      }
      for key in keys { #expect(table[ObjectIdentifier(key)] == dictionary[ObjectIdentifier(key)], "round \(round)") }
    }
  }
}
