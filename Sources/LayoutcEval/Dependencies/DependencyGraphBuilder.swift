import LayoutcSema
import LayoutcSource

/// Walks an instance tree once, parents before children, adding nodes as they are first met.
struct DependencyGraphBuilder {
  let sema: SemaResult
  var views: [DependencyGraph.View] = []
  var nodes: [DependencyGraph.Node] = []
  var nodeIDs: Set<String> = []
  var edges: [DependencyGraph.Edge] = []
  /// Each view's edges so far (`copiedFrom` looks up the parent's).
  var edgesByView: [String: [Int]] = [:]
  var reads: [String: BodyReads] = [:]
  /// The user view instances seen, by identity, for bindings traced to their owner.
  var instances: [String: (Instance, parent: String?)] = [:]

  init(sema: SemaResult) { self.sema = sema }

  mutating func bodyReads(_ view: ViewInfo) -> BodyReads {
    if let r = reads[view.name] { return r }
    let r = BodyReads.of(view, sema: sema)
    reads[view.name] = r
    return r
  }

  mutating func visit(_ i: Instance, parent: String?) {
    var here = parent
    if i.kind == .userView, let view = sema.model.views[i.name] {
      let identity = i.identity.description
      views.append(.init(identity: identity, name: i.name, file: i.file, line: i.range.start.line, column: i.range.start.column, parent: parent))
      instances[identity] = (i, parent)
      addEdges(i, view, identity)
      here = identity
    }
    for c in i.children { visit(c, parent: here) }
  }

  mutating func append(_ e: DependencyGraph.Edge) {
    edgesByView[e.view, default: []].append(edges.count)
    edges.append(e)
  }

  mutating func add(_ node: DependencyGraph.Node) {
    if nodeIDs.insert(node.id).inserted { nodes.append(node) }
  }

  mutating func addEdges(_ i: Instance, _ view: ViewInfo, _ identity: String) {
    let r = bodyReads(view)
    let short = TypePrinter.runtimeName(view.name)
    for p in view.storedProperties {
      guard let d = PropertyDependency.of(p, in: view, sema: sema) else { continue }
      let read = r.readsInBody(p.name)
      var edge = DependencyGraph.Edge(view: identity, node: "", property: p.name, wrapper: d.wrapper, relation: .reads)
      edge.onlyPassedOn = read && r.usesInBody(p.name).isEmpty
      if let type = d.objectType, let observation = d.observation {
        let typeName = TypePrinter.runtimeName(type)
        if observation == .objectWillChange && d.role == .observedObject {
          add(.init(id: "object:" + type, kind: .object, label: "\(typeName) (ObservableObject)"))
          edge.node = "object:" + type
          edge.members = r.members(of: p.name)
          edge.relation = edge.members.isEmpty && !r.readsWhole(p.name) ? .observes : .reads
          append(edge)
        } else if observation == .perProperty {
          let data = sema.model.dataTypes[type]
          for m in r.members(of: p.name) where data?.property(named: m) != nil && data?.decl.kind != .struct {
            add(.init(id: "observable:\(type).\(m)", kind: .observable, label: "\(typeName).\(m) (@Observable)"))
            var e = edge
            e.node = "observable:\(type).\(m)"
            e.members = [m]
            append(e)
          }
        } else if !r.members(of: p.name).isEmpty {
          // An ObservableObject held without a wrapper (`let model: Model`, `@State var model`):
          // the body reads it, but nothing subscribes the view, so a change does not re-run it.
          add(.init(id: "object:" + type, kind: .object, label: "\(typeName) (ObservableObject)"))
          edge.node = "object:" + type
          edge.members = r.members(of: p.name)
          edge.relation = .unobserved
          append(edge)
        }
        continue
      }
      switch d.role {
      case .environment:
        let key = d.environmentKey ?? p.name
        add(.init(id: "environment:" + key, kind: .environment, label: "\(key) (environment)"))
        edge.node = "environment:" + key
        edge.relation = read ? .reads : .observes
        append(edge)
      case .state, .other:
        guard read else { continue }
        let id = "state:\(identity).\(p.name)"
        add(.init(id: id, kind: .state, label: "\(d.wrapper) \(short).\(p.name)"))
        edge.node = id
        append(edge)
      case .binding:
        if !read { edge.relation = .input }
        let (node, origin) = bindingSource(i, identity, p.name, depth: 0) ?? (
          .init(id: "binding:\(identity).\(p.name)", kind: .binding, label: "@Binding \(short).\(p.name) (source not followed)"), nil)
        add(node)
        edge.node = node.id
        edge.origin = origin
        append(edge)
      case .property:
        if !read { edge.relation = .input }
        let id = "property:\(identity).\(p.name)"
        add(.init(id: id, kind: .property, label: "\(short).\(p.name) (passed in)", source: copiedFrom(i, identity, p.name)))
        edge.node = id
        edge.origin = passedFrom(i, identity, p.name)
        append(edge)
      case .observedObject:
        // An object of a type the module does not declare (another module's, in tolerant
        // Swift): observed whole all the same, and marked as resting on that assumption.
        let written = PropertyDependency.writtenType(p, sema) ?? "?"
        add(.init(id: "object:" + written, kind: .object, label: "\(written) (ObservableObject, assumed: not declared in this module)"))
        edge.node = "object:" + written
        edge.members = r.members(of: p.name)
        edge.relation = edge.members.isEmpty && !r.readsWhole(p.name) ? .observes : .reads
        append(edge)
      }
    }
  }

