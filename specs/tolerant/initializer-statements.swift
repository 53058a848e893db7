// Initializers that decide what to store (issue 17's "no silent wrong answer"): layoutc runs an
// initializer's assignments and `self.init` calls, not its `if`, `guard` or locals, so
// `Badge(count: 0)`, which `init?` fails, was shown as "0 new", and `Level(score:)`'s `if` was
// skipped, keeping "low". Both are assumed values now (`Badge.init`, `Level.init`): an `if let`
// on one takes its first branch, marked. `Plain(name:)`, which only assigns, is still computed.
// `init?` makes an Optional, so `if let b = Badge(count:)` type-checks (was "initializer for
// conditional binding must have Optional type").
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
