import SwiftUI

struct Home: View {
    var body: some View {
        VStack {
            ForEach(sampleNotes) { note in
                Text(note.title)
            }
            Badge(count: sampleNotes.count)
        }
    }
}

#Preview("iOS home") {
    Home()
}
