/// The leaves that fill whatever they are offered: colours and shapes.
///
/// All of them take the proposal and choose 10 points on an axis that was left unspecified; a circle
/// is the exception and chooses a square (see `ShapeLayout`).
public enum ShapeKind: String, Sendable, Hashable, CaseIterable {
  case color
  case rectangle
  case roundedRectangle
  case capsule
  case ellipse
  case circle
}
