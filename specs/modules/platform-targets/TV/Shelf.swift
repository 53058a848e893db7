import SwiftUI

struct Shelf: View {
    var body: some View {
        HStack(spacing: 40) {
            Card()
            Card()
        }
    }
}
