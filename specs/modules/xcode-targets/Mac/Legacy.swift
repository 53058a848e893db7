import SwiftUI

// Not in any target (the Mac folder's exception set leaves it out of "App Mac"): read with the
// folder's other untargeted files, where this third SettingsView clashes with nothing.
struct SettingsView: View {
    var body: some View {
        Text("Old settings")
    }
}
