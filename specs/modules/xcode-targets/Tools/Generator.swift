import SwiftUI

// In no target: the folder's files that no project lists form one module, as before.
struct GeneratedRow: View {
    var body: some View {
        Text("generated")
    }
}
