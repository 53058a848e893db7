// An error in app code that produces no view is contained to its declaration: the views that
// call it are still typed, linted and laid out, and what the failed body would compute is an
// assumed value marked "<assumed X has errors>" wherever it shows. A function, initializer or
// computed property whose signature is written keeps its users typed; only its body failed. So
// does a global or static variable of a written type whose initial value failed (`featured`).
// A failed member that produces a view (`Badge.label`) still skips the views using it.
// The errors below are planted on purpose: a statement cut short (`let x = 1 +`), which is a
// parse error inside the body, and a missing `,` between arguments.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: lint --lint
import SwiftUI

struct Episode: Identifiable {
  let id: Int
  let title: String
  let seconds: Int

  // Fails in its body: its callers get an assumed String.
  var runtime: String {
    let minutes = seconds / 60 +
    return "\(minutes) min"
  }

  // Fails in its body: an assumed Int.
  func rank(in season: [Episode]) -> Int {
    let position = season.firstIndex { $0.id == id } ?? 0 *
    return position + 1
  }
}

struct Season {
  let number: Int
  let episodes: [Episode]

  // A failed initializer: every stored property it sets is assumed.
  init(raw: String) {
    episodes = []
    number = Int(raw) ?? 0 +
  }

  init(number: Int, episodes: [Episode]) {
    self.number = number
    self.episodes = episodes
  }
}

// A global of a written type whose initial value fails: its users are checked, its value is
// assumed.
let featured: [Episode] = [Episode(id: 9, title: "Finale" seconds: 1_800)]

struct Badge {
  // Produces a view and fails: a view using it is skipped.
  var label: some View {
    Text("new") +
  }
}

struct EpisodeRow: View {
  let episode: Episode
  let season: [Episode]

  var body: some View {
    HStack {
      Text(episode.title)
      Spacer()
      Text(episode.runtime)
      Text("#\(episode.rank(in: season))")
    }
  }
}

struct SeasonView: View {
  let season = Season(raw: "1")

  var body: some View {
    VStack {
      Text("Season \(season.number)")
      // Lint still runs here: an id computed anew on every evaluation.
      ForEach(season.episodes, id: \.title) { e in
        Text(e.title).id(UUID())
      }
    }
  }
}

struct BadgeView: View {
  var body: some View {
    Badge().label
  }
}

#Preview {
  let season = [Episode(id: 1, title: "Pilot", seconds: 3_000), Episode(id: 2, title: "Two", seconds: 2_400)]
  VStack {
    EpisodeRow(episode: season[0], season: season)
    SeasonView()
    Text("\(featured.count) featured")
  }
}
