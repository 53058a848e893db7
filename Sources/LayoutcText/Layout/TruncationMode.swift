/// SwiftUI's `Text.TruncationMode`: where the ellipsis goes when a text has more lines than it
/// may show. `.tail` is the default.
public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
  case head
  case middle
  case tail
}
