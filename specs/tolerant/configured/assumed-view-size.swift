// `.layoutc.json` beside this file sets the size of the opaque view `KFImage` to 80×60; the
// other opaque view keeps the default 44×44 (docs/language.md, "Assumptions").
// layoutc-run: tree --tree
import SwiftUI

struct Avatar: View {
  var body: some View {
    HStack(spacing: 0) {
      KFImage(source)
      BlurhashView(hash: "LEHV6n")
    }
  }
}

#Preview { Avatar() }
