import SwiftUI

struct ShopView: View {
    var body: some View {
        VStack {
            Image("cut")
            Image("garbled")
            Image("deep")
            Image("anim")
            Image("escape")
            Color("Accent")
                .frame(height: 4)
        }
    }
}

#Preview {
    ShopView()
}
