import SwiftUI

struct BookList: View {
    let books: [Book]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(books) { book in
                BookRow(book: book)
            }
        }
    }
}

#Preview("List", traits: .sizeThatFitsLayout) {
    let data = PreviewData.shared
    return BookList(books: data.books)
}
