/// How `aspectRatio` scales: `fit` inside the proposal, or `fill` it (overflowing on one axis).
public enum ContentMode: Sendable, Hashable {
  case fit
  case fill
}
