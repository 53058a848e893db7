import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// What the spec says about drawing, recorded beside the layout tree for `--svg`: colours and
/// shape styles of leaves, and the drawing-only modifiers (`opacity`, `cornerRadius`, `clipShape`,
/// `clipped`) on the nodes they modify. Layout never reads it.
extension LoweringBuilder {
  /// A Color view: its colour (`Color("Sand")`: the asset catalog's), times `Color.opacity(_:)`.
  func colorPaint(_ i: Instance) -> Paint {
    var paint = Paint()
    let named = i.arguments["_0"].flatMap { $0.asString }.map { Value.member(type: "Color", name: "init", arguments: [.string($0)]) }
    paint.fill = color(i.attributes["color"] ?? named).map { color in
      ArgumentReading.number(i.attributes["opacity"]).map { color.withAlpha($0) } ?? color
    }
    // `.background(.ultraThinMaterial)` and `.background(LinearGradient(…))` as a style.
    paint.setStyle(StyleFillResolution.resolve(i.attributes["color"], in: appearance))
    return paint
  }

  /// A gradient view (`LinearGradient(colors:startPoint:endPoint:)` as a view): its own arguments.
  func gradientViewPaint(_ i: Instance) -> Paint {
    var paint = Paint()
    paint.setStyle(StyleFillResolution.gradient(i.name, i.arguments.map { ($0.key, $0.value) }, in: appearance))
    if paint.style == nil { paint.fill = .black }
    return paint
  }

  /// An SF Symbol (`Image(systemName:)`), which layoutc has no glyph for: drawn as an outline in
  /// its foreground style (its own `.foregroundStyle`/`.foregroundColor`, else the environment's,
  /// else the primary label colour), as SwiftUI tints a symbol with the foreground style.
  func symbolPaint(_ i: Instance, _ env: TextEnvironment) -> Paint {
    var paint = Paint()
    let style = i.attributes["foregroundStyle"] ?? i.attributes["foregroundColor"] ?? env.foreground
    paint.fill = color(style) ?? StyleFillResolution.resolve(style, in: appearance)?.representative
      ?? ColorResolution.named("primary", in: appearance)!
    return paint
  }

  /// A shape: `fill(_:)`, else `stroke`/`strokeBorder` alone (an outline), else the foreground
  /// style in effect (black by default: shapes fill with the foreground style, as
  /// `Shape.fill(_: S = .foreground)` says, OpenSwiftUI ShapeView.swift).
  func shapePaint(_ i: Instance, _ env: TextEnvironment) -> Paint {
    var paint = Paint()
    let foreground = color(env.foreground) ?? StyleFillResolution.resolve(env.foreground, in: appearance)?.representative
      ?? ColorResolution.named("primary", in: appearance)!
    if let stroke = i.attributes["strokeBorder"] ?? i.attributes["stroke"] {
      paint.stroke = color(stroke) ?? foreground
      if let style = StyleFillResolution.resolve(stroke, in: appearance) {
        paint.strokeStyle = style
        paint.stroke = style.representative
      }
      paint.strokeInside = i.attributes["strokeBorder"] != nil
      let width = i.attributes["strokeBorder.lineWidth"] ?? i.attributes["stroke.lineWidth"]
      paint.strokeWidth = ArgumentReading.number(width) ?? 1
      // `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`, each at its position.
      if let style = (i.attributes["strokeBorder.style"] ?? i.attributes["stroke.style"])?.initializerArguments, style.count == 6 {
        paint.strokeWidth = ArgumentReading.number(style[0]) ?? 1
        paint.lineCap = ArgumentReading.memberName(style[1])
        paint.lineJoin = ArgumentReading.memberName(style[2])
        if case .array(let dash) = style[4] { paint.dash = dash.compactMap { ArgumentReading.number($0) } }
        paint.dashPhase = ArgumentReading.number(style[5]) ?? 0
      }
    }
    if let fill = i.attributes["fill"] {
      paint.fill = color(fill) ?? foreground
      paint.setStyle(StyleFillResolution.resolve(fill, in: appearance))
    } else if paint.stroke == nil {
      paint.fill = foreground
      paint.setStyle(StyleFillResolution.resolve(env.foreground, in: appearance))
    }
    // The geometry is the wrapped shape's, transformed by each wrapper's methods in turn.
    let chain = Self.shapeChain(i)
    let shape = chain.last!
    paint.transforms = chain.reversed().flatMap { Self.transforms(of: $0).drawn }
    if let value = shape.arguments[Evaluator.appShapeArgument] {
      paint.appShape = AppShapePaint(name: shape.name, value: value, file: shape.file, range: shape.range)
    }
    if shape.viewID == .roundedRectangle {
      // `cornerSize:` draws elliptical corners; its width stands for both radii here.
      paint.cornerRadius = read(shape, "cornerRadius", ArgumentReading.number)
        ?? read(shape, "cornerSize") { ArgumentReading.pair($0, "width", "height")?.0 } ?? 0
    }
    return paint
  }

