import Foundation

struct Book: Identifiable {
    let id: Int
    let title: String
    let pages: Int
}
