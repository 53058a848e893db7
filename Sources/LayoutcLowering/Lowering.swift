import LayoutEngine
import LayoutcCatalog
import LayoutcEval
import LayoutcSema
import LayoutcSource

/// The layout tree of one root, with what each node stands for in the spec.
public struct LoweredLayout: Sendable {
  public var tree: LayoutTree
  public var root: NodeID
  public var sourceMap: SourceMap
  public var diagnostics: [Diagnostic]
  /// A lower bound of the bytes a renderer writes for this layout, known before anything is laid
  /// out or rendered (`Lowering.outputLimit`): each node's identity and text, and
  /// `Lowering.bytesPerLevel` for each level it is nested (the indentation of its lines).
  public var outputEstimate: Int = 0
  /// The containers `containerRelativeFrame` measures against (scroll views and lists, by the
  /// instance's identity), when a frame read one: their sizes come from a layout of this tree
  /// (`Lowering.containerSizes`).
  public var containers: [String: NodeID] = [:]
  public var readsContainerSizes = false
  /// A view that lays out by the window's size class was lowered (`Lowering.isRegularWidth`).
  public var readsSizeClass = false
  /// The appearance the colours were resolved in, which the renderers draw the window in.
  public var appearance = Appearance.light
  /// The nodes of the module's own shapes, whose paths are made once they are laid out.
  public var appShapes: [NodeID] = []
}

/// Instances → layout tree, driven by each instance's catalog role (`LayoutRole`).
///
/// Rules (docs/layout.md, "Lowering"):
/// - every view is a node, and so is every modifier that changes layout (padding, frames,
///   background/overlay/border, offset, position, fixedSize, aspectRatio, layoutPriority,
///   alignmentGuide, hidden, ignoresSafeArea, a layout-direction environment);
/// - modifiers that only write the environment (`font`, `lineLimit`) or draw differently
///   (`opacity`, `id`) are not nodes: their content takes their place, and `font`/`lineLimit`
///   reach the Texts below them;
/// - a user view is a neutral node around its body's view; a body of several views (a TupleView)
///   adds them one by one to the enclosing container, as Group does;
/// - where one view is needed and several are given (the root, a modifier's content, a
///   background's content), the lowering adds an implicit container: a VStack, or a ZStack for
///   background and overlay content, as SwiftUI's default layouts do.
public struct Lowering {
  let model: SemanticModel
  let runner: GuideRunner
  let sources: [String: SourceFile]
  let textFactory: any TextMeasurerFactory
  /// The sizes of the containers `containerRelativeFrame` measures against, by identity, from a
  /// layout of the tree; `Lowering.windowContainer` is the window's safe area.
  public var containerSizes: [String: Size] = [:]
  public static let windowContainer = ""
  /// The window's horizontal size class is regular (an iPad's), where a NavigationSplitView
  /// shows its columns side by side.
  public var isRegularWidth = false
  /// The window's pixels per point: which variant of an asset catalog's image is shown.
  public var displayScale = PreviewRoot.defaultScale
  /// The module's asset catalogs (`Image("name")`, `Color("name")`).
  public var assetCatalog = AssetCatalog()
  /// The window's appearance (`--appearance`); a preview that prefers one is drawn in it.
  public var appearance = Appearance.light
  /// Sizes of opaque views without content, by name (`.layoutc.json`'s `assumed_views`).
  let assumedViewSizes: [String: AssumedViewSize]

  public init(
    model: SemanticModel, guides: GuideRunner, sources: [String: SourceFile],
    textFactory: any TextMeasurerFactory = FontTextMeasurerFactory(), assumedViewSizes: [String: AssumedViewSize] = [:]
  ) {
    self.assumedViewSizes = assumedViewSizes
    self.model = model
    self.runner = guides
    self.sources = sources
    self.textFactory = textFactory
  }

  /// The estimated output of all the layouts of one run (`LoweredLayout.outputEstimate`), 512
  /// MiB: unbounded, a 390-deep chain of 120,000 rows writes 7.1 GB of `--frames` JSON (9.7 GB
  /// of memory), most of it indentation. The driver checks it after lowering, before layout and rendering.
  public static let outputLimit = 512 << 20
  /// Bytes per node per level of its identity path: `--frames` indents some 25 lines a node by
  /// 2 spaces per JSON level, about two JSON levels per path component (measured: 76 bytes a
  /// level on the 390-deep chain); `--tree` and `--explain` write less per node.
  public static let bytesPerLevel = 64

