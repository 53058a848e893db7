/// Left-to-right or right-to-left. In right-to-left layout SwiftUI mirrors every child's x position
/// within its parent, so `leading` ends up on the right without any view being rewritten
/// (WWDC19 "Building Custom Views with SwiftUI": "SwiftUI flips your horizontal coordinates").
public enum LayoutDirection: Sendable, Hashable {
  case leftToRight
  case rightToLeft
}
