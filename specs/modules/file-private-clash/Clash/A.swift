import SwiftUI

private let limit = 3
private let inset = 4.0
private let inset = 5.0

struct Badge: View {
  var body: some View {
    Text("\(limit)").padding(inset)
  }
}
