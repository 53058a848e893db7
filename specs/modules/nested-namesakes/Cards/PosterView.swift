import SwiftUI

struct PosterView: View {
  let data: Data
  var body: some View {
    Text(data.headline)
  }
}
