import SwiftUI
import Palette

struct Panel: View {
    var body: some View {
        HStack {
            Swatch()
            #if os(macOS)
            Text("Brand colour")
                .foregroundStyle(Color.brand)
            #else
            Text("Brand")
            #endif
        }
        .padding(12)
    }
}

#if os(macOS)
extension Panel {
    final class Coordinator {
        let windows = 1
    }
}
#endif

#Preview {
    Panel()
}
