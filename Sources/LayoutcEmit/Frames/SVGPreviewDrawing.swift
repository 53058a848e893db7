import LayoutEngine
import LayoutcLowering
import LayoutcText

/// One laid-out preview drawn as SVG elements in window coordinates, in three layers:
///
/// 1. **content**, painter's order: a background's view before the view it backs, an overlay's
///    after, ZStack children back to front; colours and shapes filled (and stroked) as the spec
///    says, Text as its displayed lines in the measured font and size, images as labelled
///    placeholders of their size, dividers as separator lines; `opacity` and clips wrap the
///    subtree they apply to. Hidden views are not drawn. Nothing is clipped to its parent, so a
///    child that overflows is drawn where it is, as SwiftUI draws it.
/// 2. **outlines**, like Xcode's view debugger: every view's frame, one device pixel wide; a frame
///    that sticks out of its parent's is red and dashed, a hidden view's grey and dashed.
/// 3. **labels** (`--svg-labels`): each distinct frame labelled with the types that share it,
///    outermost first, and its size.
struct SVGPreviewDrawing {
  let preview: LaidOutPreview
  /// Makes clip-path ids unique in a sheet of several previews.
  let idPrefix: String
  private var clipCount = 0
  private var paintCount = 0
  private(set) var weightsUsed: Set<Int> = []

  init(preview: LaidOutPreview, idPrefix: String) {
    self.preview = preview
    self.idPrefix = idPrefix
  }

  var tree: LayoutTree { preview.lowered.tree }

  // MARK: Content

  mutating func content() -> [String] {
    draw(preview.lowered.root) + assumptionMarks()
  }

  private mutating func draw(_ id: NodeID) -> [String] {
    guard let layout = preview.result[id], !layout.isHidden else { return [] }
    let node = tree[id]
    let entry = preview.lowered.sourceMap[id]
    let frame = layout.frame
    var body: [String] = []
    if let control = entry?.control {
      body += SVGControlDrawing.control(control, frame, appearance: preview.lowered.appearance)
    } else {
      body += nodeBody(id, node.kind, entry, frame)
    }
    var children = preview.children(of: id)
    // A background is drawn behind the view it modifies.
    if case .background = node.kind, children.count == 2 { children.reverse() }
    for child in children { body += draw(child) }
    return wrap(body, effects: entry?.paint?.effects ?? [], frame: frame)
  }

  /// What a node draws itself, before its children.
  private mutating func nodeBody(_ id: NodeID, _ kind: LayoutNodeKind, _ entry: SourceMap.Entry?, _ frame: Rect) -> [String] {
    var body: [String] = []
    // A shape of the module (a measured node when it declares `sizeThatFits`): its path, or
    // where layoutc could not make it, its frame, marked.
    if let app = entry?.paint?.appShape {
      return app.path == nil ? assumedBox(entry?.type ?? "", frame) : shape(.rectangle, entry?.paint, frame)
    }
    switch kind {
    case .shape(let kind):
      body += shape(kind, entry?.paint, frame)
    case .measured:
      body += text(id, entry, frame)
    case .image where entry?.imageName == nil && entry?.assumed.isEmpty == false:
      body += assumedBox(entry?.type ?? "", frame)
    case .image where entry?.paint?.fill != nil:
      body += SVGControlDrawing.symbol(entry!.paint!.fill!, frame)
    case .image:
      body += image(entry?.imageName ?? "", frame)
    case .divider:
      body.append("<rect \(SVGMarkup.rectAttributes(frame)) class=\"divider\"/>")
    default:
      // A container the lowering paints: a list's background, a section's card, a button.
      if let paint = entry?.paint { body += SVGControlDrawing.containerFill(paint, frame) }
    }
    return body
  }

