// Bindings to a field: Binding's dynamic member lookup (`$profile.username` is a
// `Binding<String>`, SwiftUI's `subscript<Subject>(dynamicMember keyPath:
// WritableKeyPath<Value, Subject>) -> Binding<Subject>`), through a struct, an element of an
// array, a row's `$item`, a `@Binding` passed on, an optional field unwrapped with
// `Binding($profile.address)` (`init?(_ base: Binding<Value?>)`), an `@Observable` class through
// `@Bindable` and an `ObservableObject` through `@ObservedObject`. Each control shows the field's value:
// the switches whose field is true are on (their UISwitch is drawn green in the svg run), the
// others off; each text field shows its text, "taylor" not the placeholder "Name", "Oslo" in
// the unwrapped address; the work address is nil, so its field is not there.
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI
import Observation

struct Address {
  var city: String
}

struct Profile {
  var username: String
  var notify: Bool
  var email: String
  var address: Address?
  var work: Address?
}

struct Item: Identifiable {
  let id: Int
  var title: String
  var isFavorite: Bool
}

struct Library {
  var items: [Item]
}

@Observable
final class Settings {
  var darkMode = false
  var nickname = "kit"
}

final class Store: ObservableObject {
  @Published var wifi = true
  @Published var label = "abc"
}

struct ProfileForm: View {
  @State private var profile = Profile(username: "taylor", notify: true, email: "", address: Address(city: "Oslo"), work: nil)
  var body: some View {
    Form {
      TextField("Name", text: $profile.username)
      TextField("Email", text: $profile.email)
      Toggle("Notify", isOn: $profile.notify)
      NotifyRow(profile: $profile)
      if let address = Binding($profile.address) {
        TextField("City", text: address.city)
      }
      if let work = Binding($profile.work) {
        TextField("Work", text: work.city)
      }
    }
  }
}

/// A `@Binding` passed on: `$profile.notify` reads the caller's field.
struct NotifyRow: View {
  @Binding var profile: Profile
  var body: some View {
    Toggle("Again", isOn: $profile.notify)
  }
}

struct LibraryList: View {
  @State private var library = Library(items: [
    Item(id: 1, title: "Dune", isFavorite: false),
    Item(id: 2, title: "Emma", isFavorite: true),
  ])
  var body: some View {
    Form {
      Toggle("First", isOn: $library.items[0].isFavorite)
      TextField("Title", text: $library.items[1].title)
      ForEach($library.items) { $item in
        Toggle(item.title, isOn: $item.isFavorite)
      }
    }
  }
}

struct ObjectForm: View {
  @Bindable var settings: Settings
  @ObservedObject var store: Store
  var body: some View {
    Form {
      Toggle("Dark", isOn: $settings.darkMode)
      TextField("Nickname", text: $settings.nickname)
      Toggle("Wi-Fi", isOn: $store.wifi)
      SecureField("Label", text: $store.label)
    }
  }
}

#Preview("profile") { ProfileForm() }
#Preview("library") { LibraryList() }
#Preview("objects") { ObjectForm(settings: Settings(), store: Store()) }
