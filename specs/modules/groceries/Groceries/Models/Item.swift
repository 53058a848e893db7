import Foundation

struct Item: Identifiable {
  let id: Int
  let name: String
  let category: Category
  var quantity = 1
  var isDone = false
}

extension Item {
  /// Declared here, used by a view in another folder.
  static let rowHeight = Theme.rowHeight
}
