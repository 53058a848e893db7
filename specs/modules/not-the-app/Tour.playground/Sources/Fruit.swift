public struct Fruit {
  public let name: String
  public let grams: Int
  public init(name: String, grams: Int) {
    self.name = name
    self.grams = grams
  }
}
