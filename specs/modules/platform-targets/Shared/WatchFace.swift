#if os(watchOS)
import SwiftUI

struct WatchFace: View {
    var body: some View {
        Text("10:09")
    }
}
#endif
