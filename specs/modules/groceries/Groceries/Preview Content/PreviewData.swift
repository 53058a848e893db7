import Foundation

extension Item {
  static let samples = [
    Item(id: 1, name: "Apples", category: .produce, quantity: 6),
    Item(id: 2, name: "Sourdough", category: .bakery),
    Item(id: 3, name: "Milk", category: .dairy, quantity: 2, isDone: true),
  ]

  static let sample = samples[0]
}
