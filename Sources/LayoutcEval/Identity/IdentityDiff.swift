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

  /// For kept views whose inputs differ: what changed (properties, text, `.modifier`s).
  public var changed: [IdentityPath: [String]] = [:]

  public init(before: [Instance], after: [Instance]) {
    let a = IdentityDiff.index(before), b = IdentityDiff.index(after)
    let ma = IdentityDiff.modifiers(before), mb = IdentityDiff.modifiers(after)
    for (path, inst) in a.sorted(by: { $0.key < $1.key }) {
      let entry = IdentityDiff.entry(inst)
      if let other = b[path] {
        kept.append(entry)
        var what: [String] = []
        for key in Set(inst.arguments.keys).union(other.arguments.keys).sorted() where inst.arguments[key] != other.arguments[key] {
          what.append(key)
        }
        if inst.text != other.text { what.append("text") }
        if inst.attributes != other.attributes { what.append("style") }
        let mods = Set((ma[path] ?? [:]).keys).union((mb[path] ?? [:]).keys)
        for m in mods.sorted() where ma[path]?[m] != mb[path]?[m] { what.append("." + m) }
        if !what.isEmpty { changed[path] = what }
      } else {
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

  /// The arguments of the modifiers applied to each view, by view identity and modifier name.
  static func modifiers(_ roots: [Instance]) -> [IdentityPath: [String: [String: Value]]] {
    var out: [IdentityPath: [String: [String: Value]]] = [:]
    for r in roots {
      r.walk { i, _ in
        guard i.kind == .modifier else { return }
        var base = i
        while base.kind == .modifier, let first = base.children.first { base = first }
        out[base.identity, default: [:]][i.name] = i.arguments
      }
    }
    return out
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