  /// A shape in its fill and stroke; a gradient's definition first, an angular gradient as wedges
  /// cut to the shape (a fill) or to its line (a stroke).
  private mutating func shape(_ kind: ShapeKind, _ paint: Paint?, _ frame: Rect) -> [String] {
    let paint = paint ?? Paint()
    let stroked = paint.stroke != nil
    let strokeInset = paint.strokeInside && stroked ? paint.strokeWidth / 2 : 0
    // A path where the spec transforms the shape or the module draws it (inset already for
    // `strokeBorder`); else the plain element. `strokeBorder` draws the shape inset by half its
    // line.
    func element(_ attributes: String, inset: Double = strokeInset) -> String {
      let path = paint.appShape?.path ?? (paint.transforms.isEmpty ? nil
        : ShapeTransform.path(paint.transforms, in: (0, 0, frame.width, frame.height), inset: inset, base: ShapeTransform.builtinPath(kind, cornerRadius: paint.cornerRadius)))
      if let path { return "<path d=\"\(SVGShapePath.data(path, in: frame))\" \(attributes)/>" }
      let radius = paint.cornerRadius.map { max(0, $0 - inset) }
      return SVGMarkup.shape(kind, cornerRadius: radius, in: inset > 0 ? SVGMarkup.inset(frame, by: inset) : frame, attributes: attributes)
    }
    var attributes: [String] = []
    var out: [String] = []
    if case .angular(let stops, let center, let start, let end)? = paint.style {
      let id = nextClipID()
      out.append("<clipPath id=\"\(id)\">\(element("", inset: 0))</clipPath>")
      out.append("<g clip-path=\"url(#\(id))\" class=\"angular-gradient\">")
      out += SVGStyleFill.angularWedges(stops, center: center, startAngle: start, endAngle: end, in: frame)
      out.append("</g>")
      if !stroked { return out }
      attributes.append("fill=\"none\"")
    } else if let style = paint.style {
      let (definition, attribute) = SVGStyleFill.fill(style, in: frame, id: nextPaintID())
      if !definition.isEmpty { out.append(definition) }
      attributes.append(attribute)
    } else {
      attributes.append(paint.fill.map { SVGMarkup.paint("fill", $0) } ?? "fill=\"none\"")
    }
    let width = SVGMarkup.line(paint)
    if case .angular(let stops, let center, let start, let end)? = paint.strokeStyle {
      // The wedges seen through the line: a mask of the stroke, white where it is drawn.
      if attributes != ["fill=\"none\""] { out.append(element(attributes.joined(separator: " "))) }
      let id = nextClipID()
      out.append("<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\">\(element("fill=\"none\" stroke=\"#fff\" " + width))</mask>")
      out.append("<g mask=\"url(#\(id))\" class=\"angular-gradient\">")
      out += SVGStyleFill.angularWedges(stops, center: center, startAngle: start, endAngle: end, in: frame)
      out.append("</g>")
      return out
    } else if let style = paint.strokeStyle {
      let (definition, attribute) = SVGStyleFill.fill(style, in: frame, id: nextPaintID(), property: "stroke")
      if !definition.isEmpty { out.append(definition) }
      attributes.append(attribute)
    } else if let stroke = paint.stroke {
      attributes.append(SVGMarkup.paint("stroke", stroke))
    }
    if stroked { attributes.append(width) }
    return out + [element(attributes.joined(separator: " "))]
  }

  /// Each displayed line at its baseline, in the Text's font; "…" included.
  private mutating func text(_ id: NodeID, _ entry: SourceMap.Entry?, _ frame: Rect) -> [String] {
    guard let lines = preview.displayedLines(of: id), let attributes = entry?.textAttributes else { return [] }
    let font = attributes.font.textFont
    // The faces embedded: regular, semibold and bold, as the measurer picks them.
    let weight = font.weight >= .bold ? 700 : font.weight >= .semibold ? 600 : 400
    weightsUsed.insert(weight)
    let appearance = preview.lowered.appearance
    var fill = SVGMarkup.paint("fill", ColorResolution.resolve(attributes.foreground, in: appearance) ?? ColorResolution.named("primary", in: appearance)!)
    var out: [String] = []
    // `foregroundStyle(LinearGradient(…))`: the gradient over the Text's frame.
    if let style = StyleFillResolution.resolve(attributes.foreground, in: appearance) {
      let (definition, attribute) = SVGStyleFill.fill(style, in: frame, id: nextPaintID())
      if !definition.isEmpty { out.append(definition) }
      fill = attribute
    }
    return out + lines.map { line in
      "<text x=\"\(SVGMarkup.number(frame.minX + line.x))\" y=\"\(SVGMarkup.number(frame.minY + line.baseline))\" "
        + "font-size=\"\(SVGMarkup.number(font.size))\" font-weight=\"\(weight)\" \(fill)>"
        + SVGMarkup.escape(line.text) + "</text>"
    }
  }

  /// An opaque view of a tolerant file: a dashed box with its name, cut to the box.
  private mutating func assumedBox(_ name: String, _ frame: Rect) -> [String] {
    let id = nextClipID()
    let fontSize = max(3, min(10, frame.height / 4))
    weightsUsed.insert(400)
    return [
      "<g class=\"assumed\"><title>\(SVGMarkup.escape("assumed \(name) \(size(frame))"))</title>",
      "<clipPath id=\"\(id)\"><rect \(SVGMarkup.rectAttributes(frame))/></clipPath>",
      "<rect \(SVGMarkup.rectAttributes(frame)) class=\"assumed-box\"/>",
      "<text x=\"\(SVGMarkup.number(frame.midX))\" y=\"\(SVGMarkup.number(frame.midY + fontSize * 0.35))\" font-size=\"\(SVGMarkup.number(fontSize))\" "
        + "class=\"image-label\" clip-path=\"url(#\(id))\">\(SVGMarkup.escape(name))</text>",
      "</g>",
    ]
  }

  /// A grey box with a cross and the asset's name and size, cut to the box.
  private mutating func image(_ name: String, _ frame: Rect) -> [String] {
    let id = nextClipID()
    let size = "\(SVGMarkup.number(frame.width))×\(SVGMarkup.number(frame.height))"
    let fontSize = max(3, min(10, frame.height / 4))
    // The name and size when they fit (about 0.55 em a character), else the size, else nothing.
    let fits = { (s: String) in Double(s.count) * 0.55 * fontSize <= frame.width - 2 }
    let label = [name.isEmpty ? size : name + " " + size, size].first(where: fits) ?? ""
    weightsUsed.insert(400)
    return [
      "<g class=\"image\"><title>\(SVGMarkup.escape("Image(\"\(name)\") \(size)"))</title>",
      "<clipPath id=\"\(id)\"><rect \(SVGMarkup.rectAttributes(frame))/></clipPath>",
      "<rect \(SVGMarkup.rectAttributes(frame)) class=\"image-box\"/>",
      "<path d=\"M\(SVGMarkup.number(frame.minX)),\(SVGMarkup.number(frame.minY))L\(SVGMarkup.number(frame.maxX)),\(SVGMarkup.number(frame.maxY))"
        + "M\(SVGMarkup.number(frame.maxX)),\(SVGMarkup.number(frame.minY))L\(SVGMarkup.number(frame.minX)),\(SVGMarkup.number(frame.maxY))\" class=\"image-cross\"/>",
      "<text x=\"\(SVGMarkup.number(frame.midX))\" y=\"\(SVGMarkup.number(frame.midY + fontSize * 0.35))\" font-size=\"\(SVGMarkup.number(fontSize))\" "
        + "class=\"image-label\" clip-path=\"url(#\(id))\">\(SVGMarkup.escape(label))</text>",
      "</g>",
    ]
  }

  /// `opacity` and clips around a subtree, innermost first.
  private mutating func wrap(_ body: [String], effects: [DrawEffect], frame: Rect) -> [String] {
    var body = body
    for effect in effects where !body.isEmpty {
      switch effect {
      case .opacity(let alpha):
        body = ["<g opacity=\"\(SVGMarkup.number(min(1, max(0, alpha))))\">"] + body + ["</g>"]
      case .clip(let shape):
        let id = nextClipID()
        body = ["<clipPath id=\"\(id)\">\(SVGMarkup.clip(shape, in: frame))</clipPath>", "<g clip-path=\"url(#\(id))\">"]
          + body + ["</g>"]
      case .shadow(let shadow):
        let id = nextPaintID()
        body = [SVGStyleFill.shadowFilter(shadow, id: id), "<g filter=\"url(#\(id))\">"] + body + ["</g>"]
      }
    }
    return body
  }

  private mutating func nextClipID() -> String {
    clipCount += 1
    return "\(idPrefix)clip\(clipCount)"
  }

  /// Ids of gradients and filters, numbered apart from clips so that adding one renumbers no clip.
  private mutating func nextPaintID() -> String {
    paintCount += 1
    return "\(idPrefix)paint\(paintCount)"
  }

  // MARK: Assumptions

  /// Over every view whose frame or paint rests on an assumption of its own (one its children do
  /// not carry: a container that only holds assumed views is not marked), a hatched box labelled
  /// with what was assumed, so that nothing assumed looks known. An opaque view's own dashed box
  /// (`assumedBox`) already says so.
  mutating func assumptionMarks() -> [String] {
    var found: [(frame: Rect, own: [String], isContainer: Bool)] = []
    walk(preview.lowered.root) { id, layout in
      guard !layout.isHidden, let assumed = preview.lowered.sourceMap[id]?.assumed, !assumed.isEmpty else { return }
      let inherited = Set(preview.children(of: id).flatMap { preview.lowered.sourceMap[$0]?.assumed ?? [] })
      let own = assumed.filter { !inherited.contains($0) }
      let f = layout.frame
      guard !own.isEmpty, f.width > 0, f.height > 0, f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return }
      if case .image = tree[id].kind, preview.lowered.sourceMap[id]?.imageName == nil { return }
      found.append((f, own, !preview.children(of: id).isEmpty))
    }
    guard !found.isEmpty else { return [] }
    let hatch = "\(idPrefix)hatch"
    var marks = ["<pattern id=\"\(hatch)\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
      + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"4\" class=\"hatch-line\"/></pattern>"]
    for (frame, own, isContainer) in found {
      let id = nextClipID()
      let label = "assumed " + own.joined(separator: ", ")
      let fontSize = max(3, min(6, frame.height / 3))
      marks += [
        "<g class=\"assumed-mark\"><title>\(SVGMarkup.escape(label))</title>",
        "<clipPath id=\"\(id)\"><rect \(SVGMarkup.rectAttributes(frame))/></clipPath>",
        "<rect \(SVGMarkup.rectAttributes(frame)) fill=\"url(#\(hatch))\" class=\"assumed-hatch\"/>",
        // A container's label at its bottom, clear of its first child's at the top.
        "<text x=\"\(SVGMarkup.number(frame.minX + 1))\" y=\"\(SVGMarkup.number(isContainer ? frame.maxY - fontSize * 0.3 : frame.minY + fontSize))\" font-size=\"\(SVGMarkup.number(fontSize))\" "
          + "class=\"assumed-label\" clip-path=\"url(#\(id))\">\(SVGMarkup.escape(label))</text>",
        "</g>",
      ]
    }
    return marks
  }

  // MARK: Outlines and labels

  /// Every placed view's frame, in tree order; frames that overflow their parent last, so that no
  /// frame of the same size hides their red.
  func outlines() -> [String] {
    var out: [String] = []
    var overflowing: [String] = []
    walk(preview.lowered.root) { id, layout in
      let frame = layout.frame
      var classes = "frame"
      let overflow = !layout.isHidden && overflows(id, layout)
      if layout.isHidden { classes += " hidden" } else if overflow { classes += " overflow" }
      if preview.lowered.sourceMap[id]?.assumed.isEmpty == false { classes += " assumed" }
      let element: String
      let assumed = preview.lowered.sourceMap[id]?.assumed ?? []
      let title = SVGMarkup.escape(describe(id) + " " + size(frame) + (assumed.isEmpty ? "" : ": " + assumed.joined(separator: ", ")))
      if frame.width == 0 || frame.height == 0 {
        element = "<line x1=\"\(SVGMarkup.number(frame.minX))\" y1=\"\(SVGMarkup.number(frame.minY))\" "
          + "x2=\"\(SVGMarkup.number(frame.maxX))\" y2=\"\(SVGMarkup.number(frame.maxY))\" class=\"\(classes)\"><title>\(title)</title></line>"
      } else {
        element = "<rect \(SVGMarkup.rectAttributes(frame)) class=\"\(classes)\"><title>\(title)</title></rect>"
      }
      if overflow { overflowing.append(element) } else { out.append(element) }
    }
    return out + overflowing
  }

  /// One label per distinct frame: the types that share it, outermost first, and its size,
  /// placed where it overprints no other label and stays in the drawing (`SVGLabelPlacement`).
  func labels() -> [String] {
    var order: [Rect] = []
    var names: [Rect: [String]] = [:]
    walk(preview.lowered.root) { id, layout in
      if names[layout.frame] == nil { order.append(layout.frame) }
      names[layout.frame, default: []].append(describe(id))
    }
    var placement = SVGLabelPlacement(area: bounds)
    for frame in order where frame.minX.isFinite && frame.minY.isFinite && frame.maxX.isFinite && frame.maxY.isFinite {
      placement.place((names[frame] ?? []).joined(separator: " › ") + "  " + size(frame), for: frame)
    }
    return placement.placed.map { label in
      "<text x=\"\(SVGMarkup.number(label.x))\" y=\"\(SVGMarkup.number(label.y))\" class=\"label\">"
        + SVGMarkup.escape(label.text) + "</text>"
    }
  }

  /// A child whose drawn frame leaves its parent's (beyond a thousandth of a point). Content of
  /// `ignoresSafeArea` grows out of its node on purpose, and is not marked.
  private func overflows(_ id: NodeID, _ layout: NodeLayout) -> Bool {
    guard let parent = layout.parent, let outer = preview.result[parent]?.frame else { return false }
    if case .ignoresSafeArea = tree[parent].kind { return false }
    let f = layout.frame, e = 1e-3
    return f.minX < outer.minX - e || f.minY < outer.minY - e || f.maxX > outer.maxX + e || f.maxY > outer.maxY + e
  }

  func describe(_ id: NodeID) -> String {
    let entry = preview.lowered.sourceMap[id]
    let type = entry?.type ?? tree[id].kind.name
    var text = entry?.isImplicit == true ? "(\(type))" : type
    if let string = entry?.text { text += " " + FramesTextTree.quoted(string, limit: 24) }
    // Labels say that a frame rests on assumptions; the outline's tooltip names them.
    if entry?.assumed.isEmpty == false { text += " (assumed)" }
    return text
  }

  private func size(_ frame: Rect) -> String {
    "\(SVGMarkup.number(frame.width))×\(SVGMarkup.number(frame.height))"
  }

  private func walk(_ id: NodeID, _ visit: (NodeID, NodeLayout) -> Void) {
    guard let layout = preview.result[id] else { return }
    visit(id, layout)
    for child in preview.children(of: id) { walk(child, visit) }
  }

  /// Every drawn frame and the window: what the picture must show.
  var bounds: Rect {
    var minX = 0.0, minY = 0.0
    var maxX = preview.result.windowSize.width, maxY = preview.result.windowSize.height
    walk(preview.lowered.root) { _, layout in
      let f = layout.frame
      guard f.minX.isFinite, f.minY.isFinite, f.maxX.isFinite, f.maxY.isFinite else { return }
      minX = min(minX, f.minX); minY = min(minY, f.minY)
      maxX = max(maxX, f.maxX); maxY = max(maxY, f.maxY)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
