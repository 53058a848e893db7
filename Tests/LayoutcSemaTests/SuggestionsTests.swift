import LayoutcSema
import LayoutcTestSupport
import Testing

/// The bounded edit distance agrees with the whole matrix, and huge names cost their length.
@Suite struct SuggestionsTests {
  /// The textbook optimal-string-alignment distance over the whole matrix.
  static func reference(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
      }
    }
    return d[a.count][b.count]
  }

  @Test func boundedDistanceAgreesWithTheWholeMatrix() {
    var random = SplitMix64(seed: 16)
    let letters = Array("abc")
    for _ in 0..<3000 {
      let a = String((0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! })
      let b = String((0..<Int.random(in: 0...9, using: &random)).map { _ in letters.randomElement(using: &random)! })
      let expected = Self.reference(Array(a), Array(b))
      #expect(Suggestions.distance(a, b) == expected, "\(a) \(b)")
      for limit in 0...4 {
        #expect(Suggestions.distance(a, b, limit: limit) == (expected <= limit ? expected : nil), "\(a) \(b) \(limit)")
      }
    }
  }

  /// 100,000 letters: the whole matrix would be 10^10 cells (it aborted); the band is 700,000.
  @Test func hugeNamesCostTheirLength() {
    let name = String(repeating: "a", count: 100_000)
    let swapped = "ba" + name.dropFirst(2)
    #expect(Suggestions.distance(name, swapped, limit: 3) == 1)
    #expect(Suggestions.distance(name, name + "bcde", limit: 3) == nil)
    #expect(Suggestions.closest(to: name, in: [swapped, "Text"]) == nil)
    #expect(Suggestions.closest(to: "Txet", in: ["Text", "Toggle"]) == "Text")
  }
}
