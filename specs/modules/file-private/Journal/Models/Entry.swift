import SwiftUI

private let tag = "Entry"

struct Entry: Identifiable {
  let id: Int
  let title: String

  static let samples = [
    Entry(id: 1, title: tag + " one"),
    Entry(id: 2, title: tag + " two"),
  ]
}
