// Initializers of one type with the same labels are told apart by their arguments' types, as
// Swift's overload resolution does: `Address(user.country, user.city)` with two `Int?` reaches
// `init?(_: Int?, _: Int?)`, not `init(_: Int, _: Int)`, so it is an `Address?` and no argument
// is refused; `Address(1, 2)` reaches the plain one, and its `name` is "1-2". The failable one
// runs its `guard`: `user` has no city, so it is nil and the text "none"; `other` has both, and
// the guard's bindings reach `self.init`: "4-5". A type's static function returning nothing
// (`Opener.open(_:)`) is a call of Void in an action.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Address {
  let country: Int
  let city: Int

  init(_ country: Int, _ city: Int) {
    self.country = country
    self.city = city
  }

  init?(_ country: Int?, _ city: Int?) {
    guard let country, let city else { return nil }
    self.init(country, city)
  }

  var name: String { "\(country)-\(city)" }
}

enum Opener {
  static func open(_ link: String?) {
    print(link ?? "")
  }
}

struct User {
  let country: Int?
  let city: Int?
}

struct AddressRow: View {
  let user = User(country: 3, city: nil)
  let other = User(country: 4, city: 5)

  var body: some View {
    VStack {
      Text(Address(user.country, user.city)?.name ?? "none")
      Text(Address(other.country, other.city)?.name ?? "none")
      Text(Address(1, 2).name)
      Button("Open") { Opener.open("maps") }
    }
  }
}

#Preview { AddressRow() }
