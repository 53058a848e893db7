import SwiftUI

struct BookRow: View {
    let book: Book
    var body: some View {
        HStack {
            Text(book.title)
            Spacer()
            Text("\(book.pages) pages")
        }
        .padding()
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        BookRow(book: .sample)
            .previewLayout(.fixed(width: 300, height: 60))
            .previewDisplayName("Row")
    }
}