  /// A shape and the shapes it wraps (`AnyShape(Circle().inset(by: 4))`: the AnyShape, then the
  /// Circle), outermost first; the last one's `path(in:)` is drawn.
  static func shapeChain(_ i: Instance) -> [Instance] {
    var chain = [i]
    while let wrapped = chain.last!.children.first, chain.last!.children.count == 1, [.shape, .circle].contains(wrapped.role) {
      chain.append(wrapped)
    }
    return chain
  }

  /// A shape's transforms as drawn, and those that are not: one whose arguments are not
  /// understood (`rotation(angle)` of an assumed `angle`), and a scale or trim of an outline
  /// already stroked (`Circle().stroke(lineWidth: 2).scale(2)` scales the line's width too).
  static func transforms(of s: Instance) -> (drawn: [ShapeTransform], undrawn: [String]) {
    var drawn: [ShapeTransform] = []
    var undrawn: [String] = []
    var stroked = false
    for (id, arguments) in s.shapeMethods {
      guard id.isTransform else {
        stroked = true
        continue
      }
      if let t = ShapeTransform.read(id, arguments), !(stroked && (id == .scale || id == .trim)) {
        drawn.append(t)
      } else {
        undrawn.append(id.rawValue)
      }
    }
    return (drawn, undrawn)
  }

  /// The node of a shape drawn without some of its transforms is marked as resting on them.
  func markUndrawnTransforms(_ i: Instance, _ e: inout SourceMap.Entry) {
    for s in Self.shapeChain(i) {
      for name in Self.transforms(of: s).undrawn {
        e.assumed.append(s.name + "." + name)
        warn(LoweringDiagnostics.shapeTransformNotDrawn(s.name, name, source(of: s)?.strictness ?? .tolerant), s)
      }
    }
  }

  /// Records a drawing-only modifier on the nodes its content became; modifiers that do not draw
  /// (ids, gestures, …) record nothing.
  func recordDrawEffect(_ i: Instance, on ids: [NodeID]) {
    let effect: DrawEffect
    switch i.modifierID {
    case .opacity?:
      guard let alpha = read(i, "_0", ArgumentReading.number) else { return }
      effect = .opacity(alpha)
    case .clipped?:
      effect = .clip(.rectangle)
    case .cornerRadius?:
      effect = .clip(.roundedRectangle(cornerRadius: read(i, "_0", ArgumentReading.number) ?? 0))
    case .clipShape?:
      // A shape of the module: its path is made once the clipped frame is known.
      if let (name, shape) = i.arguments["_0"].flatMap(lowering.runner.evaluator.appShape) {
        effect = .clip(.appShape(AppShapePaint(name: name, value: shape, file: i.file, range: i.range)))
        appShapes += ids
        break
      }
      guard let shape = read(i, "_0", clipShape) else { return }
      effect = .clip(shape)
    case .shadow?:
      // `shadow(color:radius:x:y:)`, `shadow(radius:)`: the documented default colour.
      let color = i.arguments["color"].map { ColorResolution.resolve($0, in: appearance) ?? .black } ?? RGBA(0, 0, 0, 0.33)
      effect = .shadow(Shadow(
        color: color, radius: max(0, read(i, "radius", ArgumentReading.number) ?? 0),
        x: read(i, "x", optional: true, ArgumentReading.number) ?? 0, y: read(i, "y", optional: true, ArgumentReading.number) ?? 0))
    default:
      return
    }
    for id in ids {
      guard var e = map[id] else { continue }
      var paint = e.paint ?? Paint()
      paint.effects.append(effect)
      e.paint = paint
      map.set(id, e)
    }
  }

  /// The shape of `clipShape(Circle())`, `clipShape(RoundedRectangle(cornerRadius: 8))` or
  /// `clipShape(.capsule)`: read from the argument as written (a shape argument is kept unevaluated).
  private func clipShape(_ value: Value) -> ClipShape? {
    var name: String?
    var radius = 0.0
    switch value {
    case .member(_, let member, _):
      name = member.prefix(1).uppercased() + member.dropFirst()
    case .view(let thunk):
      (name, radius) = thunk.writtenShape ?? (nil, 0)
    default:
      break
    }
    switch name.flatMap(CatalogViewID.init(rawValue:)) {
    case .rectangle?: return .rectangle
    case .roundedRectangle?: return .roundedRectangle(cornerRadius: radius)
    case .capsule?: return .capsule
    case .ellipse?: return .ellipse
    case .circle?: return .circle
    default: return nil
    }
  }
}

extension Paint {
  /// A gradient or material fill, with its first colour as the plain fill; nil changes nothing.
  mutating func setStyle(_ style: StyleFill?) {
    guard let style else { return }
    self.style = style
    fill = style.representative
  }
}
