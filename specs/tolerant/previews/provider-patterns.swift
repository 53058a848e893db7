// PreviewProvider and #Preview forms apps write (docs/language.md, "Declarations"): a Group of
// previews, each with its own layout and name; preview modifiers anywhere in the chain (the
// layout below an `.environment`); a ForEach over sample data as one preview; locals before the
// views; traits layoutc does not model (an orientation) and `.previewDevice` are warnings, laid
// out on layoutc's device; a `#Preview` body with `let` and `return`; `@Previewable @State`.
// layoutc-run: tree --tree
// layoutc-run: frames --frames
// layoutc-run: named --tree --preview Compact
import SwiftUI

struct Chip: View {
    let label: String
    var body: some View {
        Text(label)
            .padding(.horizontal, 12)
            .padding(.vertical, 4)
    }
}

struct Chip_Previews: PreviewProvider {
    static var previews: some View {
        let sample = "Sample"
        Group {
            Chip(label: sample)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Compact")
            Chip(label: "Dark")
                .previewLayout(.fixed(width: 160, height: 60))
                .environment(\.colorScheme, .dark)
            Chip(label: "Phone")
                .previewDevice("iPhone SE (3rd generation)")
        }
    }
}

struct ChipList_Previews: PreviewProvider {
    static let names = ["Red", "Green"]
    static var previews: some View {
        ForEach(names, id: \.self) { name in
            Chip(label: name)
        }
    }
}

#Preview("Turned", traits: .landscapeLeft) {
    Chip(label: "Turned")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    let word = "Fits"
    return Chip(label: word)
}

#Preview("Toggled") {
    @Previewable @State var on = true
    Chip(label: on ? "On" : "Off")
}
