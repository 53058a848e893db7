/// A view's identity: its structural position (types and positions from the root) plus the
/// explicit identities on the way (ForEach element ids, `.id(x)` values). Printed as
/// components joined by `/`, e.g. `ContentView/VStack/[1]/if:0/Text`.
public struct IdentityPath: Hashable, Sendable, CustomStringConvertible, Comparable {
  public enum Component: Hashable, Sendable {
    /// A view type at this position (`VStack`, `Text`, a user view).
    case type(String)
    /// The i-th child of a TupleView (0-based).
    case child(Int)
    /// The branch taken in an if/else-if chain (0-based, in source order) or a switch.
    case branch(kind: String, index: Int)
    /// One element of a ForEach, by its id.
    case element(String)
    /// An explicit `.id(x)`.
    case explicit(String)
    /// A modifier applied to the view at this path (`.padding`).
    case modifier(String)
    /// The secondary view of a modifier (`background`'s content).
    case secondary(String)
  }

  /// One component and the path before it. Paths share their prefixes: a child's path is its
  /// parent's node plus one, so an instance costs one node however deep it sits (copied arrays
  /// would make a 390-deep chain of 120,000 rows take gigabytes).
  final class Node: Sendable {
    let parent: Node?
    let component: Component
    /// Components up to and including this one.
    let count: Int
    /// UTF-8 bytes of the description up to and including this component.
    let length: Int
    init(parent: Node?, component: Component) {
      self.parent = parent
      self.component = component
      self.count = (parent?.count ?? 0) + 1
      self.length = (parent?.length ?? 0) + IdentityPath.length(of: component, first: parent == nil)
    }
  }

  let last: Node?

  init(last: Node?) { self.last = last }

  public init(_ components: [Component] = []) {
    var node: Node?
    for c in components { node = Node(parent: node, component: c) }
    self.last = node
  }

  /// The components from the root.
  public var components: [Component] {
    var out: [Component] = []
    out.reserveCapacity(count)
    var node = last
    while let n = node {
      out.append(n.component)
      node = n.parent
    }
    out.reverse()
    return out
  }

  public var count: Int { last?.count ?? 0 }

  /// True when the text of one of the path's components satisfies `test`. Paths share their
  /// prefixes, so `clean` remembers the components found not to: a walk over every node's path
  /// tests each shared component once.
  public func anyComponentText(_ test: (String) -> Bool, clean: inout CleanPathNodes) -> Bool {
    var node = last
    while let n = node, !clean.contains(n) {
      switch n.component {
      case .child: break
      case .type(let t), .branch(let t, _), .element(let t), .explicit(let t), .modifier(let t), .secondary(let t):
        if test(t) { return true }
      }
      node = n.parent
    }
    // No component satisfied it: the nodes walked up to `node` (clean already, or the root's
    // end) are clean.
    var passed = last
    while let n = passed, n !== node {
      clean.insert(n)
      passed = n.parent
    }
    return false
  }

  /// `description.utf8.count`, without printing: output sizes are checked before anything is
  /// written (docs/robustness.md).
  public var length: Int { last?.length ?? 0 }

  /// The bytes `write` appends for `c` (`first`: nothing was written before it).
  static func length(of c: Component, first: Bool) -> Int {
    func digits(_ i: Int) -> Int {
      var count = i < 0 ? 2 : 1
      var rest = i.magnitude
      while rest >= 10 {
        rest /= 10
        count += 1
      }
      return count
    }
    switch c {
    case .type(let n): return n.utf8.count + (first ? 0 : 1)
    case .child(let i): return 3 + digits(i)
    case .branch(let kind, let i): return 2 + kind.utf8.count + digits(i)
    case .element(let id): return 7 + id.utf8.count
    case .explicit(let id): return 5 + id.utf8.count
    case .modifier(let m): return 1 + m.utf8.count
    case .secondary(let m): return 2 + m.utf8.count
    }
  }

  public func appending(_ c: Component) -> IdentityPath { IdentityPath(last: Node(parent: last, component: c)) }

  public static func == (a: IdentityPath, b: IdentityPath) -> Bool {
    guard a.count == b.count else { return false }
    var x = a.last, y = b.last
    while let p = x, let q = y, p !== q {
      guard p.component == q.component else { return false }
      x = p.parent
      y = q.parent
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var node = last
    while let n = node {
      hasher.combine(n.component)
      node = n.parent
    }
  }

  /// Written as UTF-8 bytes into one buffer and decoded once: the lowering prints the path of
  /// every instance (10-20 components deep in list cells), and `String.append` costs ~300
  /// instructions a call (with `+` and `"\(…)"` it was a tenth of a `--frames` run).
  public var description: String {
    var out: [UInt8] = []
    out.reserveCapacity(length)
    for c in components { IdentityPath.write(c, into: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends one component as `description` prints it: a component's text depends only on
  /// itself and on whether anything was written before it (`IdentityPathPrinter` relies on this).
  static func write(_ c: Component, into out: inout [UInt8]) {
    func put(_ text: String) { out.append(contentsOf: text.utf8) }
    func byte(_ ascii: Unicode.Scalar) { out.append(UInt8(ascii: ascii)) }
    func put(_ number: Int) { out.append(contentsOf: String(number).utf8) }
    switch c {
    case .type(let n):
      if !out.isEmpty { byte("/") }
      put(n)
    case .child(let i):
      byte("/"); byte("["); put(i); byte("]")
    case .branch(let kind, let i):
      byte("/"); put(kind); byte(":"); put(i)
    case .element(let id):
      put("/(id: "); put(id); byte(")")
    case .explicit(let id):
      put("/id("); put(id); byte(")")
    case .modifier(let m):
      byte("."); put(m)
    case .secondary(let m):
      byte("/"); put(m); byte(":")
    }
  }

  /// Element and `.id` values longer than this (in UTF-8 bytes) are abbreviated in identities.
  public static let explicitTextLimit = 256

  /// The text of an explicit identity (a ForEach element's id, an `.id(x)` value): itself when
  /// short; else its first 200 characters, `…` and a hash of the whole (FNV-1a, 64 bits, hex),
  /// so that distinct long values stay distinct and the same value reads the same every run.
  /// Unbounded, two nested ForEach over 40 KB strings would make identities of 6 GB.
  public static func explicitText(_ text: String) -> String {
    guard text.utf8.count > explicitTextLimit else { return text }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in text.utf8 {
      hash ^= UInt64(b)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(text.prefix(200)) + "…#" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// True when the path has an explicit identity (ForEach element or `.id`).
  public var isExplicit: Bool {
    var node = last
    while let n = node {
      switch n.component {
      case .element, .explicit: return true
      default: node = n.parent
      }
    }
    return false
  }

  public static func < (a: IdentityPath, b: IdentityPath) -> Bool { a.description < b.description }
}