  /// Lowers one root. Several top-level views share an implicit VStack.
  public func lower(_ root: InstanceRoot) -> LoweredLayout {
    let builder = LoweringBuilder(lowering: self)
    builder.appearance = Appearance.preferred(by: root.instances) ?? appearance
    builder.controls.tint = ColorResolution.named("accentColor", in: builder.appearance)!
    // About a node per instance, and a few the lowering adds (implicit stacks, frames).
    var instances = 0
    for i in root.instances { i.walk { _, _ in instances += 1 } }
    builder.tree.reserveCapacity(instances + instances / 4)
    builder.map.reserveCapacity(instances + instances / 4)
    let ids = builder.lowerAll(root.instances, TextEnvironment())
    let rootID: NodeID
    if ids.count == 1 {
      rootID = ids[0]
    } else {
      let file = root.preview?.file.path ?? root.instances.first?.file ?? ""
      let range = root.preview?.range
      let entry = SourceMap.Entry(
        type: "VStack", path: IdentityPath([.type(root.name)]), file: file, line: range?.start.line ?? 1,
        column: range?.start.column ?? 1, text: nil, kind: .view, isImplicit: true)
      rootID = builder.add(.vStack(alignment: .center, spacing: nil), ids, entry: entry)
    }
    return LoweredLayout(tree: builder.tree, root: rootID, sourceMap: builder.map, diagnostics: builder.diagnostics,
      outputEstimate: builder.outputEstimate, containers: builder.containers, readsContainerSizes: builder.readsContainerSizes,
      readsSizeClass: builder.readsSizeClass, appearance: builder.appearance, appShapes: builder.appShapes)
  }
}

/// The environment values lowering reads, passed down from container to Texts.
typealias TextEnvironment = TextAttributes

/// The mutable state of one lowering: the tree being built, its source map, diagnostics.
final class LoweringBuilder {
  let lowering: Lowering
  var tree = LayoutTree()
  var map = SourceMap()
  /// The preview's appearance: what semantic and system colours resolve to.
  var appearance = Appearance.light
  var diagnostics: [Diagnostic] = []
  var outputEstimate = 0
  var alignments: AlignmentLowering { AlignmentLowering(runner: lowering.runner) }
  /// The style modifiers in effect while a subtree is lowered (`ControlEnvironment`).
  var controls = ControlEnvironment()
  /// List rows' traits, by the node the row became.
  var rowTraits: [NodeID: RowTraits] = [:]
  /// Nodes that are list sections, and those with a header.
  var sectionNodes: Set<NodeID> = []
  var sectionsWithHeader: Set<NodeID> = []
  /// The scroll views and lists being lowered, innermost last (`containerRelativeFrame`).
  var containerStack: [String] = []
  /// NavigationStacks and TabViews being lowered: containers whose bars layoutc does not
  /// subtract when it measures against the window.
  var barContainerDepth = 0
  var containers: [String: NodeID] = [:]
  var readsContainerSizes = false
  var readsSizeClass = false
  var appShapes: [NodeID] = []
  /// The path and file `source(of:)` found last.
  private var lastSource: (path: String, file: SourceFile?)?
  /// Where modifier calls' names are written (`ModifierLocator`): a ForEach's rows are
  /// instances of the same calls, and scanning each row's modifiers again is ~6 % of lowering
  /// a list of cells. The files are held by `lowering.sources`, so their identities stay theirs.
  private var modifierLocations: [ModifierLocator.Call: (name: String, line: Int, column: Int)] = [:]

  init(lowering: Lowering) { self.lowering = lowering }

  // MARK: Nodes and entries

  @discardableResult
  func add(_ kind: LayoutNodeKind, _ children: [NodeID] = [], priority: Double? = nil, hidden: Bool = false, entry: SourceMap.Entry) -> NodeID {
    let id = tree.add(kind, children: children, layoutPriority: priority, hidden: hidden, label: entry.type)
    // Copied to add its children's assumptions only when one has some (an entry is ~25 fields).
    if children.contains(where: { !map.assumed(of: $0).isEmpty }) {
      map.set(id, withAssumptions(entry, of: children))
    } else {
      map.set(id, entry)
    }
    outputEstimate += entry.identityLength + (entry.text?.utf8.count ?? 0) + Lowering.bytesPerLevel * entry.path.count
    return id
  }

