// Assumption notes in SARIF and JSON: notes, never failures (exit status 0).
// layoutc-run: sarif --lint --format sarif
// layoutc-run: json --format json
import SwiftUI

struct Badge: View {
  var body: some View {
    Label("New", systemImage: "star")
      .glow(radius: 4)
  }
}
