// Decisions on assumed values (docs/language.md, "Assumptions", "Decisions"): `Settings` is
// declared in no file, so every property below holds an assumed value. An `if` on one takes
// its first branch and marks what it made; `if let` binds the assumed value; a `switch` takes
// its first case, its bindings assumed; a ternary choosing a value, `!`, `&&` and a computed
// property that decides on one are assumed values (shown as `<assumed Settings>`); `true ||`
// decides without the assumption; a ForEach over assumed data lays out one marked row; a frame
// width or offset built from an assumed value keeps the modifier's default and is marked. A
// GeometryProxy value is not an assumption: the layout modes lay the preview out and evaluate the
// reader's content again with its size (200 × 80 here), so "Wide" gets a 100-wide frame and is
// centred in it at x = (100 − 40.667) / 2 = 29.667 (specs/layout/geometry-reader.ui).
// layoutc-run: tree --tree
// layoutc-run: frames --frames
import SwiftUI

struct Row: View {
    let favorite: Bool = Settings.favorite
    let note: String? = Settings.note
    let done: Bool = Settings.done
    let tags: [String] = Settings.tags
    let width: CGFloat = Settings.width
    let kind: Size = Settings.kind

    var status: String {
        if done { return "Done" }
        return "Open"
    }

    var body: some View {
        VStack {
            if favorite {
                Text("Favorite")
            } else {
                Text("Plain")
            }
            if let note {
                Text(note)
            }
            Text(done ? "Done" : "Open")
            Text(!done && favorite ? "A" : "B")
            Text(true || done ? "Known" : "Unknown")
            Text(status)
            ForEach(tags, id: \.self) { tag in
                Text(tag)
            }
            switch kind {
            case .small(let side):
                Text("Small").frame(width: side)
            case .large:
                Text("Large")
            }
        }
        .frame(width: width)
        .offset(CGSize(width: width, height: 0))
    }
}

enum Size {
    case small(CGFloat)
    case large
}

struct Measured: View {
    var body: some View {
        GeometryReader { proxy in
            Text("Wide").frame(width: proxy.size.width / 2)
        }
    }
}

#Preview {
    Row()
}

#Preview("Measured", traits: .fixedLayout(width: 200, height: 80)) {
    Measured()
}
