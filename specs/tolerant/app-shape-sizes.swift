// A shape declaring `sizeThatFits(_:)` (iOS 16's Shape requirement) is sized by it; one that
// declares none takes its proposal (docs/language.md, "Declarations").
// In the 100 × 60 frame, Square's side is min(100, 60) = 60, centred: x (100 − 60) / 2 = 20 in
// the frame. Under `fixedSize()` the proposal is unspecified: `?? 30` on both axes, 30 × 30.
// Odd's method reads `proposal.foo`, which layoutc cannot compute: it takes its 50 × 20
// proposal, marked, with a note, never a size made up. The VStack: 60 + 8 + 30 + 8 + 20 = 126
// high, at y (200 − 126) / 2 = 37.
// layoutc-run: tree --tree --size 200x200
// layoutc-run: svg --svg --size 200x200
import SwiftUI

struct Square: Shape {
    func path(in rect: CGRect) -> Path {
        Path(rect)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 30, proposal.height ?? 30)
        return CGSize(width: side, height: side)
    }
}

struct Odd: Shape {
    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.foo)
    }
}

struct Sizes: View {
    var body: some View {
        VStack {
            Square().fill(.red).frame(width: 100, height: 60)
            Square().fill(.blue).fixedSize()
            Odd().fill(.green).frame(width: 50, height: 20)
        }
    }
}
