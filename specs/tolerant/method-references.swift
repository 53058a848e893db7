// `Builder.apply`, an instance method named on its type without a call, is a function of an
// instance giving the method (`(Builder) -> (Int) -> Void`), so it fits a parameter of that
// type. A static whose initial value calls a data type's initializer has that type whatever its
// arguments: `Builder.broken`'s extra argument is an error at it, and its users are not
// skipped: what it would hold is assumed and marked ("<assumed Builder.broken has errors>").
// `Builder.standard.items` is [1, 2]: its count, 2, is shown.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Builder {
  let hook: (Builder) -> (Int) -> Void
  let items: [Int]

  init(hook: @escaping (Builder) -> (Int) -> Void, _ items: [Int]) {
    self.hook = hook
    self.items = items
  }

  func apply(_ n: Int) {}

  static let standard = Builder(hook: Builder.apply, [1, 2])
  static let broken = Builder(hook: Builder.apply, [3], extra: 4)
}

struct Counts: View {
  var body: some View {
    VStack {
      Text("\(Builder.standard.items.count)")
      Text("\(Builder.broken.items.count)")
    }
  }
}

#Preview { Counts() }
