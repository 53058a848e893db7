import SwiftUI

struct ParkList: View {
    var names = ["Granite Ridge", "Cedar Falls"]

    var body: some View {
        NavigationSplitView {
            List(names, id: \.self) { name in
                NavigationLink {
                    ParkDetail()
                } label: {
                    ParkRow(name: name)
                }
            }
            .navigationTitle("Parks")
        } detail: {
            Text("Select a Park")
        }
    }
}

#Preview {
    ParkList()
}
