import SwiftUI

struct SettingsView: View {
    @State private var sync = true

    var body: some View {
        Form {
            Toggle("Sync", isOn: $sync)
        }
    }
}