  /// The entry of an instance: modifiers point at their name, views at their start.
  func entry(_ i: Instance) -> SourceMap.Entry {
    let (line, column) = i.kind == .modifier ? modifierLocation(i) : (i.range.start.line, i.range.start.column)
    return SourceMap.Entry(
      type: i.name, path: i.identity, file: i.file, line: line, column: column, text: i.role == .text ? (i.text ?? "") : nil,
      kind: i.kind == .modifier ? .modifier : .view, isImplicit: false, catalogView: i.viewID)
  }

  /// `ModifierLocator.location`, remembered per call (the answer depends only on the file's
  /// text, the call's range, its content's end and the name).
  func modifierLocation(_ i: Instance) -> (line: Int, column: Int) {
    let file = source(of: i)
    let call = ModifierLocator.Call(i, file: file)
    if let known = modifierLocations[call], known.name == i.name { return (known.line, known.column) }
    let (line, column) = ModifierLocator.location(of: i, file: file)
    modifierLocations[call] = (i.name, line, column)
    return (line, column)
  }

  /// The source file of `i`. The last one found is kept: nearly every instance is in the same
  /// file as the one before, and comparing the path to it is cheaper than hashing it.
  func source(of i: Instance) -> SourceFile? {
    if let last = lastSource, last.path == i.file { return last.file }
    let file = lowering.sources[i.file]
    lastSource = (i.file, file)
    return file
  }

  /// A node the lowering adds on behalf of `cause`.
  func implicitEntry(_ type: String, kind: SourceMap.Kind, cause: Instance) -> SourceMap.Entry {
    var e = entry(cause)
    e.type = type
    e.kind = kind
    e.implicitType = type
    e.text = nil
    e.isImplicit = true
    e.catalogView = nil
    return e
  }

  func warn(_ message: DiagnosticMessage, _ i: Instance) {
    let range = i.kind == .modifier ? ModifierLocator.range(of: i, file: source(of: i)) : i.range
    diagnostics.append(Diagnostic(id: message.id, severity: message.severity, message: message.message, file: i.file, range: range))
  }

  /// An argument read by `read`: nil when it was not given (or, where the parameter is
  /// optional, given as `nil`). A value given but not understood is a located error, never a
  /// silent default (docs/layout.md, "Lowering"); the caller then uses its default only to
  /// finish the tree, which is not printed.
  func read<T>(_ i: Instance, _ label: String, optional: Bool = false, _ reader: (Value) -> T?) -> T? {
    guard let value = i.arguments[label] else { return nil }
    if optional && value == .none { return nil }
    if let result = reader(value) { return result }
    reportUnreadable(i, label)
    return nil
  }

  /// The error for an argument given to `i` that the lowering does not understand.
  func reportUnreadable(_ i: Instance, _ label: String) {
    // An assumed value, or one built from assumed parts (`CGSize(width: drag.width, height: 0)`),
    // is not misunderstood: the default stands in, and the node is marked (its assumptions).
    if let v = i.arguments[label], !v.assumptions.isEmpty { return }
    let shown = label.hasPrefix("_") ? "argument #\((Int(label.dropFirst()) ?? 0) + 1)" : label
    warn(LoweringDiagnostics.unreadableArgument(shown, ArgumentReading.describe(i.arguments[label]), of: i.name), i)
  }

  // MARK: Instances

  func lowerAll(_ instances: [Instance], _ env: TextEnvironment) -> [NodeID] {
    instances.flatMap { lower($0, env) }
  }

  /// The nodes of one instance: none (EmptyView), one, or several (a user view whose body is
  /// several views).
  func lower(_ i: Instance, _ env: TextEnvironment) -> [NodeID] {
    let ids = lowerUnmarked(i, env)
    markAssumed(ids, i.assumptions)
    return ids
  }

  private func lowerUnmarked(_ i: Instance, _ env: TextEnvironment) -> [NodeID] {
    if i.kind == .view, i.isOpaque { return opaqueView(i, env) }
    switch i.kind {
    case .userView:
      let body = lowerAll(i.children, env)
      guard body.count == 1 else { return body }
      return [add(.neutral, body, entry: entry(i))]
    case .view where i.role == .scrollView || i.role == .list:
      // A container `containerRelativeFrame` measures against (Apple: "a scrollable view like
      // ScrollView or List").
      let key = i.identity.description
      containerStack.append(key)
      let ids = lowerView(i, env)
      containerStack.removeLast()
      if let node = ids.first { containers[key] = node }
      return ids
    case .view where LoweringBuilder.isNavigationContainer(i) || i.role == .tabView:
      barContainerDepth += 1
      defer { barContainerDepth -= 1 }
      return lowerView(i, env)
    case .view:
      return lowerView(i, env)
    case .modifier:
      return lowerModifier(i, env)
    }
  }

