// An app's own Swift (tolerant): an @Observable Library owned by the screen's @State, provided
// with .environment(_:) and read with @Environment(Library.self), and bound with @Bindable.
// Observation tracks properties one by one: NoteList reads `notes`, so a change to the search
// text (which only the TextField's binding carries, `$library.searchText`, not a read in
// SearchField's body) re-runs no body here, while emptying the notes re-runs NoteList, whose
// rows end: the removed identities.
// layoutc-run: graph --dependencies
// layoutc-run: search-diff --dependencies --set library.searchText="" --against library.searchText="dog"
// layoutc-run: notes-diff --dependencies --against library.notes=[]
import SwiftUI

struct Note: Identifiable {
    let id: Int
    var title: String
}

@Observable
final class Library {
    var notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
    var searchText = ""
}

struct NoteRow: View {
    let note: Note

    var body: some View {
        Text(note.title)
    }
}

struct NoteList: View {
    @Environment(Library.self) private var library

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(library.notes) { note in
                NoteRow(note: note)
            }
        }
    }
}

struct SearchField: View {
    @Bindable var library: Library

    var body: some View {
        TextField("Search", text: $library.searchText)
    }
}

struct NotesScreen: View {
    @State private var library = Library()

    var body: some View {
        VStack {
            SearchField(library: library)
            NoteList()
        }
        .environment(library)
    }
}

#Preview {
    NotesScreen()
}
