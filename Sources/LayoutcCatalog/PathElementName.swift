/// A case of SwiftUI's `Path.Element` (`move(to:)`, `line(to:)`, `quadCurve(to:control:)`,
/// `curve(to:control1:control2:)`, `closeSubpath`), and the points it holds: the evaluator
/// keeps a drawn path's elements as these.
public enum PathElementName: String, CaseIterable, Sendable {
  case move, line, quadCurve, curve, closeSubpath

  public var pointCount: Int {
    switch self {
    case .move, .line: 1
    case .quadCurve: 2
    case .curve: 3
    case .closeSubpath: 0
    }
  }
}