  /// Exactly one node for `ids`: itself, or an implicit VStack around several (SwiftUI lays a
  /// multi-view content out with its default, vertical, layout).
  func single(_ ids: [NodeID], cause: Instance) -> NodeID {
    if ids.count == 1 { return ids[0] }
    return add(.vStack(alignment: .center, spacing: nil), ids, entry: implicitEntry("VStack", kind: .view, cause: cause))
  }

  func lowerView(_ i: Instance, _ env: TextEnvironment) -> [NodeID] {
    let a = i.arguments
    switch i.role {
    case .emptyView, .toolbarItem:
      return []
    case .text:
      // The Text's own `.font`, `.bold()`, `.fontWeight` and `.foregroundColor` win over the
      // environment's (they are folded into the Text as attributes).
      var attributes = env
      attributes.font = FontResolution.applyingTextAttributes(FontResolution.resolve(i.attributes["font"]) ?? env.font, i.attributes)
      if let color = i.attributes["foregroundColor"] ?? i.attributes["foregroundStyle"] { attributes.foreground = assetColorResolved(color) }
      return [text(i.text ?? "", attributes, entry: entry(i), standIn: TextPlaceholder.standIn(for: i))]
    case .image:
      var e = entry(i)
      e.imageName = ((i.arguments["_0"] ?? i.arguments["decorative"] ?? i.arguments["systemName"])?.asString)
      if i.arguments["systemName"] != nil { e.paint = symbolPaint(i, env) }
      return [add(image(i, env, entry: &e), entry: e)]
    case .color:
      var e = entry(i)
      e.paint = colorPaint(i)
      return [add(.shape(.color), entry: e)]
    case .shape:
      var e = entry(i)
      // A gradient view fills with itself; a shape with its fill or foreground style.
      e.paint = Catalog.isGradientStyle(i.name) ? gradientViewPaint(i) : shapePaint(i, env)
      var kind = LayoutNodeKind.shape(Self.shapeKinds[Self.shapeChain(i).last!.name] ?? .rectangle)
      if let shape = e.paint?.appShape, lowering.runner.evaluator.appShapeDeclaresSize(shape.value) {
        kind = .measured(AppShapeSizing(shape: shape, runner: lowering.runner))
      }
      markUndrawnTransforms(i, &e)
      let id = add(kind, entry: e)
      if e.paint?.appShape != nil { appShapes.append(id) }
      return [id]
    case .circle:
      var e = entry(i)
      e.paint = shapePaint(i, env)
      markUndrawnTransforms(i, &e)
      return [add(.shape(.circle), entry: e)]
    case .spacer:
      return [add(.spacer(minLength: read(i, "minLength", optional: true, ArgumentReading.number)), entry: entry(i))]
    case .divider:
      return [add(.divider, entry: entry(i))]
    case .hStack, .lazyHStack:
      let kind = LayoutNodeKind.hStack(
        alignment: read(i, "alignment", alignments.vertical) ?? .center, spacing: read(i, "spacing", optional: true, ArgumentReading.number))
      return [add(kind, lowerAll(i.children, env), entry: entry(i))]
    case .vStack, .lazyVStack:
      let kind = LayoutNodeKind.vStack(
        alignment: read(i, "alignment", alignments.horizontal) ?? .center, spacing: read(i, "spacing", optional: true, ArgumentReading.number))
      return [add(kind, lowerAll(i.children, env), entry: entry(i))]
    case .zStack:
      return [add(.zStack(alignment: read(i, "alignment", alignments.alignment) ?? .center), lowerAll(i.children, env), entry: entry(i))]
    case .scrollView:
      return [scrollView(i, env)]
    case .list:
      return [list(i, env)]
    case .control:
      return [toggle(i, env)]
    case .label:
      return [label(i, env)]
    case .labeledRow:
      return [labeledRow(i, env)]
    case .section:
      return [section(i, env)]
    case .geometryReader:
      return [geometryReader(i, env)]
    case .grid:
      return [grid(i, env)]
    case .gridRow:
      return strayGridRow(i, env)
    case .lazyVGrid, .lazyHGrid:
      return [lazyGrid(i, env)]
    case .viewThatFits:
      return [viewThatFits(i, env)]
    case .customLayout:
      return [customLayout(i, env)]
    case .anyLayout:
      return [anyLayout(i, env)]
    case .navigationStack:
      return [navigationStack(i, env)]
    case .navigationSplitView:
      return [navigationSplitView(i, env)]
    case .tabView:
      return [tabView(i, env)]
    case .textField:
      return [textField(i, env)]
    case .progressView:
      return [progressView(i, env)]
    case .slider:
      return [slider(i, env)]
    case _ where i.viewID == .button:
      return [button(i, env)]
    default:
      // AnyView and any other view that lays out its content as it is. A title
      // (`Button("Click here") { … }`) is the Text SwiftUI makes of it. A view with several
      // parts (NavigationLink's destination, Menu's items) lays out its label only.
      // A view given as an unlabelled argument (`AnyView(Text("x"))`, slot `_0`) is laid out.
      let positional = i.childSlots.allSatisfy { $0.hasPrefix("_") }
      let labelled = positional ? i.children : children(i, slot: "label")
      var content = lowerAll(labelled, env)
      if content.isEmpty, let title = titleText(i, in: env) { content = [title] }
      return [add(.neutral, content.isEmpty ? [] : [single(content, cause: i)], entry: entry(i))]
    }
  }

