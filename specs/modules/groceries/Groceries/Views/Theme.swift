import SwiftUI

enum Theme {
  static let spacing: CGFloat = 8
  static let rowHeight: CGFloat = 44
}
