// A plain list in the dark appearance given on the command line (`--appearance dark`, no
// modifier in the preview): systemBackground black behind the rows, labels white, `.secondary`
// 235,235,245 at 60 %, `.tertiary` at 30 %, `Color(.systemGray5)` artwork 44,44,46, `Color.blue`
// the dark system blue 10,132,255, the `.background` style black, and a view reading
// `@Environment(\.colorScheme)` shows "dark". A `.environment(\.colorScheme, .light)` in a
// preview would win over the option (docs/svg.md, "Appearance").
// layoutc-run: tree --tree --appearance dark
// layoutc-run: svg --svg --appearance dark
import SwiftUI

struct Track: Identifiable {
    let id: Int
    let title: String
    let artist: String
}

struct RecentTracks: View {
    @Environment(\.colorScheme) private var scheme
    let tracks = [Track(id: 1, title: "Blue in Green", artist: "Miles Davis"),
                  Track(id: 2, title: "So What", artist: "Miles Davis"),
                  Track(id: 3, title: "Naima", artist: "John Coltrane")]

    var body: some View {
        List {
            ForEach(tracks) { track in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 6)
                        .fill(Color(.systemGray5))
                        .frame(width: 44, height: 44)
                    VStack(alignment: .leading) {
                        Text(track.title)
                        Text(track.artist)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("3:4\(track.id)")
                        .font(.footnote)
                        .foregroundStyle(.tertiary)
                }
            }
            Text("Appearance: \(scheme == .dark ? "dark" : "light")")
                .foregroundStyle(Color.blue)
                .padding(8)
                .background(.background)
        }
        .listStyle(.plain)
    }
}

#Preview {
    RecentTracks()
}
