import SwiftUI

public struct Badge: View {
    let count: Int

    public var body: some View {
        Text("\(count)")
            .padding(4)
    }
}
