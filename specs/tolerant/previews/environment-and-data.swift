// Previews that provide what their views read: `.environmentObject(store)` for an
// `@EnvironmentObject`, `.environment(library)` for an `@Observable` read with
// `@Environment(Library.self)` (found by type, as SwiftUI finds them; the modifiers are outside
// the vocabulary, so still assumed and marked); SwiftData's `@Query` fetches from a store
// layoutc does not read, so its value is assumed and a ForEach over it lays out one marked row,
// whatever container the preview gives (`.modelContainer(for:inMemory:)`, a container value).
// layoutc-run: tree --tree
// layoutc-run: frames --frames
import SwiftUI
import SwiftData

final class Store: ObservableObject {
    @Published var name = "Corner Shop"
}

@Observable final class Library {
    var count = 3
}

@Model final class Note {
    var title: String
    init(title: String) { self.title = title }
}

struct StoreHeader: View {
    @EnvironmentObject var store: Store
    var body: some View {
        Text(store.name).padding()
    }
}

struct LibraryBadge: View {
    @Environment(Library.self) var library
    var body: some View {
        Text("\(library.count) books")
    }
}

struct NoteList: View {
    @Query var notes: [Note]
    var body: some View {
        VStack {
            ForEach(notes, id: \.title) { note in
                Text(note.title)
            }
        }
    }
}

struct StoreHeader_Previews: PreviewProvider {
    static var previews: some View {
        StoreHeader()
            .environmentObject(Store())
    }
}

#Preview("Library") {
    LibraryBadge()
        .environment(Library())
}

#Preview("Notes") {
    NoteList()
        .modelContainer(for: Note.self, inMemory: true)
}
