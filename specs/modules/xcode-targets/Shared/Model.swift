import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

let sampleNotes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
