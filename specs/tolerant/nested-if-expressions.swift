// `if` and `switch` used as values (SE-0380): a branch may itself be an `if` or `switch` used as
// a value, and where the context gives a type (an assignment to an Optional), each branch
// converts to it: `first` (an Acting) and `nil` both become an `Acting?`. `name` is "Default"
// (the selection's name is empty), so the label reads "Default"; after the tap `selected` would
// be the first acting named "B". `width` is 160 (`.large`, not compact): the frame is centred
// in the 393-point window, x = (393 - 160) / 2 = 116.5.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Acting: Equatable { let name: String }

enum Size { case small, large }

struct ActingPicker: View {
  @State private var selected: Acting? = Acting(name: "")
  let all = [Acting(name: "A"), Acting(name: "B")]
  let size = Size.large
  let compact = false

  var body: some View {
    let name = if let selected {
      if selected.name.isEmpty {
        "Default"
      } else {
        selected.name
      }
    } else {
      "Select"
    }
    let width: CGFloat = switch size {
    case .small: 80
    case .large:
      if compact { 120 } else { 160 }
    }
    Label(name, systemImage: "chevron.up.chevron.down")
      .frame(width: width)
      .onTapGesture {
        selected = if let first = all.first(where: { $0.name == "B" }) {
          first
        } else if let first = all.first {
          first
        } else {
          nil
        }
      }
  }
}

#Preview { ActingPicker() }