  /// The call in the parent's body that made the instance, and its argument for `parameter`.
  func forward(_ i: Instance, _ identity: String, _ parameter: String) -> (BodyReads.Forward, parent: Instance, parentView: ViewInfo)? {
    guard let parentID = instances[identity]?.parent, let (parent, _) = instances[parentID], let parentView = sema.model.views[parent.name],
      let r = reads[parentView.name]
    else { return nil }
    guard let f = r.forwards.first(where: { $0.call == i.range && $0.parameter == parameter }) else { return nil }
    return (f, parent, parentView)
  }

  /// The dependency of the parent whose value the argument is (`PetView(pet: dog)` in DogView:
  /// what DogView's `dog` depends on).
  func copiedFrom(_ i: Instance, _ identity: String, _ parameter: String) -> String? {
    guard let (f, parent, _) = forward(i, identity, parameter), !f.projected else { return nil }
    let parentID = parent.identity.description
    return (edgesByView[parentID] ?? []).map { edges[$0] }.first {
      $0.property == f.property && (f.member == nil || $0.members.isEmpty || $0.members.contains(f.member!))
    }?.node
  }

  /// `treat in ContentView`: the parent's property the argument is, when it is one.
  func passedFrom(_ i: Instance, _ identity: String, _ parameter: String) -> String? {
    guard let (f, parent, _) = forward(i, identity, parameter), !f.projected else { return nil }
    return "\(f.member.map { f.property + "." + $0 } ?? f.property) in \(TypePrinter.runtimeName(parent.name))"
  }

  /// The state, object property or object a `@Binding` projects, followed through the
  /// bindings of the views above (`$dog` in ContentView, passed on as `$dog` by DogView).
  func bindingSource(_ i: Instance, _ identity: String, _ parameter: String, depth: Int) -> (DependencyGraph.Node, String)? {
    guard depth < 64, let (f, parent, parentView) = forward(i, identity, parameter), f.projected,
      let p = parentView.storedProperties.first(where: { $0.name == f.property }),
      let d = PropertyDependency.of(p, in: parentView, sema: sema)
    else { return nil }
    let parentID = parent.identity.description
    let short = TypePrinter.runtimeName(parentView.name)
    let origin = "$\(f.member.map { f.property + "." + $0 } ?? f.property) in \(short)"
    if let member = f.member, let type = d.objectType, let observation = d.observation {
      let typeName = TypePrinter.runtimeName(type)
      return observation == .perProperty
        ? (.init(id: "observable:\(type).\(member)", kind: .observable, label: "\(typeName).\(member) (@Observable)"), origin)
        : (.init(id: "object:" + type, kind: .object, label: "\(typeName) (ObservableObject)"), origin)
    }
    switch d.role {
    case .state, .other:
      return (.init(id: "state:\(parentID).\(p.name)", kind: .state, label: "\(d.wrapper) \(short).\(p.name)"), origin)
    case .binding:
      guard let (node, _) = bindingSource(parent, parentID, p.name, depth: depth + 1) else { return nil }
      return (node, origin)
    default:
      return nil
    }
  }
}
