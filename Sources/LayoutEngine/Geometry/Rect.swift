/// An origin and a size: a frame in some coordinate space (the engine reports window coordinates).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }

  /// The same rectangle moved by `delta`.
  public func offsetBy(_ delta: Point) -> Rect {
    Rect(origin: origin + delta, size: size)
  }

  public var description: String {
    "(\(formatPoints(minX)), \(formatPoints(minY)), \(formatPoints(width)), \(formatPoints(height)))"
  }
}
