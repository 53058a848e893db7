#if os(macOS)
import SwiftUI

struct MacSidebar: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Library")
            Text("Recents")
        }
        .frame(width: 180)
    }
}
#endif
