import LayoutcSource

/// Messages of the lowering stage (`layout.*`): arguments SwiftUI accepts at compile time but
/// rejects or ignores at run time. Each is a warning, because SwiftUI still draws something, and
/// the lowering then does what SwiftUI does.
///
/// | id | when | what layout does |
/// |----|------|------------------|
/// | `layout.invalid-frame-dimension` | a frame length that is negative, NaN or infinite (except a `max…` of `.infinity`) | treats it as unspecified, as SwiftUI does after logging "Invalid frame dimension (negative or non-finite)" |
/// | `layout.contradictory-frame` | `min… > ideal…` or `ideal… > max…` on one axis | orders them as SwiftUI does after logging "Contradictory frame constraints specified" |
/// | `layout.unknown-image` | `Image("x")` with no `#asset("x", …)` in a spec, or no image set `x` in the asset catalogs beside an app's Swift | a 0×0 image, as SwiftUI draws nothing for a missing asset (it logs "No image named 'x' found in asset catalog") |
/// | `layout.too-many-questions` (an error) | the layout pass asked more than `LayoutOptions.defaultQuestionLimit` size questions | stops answering; no layout is printed |
/// | `layout.output-too-large` (an error) | the run's layouts would write more than `Lowering.outputLimit` bytes | stops before layout |
/// | `layout.non-finite-frame` (an error) | a view chose an infinite or NaN size (a custom `Layout` answering `.infinity`, a view with no limit proposed none) | nothing: no layout of that root is printed, rather than frames of `inf` |
/// | `layout.invalid-aspect-ratio` | a ratio that is not a positive finite number | the child's own ratio (`aspectRatio(nil, …)`) |
/// | `layout.partial-color-scheme` | `.environment(\.colorScheme, …)` on part of a preview, of another appearance than the preview's | the views below read that scheme; their semantic colours are drawn in the preview's appearance |
/// | `assumed.shape-path` (a note; `layout.shape-transform`, an error, in a strict file) | a shape's `offset`, `rotation`, `scale`, `trim`, `inset` or `size` whose arguments are not understood, or a `scale` or `trim` of an outline already stroked | its path is drawn without it, its frame marked as resting on that assumption |
/// | `layout.unreadable-argument` (error) | an argument the lowering reads was given but its value is not one it understands (an expression it cannot evaluate, a spelling it does not know) | nothing: no layout is printed, rather than one with the argument's default in its place |
public enum LoweringDiagnostics {
  static func partialColorScheme(_ scheme: String, drawn: String) -> DiagnosticMessage {
    .warning("layout.partial-color-scheme", "a '\(scheme)' colour scheme for part of the view is not drawn; its colours are drawn \(drawn)")
  }

  static func shapeTransformNotDrawn(_ shape: String, _ modifier: String, _ strictness: Strictness) -> DiagnosticMessage {
    strictness == .strict
      ? .error("layout.shape-transform", "layoutc cannot draw '\(shape)' with its '\(modifier)'")
      : .init("assumed.shape-path", .note, "assumed drawing of '\(shape)': its '\(modifier)' is not drawn")
  }

  static func unreadableArgument(_ label: String, _ value: String, of name: String) -> DiagnosticMessage {
    .error("layout.unreadable-argument", "cannot lay out '\(name)': the value of '\(label)' (\(value)) is not understood")
  }

  /// An error, unlike the others: the output itself would be too large to write.
  public static func outputTooLarge(_ limit: Int) -> DiagnosticMessage {
    .error("layout.output-too-large", "the output would pass \(limit) bytes (the views' identities, texts and nesting)")
  }

  /// The layout pass asked more size questions than `LayoutOptions.questionLimit` allows.
  public static func geometryUnsettled(_ passes: Int) -> DiagnosticMessage {
    .warning("layout.geometry-unsettled", "GeometryReader content still changed its readers' sizes after \(passes) layouts: the frames shown are those of the last one")
  }
  public static func tooManyQuestions(_ limit: Int) -> DiagnosticMessage {
    .error("layout.too-many-questions", "the layout asks more than \(limit) size questions (stacks of flexible frames nested too deeply)")
  }

  static func invalidFrameDimension(_ label: String, _ value: String) -> DiagnosticMessage {
    .warning(
      "layout.invalid-frame-dimension",
      "invalid frame dimension '\(label): \(value)' (negative or non-finite); it is treated as unspecified")
  }

  static func contradictoryFrame(_ axis: String) -> DiagnosticMessage {
    .warning(
      "layout.contradictory-frame",
      "contradictory frame constraints on the \(axis) axis: minimum, ideal and maximum are not in increasing order")
  }

  static func unknownImage(_ name: String) -> DiagnosticMessage {
    .warning(
      "layout.unknown-image",
      "no #asset named '\(name)': the image is laid out as 0×0, as SwiftUI does for a missing image; declare #asset(\"\(name)\", width:, height:)")
  }

  /// The same, in an app's Swift: the fix is an image set in its asset catalog.
  static func missingImageSet(_ name: String, catalogs: [String]) -> DiagnosticMessage {
    let place = catalogs.isEmpty ? "no asset catalog (*.xcassets) was found beside the module's sources" : "not in \(catalogs.joined(separator: ", "))"
    return .warning(
      "layout.unknown-image",
      "no image set named '\(name)': \(place); the image is laid out as 0×0, as SwiftUI does for a missing image; add '\(name).imageset' to the target's asset catalog")
  }

  /// `proposal` as `--explain` writes it (`146×nil`).
  public static func nonFiniteFrame(_ type: String, _ what: String, proposal: String) -> DiagnosticMessage {
    .error("layout.non-finite-frame", "'\(type)' chose an infinite \(what) when proposed \(proposal); a view's frame must be finite to be drawn")
  }

  static func invalidAspectRatio(_ value: String) -> DiagnosticMessage {
    .warning(
      "layout.invalid-aspect-ratio",
      "aspect ratio \(value) is not a positive number; the view's own aspect ratio is used")
  }
}
