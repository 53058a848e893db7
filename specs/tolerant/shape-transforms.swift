// Shape transforms in an app's Swift (docs/svg.md, "Shape transforms"):
// - the module's own Chevron turned 90° and trimmed: drawn, its path(in:) run in the frame, then
//   trimmed to its first half and turned about the frame's centre;
// - a rotation by a heading layoutc cannot compute (`compass.heading`, of a type from another
//   module): the chevron is drawn unturned, marked, with an `assumed.shape-path` note;
// - `Circle().stroke(lineWidth: 2).scale(1.5)` scales an outline already stroked (its line's
//   width too), which --svg does not draw: drawn unscaled, marked, with the note;
// - a generic shape (`Wave<Int>`) stays assumed: a dashed box with its name.
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI
import CompassKit

struct Chevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return p
    }
}

struct Wave<T>: Shape {
    var amplitude: Double
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY - amplitude))
        }
    }
}

struct Compass: View {
    let compass = CompassReading()

    var body: some View {
        VStack(spacing: 12) {
            Chevron().trim(from: 0, to: 0.5).rotation(.degrees(90)).stroke(Color.orange, lineWidth: 3)
                .frame(width: 40, height: 40)
            Chevron().rotation(.degrees(compass.heading)).stroke(Color.blue, lineWidth: 3)
                .frame(width: 40, height: 40)
            Circle().stroke(lineWidth: 2).scale(1.5)
                .frame(width: 30, height: 30)
            Wave<Int>(amplitude: 6).stroke(Color.teal)
                .frame(width: 60, height: 20)
        }
    }
}

#Preview("Compass", traits: .fixedLayout(width: 200, height: 220)) {
    Compass()
}
