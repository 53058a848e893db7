import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// What a view type's body reads of its own stored properties, found by walking the checked
/// body and the view's helpers it calls (computed properties, methods), every branch included.
///
/// Reads inside action closures (a `Button`'s action, `onTapGesture`, `task`: catalog
/// parameters of kind `.action`) run later, outside the body: they form no dependency (seed
/// 001: "Actions are what trigger changes to a view's dependencies"). Passing `$x` creates a
/// binding without reading `x`.
public struct BodyReads: Sendable {
  /// One read of a property: `count`, `model.title` (`member` is `title`).
  public struct Read: Sendable {
    public var property: String
    public var member: String?
    public var inAction: Bool
    /// The read is exactly an argument passed on to a child view (`Child(x: x)`).
    public var isForwarded: Bool
    public var range: SourceRange
  }

  /// A property handed to a user view's initializer: `Child(x: x)`, `Child(x: $x)`,
  /// `Row(title: $model.title)`.
  public struct Forward: Sendable {
    public var property: String
    public var member: String?
    public var projected: Bool
    public var child: String
    public var parameter: String
    /// The call's range: the child instance's `range`.
    public var call: SourceRange
    public var range: SourceRange
  }

  /// A `let` of the body (outside closures) whose value reads properties.
  public struct LocalRead: Sendable {
    public var name: String
    public var range: SourceRange
    public var reads: [Read]
    /// Uses of the local in the body, and in actions.
    public var usesInBody: Int
    public var usesInActions: Int
  }

  public var reads: [Read] = []
  /// Bindings the body makes from a property (`$on`, `$model.title`: property and member):
  /// no read, but a use of the property that needs its wrapper.
  public var projections: [(property: String, member: String?)] = []
  public var forwards: [Forward] = []
  public var locals: [LocalRead] = []

  /// Whether the body (not an action) reads the property, a forwarded copy included.
  public func readsInBody(_ p: String) -> Bool { reads.contains { $0.property == p && !$0.inAction } }
  /// Reads in the body other than handing it on unchanged.
  public func usesInBody(_ p: String) -> [Read] { reads.filter { $0.property == p && !$0.inAction && !$0.isForwarded } }
  /// The members of an object property the body reads, in source order without repeats.
  public func members(of p: String) -> [String] {
    var seen: Set<String> = []
    return reads.compactMap { r in
      guard r.property == p, !r.inAction, let m = r.member, seen.insert(m).inserted else { return nil }
      return m
    }
  }
  /// Whether the body reads the property whole (`model`, `Child(model: model)`), not a member.
  public func readsWhole(_ p: String) -> Bool { reads.contains { $0.property == p && !$0.inAction && $0.member == nil } }

  /// The reads of `view`'s body and the helpers it reaches.
  public static func of(_ view: ViewInfo, sema: SemaResult) -> BodyReads {
    var walk = BodyReadWalk(view: view, sema: sema)
    walk.run()
    return walk.result
  }
}

/// The walk behind `BodyReads.of`: the body first, then each helper as it is reached, in the
/// context (body or action) it was reached from.
struct BodyReadWalk {
  let view: ViewInfo
  let sema: SemaResult
  var result = BodyReads()
  let properties: Set<String>
  /// Computed properties and methods of the view, by name.
  let helpers: [String: [Stmt]]
  var visited: Set<String> = []
  var queue: [(name: String, inAction: Bool)] = []

  init(view: ViewInfo, sema: SemaResult) {
    self.view = view
    self.sema = sema
    properties = Set(view.storedProperties.map(\.name))
    var helpers: [String: [Stmt]] = [:]
    for m in view.decl.members {
      switch m.kind {
      case .variable(let v) where v.initializer == nil && (v.getter != nil || !v.accessors.isEmpty) && !v.isStatic:
        helpers[v.name] = v.getter ?? v.accessors.first(where: { $0.kind == "get" })?.body ?? []
      case .function(let f) where !f.isStatic && f.hasBody:
        helpers[f.name] = f.body
      default: break
      }
    }
    self.helpers = helpers
  }

  mutating func run() {
    let entry = helpers["body"] != nil ? "body" : view.members.first.map { m -> String in
      if case .function(let f) = m.kind { return f.name }
      if case .property(let v) = m.kind { return v.name }
      return "body"
    } ?? "body"
    queue.append((entry, false))
    var next = 0
    while next < queue.count {
      let (name, inAction) = queue[next]
      next += 1
      guard visited.insert("\(name)|\(inAction)").inserted, let body = helpers[name] else { continue }
      scan(body, inAction: inAction, topLevel: name == entry)
    }
  }

