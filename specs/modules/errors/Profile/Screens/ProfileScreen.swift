import SwiftUI

struct ProfileScreen: View {
  var body: some View {
    VStack {
      Avatar(diameter: 40)
      Badge(text: "Pro")
    }
  }
}
