// An app's initializers in extensions of SwiftUI's generic views, as apps write them: each call
// reaches the app's initializer (SwiftUI's own overloads are candidates too: `Button("Plain")`
// is SwiftUI's). The printed type binds the view's generic parameters from the extension's
// `where` clause, the arguments (`_ label: Label`, `@ViewBuilder icon: () -> Icon`) and the
// body's `self.init(…)`; `--tree` draws the SwiftUI view the delegation makes.
// - `LabeledContent("Count", number: n)` delegates to `init(_:value:)`: the value shown is the
//   argument, formatted as the body's interpolation does ("3").
// - `Button("Go", log: "x")` logs before delegating: a body layoutc does not evaluate. The view
//   is assumed (its type is still `Button<Text>`, bound by `where Label == Text`), and the note
//   says what is true: an initializer declared in this module.
// - Views that are not generic take initializers too: `Text(price: 3)` delegates to
//   `Text(_:)` and shows "$3"; `Image(icon:)` is the 17×17 symbol `Image(systemName:)` makes.
// Frames match those of the same view written with SwiftUI's initializers directly (a header
// row 38 high above 44-point rows; the Label's 17-point icon, 8 points, then its title).
// layoutc-run: types
// layoutc-run: tree --tree --size 320x640
import SwiftUI

extension Section where Content: View, Footer == EmptyView {
    init(title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title).bold() })
    }
}

extension Button where Label == Text {
    init(_ title: String, log: String, action: @escaping () -> Void) {
        print(log)
        self.init(title, action: action)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    init(_ key: String, number: Int) {
        self.init(key, value: "\(number)")
    }
}

extension Label {
    init(custom title: Title, @ViewBuilder icon: () -> Icon) {
        self.init(title: { title }, icon: icon)
    }
}

extension Text {
    init(price: Int) {
        self.init("$\(price)")
    }
}

extension Image {
    init(icon: String) {
        self.init(systemName: icon)
    }
}

struct Settings: View {
    @State private var count = 3

    var body: some View {
        List {
            Section(title: "General") {
                Text("a")
                Text("b")
            }
            Button("Go", log: "tapped") { count += 1 }
            LabeledContent("Count", number: count)
            Label(custom: Text("Star")) { Image(systemName: "star") }
            Button("Plain") {}
            Text(price: count)
            Image(icon: "star")
        }
    }
}

#Preview { Settings() }
