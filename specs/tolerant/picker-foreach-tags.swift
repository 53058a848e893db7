// A Picker's rows made by a ForEach are tagged with their ids (Apple's Picker documentation:
// "ForEach automatically assigns a tag to the selection views using each option's id"): with
// `id: \.self` over strings, and over an Identifiable enum, the selection's row is chosen. The
// segmented picker draws "Mint" as the selected segment (the white one in the svg run), the
// menu pickers show "Mint" and "Large". A row with its own `.tag` keeps it.
// layoutc-run: tree --tree
// layoutc-run: svg --svg
import SwiftUI

enum Size: String, CaseIterable, Identifiable {
  case small, medium, large
  var id: Self { self }
}

struct Order: View {
  @State private var flavor = "Mint"
  @State private var size = Size.large
  @State private var count = 2
  let flavors = ["Vanilla", "Mint", "Lemon"]
  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        ForEach(flavors, id: \.self) { f in
          Text(f)
        }
      }
      .pickerStyle(.segmented)
      Picker("Flavor", selection: $flavor) {
        ForEach(flavors, id: \.self) { Text($0) }
      }
      .pickerStyle(.menu)
      Picker("Size", selection: $size) {
        ForEach(Size.allCases) { s in
          Text(s.rawValue)
        }
      }
      Picker("Count", selection: $count) {
        ForEach(1..<4) { n in
          Text("\(n * 10)").tag(n)
        }
      }
    }
  }
}

#Preview { Order() }
