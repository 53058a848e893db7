import SwiftUI

struct Basket: View {
  var body: some View {
    HStack { Text("One"); Text("Two") }
  }
}

let total = 1 + 2
