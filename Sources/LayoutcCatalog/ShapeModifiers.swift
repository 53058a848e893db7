/// Filling and stroking shapes.
///
/// iOS 13 returns `some View` whose underlying type is a `_ShapeView` of the (stroked, inset)
/// shape. From iOS 17 the stroke methods return named `StrokeShapeView`/`StrokeBorderShapeView`
/// types and the old `some View` overloads are `@_disfavoredOverload`, so a deployment target
/// of iOS 17 prints the new names. `fill` kept `_ShapeView<Self, S>`. `_Inset` is each shape's
/// nested inset type (`Circle._Inset`), printed bare.
extension Catalog {
  static let shapeModifiers: [ModifierEntry] = [
    ModifierEntry("fill", on: .shape, summary: "Fills the shape with a colour or style; lays out as the shape.", overloads: [
      Overload([Parameter(nil, .shapeStyle), Parameter("style", .value("FillStyle"), default: true)],
        result: "_ShapeView<Self, $0>", layout: .shape,
        source: Src.ios13("Shape.fill<S>(_:style:) { _ShapeView(shape:style:fillStyle:) }") + "; "
          + Src.open("Shape.fill<S>(_: S = .foreground, style:) -> _ShapeView<Self, S>", file: "ShapeView.swift")),
      Overload([Parameter("style", .value("FillStyle"), default: true)],
        result: "_ShapeView<Self, ForegroundStyle>", layout: .shape,
        source: Src.ios13("Shape.fill(style:) { _ShapeView(shape:, style: ForegroundStyle()) }")),
    ]),
    ModifierEntry("stroke", on: .shape, summary: "Traces the outline centred on the shape's edge.", overloads: [
      Overload([Parameter(nil, .shapeStyle), Parameter("style", .value("StrokeStyle"))],
        result: "_ShapeView<_StrokedShape<Self>, $0>", layout: .shape, sdks: .ios13Only,
        source: Src.ios13("Shape.stroke<S>(_:style:) { stroke(style:).fill(content) }")),
      Overload([Parameter(nil, .shapeStyle), Parameter("lineWidth", .value("CGFloat"), default: true)],
        result: "_ShapeView<_StrokedShape<Self>, $0>", layout: .shape, sdks: .ios13Only,
        source: Src.ios13("Shape.stroke<S>(_:lineWidth:) { stroke(_:style:) }")),
      Overload([Parameter(nil, .shapeStyle), Parameter("style", .value("StrokeStyle")),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeShapeView<Self, $0, EmptyView>", layout: .shape, sdks: .ios17Only,
        source: Src.open("Shape.stroke<S>(_:style:antialiased:) -> StrokeShapeView<Self, S, EmptyView>", file: "ShapeView.swift")),
      Overload([Parameter(nil, .shapeStyle), Parameter("lineWidth", .value("CGFloat"), default: true),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeShapeView<Self, $0, EmptyView>", layout: .shape, sdks: .ios17Only,
        source: Src.open("Shape.stroke<S>(_:lineWidth:antialiased:) -> StrokeShapeView<Self, S, EmptyView>", file: "ShapeView.swift")),
      Overload([Parameter("style", .value("StrokeStyle"))], result: "_StrokedShape<Self>", layout: .shape,
        source: Src.ios13("Shape.stroke(style:) -> some Shape { _StrokedShape(shape:style:) }")
          + "; iOS 17 " + Src.unconfirmed("assumed unchanged")),
      Overload([Parameter("lineWidth", .value("CGFloat"), default: true)], result: "_StrokedShape<Self>", layout: .shape,
        source: Src.ios13("Shape.stroke(lineWidth:) -> some Shape { stroke(style:) }")
          + "; iOS 17 " + Src.unconfirmed("assumed unchanged")),
    ]),
    // On a Shape these return shapes (Shape's extension is more specific than View's, so
    // Swift picks them): `Circle().offset(x: 4)` is `OffsetShape<Circle>`, still fillable.
    // They change the drawing only, never the layout (the shape still takes its proposal).
    ModifierEntry("offset", on: .shape, summary: "Moves the shape's path; the shape keeps its frame.", overloads: [
      Overload([Parameter(nil, .value("CGSize"))], result: "OffsetShape<Self>", layout: .shape,
        source: Src.ios13("Shape.offset(_: CGSize) -> OffsetShape<Self>")),
      Overload([Parameter(nil, .value("CGPoint"))], result: "OffsetShape<Self>", layout: .shape,
        source: Src.ios13("Shape.offset(_: CGPoint) -> OffsetShape<Self>")),
      Overload([Parameter("x", .value("CGFloat"), default: true), Parameter("y", .value("CGFloat"), default: true)],
        result: "OffsetShape<Self>", layout: .shape, source: Src.ios13("Shape.offset(x:y:) -> OffsetShape<Self>")),
    ]),
    ModifierEntry("rotation", on: .shape, summary: "Rotates the shape's path about an anchor; the shape keeps its frame.", overloads: [
      Overload([Parameter(nil, .value("Angle")), Parameter("anchor", .value("UnitPoint"), default: true)],
        result: "RotatedShape<Self>", layout: .shape, source: Src.ios13("Shape.rotation(_:anchor:) -> RotatedShape<Self>")),
    ]),
    ModifierEntry("scale", on: .shape, summary: "Scales the shape's path about an anchor; the shape keeps its frame.", overloads: [
      Overload([Parameter("x", .value("CGFloat"), default: true), Parameter("y", .value("CGFloat"), default: true),
                Parameter("anchor", .value("UnitPoint"), default: true)],
        result: "ScaledShape<Self>", layout: .shape, source: Src.ios13("Shape.scale(x:y:anchor:) -> ScaledShape<Self>")),
      Overload([Parameter(nil, .value("CGFloat")), Parameter("anchor", .value("UnitPoint"), default: true)],
        result: "ScaledShape<Self>", layout: .shape, source: Src.ios13("Shape.scale(_:anchor:) -> ScaledShape<Self>")),
    ]),
    ModifierEntry("trim", on: .shape, summary: "Draws a fraction of the shape's outline; the shape keeps its frame.", overloads: [
      Overload([Parameter("from", .value("CGFloat"), default: true), Parameter("to", .value("CGFloat"), default: true)],
        result: "_TrimmedShape<Self>", layout: .shape,
        source: Src.ios13("Shape.trim(from:to:) -> some Shape { _TrimmedShape(shape:startFraction:endFraction:) }")),
    ]),
    ModifierEntry("inset", on: .insettableShape, summary: "The shape drawn in its frame inset on every side; the shape keeps its frame.", overloads: [
      Overload([Parameter("by", .value("CGFloat"))], result: "_Inset", layout: .shape,
        source: Src.ios13("InsettableShape.inset(by:) -> InsetShape; Circle, Capsule, Ellipse, Rectangle and RoundedRectangle return their nested _Inset")),
    ]),
    ModifierEntry("size", on: .shape, summary: "The shape drawn in a rectangle of the given size at its frame's origin; the shape keeps its frame.", overloads: [
      Overload([Parameter(nil, .value("CGSize"))], result: "_SizedShape<Self>", layout: .shape,
        source: Src.ios13("Shape.size(_: CGSize) -> some Shape { _SizedShape(shape: self, size:) }, whose path(in: rect) is shape.path(in: CGRect(origin: rect.origin, size: size))")),
      Overload([Parameter("width", .value("CGFloat")), Parameter("height", .value("CGFloat"))], result: "_SizedShape<Self>", layout: .shape,
        source: Src.ios13("Shape.size(width:height:) -> some Shape { size(CGSize(width:height:)) }")),
    ]),
    // iOS 17's ShapeView: `Circle().fill(.red).stroke(.blue)` strokes the fill's shape and
    // keeps the fill as the background.
    ModifierEntry("stroke", on: .shapeView, summary: "Traces the outline of a filled shape, over the fill.", overloads: [
      Overload([Parameter(nil, .shapeStyle), Parameter("style", .value("StrokeStyle")),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeShapeView<Self.Content, $0, Self>", layout: .shape, sdks: .ios17Only,
        source: "SwiftUI.swiftinterface iOS 17: ShapeView.stroke<S>(_:style:antialiased:) -> StrokeShapeView<Self.Content, S, Self>"),
      Overload([Parameter(nil, .shapeStyle), Parameter("lineWidth", .value("CGFloat"), default: true),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeShapeView<Self.Content, $0, Self>", layout: .shape, sdks: .ios17Only,
        source: "SwiftUI.swiftinterface iOS 17: ShapeView.stroke<S>(_:lineWidth:antialiased:) -> StrokeShapeView<Self.Content, S, Self>"),
    ]),
    ModifierEntry("fill", on: .shapeView, summary: "Fills a stroked or filled shape again, under what it draws.", overloads: [
      Overload([Parameter(nil, .shapeStyle, default: true), Parameter("style", .value("FillStyle"), default: true)],
        result: "FillShapeView<Self.Content, $0, Self>", layout: .shape, sdks: .ios17Only,
        source: "SwiftUI.swiftinterface iOS 17: ShapeView.fill<S>(_: S = .foreground, style:) -> FillShapeView<Self.Content, S, Self>"),
    ]),
    ModifierEntry("strokeBorder", on: .insettableShape, summary: "Traces the outline inside the shape's edge.", overloads: [
      Overload([Parameter(nil, .shapeStyle), Parameter("style", .value("StrokeStyle")),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "_ShapeView<_StrokedShape<_Inset>, $0>", layout: .shape, sdks: .ios13Only,
        source: Src.ios13("InsettableShape.strokeBorder<S>(_:style:antialiased:) { inset(by:).stroke(style:).fill(_:style:) }")),
      Overload([Parameter(nil, .shapeStyle), Parameter("lineWidth", .value("CGFloat"), default: true),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "_ShapeView<_StrokedShape<_Inset>, $0>", layout: .shape, sdks: .ios13Only,
        source: Src.ios13("InsettableShape.strokeBorder<S>(_:lineWidth:antialiased:)")),
      Overload([Parameter("style", .value("StrokeStyle")), Parameter("antialiased", .value("Bool"), default: true)],
        result: "_ShapeView<_StrokedShape<_Inset>, ForegroundStyle>", layout: .shape, sdks: .ios13Only,
        source: Src.ios13("InsettableShape.strokeBorder(style:antialiased:) { ….fill(style:) }")),
      Overload([Parameter("lineWidth", .value("CGFloat"), default: true), Parameter("antialiased", .value("Bool"), default: true)],
        result: "_ShapeView<_StrokedShape<_Inset>, ForegroundStyle>", layout: .shape, sdks: .ios13Only,
        source: Src.ios13("InsettableShape.strokeBorder(lineWidth:antialiased:)")),
      Overload([Parameter(nil, .shapeStyle), Parameter("style", .value("StrokeStyle")),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeBorderShapeView<Self, $0, EmptyView>", layout: .shape, sdks: .ios17Only,
        source: Src.open("InsettableShape.strokeBorder<S>(_: S = .foreground, style:antialiased:) -> StrokeBorderShapeView<Self, S, EmptyView>", file: "ShapeView.swift")),
      Overload([Parameter(nil, .shapeStyle), Parameter("lineWidth", .value("CGFloat"), default: true),
                Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeBorderShapeView<Self, $0, EmptyView>", layout: .shape, sdks: .ios17Only,
        source: Src.open("InsettableShape.strokeBorder<S>(_: S = .foreground, lineWidth:antialiased:)", file: "ShapeView.swift")),
      Overload([Parameter("style", .value("StrokeStyle")), Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeBorderShapeView<Self, ForegroundStyle, EmptyView>", layout: .shape, sdks: .ios17Only,
        source: Src.open("strokeBorder with its content defaulted to .foreground (old form is @_disfavoredOverload)", file: "ShapeView.swift")),
      Overload([Parameter("lineWidth", .value("CGFloat"), default: true), Parameter("antialiased", .value("Bool"), default: true)],
        result: "StrokeBorderShapeView<Self, ForegroundStyle, EmptyView>", layout: .shape, sdks: .ios17Only,
        source: Src.open("strokeBorder(lineWidth:antialiased:) is @_disfavoredOverload; the defaulted-content form wins", file: "InsettableShape.swift")),
    ]),
  ]
}
