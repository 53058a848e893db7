import LayoutcEval
import Testing

/// An instance's arguments and attributes (`LabeledValues`) behave as the dictionary they
/// replaced, in insertion order.
@Suite struct LabeledValuesTests {
  @Test func setReplacesRemovesAndKeepsOrder() {
    var values: LabeledValues = ["_0": .int(1), "alignment": .string("leading")]
    values["spacing"] = .int(8)
    values["_0"] = .int(2)
    #expect(values.map(\.key) == ["_0", "alignment", "spacing"])
    #expect(values["_0"] == .int(2))
    values["alignment"] = nil
    #expect(Array(values.keys) == ["_0", "spacing"])
    #expect(values["alignment"] == nil)
    #expect(values.count == 2)
  }

  @Test func equalityIgnoresOrder() {
    let a: LabeledValues = ["width": .int(1), "height": .int(2)]
    let b: LabeledValues = ["height": .int(2), "width": .int(1)]
    #expect(a == b)
    #expect(a != ["width": .int(1)])
    #expect(a != ["width": .int(1), "height": .int(3)])
  }

  /// Many pairs (an opaque view's arguments) are made unique by hashing: the same entries as
  /// setting them one by one.
  @Test func manyPairsAsIfSetOneByOne() {
    let pairs: [(String, Value)] = (0..<40).map { i in (i % 3 == 0 ? "x" : "_\(i)", .int(i)) }
    var oneByOne = LabeledValues()
    for (k, v) in pairs { oneByOne[k] = v }
    let made = LabeledValues(pairs)
    #expect(made.map(\.key) == oneByOne.map(\.key))
    #expect(made.map(\.value) == oneByOne.map(\.value))
    #expect(made["x"] == .int(39))
  }
}
