// An @Observable object read with @Environment(Prefs.self) and rebound with `@Bindable var prefs = prefs`
// in the body (Apple's Bindable documentation declares one there): the preview that provides
// it with `.environment(Prefs())` lays out with its values; the one that does not rests on the
// assumption that an ancestor provides it (a note, the Text marked), since this is the app's Swift.
// layoutc-run: tree --tree
import SwiftUI

@Observable
final class Prefs {
  var autoplay = true
  var name = "Eve"
}

struct PrefsView: View {
  @Environment(Prefs.self) private var prefs
  var body: some View {
    @Bindable var prefs = prefs
    VStack {
      Toggle("Autoplay", isOn: $prefs.autoplay)
      Text(prefs.name)
    }
  }
}

#Preview("given") {
  PrefsView().environment(Prefs())
}

#Preview("missing") {
  PrefsView()
}
