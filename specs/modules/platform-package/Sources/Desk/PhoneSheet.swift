#if os(iOS)
import SwiftUI

struct PhoneSheet: View {
    var body: some View {
        Text("Only on the phone")
    }
}
#endif
