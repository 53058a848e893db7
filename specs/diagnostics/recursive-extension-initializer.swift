// An initializer in an extension of a SwiftUI view that delegates to itself: Swift accepts the
// types (`Button<Text>`, bound by `where Label == Text`), but running the initializer would
// never end. layoutc, evaluating for the tree: "view 'Button.init(loop:action:)' contains itself:
// its evaluation would never end". One that delegates to another of the module's initializers,
// which delegates to SwiftUI's, is evaluated through both (the header shows "a" + "b").
// layoutc-run: types
// layoutc-run: tree --tree --size 320x300
import SwiftUI

extension Section where Parent == Text, Footer == EmptyView, Content: View {
    init(_ title: String, icon: String, @ViewBuilder content: () -> Content) {
        self.init(title, sub: icon, content: content)
    }

    init(_ title: String, sub: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title + sub) }
    }
}

extension Button where Label == Text {
    init(loop: String, action: @escaping () -> Void) {
        self.init(loop: loop, action: action)
    }
}

struct Chained: View {
    var body: some View {
        List {
            Section("a", icon: "b") { Text("c") }
        }
    }
}

struct Looping: View {
    var body: some View {
        Button(loop: "x") {}
    }
}

#Preview { Chained() }
#Preview { Looping() }
