// Text + Text where an operand carries a modifier outside layoutc's vocabulary
// (`.kerning(2)`): `+` is declared on Text alone, so in Swift that compiles the modifier is
// one of Text's own and the sum is a Text showing both strings, marked with the assumed
// modifier; a modifier in the vocabulary (`.bold()`) needs no mark.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Caption: View {
  var body: some View {
    VStack {
      Text("Total: ").kerning(2) + Text("12")
      Text("New").bold() + Text(" items")
      Text("a") + Text("b").tracking(1) + Text("c")
    }
  }
}

#Preview {
  Caption()
}
