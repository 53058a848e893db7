import SwiftUI

struct SettingsScreen: View {
  @State private var sync = true

  var body: some View {
    VStack(spacing: 0) {
      Row(title: "Sync", isOn: $sync, style: .compact)
    }
  }
}

private enum Style {
  case regular, compact
}

private struct Row: View {
  let title: String
  @Binding var isOn: Bool
  let style: Style

  var body: some View {
    Toggle(title, isOn: $isOn)
  }
}

#Preview {
  SettingsScreen()
}
