import Foundation

final class Store: ObservableObject {
  @Published var title = "Shop"
  @Published var fruits = ["Apple", "Pear", "Apple"]

  // A parse error in one method: only `restock` fails, and only what uses it is skipped.
  func restock() {
    let count = (
  }
}
