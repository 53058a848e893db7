// Optional closures of a generic view (issue 17):
// - `icon?()` in a body calls the optional closure: `Optional<Icon>`, nothing when it is nil;
// - a one-expression closure given for `(() -> Icon)?` binds `Icon` to its expression's type
//   (Swift infers it from the body): `Row<ModifiedContent<Color, _FrameLayout>>`;
// - `icon: nil` binds nothing, and the written `Row<EmptyView>` does: `Row<EmptyView>`.
// Layout: the first row is the 10 × 10 swatch, 8, then "With" (36.667): 54.667 wide; its Text
// is taller (20.667), so the swatch is centred at y + 5.333. The second row is "Without" alone.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Row<Icon: View>: View {
    let title: String
    let icon: (() -> Icon)?

    var body: some View {
        HStack(spacing: 8) {
            icon?()
            Text(title)
        }
    }
}

struct Rows: View {
    var body: some View {
        VStack {
            Row(title: "With", icon: { Color.red.frame(width: 10, height: 10) })
            Row<EmptyView>(title: "Without", icon: nil)
        }
    }
}
