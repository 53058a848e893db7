// Found running `--lint` on a real app: a view's stored closure property beside a method of the
// same base name (`let content: () -> Content` and `func content(_:)`) made the checker go from
// the call to the view member and back until the stack ran out. Swift picks the declaration
// whose parameters the arguments fit: `content()` is the closure, `content(5)` the method.
// layoutc-run: types
// layoutc-run: tree --tree --view Screen
import SwiftUI

struct Card<Content: View>: View {
    let content: () -> Content
    var body: some View {
        VStack {
            content()
            content(5)
        }
    }
    @ViewBuilder
    func content(_ count: Int) -> some View { Text("\(count)") }
}

struct Wrapped<Content: View>: View {
    let content: () -> Content
    var body: some View {
        Unknown { content() }
    }
    func content(_ count: Int) -> some View { Text("\(count)") }
}

struct Screen: View {
    var body: some View {
        Card { Image(systemName: "star") }
    }
}
