// A settings form in the dark appearance (`.preferredColorScheme(.dark)`, which SwiftUI applies
// to the whole presentation): the window is black (systemBackground), the inset grouped list's
// background black and its cards 28,28,30 (secondarySystemGroupedBackground), labels white,
// `.secondary` text 235,235,245 at 60 %, the switch's on track the dark green 48,209,88, the
// accent the dark blue 10,132,255, an asset-less `Color(.systemGray5)` 44,44,46. A view reading
// `@Environment(\.colorScheme)` sees `.dark` (the footer says so): the preview is evaluated
// again in the appearance it prefers. Empty tracks are dark greys (the slider's 44,44,46).
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct DarkSettings: View {
    @Environment(\.colorScheme) private var scheme
    @State private var notifications = true
    @State private var volume = 0.6

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    HStack {
                        Circle().fill(Color(.systemGray5)).frame(width: 40, height: 40)
                        VStack(alignment: .leading) {
                            Text("Avery Quinn")
                            Text("avery@example.com").font(.footnote).foregroundStyle(.secondary)
                        }
                    }
                    NavigationLink("Privacy") { Text("Privacy") }
                }
                Section {
                    Toggle("Notifications", isOn: $notifications)
                    Slider(value: $volume)
                    Button("Sign Out", role: .destructive) {}
                } footer: {
                    Text(scheme == .dark ? "Shown in the dark appearance." : "Shown in the light appearance.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    DarkSettings()
        .preferredColorScheme(.dark)
}
