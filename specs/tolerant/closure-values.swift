// Closures held in values, generic parameters that hold models, and `??` with an optional on
// the right, as real apps write them (issue 17); each was a false error before:
// - a stored closure property called in a body (`content(root)`) has its declared result type
//   (`Leaf`), and is passed on as a closure (`content: content`), not checked as a view;
// - an optional closure property bound by `if let preview` and called: `Optional<Preview>`;
// - `Model: ObservableObject` holds a model, not a view: `Panel(model: model, …)` is
//   `Panel<InspectorTab, PanelModel>` (swiftc binds both parameters from the arguments);
// - `a ?? b` with an optional `b` is optional (the standard library's second `??` overload,
//   `(T?, @autoclosure () throws -> T?) -> T?`), so `if let branch = picked ?? current` is legal;
// - a trailing closure on the line after the call is still the call's (swiftc 6.3 parses
//   `Section(header: …)` newline `{ … }` as one call).
// - `self._tabItems = tabItems` stores the binding `$model.items`, which reads the model's
//   `items` (2): "2 tabs".
// Layout of Demo (Inter 17 pt, scale 3): each Text is 20.667 tall and two Texts stack 0 apart
// (docs/layout.md, Spacing: text over text by the fonts); the rows are "root" (Outline nests
// once, then shows it) at y 59, "3" at 79.667, "2 tabs" at 100.333, "main" at 121 (Coalesce:
// `picked` and `current` are nil, so no branch Text); the List, greedy, takes the rest from
// 141.667 + 10.544 (below a Text) = 152.21 to 818.
// layoutc-run: types
// layoutc-run: tree --tree --view Demo
import SwiftUI

struct Node: Identifiable {
    let id: Int
    let name: String
}

struct Outline<Element: Identifiable, Leaf: View>: View {
    let root: Element
    let depth: Int
    let content: (Element) -> Leaf

    init(_ root: Element, depth: Int = 0, @ViewBuilder content: @escaping (Element) -> Leaf) {
        self.root = root
        self.depth = depth
        self.content = content
    }

    var body: some View {
        if depth < 1 {
            Outline(root, depth: depth + 1, content: content)
        } else {
            content(root)
        }
    }
}

struct Picker2<Option: Hashable, Preview: View>: View {
    let selection: Option?
    @ViewBuilder let preview: ((Option) -> Preview)?

    var body: some View {
        if let selection, let preview {
            preview(selection)
        }
    }
}

protocol PanelTab: Identifiable, Hashable {}

enum InspectorTab: PanelTab {
    case file, history
    var id: Self { self }
}

final class PanelModel: ObservableObject {
    @Published var selected: InspectorTab? = .file
    @Published var items: [InspectorTab] = [.file, .history]
}

struct Panel<Tab: PanelTab, Model: ObservableObject>: View {
    @ObservedObject var model: Model
    @Binding var selectedTab: Tab?
    @Binding var tabItems: [Tab]

    init(model: Model, selectedTab: Binding<Tab?>, tabItems: Binding<[Tab]>) {
        self.model = model
        self._selectedTab = selectedTab
        self._tabItems = tabItems
    }

    var body: some View {
        Text("\(tabItems.count) tabs")
    }
}

struct Branch {
    let name: String
}

struct Coalesce: View {
    var picked: Branch?
    var current: Branch?

    var body: some View {
        if let branch = picked ?? current {
            Text(branch.name)
        }
        Text((picked ?? Branch(name: "main")).name)
    }
}

struct Demo: View {
    @StateObject private var model = PanelModel()

    var body: some View {
        VStack {
            Outline(Node(id: 1, name: "root")) { node in
                Text(node.name)
            }
            Picker2(selection: 3, preview: { n in Text("\(n)") })
            Panel(model: model, selectedTab: $model.selected, tabItems: $model.items)
            Coalesce()
            List {
                Section(header: Text("Header"))
                {
                    Text("Row")
                }
            }
        }
    }
}
