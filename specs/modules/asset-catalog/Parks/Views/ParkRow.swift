import SwiftUI

struct ParkRow: View {
    var name: String

    var body: some View {
        HStack {
            Image("granite")
                .resizable()
                .frame(width: 50, height: 50)
            Text(name)
            Spacer()
        }
    }
}

struct ParkRow_Previews: PreviewProvider {
    static var previews: some View {
        ParkRow(name: "Granite Ridge")
            .previewLayout(.sizeThatFits)
    }
}
