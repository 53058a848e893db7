import LayoutcSource
import LayoutcSyntax

/// How a module's files are parsed for the platforms its target is built for.
///
/// A target built for several platforms (an Xcode target's `SUPPORTED_PLATFORMS =
/// "iphoneos iphonesimulator macosx"`, a package's `platforms: [.iOS(.v17), .macOS(.v14)]`) is
/// read for its first one, the primary: its `#if os()` clauses are taken and its window lays the
/// previews out. A file inactive there (everything but its imports under `#if os(macOS)`) is
/// still a file of the target when it is active on another of its platforms: it is parsed for
/// the first of those, so its views are the target's; where it declares a name a file of the
/// primary declares too (a `Coordinator` under `#if os(macOS)` beside one under `#if os(iOS)`),
/// the primary's stands (`SourceFileSyntax.otherPlatform`). A file inactive on every platform
/// of the target declares nothing, and so is no view of it.
struct PlatformParsing {
  /// The target's platforms, the primary first (at least one).
  let platforms: [Platform]
  let customConditions: Set<String>

  /// The primary platform: the one the module's previews are laid out for.
  var primary: Platform { platforms[0] }

  func configuration(_ platform: Platform) -> BuildConfiguration {
    BuildConfiguration(customConditions: customConditions, platform: platform)
  }

  /// `file` parsed for the primary platform, else for the first other one where it is active.
  func parse(_ file: SourceFile) -> (SourceFileSyntax, [Diagnostic]) {
    let first = Parser.parse(file, configuration: configuration(primary))
    guard platforms.count > 1, Self.isInactive(first.0) else { return first }
    for platform in platforms.dropFirst() {
      var other = Parser.parse(file, configuration: configuration(platform))
      other.0.otherPlatform = platform
      if !Self.isInactive(other.0) { return other }
    }
    return first
  }

  /// Whether a file's `#if` clauses leave it nothing but imports: it has a block among its
  /// declarations, and no declaration besides `import` is active.
  static func isInactive(_ tree: SourceFileSyntax) -> Bool {
    tree.conditionalBlocks.contains { $0.context == .declarations }
      && tree.declarations.allSatisfy { if case .import = $0.kind { true } else { false } }
  }
}
