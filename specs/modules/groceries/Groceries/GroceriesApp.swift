import SwiftUI

@main
struct GroceriesApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView(items: Item.samples)
    }
  }
}
