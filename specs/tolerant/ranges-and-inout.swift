// Operators real apps use in view code (issue 17):
// - one-sided ranges: `case ..<0:`, `case 10...:` (a postfix `...` before `:`, which swiftc's
//   lexer counts as space after an operator), typed `PartialRangeUpTo<Int>` and
//   `PartialRangeFrom<Int>` and matched over Int; score is -3, so "negative" shows;
// - `&n` passes a local to an `inout` parameter of the view's own method, and the method's
//   arguments see the closure's locals (`show(n)`);
// - a closure passed to a function layoutc does not know may `return nil`: its result type
//   comes from that function, so it is assumed, not "'nil' requires a contextual type".
// Lint: every case of the switch shows a Text, so branch-instead-of-modifier warns (rightly).
// Layout: "negative" (69.333 × 20.667) over the Button's "Bump" (46.333 wide), 0 apart (text
// over text, docs/layout.md), centred in the safe area: y = 59 + (759 − 41.333) / 2 = 417.833.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: lint --lint
import SwiftUI

struct Scores: View {
    let score = -3

    func bump(_ value: inout Int) { value += 1 }
    func show(_ value: Int) {}

    var body: some View {
        VStack {
            switch score {
            case ..<0: Text("negative")
            case 0...9: Text("small")
            case 10...: Text("large")
            default: Text("?")
            }
            Button("Bump") {
                var n = 1
                bump(&n)
                show(n)
                _ = Monitor.watch { event in
                    if event == nil {
                        return nil
                    }
                    return event
                }
            }
        }
    }
}
