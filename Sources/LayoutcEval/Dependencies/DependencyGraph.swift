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
      /// An `ObservableObject` the body reads but holds without `@ObservedObject` (or
      /// `@StateObject`, `@EnvironmentObject`): no dependency, so the view shows stale values
      /// until something else re-runs it.
      case unobserved

      /// `read by`, `observed by`, `passed to`.
      public var passive: String {
        switch self {
        case .reads: "read by"
        case .observes: "observed by"
        case .input: "passed to"
        case .unobserved: "read without observing by"
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
