// Gradients written as shape styles, drawn exactly as the gradient views are (specs/svg/paint.ui):
// ShapeStyle's static functions return the gradient view type (`static func
// linearGradient(colors:startPoint:endPoint:) -> LinearGradient`, iOS 15), so `_ShapeView<Rectangle,
// LinearGradient>` in the types run; `Color.gradient` is an `AnyGradient` (iOS 16), drawn as a
// linear gradient from the top centre (0.5, 0) to the bottom centre (0.5, 1), as Apple's
// AnyGradient page says, from the colour lightened by a fifth to the colour (the stops are an
// estimate: docs/svg.md). In `.fill`, `.stroke` (the line in the gradient), `.foregroundStyle`
// and `.background` (a style: it fills into the safe area). `.linearGradient(.red.gradient, …)`
// returns an opaque `some ShapeStyle`: assumed, and said so.
// layoutc-run: types --types
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct GradientStyles: View {
    var body: some View {
        VStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue.gradient)
                .frame(width: 200, height: 40)
            Rectangle()
                .fill(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing))
                .frame(width: 200, height: 30)
            HStack(spacing: 8) {
                Circle()
                    .fill(.radialGradient(colors: [.yellow, .green], center: .center, startRadius: 0, endRadius: 30))
                Circle()
                    .fill(.angularGradient(colors: [.red, .blue, .red], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                Circle()
                    .fill(.conicGradient(Gradient(colors: [.mint, .indigo]), center: .center))
                Ellipse()
                    .fill(.ellipticalGradient(stops: [.init(color: .white, location: 0), .init(color: .purple, location: 1)]))
            }
            .frame(height: 60)
            Text("Gradient text")
                .font(.title)
                .foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .top, endPoint: .bottom))
            Text("Card")
                .padding()
                .background(.orange.gradient)
            Capsule()
                .stroke(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing), lineWidth: 4)
                .frame(width: 120, height: 30)
            Rectangle()
                .fill(.linearGradient(.red.gradient, startPoint: .leading, endPoint: .trailing))
                .frame(width: 120, height: 20)
        }
    }
}

#Preview(traits: .fixedLayout(width: 320, height: 440)) {
    GradientStyles()
}
