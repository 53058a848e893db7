import SwiftUI

struct Recipe: Identifiable {
  enum Kind: String, CaseIterable {
    case soup, salad
  }
  enum State {
    case ready
    case cooking(minutes: Int)
    case failed(String)
  }
  let id: Int
  let name: String
  var kind: Kind
  var state: State
  var portions: Int
  var summary: String { "\(name) for \(portions)" }
  func scaled(by n: Int) -> Int {
    let total = portions * n
    return total
  }
}

enum Tab: Int, Identifiable, CaseIterable {
  case home = 1, search, profile
  var id: Int { rawValue }
  var icon: String {
    switch self {
    case .home: return "house"
    case .search: return "magnifyingglass"
    case .profile: return "person"
    }
  }
  static let initial = Tab.search
  func label(prefix: String) -> String { prefix + icon }
}