  /// Reads of one statement list (the body, or a helper it reaches); `inAction` for a helper
  /// called from an action. The body's own top-level `let`s are recorded too (`locals`).
  mutating func scan(_ body: [Stmt], inAction: Bool, topLevel: Bool) {
    let actions = actionExpressions(body)
    var consumed: Set<ObjectIdentifier> = []
    var forwarded: Set<ObjectIdentifier> = []
    var found: [BodyReads.Read] = []
    var projections: [(property: String, member: String?)] = []
    var calls: [(name: String, inAction: Bool)] = []
    var forwards: [BodyReads.Forward] = []
    let properties = properties, helpers = helpers, facts = sema.facts
    // Arguments passed on to user views.
    ASTWalker(expr: { e in
      guard case .call(_, let args) = e.kind, case .userView(let child)? = facts.call(e)?.target else { return }
      for a in args {
        guard let label = a.label, let (p, member, projected) = Self.forwardReference(a.value, properties) else { continue }
        forwards.append(BodyReads.Forward(property: p, member: member, projected: projected, child: child, parameter: label, call: e.range, range: a.value.range))
        forwarded.insert(ObjectIdentifier(a.value))
      }
    }).walk(body)
    ASTWalker(expr: { e in
      let id = ObjectIdentifier(e)
      guard !consumed.contains(id) else { return }
      let action = inAction || actions.contains(id)
      switch e.kind {
      case .member(let base, let name, _):
        if case .identifier("self") = base.kind {
          consumed.insert(ObjectIdentifier(base))
          if properties.contains(name) {
            found.append(.init(property: name, member: nil, inAction: action, isForwarded: forwarded.contains(id), range: e.range))
          } else if helpers[name] != nil { calls.append((name, action)) }
          return
        }
        if let (p, _, projected) = Self.propertyReference(base, properties) {
          consumed.insert(ObjectIdentifier(base))
          if case .member(let inner, _, _) = base.kind { consumed.insert(ObjectIdentifier(inner)) }
          guard !projected else {
            if !action { projections.append((p, name)) }
            return
          }
          found.append(.init(property: p, member: name, inAction: action, isForwarded: forwarded.contains(id), range: e.range))
        }
      case .identifier(let n):
        if !action, n.hasPrefix("$"), properties.contains(String(n.dropFirst())) { projections.append((String(n.dropFirst()), nil)) }
        if properties.contains(n) {
          found.append(.init(property: n, member: nil, inAction: action, isForwarded: forwarded.contains(id), range: e.range))
        } else if helpers[n] != nil {
          calls.append((n, action))
        }
      default: break
      }
    }).walk(body)
    result.reads += found
    result.projections += projections
    result.forwards += forwards
    queue += calls
    if topLevel && !inAction { result.locals += localReads(body, actions: actions, reads: found) }
  }

  /// `p`, `self.p`, `$p` (projected), `$p.member`, `self.p.member` naming a stored property.
  static func propertyReference(_ e: Expr, _ properties: Set<String>) -> (String, String?, Bool)? {
    switch e.kind {
    case .identifier(let n) where properties.contains(n): return (n, nil, false)
    case .identifier(let n) where n.hasPrefix("$") && properties.contains(String(n.dropFirst())): return (String(n.dropFirst()), nil, true)
    case .member(let base, let n, _):
      if case .identifier("self") = base.kind, properties.contains(n) { return (n, nil, false) }
      if case .identifier(let b) = base.kind, b.hasPrefix("$"), properties.contains(String(b.dropFirst())) { return (String(b.dropFirst()), n, true) }
      return nil
    default: return nil
    }
  }

  /// An argument handed on: a property reference, or a member of one (`Badge(count: item.count)`).
  static func forwardReference(_ e: Expr, _ properties: Set<String>) -> (String, String?, Bool)? {
    if let r = propertyReference(e, properties) { return r }
    if case .member(let base, let n, _) = e.kind, case .identifier(let p) = base.kind, properties.contains(p) { return (p, n, false) }
    return nil
  }

  /// Every expression inside a closure SwiftUI runs on an event rather than in the body: a
  /// catalog argument of kind `.action`/`.actionTaking`, or a closure property of a user view
  /// that is not `@ViewBuilder` (`onSave: () -> Void`).
  func actionExpressions(_ body: [Stmt]) -> Set<ObjectIdentifier> {
    var roots: [Expr] = []
    let facts = sema.facts, model = sema.model
    ASTWalker(expr: { e in
      guard case .call(_, let args) = e.kind, let call = facts.call(e) else { return }
      if let overload = call.overload {
        for (pi, ai) in call.argumentIndices where pi < overload.parameters.count && ai < args.count {
          switch overload.parameters[pi].kind {
          case .action, .actionTaking: roots.append(args[ai].value)
          default: break
          }
        }
      }
      if case .userView(let name) = call.target, let child = model.views[name] {
        for a in args {
          guard let label = a.label, let p = child.storedProperties.first(where: { $0.name == label }), !p.isViewBuilder else { continue }
          if case .function? = p.decl.type?.kind, case .closure = a.value.kind { roots.append(a.value) }
        }
      }
    }).walk(body)
    var inside: Set<ObjectIdentifier> = []
    for r in roots { ASTWalker(expr: { inside.insert(ObjectIdentifier($0)) }).walk(r) }
    return inside
  }

  /// `let total = model.items.count` at the top of the body: what it reads and where it is used.
  func localReads(_ body: [Stmt], actions: Set<ObjectIdentifier>, reads: [BodyReads.Read]) -> [BodyReads.LocalRead] {
    var out: [BodyReads.LocalRead] = []
    for s in body {
      guard case .variable(let v) = s.kind, let initializer = v.initializer else { continue }
      var inInit: Set<ObjectIdentifier> = []
      ASTWalker(expr: { inInit.insert(ObjectIdentifier($0)) }).walk(initializer)
      let own = reads.filter { r in r.range.start.offset >= initializer.range.start.offset && r.range.end.offset <= initializer.range.end.offset && !r.inAction }
      guard !own.isEmpty, !inInit.contains(where: actions.contains) else { continue }
      var inBody = 0, inActions = 0
      ASTWalker(expr: { e in
        guard case .identifier(let n) = e.kind, n == v.name, !inInit.contains(ObjectIdentifier(e)) else { return }
        if actions.contains(ObjectIdentifier(e)) { inActions += 1 } else { inBody += 1 }
      }).walk(body)
      out.append(.init(name: v.name, range: v.nameRange, reads: own, usesInBody: inBody, usesInActions: inActions))
    }
    return out
  }
}
