import LayoutEngine

/// A small deterministic PRNG (SplitMix64), so every property test failure can be replayed by seed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Random layout trees using every node kind, including hostile numbers (NaN, infinity, negatives).
struct RandomTreeGenerator {
  var random: SplitMix64
  /// When set, every offset is (0, 0) but the same random numbers are drawn, so the tree is
  /// otherwise identical to the one built from the same seed without it.
  var zeroOffsets = false
  /// When false, `.layoutDirection` nodes are built as `.neutral` (same random draws).
  var directionOverrides = true
  var tree = LayoutTree()
  /// Fixed frames with both dimensions valid, and fixed images: (node, size it must keep).
  var fixedSizes: [(NodeID, Size)] = []
  var offsetNodes: [NodeID] = []

  static let custom = VerticalAlignment(name: "customMid") { d in d.height / 3 }
  static let words = ["Avocado", "Toast", "is", "delicious", "and", "green", "★★★★★", "bread"]

  init(seed: UInt64, zeroOffsets: Bool = false) {
    random = SplitMix64(seed: seed)
    self.zeroOffsets = zeroOffsets
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
  mutating func length() -> Double { Double(int(0...120)) + (chance(0.3) ? 0.5 : 0) }

  /// Sometimes a hostile value, usually a plain length, sometimes nil.
  mutating func dimension() -> Double? {
    switch int(0...9) {
    case 0: return nil
    case 1: return [Double.nan, .infinity, -10][int(0...2)]
    default: return length()
    }
  }

  mutating func alignment() -> Alignment {
    let h: [HorizontalAlignment] = [.leading, .center, .trailing]
    let v: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline, Self.custom]
    return Alignment(horizontal: h[int(0...2)], vertical: v[int(0...5)])
  }

  mutating func leaf() -> NodeID {
    switch int(0...6) {
    case 0: return tree.add(.shape(.color))
    case 1: return tree.add(.shape(.circle))
    case 2:
      let size = Size(width: length(), height: length())
      let id = tree.add(.image(width: size.width, height: size.height, resizable: false))
      fixedSizes.append((id, size))
      return id
    case 3: return tree.add(.spacer(minLength: chance(0.5) ? nil : dimension()))
    case 4: return tree.add(.divider)
    default:
      let text = (0..<int(1...5)).map { _ in Self.words[int(0...7)] }.joined(separator: " ")
      return tree.add(.measured(PlaceholderTextMeasurer(text, fontSize: [17, 12, 28][int(0...2)], lineLimit: chance(0.3) ? 1 : nil)))
    }
  }

  mutating func node(depth: Int) -> NodeID {
    if depth == 0 || chance(0.25) { return leaf() }
    let priority: Double? = chance(0.15) ? Double(int(-1...2)) : nil
    let hidden = chance(0.05)
    func children(_ count: Int, _ g: inout RandomTreeGenerator) -> [NodeID] {
      (0..<count).map { _ in g.node(depth: depth - 1) }
    }
    let kind: LayoutNodeKind
    let kids: [NodeID]
    switch int(0...16) {
    case 0, 1:
      kids = children(int(0...4), &self)
      kind = .hStack(alignment: alignment().vertical, spacing: chance(0.5) ? nil : dimension())
    case 2, 3:
      kids = children(int(0...4), &self)
      kind = .vStack(alignment: alignment().horizontal, spacing: chance(0.5) ? nil : dimension())
    case 4:
      kids = children(int(1...3), &self)
      kind = .zStack(alignment: alignment())
    case 5:
      kids = children(1, &self)
      let (w, h) = (dimension(), dimension())
      kind = .frame(width: w, height: h, alignment: alignment())
    case 6:
      kids = children(1, &self)
      kind = .flexibleFrame(FlexibleFrame(
        minWidth: chance(0.5) ? dimension() : nil, idealWidth: chance(0.3) ? dimension() : nil,
        maxWidth: chance(0.5) ? (chance(0.5) ? .infinity : dimension()) : nil,
        minHeight: chance(0.5) ? dimension() : nil, idealHeight: chance(0.3) ? dimension() : nil,
        maxHeight: chance(0.5) ? (chance(0.5) ? .infinity : dimension()) : nil, alignment: alignment()))
    case 7:
      kids = children(1, &self)
      kind = .padding(EdgeInsets(top: length() / 4, leading: length() / 4, bottom: dimension() ?? 0, trailing: length() / 4))
    case 8:
      kids = children(2, &self)
      kind = chance(0.5) ? .background(alignment: alignment()) : .overlay(alignment: alignment())
    case 9:
      kids = children(1, &self)
      let (x, y) = (dimension() ?? 0, length() - 60)
      kind = zeroOffsets ? .offset(x: 0, y: 0) : .offset(x: x, y: y)
    case 10:
      kids = children(1, &self)
      kind = .fixedSize(horizontal: chance(0.5), vertical: chance(0.5))
    case 11:
      kids = children(1, &self)
      kind = .aspectRatio(chance(0.3) ? nil : dimension().map { $0 / 40 }, contentMode: chance(0.5) ? .fit : .fill)
    case 12:
      kids = children(1, &self)
      let factor = Double(int(0...4)) / 4
      kind = .alignmentGuide(AlignmentGuide(Self.custom) { d in d[VerticalAlignment.bottom] * factor })
    case 13:
      kids = children(1, &self)
      kind = .position(x: length(), y: length())
    case 14:
      kids = children(1, &self)
      let ignores = chance(0.5)
      let direction: LayoutDirection = chance(0.5) ? .rightToLeft : .leftToRight
      kind = ignores ? .ignoresSafeArea(.all) : directionOverrides ? .layoutDirection(direction) : .neutral
    default:
      kids = children(1, &self)
      kind = .neutral
    }
    let id = tree.add(kind, children: kids, layoutPriority: priority, hidden: hidden)
    if case .frame(let w?, let h?, _) = kind, w.isFinite, h.isFinite, w >= 0, h >= 0 {
      fixedSizes.append((id, Size(width: w, height: h)))
    }
    if case .offset = kind { offsetNodes.append(id) }
    return id
  }

  /// A tree of at most `depth` levels and its root.
  static func make(seed: UInt64, depth: Int = 5, zeroOffsets: Bool = false, directionOverrides: Bool = true) -> RandomTreeGenerator {
    var generator = RandomTreeGenerator(seed: seed, zeroOffsets: zeroOffsets)
    generator.directionOverrides = directionOverrides
    _ = generator.node(depth: depth)
    return generator
  }

  var root: NodeID { NodeID(tree.count - 1) }
}
