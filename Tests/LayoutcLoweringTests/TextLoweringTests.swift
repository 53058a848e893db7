import LayoutEngine
import LayoutcLowering
import Testing

/// Text through the whole pipeline: the environment's text attributes reach the measurer, and the
/// lines a Text shows are what seed 003 narrates for the avocado row.
@Suite struct TextLoweringTests {
  static func row(width: Int, priority: Bool) -> String {
    """
    #asset("20x20_avocado", width: 20, height: 20)
    #Preview(traits: .fixedLayout(width: \(width), height: 100)) {
        HStack {
            Text("Delicious")
            Image("20x20_avocado")
            Text("Avocado Toast")\(priority ? ".layoutPriority(1)" : "")
        }
        .lineLimit(1)
    }
    """
  }

  /// The lines each Text shows, by its string.
  func shown(_ laid: Laid) -> [String: [String]] {
    var out: [String: [String]] = [:]
    for (id, _) in laid.preview.result.placedNodes {
      if let text = laid.preview.lowered.sourceMap[id]?.text, let lines = laid.preview.displayedLines(of: id) {
        out[text] = lines.map(\.text)
      }
    }
    return out
  }

  @Test func generousRowTruncatesNothing() throws {
    for priority in [false, true] {
      let laid = try #require(lay(Self.row(width: 393, priority: priority)))
      #expect(shown(laid) == ["Delicious": ["Delicious"], "Avocado Toast": ["Avocado Toast"]])
    }
  }

  @Test func narrowRowTruncatesTheSubjectWithoutPriority() throws {
    let laid = try #require(lay(Self.row(width: 200, priority: false)))
    #expect(shown(laid) == ["Delicious": ["Delicious"], "Avocado Toast": ["Avocado…"]])
  }

  @Test func layoutPriorityKeepsTheSubjectAndTruncatesTheAdjective() throws {
    let laid = try #require(lay(Self.row(width: 200, priority: true)))
    #expect(shown(laid) == ["Delicious": ["Deli…"], "Avocado Toast": ["Avocado Toast"]])
  }

  @Test func environmentAttributesReachTheText() throws {
    let laid = try #require(lay("""
      #Preview(traits: .fixedLayout(width: 300, height: 300)) {
          VStack {
              Text("Avocado Toast with Almond Butter")
              Text("Avocado Toast with Almond Butter").lineLimit(2)
          }
          .lineLimit(1)
          .truncationMode(.head)
          .multilineTextAlignment(.trailing)
          .font(.caption)
          .frame(width: 100)
      }
      """))
    let texts = laid.preview.result.placedNodes.filter { laid.preview.lowered.sourceMap[$0.id]?.text != nil }
    let attributes = texts.compactMap { laid.preview.lowered.sourceMap[$0.id]?.textAttributes }
    #expect(attributes.map(\.lineLimit) == [1, 2])
    #expect(attributes.allSatisfy { $0.truncationMode == .head && $0.alignment == .trailing && $0.font.size == 12 })
    let first = try #require(laid.preview.displayedLines(of: texts[0].id))
    #expect(first.count == 1 && first[0].text.hasPrefix("…"))
    let second = try #require(laid.preview.displayedLines(of: texts[1].id))
    #expect(second.count == 2)
    // Trailing alignment: every line ends at the frame's right edge.
    for line in second { #expect(abs(line.x + line.width - texts[1].layout.frame.width) < 1e-9) }
  }
}
