// A view value's own platform method is no modifier: `Color.red.mix(with:by:)` is declared on
// Color and returns a Color (SwiftUI's interface: `func mix(with rhs: Color, by fraction: Double,
// in colorSpace: Gradient.ColorSpace = .perceptual) -> Color`), so it fits where a Color or a
// ShapeStyle is expected: `.foregroundStyle` on Text stays Text's own (no ModifiedContent), the
// background is `_BackgroundStyleModifier<Color>`, the stroke a `StrokeShapeView<Circle, Color,
// EmptyView>`. layoutc does not compute the mixed colour: every frame drawn with it is marked
// `assumed: Color.mix`. Color's own `opacity(_:) -> Color` is preferred to View's modifier, so
// `.white.opacity(0.8)` and `.black.opacity(0.2)` are Colors where a style or a Color is
// expected (the second label and its shadow). The texts are 9.667 x 20.667 (one "a" in 17-point
// SF Pro), centred.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Rating: View {
  let value = 0.7

  var body: some View {
    let tint = Color.red.mix(with: .green, by: value)
    VStack {
      Text("a")
        .foregroundStyle(tint)
        .background(Color.white.mix(with: .gray, by: 0.2))
        .overlay(Circle().stroke(tint, lineWidth: 2))
      Text("a")
        .foregroundStyle(.white.opacity(0.8))
        .shadow(color: .black.opacity(0.2), radius: 4)
    }
  }
}

#Preview { Rating() }
