// SwiftData models and generic preview containers, as real apps write them (issue 17):
// - a `@Model` class is a `PersistentModel`, which refines `Identifiable` (developer.apple.com/
//   documentation/swiftdata/persistentmodel), so `ForEach(birds)` needs no `id:`; its id is
//   the model's `PersistentIdentifier`, which layoutc cannot compute: each row's id is an
//   assumption, and the identity lint skips them instead of calling two unknown ids equal;
// - `Sampler { bird in BirdRow(bird: bird) }` over `init(@ViewBuilder content: @escaping (Model)
//   -> Content)`: Swift infers `Model` from the closure's body, layoutc does not; it assumes it
//   (`assumed.generic`), and `Content` is still inferred: `Sampler<<assumed Model>, BirdRow>`.
// layoutc-run: types
// layoutc-run: tree --tree
// layoutc-run: lint --lint
import SwiftData
import SwiftUI

@Model
final class Bird {
  var name: String
  init(name: String) { self.name = name }
}

struct BirdRow: View {
  let bird: Bird
  var body: some View {
    Text(bird.name)
  }
}

struct Flock: View {
  let birds = [Bird(name: "Robin"), Bird(name: "Wren")]
  var body: some View {
    VStack {
      ForEach(birds) { bird in
        BirdRow(bird: bird)
      }
    }
  }
}

struct Sampler<Model: PersistentModel, Content: View>: View {
  var content: (Model) -> Content

  init(@ViewBuilder content: @escaping (Model) -> Content) {
    self.content = content
  }

  var body: some View {
    Text("Sample")
  }
}

#Preview("Flock") {
  Flock()
}

#Preview("Sampler") {
  Sampler { bird in
    BirdRow(bird: bird)
  }
}
