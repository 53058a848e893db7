import SwiftUI

struct Card: View {
    var body: some View {
        #if os(watchOS)
        Text("On the wrist")
        #elseif os(tvOS)
        Text("On the TV")
            .padding(40)
        #elseif os(macOS)
        Text("On the Mac")
            .padding()
        #else
        Text("In the hand")
        #endif
    }
}

#Preview {
    Card()
}
