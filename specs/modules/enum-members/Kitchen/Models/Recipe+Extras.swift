import SwiftUI

extension Recipe.Kind {
  var title: String { rawValue.capitalized }
  var width: CGFloat {
    switch self {
    case .soup: 40
    case .salad: 60
    }
  }
}

extension Recipe {
  static let sample = Recipe(id: 1, name: "Leek", kind: .soup, state: .cooking(minutes: 12), portions: 2)
  var isReady: Bool {
    if case .ready = state { return true }
    return false
  }
}
