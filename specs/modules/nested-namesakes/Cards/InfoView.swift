import SwiftUI

struct InfoView: View {
  private let data: Data
  init(data: Data) { self.data = data }
  var body: some View {
    VStack {
      PosterView(data: data.posterData)
      Text(data.year)
    }
  }
}

#Preview {
  InfoView(data: .init(title: "Dune", year: "2021"))
}
