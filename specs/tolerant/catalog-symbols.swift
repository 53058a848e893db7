// Titles written as an implicit member: a static member of the types SwiftUI's title
// initializers take besides a String (`LocalizedStringKey`; `LocalizedStringResource`, iOS 16;
// for Image and Color, `ImageResource` and `ColorResource`, iOS 17), which is what Xcode's
// generated string-catalog and asset-catalog symbols are. One the app declares is checked as
// declared (`.welcome`); one it does not declare is an assumption, whose title is a marked
// placeholder measured as "Sample text" (95.667 × 20.667 in the body font). The views keep
// their real types: `Button<Text>`, `Label<Text, Image>`, `Section<Text, …, EmptyView>`.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

extension LocalizedStringKey {
  static let welcome: LocalizedStringKey = "Welcome"
}

struct Settings: View {
  @State private var sync = true

  var body: some View {
    VStack {
      Text(.welcome)
      Button(.saveChanges, action: {})
      Label(.favorites, systemImage: "star")
      Toggle(.syncOverCellular, isOn: $sync)
      Section(.account) { Text("x") }
      Text(.itemCount(3))
      Image(.mountain)
    }
  }
}
