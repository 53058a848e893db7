import SwiftUI

struct ParkDetail: View {
    var body: some View {
        VStack(spacing: 0) {
            Image("granite")
            Text("Granite Ridge")
                .font(.title)
                .foregroundStyle(Color("Brand"))
            HStack(spacing: 0) {
                Image("badge")
                Image("leaf")
                Image("cedar")
                Image("trailhead")
            }
            Color("Sand")
                .frame(height: 8)
        }
    }
}

#Preview {
    ParkDetail()
}
