import SwiftUI

struct SettingsView: View {
    var body: some View {
        HStack {
            Text("Sync")
            Badge(count: sampleNotes.count)
        }
    }
}

#Preview("Mac settings") {
    SettingsView()
}
