/// What changes between two evaluations of the same root: which instances keep their
/// identity (SwiftUI updates them in place and animates changes), which are removed or
/// inserted (transitions), and which `@State` storage is reset because its view's identity
/// ends (seed 001: "if the identity changes, the state is lost").
public struct IdentityDiff: Sendable {
  public struct Entry: Sendable {
    public var identity: IdentityPath
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
  }

  public var kept: [Entry] = []
  public var removed: [Entry] = []
  public var inserted: [Entry] = []
  /// User views with `@State` that are removed (their state is discarded) or inserted (their
  /// state starts from its initial value).
  public var stateReset: [(entry: Entry, properties: [String])] = []

  public init(before: [Instance], after: [Instance]) {
    let a = IdentityDiff.index(before), b = IdentityDiff.index(after)
    for (path, inst) in a.sorted(by: { $0.key < $1.key }) {
      let entry = IdentityDiff.entry(inst)
      if b[path] != nil { kept.append(entry) } else {
        removed.append(entry)
        if !inst.state.isEmpty { stateReset.append((entry, inst.state.map(\.name))) }
      }
    }
    for (path, inst) in b.sorted(by: { $0.key < $1.key }) where a[path] == nil {
      inserted.append(IdentityDiff.entry(inst))
      if !inst.state.isEmpty { stateReset.append((IdentityDiff.entry(inst), inst.state.map(\.name))) }
    }
  }

  static func entry(_ i: Instance) -> Entry {
    Entry(identity: i.identity, name: i.name, file: i.file, line: i.range.start.line, column: i.range.start.column)
  }

  /// Views by identity (modifier nodes are part of their view and not listed separately).
  static func index(_ roots: [Instance]) -> [IdentityPath: Instance] {
    var out: [IdentityPath: Instance] = [:]
    for r in roots {
      r.walk { i, _ in
        if i.kind != .modifier, out[i.identity] == nil { out[i.identity] = i }
      }
    }
    return out
  }
}
