import SwiftUI

extension Color {
    public static let brand = Color(red: 0.2, green: 0.4, blue: 0.8)
}

public struct Swatch: View {
    public init() {}

    public var body: some View {
        Rectangle()
            .fill(Color.brand)
            .frame(width: swatchSide, height: swatchSide)
    }
}

let swatchSide: CGFloat = 24
