// An app's own shapes (docs/language.md, "Shapes"; docs/svg.md): each takes its whole proposal,
// as Rectangle does, and is drawn as the path its `path(in:)` makes in its frame, the `rect` at
// the origin. In the 300×400 window the VStack (spacing 8, six gaps: 48) gives its fixed children
// 80 + 60 + 40 + 32 + 20 + 20.667 (Text) = 252.667 and the plain Triangle the rest:
// 400 − 48 − 252.667 = 99.333, drawn from (150, 272) to the corners (300, 371.333), (0, 371.333).
// Checked by hand, the first Wedge: the HStack's two shapes share 300 − 8 = 292, 146 × 60 each;
// centre (73, 30), radius min(146, 60) / 2 = 30; from −90° (12 o'clock: (73, 0)) to 30°
// (73 + 30·cos 30° = 98.981, 30 + 30·sin 30° = 45), window y + 88: (98.981, 133).
// `clockwise: false` turns towards larger angles, down from the x axis, so clockwise on screen
// (Apple, CGContext.addArc: "in a flipped coordinate system … a clockwise arc" is drawn
// counterclockwise): the wedge covers 12 to 4 o'clock. Badge's `strokeBorder(lineWidth: 4)` is
// its `inset(by: 2)` stroked: in its frame (60, 204, 100 × 32) the capsule from (62, 206) to
// (158, 234), corners of radius 28 / 2 = 14. Color.mint is clipped to a Triangle; the Path view
// draws its line in its own frame, from (208, 204) to (240, 236).
// Squiggle's `addPath` is not modelled: its frame is hatched, with a note, never a guess.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A pie slice between two clock angles.
struct Wedge: Shape {
    var start: Angle
    var end: Angle

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        return Path { p in
            p.move(to: center)
            p.addArc(center: center, radius: radius, startAngle: .degrees(start.degrees - 90),
                     endAngle: .degrees(end.degrees - 90), clockwise: false)
            p.closeSubpath()
        }
    }
}

struct Wave: Shape {
    var amplitude: CGFloat = 12
    var crests = 3

    func path(in rect: CGRect) -> Path {
        var p = Path()
        let step = rect.width / CGFloat(crests * 2)
        p.move(to: CGPoint(x: 0, y: rect.midY))
        for i in 0..<crests * 2 {
            let x = CGFloat(i) * step
            let dy = i % 2 == 0 ? -amplitude : amplitude
            p.addQuadCurve(to: CGPoint(x: x + step, y: rect.midY), control: CGPoint(x: x + step / 2, y: rect.midY + dy * 2))
        }
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: 0, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

struct Badge: InsettableShape {
    var insetAmount: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: r, cornerRadius: r.height / 2)
    }

    func inset(by amount: CGFloat) -> Badge {
        var badge = self
        badge.insetAmount += amount
        return badge
    }
}

struct Squiggle: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addPath(Path(ellipseIn: rect))
        return p
    }
}

struct ShapesCard: View {
    var body: some View {
        VStack(spacing: 8) {
            Triangle()
                .fill(.orange)
                .frame(width: 120, height: 80)
            HStack {
                Wedge(start: .degrees(0), end: .degrees(120))
                    .fill(.blue)
                Wedge(start: .degrees(0), end: .degrees(270))
                    .stroke(.red, lineWidth: 3)
            }
            .frame(height: 60)
            Wave(amplitude: 6)
                .fill(.teal)
                .frame(height: 40)
            HStack {
                Badge()
                    .strokeBorder(.purple, lineWidth: 4)
                    .frame(width: 100)
                Color.mint
                    .clipShape(Triangle())
                    .frame(width: 32)
                Path { p in
                    p.move(to: .zero)
                    p.addLine(to: CGPoint(x: 32, y: 32))
                }
                .stroke(.gray, lineWidth: 2)
                .frame(width: 32)
            }
            .frame(height: 32)
            Squiggle()
                .fill(.green)
                .frame(width: 50, height: 20)
            Triangle()
            Text("Shapes")
        }
    }
}

#Preview("Card", traits: .fixedLayout(width: 300, height: 400)) {
    ShapesCard()
}
