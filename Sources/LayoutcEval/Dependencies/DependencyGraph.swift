import LayoutcSema
import LayoutcSource

/// The dependency graph of one evaluated root (seed 001): every user view instance, by
/// identity path, and what its body depends on; "this is actually a graph, not a tree",
/// since several views can depend on the same state, object property or environment key.
///
/// Objects are identified by their type (one object of each type per root, as an app's
/// models usually are); state by the identity of the view that owns it.
public struct DependencyGraph: Sendable {
  /// A user view instance: it has a body, so it can be invalidated.
  public struct View: Sendable {
    public var identity: String
    public var name: String
    public var file: String
    public var line: Int
    public var column: Int
    /// The nearest user view above it: the body that creates it.
    public var parent: String?
  }

  public struct Node: Sendable, Hashable {
    public enum Kind: String, Sendable {
      /// `@State` (and other wrapper storage) owned by a view's identity.
      case state
      /// A `@Binding` whose source layoutc could not follow (`.constant`, a root's binding).
      case binding
      /// A plain property: part of the view's value, passed by its parent.
      case property
      case environment
      /// An `ObservableObject`, observed whole.
      case object
      /// One property of an `@Observable` object.
      case observable
    }
    public var id: String
    public var kind: Kind
    public var label: String
    /// For a property: the dependency the parent read to pass it (`pet` is a copy of the dog
    /// DogView reads through its binding), which makes the graph's shared data visible.
    public var source: String? = nil
  }

  public struct Edge: Sendable {
    public enum Relation: String, Sendable {
      /// The body reads it.
      case reads
      /// The view is subscribed without the body reading it: an `ObservableObject` wrapper
      /// observes the whole object, an `@Environment` property its key.
      case observes
      /// A plain property or binding the body does not read (an action may): still part of
      /// the view's value, compared when the parent passes a new one. Seed 001 counts the
      /// treat, used only in the button's action, among DogView's dependencies.
      case input

      /// `read by`, `observed by`, `passed to`.
      public var passive: String {
        switch self {
        case .reads: "read by"
        case .observes: "observed by"
        case .input: "passed to"
        }
      }
    }
    public var view: String
    public var node: String
    /// The view's property it reaches the dependency through, with its wrapper.
    public var property: String
    public var wrapper: String
    public var relation: Relation
    /// For an `ObservableObject`: the members the body reads of it (it depends on all).
    public var members: [String] = []
    /// How the value arrived: `$dog in ContentView`, `treat in ContentView`.
    public var origin: String?
    /// The body reads it only to hand it to child views unchanged (`Row(unit: unit)`).
    public var onlyPassedOn = false
  }

  public let root: String
  public let views: [View]
  public let nodes: [Node]
  public let edges: [Edge]
  /// Indices into `nodes` and `edges`, so that reports stay linear in the graph's size (a
  /// realistic root has 100,000 views).
  private let nodeIndex: [String: Int]
  private let edgesByView: [String: [Int]]
  private let edgesByNode: [String: [Int]]
  private let copiesBySource: [String: [Int]]

  public func node(_ id: String) -> Node? { nodeIndex[id].map { nodes[$0] } }
  /// The edges from a view, in the order its properties are declared.
  public func edges(of view: String) -> [Edge] { (edgesByView[view] ?? []).map { edges[$0] } }
  /// The edges to a dependency: the views that depend on it, parents first.
  public func readers(of node: String) -> [Edge] { (edgesByNode[node] ?? []).map { edges[$0] } }
  /// The property nodes filled from a dependency (`Node.source`).
  public func copies(of node: String) -> [Node] { (copiesBySource[node] ?? []).map { nodes[$0] } }

  public init(root: InstanceRoot, sema: SemaResult) {
    self.root = root.name
    var builder = DependencyGraphBuilder(sema: sema)
    for i in root.instances { builder.visit(i, parent: nil) }
    views = builder.views
    nodes = builder.nodes
    edges = builder.edges
    nodeIndex = Dictionary(nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
    var byView: [String: [Int]] = [:], byNode: [String: [Int]] = [:]
    for (k, e) in edges.enumerated() {
      byView[e.view, default: []].append(k)
      byNode[e.node, default: []].append(k)
    }
    edgesByView = byView
    edgesByNode = byNode
    var copies: [String: [Int]] = [:]
    for (k, n) in nodes.enumerated() { if let s = n.source { copies[s, default: []].append(k) } }
    copiesBySource = copies
  }
}

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
        continue
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
