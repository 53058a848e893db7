import Foundation

extension PosterView {
  struct Data {
    let headline: String
  }
}
