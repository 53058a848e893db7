import Foundation

extension Book {
    static let sample = Book(id: 1, title: "Dune", pages: 412)
}

final class PreviewData {
    static let shared = PreviewData()
    let books = [
        Book(id: 1, title: "Dune", pages: 412),
        Book(id: 2, title: "Emma", pages: 474),
    ]
}
