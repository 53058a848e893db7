import Foundation

final class Store: ObservableObject {
  @Published var title = "Shop"
  @Published var fruits = ["Apple", "Pear", "Apple"]

  // A parse error in one method's body: only `restock` fails, and, as it produces no view, its
  // callers are still checked (what it computes would be assumed).
  func restock() {
    let count = (
  }
}
