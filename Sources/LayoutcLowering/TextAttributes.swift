import LayoutcEval
import LayoutcText

/// What the environment says about one Text, resolved while lowering: the font (the Text's own
/// `.font`, `.bold()`, `.fontWeight`, else the nearest `.font` above it, else `.body`), and the
/// `lineLimit`, `truncationMode`, `multilineTextAlignment` and foreground colour set above it.
///
/// SwiftUI passes these through the environment (`View.font(_:)` is
/// `environment(\.font, font)`, and likewise for the others: OpenSwiftUI
/// `EnvironmentValues+Text.swift`), so a modifier on a container reaches every Text inside it and
/// the innermost one wins.
public struct TextAttributes: Sendable, Hashable {
  public var font: ResolvedFont = .body
  /// nil: unlimited.
  public var lineLimit: Int?
  public var truncationMode: TruncationMode = .tail
  /// Where each line sits inside the Text's frame; the size does not depend on it.
  public var alignment: TextAlignment = .leading
  /// `.foregroundColor` / `.foregroundStyle` in effect (nil: the primary colour, black). Drawing only.
  public var foreground: Value?
  /// Shown in capitals: a list section's header (`textCase(.uppercase)`, which inset-grouped
  /// and grouped lists apply to their headers).
  public var uppercased = false

  public init() {}
}
