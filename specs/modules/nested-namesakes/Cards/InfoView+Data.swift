import Foundation

extension InfoView {
  struct Data {
    let title: String
    let year: String
  }
}

extension InfoView.Data {
  var posterData: PosterView.Data {
    .init(headline: title)
  }
}
