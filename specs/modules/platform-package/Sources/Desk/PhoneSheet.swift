#if os(iOS)
import SwiftUI

struct PhoneSheet: View {
    var body: some View {
        Text("Only on the phone")
    }
}

extension Panel {
    /// The phone's coordinator; the Mac's, in Panel.swift, stands in a macOS build.
    final class Coordinator {
        let sheets = 1
    }
}
#endif
