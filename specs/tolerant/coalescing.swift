// `??` takes one of the standard library's two overloads, `(T?, T) -> T` and
// `(T?, T?) -> T?`, as swiftc 6.3 chooses them:
// - `(deltas[1] ?? nil)` over a `Double??` is `Double?` (T = Double?), so `?? 0` then gives 2.0,
//   which a LocalizedStringKey interpolation formats with %lf: "2.000000";
// - `images ?? []`: the literal takes the unwrapped type `[String]`, the result is not optional;
// - `a ?? b` with `b: Int?` is `Int?`, so `if let` binds it (b is 4);
// - `onChange(of:initial:_:)` takes a stored `(Int, Int) -> Void` as its action (iOS 17).
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Coalescing: View {
    let deltas: [Int: Double?] = [1: 2.0]
    let images: [String]? = nil
    let a: Int? = nil
    let b: Int? = 4
    let changed: (Int, Int) -> Void = { _, _ in }

    var body: some View {
        VStack {
            Text("\((deltas[1] ?? nil) ?? 0)")
            Text("\((images ?? []).count)")
            if let c = a ?? b {
                Text("\(c)")
            }
        }
        .onChange(of: a ?? 0, initial: true, changed)
    }
}
