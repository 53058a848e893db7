// Initializers that decide what to store: layoutc runs an initializer's assignments, `self.init`
// calls and an `init?`'s top-level checks, not an `if` around assignments or locals. So
// `Badge(count: 0)`, whose `init?` returns nil when the count is 0, is nil: `if let b` takes its
// `else`, "all read" (58.667 wide, centred in 240: x = (240 - 58.667) / 2 = 90.667). `Level(score:)`'s
// `if` is not run, so its value is assumed (`Level.init`), marked where it shows, never the
// "low" it starts with. `Plain(name:)`, which only assigns, is computed. `init?` makes an
// Optional, so `if let b = Badge(count:)` type-checks.
// layoutc-run: types
// layoutc-run: tree --tree --size 240x120
import SwiftUI

struct Badge {
    let text: String
    init?(count: Int) {
        if count == 0 { return nil }
        text = "\(count) new"
    }
}

struct Level {
    var label = "low"
    init(score: Int) {
        if score > 10 { label = "high" }
    }
}

struct Plain {
    let name: String
    init(name: String) {
        self.name = name.uppercased()
    }
}

struct Inbox: View {
    let none = 0
    var body: some View {
        VStack {
            if let b = Badge(count: none) {
                Text(b.text)
            } else {
                Text("all read")
            }
            Text(Level(score: 12).label)
            Text(Plain(name: "inbox").name)
        }
    }
}
