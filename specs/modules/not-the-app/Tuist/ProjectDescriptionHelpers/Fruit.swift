import ProjectDescription

public struct Fruit {
  public let target: Target
}