  /// Built-in shapes by name; made once (a dictionary literal in `lowerView` was built for each
  /// shape, ~2,400 instructions).
  static let shapeKinds: [String: ShapeKind] = [
    "Rectangle": .rectangle, "RoundedRectangle": .roundedRectangle, "Capsule": .capsule, "Ellipse": .ellipse, "Circle": .circle,
  ]

  /// A Text node: measured with the font the environment resolved; the attributes are kept in the
  /// source map for renderers (lines, alignment, colour). `entry` is consumed: it gains the
  /// attributes in place rather than in a copy.
  /// A Text node. Text showing an assumed value is measured as `standIn` (`TextPlaceholder`),
  /// its entry keeping the placeholder text and the mark.
  func text(_ string: String, _ attributes: TextAttributes, entry: consuming SourceMap.Entry, standIn: @autoclosure () -> String = TextPlaceholder.words) -> NodeID {
    entry.textAttributes = attributes
    let measured = Lowering.showsPlaceholder(string) ? standIn() : string
    let shown = attributes.uppercased ? measured.uppercased() : measured
    return add(.measured(lowering.textFactory.measurer(for: shown, attributes: attributes)), entry: entry)
  }

  /// `Image("name")` at its `#asset` size, `Image(systemName:)` as a square of the font size
  /// (a placeholder for SF Symbols' metrics), `.resizable()` taking the proposal.
  func image(_ i: Instance, _ env: TextEnvironment, entry e: inout SourceMap.Entry) -> LayoutNodeKind {
    let resizable = i.attributes["resizable"] != nil
    if i.arguments["systemName"] != nil {
      return .image(width: env.font.size, height: env.font.size, resizable: resizable)
    }
    // An image named by an assumed value: the size of an opaque view, marked.
    if case .opaque? = i.arguments["_0"] ?? i.arguments["decorative"] {
      let size = lowering.assumedViewSizes["Image"] ?? Lowering.assumedViewSize
      return .image(width: size.width, height: size.height, resizable: resizable)
    }
    let name = (i.arguments["_0"] ?? i.arguments["decorative"])?.asString ?? ""
    guard let size = namedImageSize(name, i, entry: &e) else { return .image(width: 0, height: 0, resizable: resizable) }
    return .image(width: size.width, height: size.height, resizable: resizable)
  }

  /// The size of the image `name`: its `#asset` in a spec, else its image set in the module's
  /// asset catalogs, else, for a set the driver could not read, the assumed size of an opaque
  /// image, marked on `e`; nil, after the warning that SwiftUI draws nothing, when none has it.
  func namedImageSize(_ name: String, _ i: Instance, entry e: inout SourceMap.Entry) -> (width: Double, height: Double)? {
    if let asset = lowering.model.assets[name] { return (asset.width, asset.height) }
    let catalog = lowering.assetCatalog
    if catalog.unreadableImages.contains(name) {
      e.assumed.append("Image(\"\(name)\") size")
      let size = lowering.assumedViewSizes["Image"] ?? Lowering.assumedViewSize
      return (size.width, size.height)
    }
    if catalog.hasIdiomVariants(name) { readsSizeClass = true }
    if let size = catalog.imageSize(name, scale: lowering.displayScale, idiom: lowering.isRegularWidth ? "ipad" : "iphone", appearance: appearance) {
      return size
    }
    warn(i.file.hasSuffix(".swift") ? LoweringDiagnostics.missingImageSet(name, catalogs: catalog.folders) : LoweringDiagnostics.unknownImage(name), i)
    return nil
  }
}
