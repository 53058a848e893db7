import LayoutcSema
import LayoutcSource

/// Which bodies re-run when the state changes from one assignment to another, by SwiftUI's
/// rules as seed 001 gives them: "if the dependency changes, only those views will be
/// invalidated. SwiftUI will call each view's body"; a view its parent re-creates is
/// compared first: "Because views are value types, SwiftUI can efficiently compare them to
/// only update the right subset of views." Per wrapper:
///
/// - `@State`, `@Binding`: invalidate when the value changed and the body reads it.
/// - A plain property: the parent's new body passes a new view value; a property that
///   differs makes the view unequal and its body re-runs, read or not.
/// - `@Environment(\.key)`: invalidates when the key's value changed.
/// - `@ObservedObject`, `@StateObject`, `@EnvironmentObject`: any `@Published` change fires
///   `objectWillChange` and invalidates every observer ("A type of object with a publisher
///   that emits before the object has changed", Apple's ObservableObject documentation).
/// - An `@Observable` object: only the properties the body read ("A view forms a dependency
///   on an observable data model object ... when the view's body property reads a property of
///   the object", Apple, "Managing model data in your app").
///
/// No public source says whether a `@State` the body does not read, or an `@Environment` key
/// it does not read, invalidates it: layoutc's answers there are estimates (docs/dependencies.md).
public struct Invalidation: Sendable {
  public enum Outcome: String, Sendable {
    /// The body re-runs.
    case invalidated
    /// Re-created by its parent's new body with inputs that compare equal: no new body.
    case equal
    /// Neither its dependencies nor its parent changed.
    case untouched
  }

  public struct Entry: Sendable {
    public var identity: String
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
    public var outcome: Outcome
    /// Why it is invalidated, or, for `equal`, which inputs it was passed.
    public var reasons: [String]
  }

  public var views: [Entry] = []
  /// User views whose identity ends or begins: their bodies stop, or run for the first time.
  public var removed: [Entry] = []
  public var inserted: [Entry] = []

  public func entries(_ outcome: Outcome) -> [Entry] { views.filter { $0.outcome == outcome } }

  public init(before: InstanceRoot, after: InstanceRoot, sema: SemaResult) {
    var old: [String: Instance] = [:]
    for r in before.instances { r.walk { i, _ in if i.kind == .userView { old[i.identity.description] = old[i.identity.description] ?? i } } }
    var seen: Set<String> = []
    var reads: [String: BodyReads] = [:]
    var outcomes: [String: Outcome] = [:]
    func entry(_ i: Instance, _ outcome: Outcome, _ reasons: [String]) -> Entry {
      Entry(identity: i.identity.description, name: i.name, file: i.file, line: i.range.start.line, column: i.range.start.column, outcome: outcome, reasons: reasons)
    }
    func visit(_ i: Instance, parent: String?) {
      var here = parent
      if i.kind == .userView {
        let id = i.identity.description
        here = id
        if seen.insert(id).inserted {
          if let o = old[id], let view = sema.model.views[i.name] {
            let r = reads[view.name] ?? BodyReads.of(view, sema: sema)
            reads[view.name] = r
            let parentRan = parent.map { outcomes[$0] == .invalidated } ?? true
            let reasons = Self.reasons(view, r, before: o, after: i, parentRan: parentRan, sema: sema)
            let outcome: Outcome = !reasons.isEmpty ? .invalidated : (parent != nil && parentRan ? .equal : .untouched)
            outcomes[id] = outcome
            views.append(entry(i, outcome, reasons))
          } else if old[id] == nil {
            outcomes[id] = .invalidated
            inserted.append(entry(i, .invalidated, ["new identity: its body runs for the first time"]))
          }
        }
      }
      for c in i.children { visit(c, parent: here) }
    }
    for r in after.instances { visit(r, parent: nil) }
    for r in before.instances {
      r.walk { i, _ in
        guard i.kind == .userView, !seen.contains(i.identity.description) else { return }
        seen.insert(i.identity.description)
        removed.append(entry(i, .invalidated, ["identity ends: its body no longer runs"]))
      }
    }
  }

  /// What makes a kept view's body re-run, one line per property.
  static func reasons(_ view: ViewInfo, _ r: BodyReads, before: Instance, after: Instance, parentRan: Bool, sema: SemaResult) -> [String] {
    var out: [String] = []
    for p in view.storedProperties {
      guard let d = PropertyDependency.of(p, in: view, sema: sema) else { continue }
      let a = before.arguments[p.name], b = after.arguments[p.name]
      guard a != b else { continue }
      let fields = changedFields(a, b)
      if let type = d.objectType, let observation = d.observation {
        let typeName = TypePrinter.runtimeName(type)
        if observation == .objectWillChange && d.role == .observedObject {
          out.append("\(d.wrapper) \(p.name): \(typeName) changed (\(fields.joined(separator: ", "))); objectWillChange invalidates every observer")
        } else if observation == .perProperty {
          let read = r.members(of: p.name).filter(fields.contains)
          if !read.isEmpty { out.append("\(d.wrapper) \(p.name): reads \(read.map { typeName + "." + $0 }.joined(separator: ", ")), which changed") }
        }
        // A class is compared by reference, and layoutc knows one object of each type per
        // root: the parent passes the same object, which compares equal whatever changed in
        // it (a view holding an ObservableObject without a wrapper keeps showing old values).
        continue
      }
      switch d.role {
      case .state, .other:
        if r.readsInBody(p.name) { out.append("\(d.wrapper) \(p.name) changed and the body reads it") }
      case .binding:
        if r.readsInBody(p.name) { out.append("@Binding \(p.name): its source changed and the body reads it") }
      case .environment:
        out.append("\(d.wrapper) \(p.name) changed")
      case .property:
        // A class instance is compared by reference: the same object compares equal.
        if parentRan && !d.isReference { out.append("\(p.name): passed a new value, so the view compares unequal") }
      case .observedObject:
        break
      }
    }
    return out
  }

  /// The fields of two records that differ (`count`), or `value` for any other change.
  static func changedFields(_ a: Value?, _ b: Value?) -> [String] {
    guard case .record(let ta, let fa)? = a, case .record(let tb, let fb)? = b, ta == tb, fa.count == fb.count else { return ["value"] }
    return zip(fa, fb).filter { $0.value != $1.value }.map(\.0.name)
  }
}
