import SwiftUI

struct ProfileScreen: View {
  var body: some View {
    VStack(spacing: 0) {
      Row(label: "Name", value: "Ada")
      Row(label: "City", value: "London", style: .emphasised)
    }
  }
}

private enum Style {
  case plain, emphasised
}

private struct Row: View {
  let label: String
  let value: String
  var style: Style = .plain

  var body: some View {
    HStack {
      Text(label)
      Spacer()
      Text(value).bold()
    }
  }
}

#Preview {
  ProfileScreen()
}
