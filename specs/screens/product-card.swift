// A product card: an image area (a `.radialGradient` stand-in) in a rounded card with a thin
// border and a soft shadow, a name, a price formatted as currency, a rating row and an
// "Add to Bag" button filled with `Color.green.gradient`. In `.fixedLayout(width: 300, height: 420)`.
// Arithmetic: the card is 300 − 2·16 = 268 wide; the image area 268 × 180.
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

struct ProductCard: View {
    let name = "Trail Runner 2"
    let price = 129.0
    let rating = 4

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 12)
                .fill(.radialGradient(colors: [.yellow, .orange], center: .center, startRadius: 10, endRadius: 140))
                .frame(height: 180)
            Text(name)
                .font(.headline)
            Text(price, format: .currency(code: "USD"))
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(spacing: 2) {
                ForEach(0..<5) { star in
                    Image(systemName: star < rating ? "star.fill" : "star")
                        .foregroundStyle(.yellow)
                }
            }
            Text("Add to Bag")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(Color.green.gradient, in: RoundedRectangle(cornerRadius: 10))
        }
        .padding(12)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(Color(.separator), lineWidth: 0.5))
        .shadow(color: .black.opacity(0.1), radius: 8, y: 4)
        .padding(16)
    }
}

#Preview(traits: .fixedLayout(width: 300, height: 420)) {
    ProductCard()
}
