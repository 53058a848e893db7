import LayoutcSource

/// The driver's messages: usage errors about the arguments, and input errors about the files
/// they name. Ids are `driver.<name>`; wording follows swiftc (lower case, no final period).
/// None has a file or range: the message quotes the path, as swiftc's driver errors do, so the
/// text format prints `layoutc: error: ...` rather than naming the file twice.
public enum DriverDiagnostics {
  public static func unknownOption(_ option: String, suggestion: String?) -> Diagnostic {
    var message = "unknown option '\(option)'"
    if let suggestion { message += "; did you mean '\(suggestion)'?" }
    return error("driver.unknown-option", message)
  }

  public static func missingValue(for option: String) -> Diagnostic {
    error("driver.missing-value", "missing value for option '\(option)'")
  }

  public static func unexpectedValue(for option: String) -> Diagnostic {
    error("driver.unexpected-value", "option '\(option)' does not take a value")
  }

  public static func invalidValue(_ value: String, for option: String, reason: String) -> Diagnostic
  {
    error("driver.invalid-value", "invalid value '\(value)' for option '\(option)': \(reason)")
  }

  public static func conflictingModes(_ first: String, _ second: String) -> Diagnostic {
    error("driver.conflicting-modes", "option '\(second)' cannot be used with '\(first)'")
  }

  /// Two options that ask for opposite things: `--strict --tolerant`.
  public static func conflictingOptions(_ first: String, _ second: String) -> Diagnostic {
    error("driver.conflicting-options", "option '\(second)' cannot be used with '\(first)'")
  }

  /// An option that has no effect in the chosen mode: `--write-baseline` with `--types`.
  public static func notApplicable(_ option: String, in mode: Options.Mode, appliesTo modes: [Options.Mode]) -> Diagnostic {
    let flags = modes.map { "'\($0.flag)'" }
    let list = flags.count > 1 ? flags.dropLast().joined(separator: ", ") + " or " + flags.last! : flags.joined()
    return error("driver.option-not-applicable", "option '\(option)' has no effect with '\(mode.flag)'; it applies to \(list)")
  }

  /// An option that means nothing without another: `--update` without `--check-snapshot`.
  public static func requiresOption(_ option: String, _ required: String) -> Diagnostic {
    error("driver.option-requires", "option '\(option)' requires '\(required)'")
  }

  public static let noInputFiles = error("driver.no-input-files", "no input files")

  /// For modes whose stage has not landed yet (`--frames` before layout exists).
  public static func notImplemented(_ option: String) -> Diagnostic {
    error("driver.not-implemented", "'\(option)' is not implemented yet")
  }

  public static func noSuchFile(_ path: String) -> Diagnostic {
    error("driver.no-such-file", "no such file or directory: '\(path)'")
  }

  public static func noSpecsInDirectory(_ path: String) -> Diagnostic {
    error("driver.no-specs", "no '*.swift' or '*.ui' files in directory '\(path)'")
  }

  /// A Swift module missing a file that could not be read: its other files would only report
  /// the names the missing one declares.
  public static func moduleNotCompiled(_ name: String) -> Diagnostic {
    Diagnostic(id: "driver.module-not-compiled", severity: .note, message: "module '\(name)' was not compiled: one of its files could not be read")
  }

  /// A module whose files (its own and its libraries') add up to more than
  /// `SourceBudget.moduleByteLimit`: it is not compiled.
  static func moduleTooLarge(_ name: String, files: Int, bytes: Int, limit: Int) -> Diagnostic {
    error("driver.module-too-large",
      "module '\(name)' is too large: its \(files) file\(files == 1 ? "" : "s") add up to \(sizeText(bytes)) (the limit is \(sizeText(limit))); not compiled")
  }

  /// The first module past `SourceBudget.runByteLimit`: it and the modules after it are not
  /// compiled.
  static func runTooLarge(_ name: String, limit: Int, file: String) -> Diagnostic {
    error("driver.run-too-large",
      "the run's modules add up to more than \(sizeText(limit)) of source: module '\(name)' (from '\(file)') and those after it not compiled")
  }

  /// A size as the limits are written: whole mebibytes, else bytes.
  private static func sizeText(_ bytes: Int) -> String {
    bytes % (1024 * 1024) == 0 ? "\(bytes / 1024 / 1024) MiB" : "\(bytes) bytes"
  }

  static func moreModulesNotCompiled(_ count: Int) -> Diagnostic {
    Diagnostic(id: "driver.run-too-large", severity: .note, message: "\(count) more module\(count == 1 ? "" : "s") not compiled: the run's source limit was spent")
  }

  public static func notUTF8(_ path: String) -> Diagnostic {
    error("driver.not-utf8", "file '\(path)' is not valid UTF-8")
  }

  public static func fileTooLarge(_ path: String, limit: Int) -> Diagnostic {
    let mebibytes = 1024 * 1024
    let limitText = limit % mebibytes == 0 ? "\(limit / mebibytes) MiB" : "\(limit) bytes"
    return error("driver.file-too-large", "file '\(path)' is too large (the limit is \(limitText))")
  }

  /// `--explain=NODE` matched no view in any laid-out preview.
  public static func unknownExplainNode(_ node: String) -> Diagnostic {
    error(
      "driver.unknown-node",
      "no view matches '--explain=\(node)': give an identity path as --identities prints it, or a spec line as file:line or line")
  }

  /// `--dependencies=VIEW` matched no user view instance of any evaluated root.
  public static func unknownDependencyView(_ view: String) -> Diagnostic {
    error(
      "driver.unknown-view",
      "no view matches '--dependencies=\(view)': give a view's name or its identity path as --identities prints it")
  }

  /// `--font`/`--font-bold` named a file `LayoutcText` cannot read as a font.
  public static func invalidFont(_ path: String, reason: String) -> Diagnostic {
    error("driver.invalid-font", "cannot use font '\(path)': \(reason)")
  }

  public static func noFontsInDirectory(_ path: String) -> Diagnostic {
    error("driver.no-fonts", "no font files (.otf, .ttf, .ttc) in directory '\(path)'")
  }

  public static func unreadable(_ path: String, reason: String? = nil) -> Diagnostic {
    error("driver.unreadable-file", "cannot read '\(path)'" + (reason.map { ": " + $0 } ?? ""))
  }

  public static func unreadableDirectory(_ path: String, reason: String) -> Diagnostic {
    error("driver.unreadable-directory", "cannot read directory '\(path)': \(reason)")
  }

  /// A FIFO, socket or device named `*.ui`, `*.swift` or `Package.swift` in a searched folder:
  /// reading it could block forever.
  public static func notARegularFile(_ path: String) -> Diagnostic {
    Diagnostic(id: "driver.not-a-regular-file", severity: .note, message: "skipped '\(path)': not a regular file")
  }

  /// A symbolic link in a searched folder leading outside it (`FolderBoundary`): not followed.
  /// A file of an asset catalog that cannot be used: its set is left out, and an image it names
  /// is laid out as a missing one (`AssetCatalogReading`).
  static func assetUnreadable(_ path: String, reason: String) -> Diagnostic {
    Diagnostic(id: "driver.asset-unreadable", severity: .warning, message: "cannot read asset '\(path)': \(reason); the set is left out")
  }

  public static func linkOutsideFolder(_ path: String, folder: String) -> Diagnostic {
    Diagnostic(id: "driver.link-outside-folder", severity: .note,
      message: "skipped '\(path)': a symbolic link leading outside '\(folder)' (--follow-links follows it)")
  }

  /// A name in a searched folder that is not UTF-8, shown with its bytes escaped: a path to it
  /// cannot be spelled (`DirectoryListing`).
  public static func nameNotUTF8(_ path: String) -> Diagnostic {
    Diagnostic(id: "driver.name-not-utf8", severity: .note, message: "skipped '\(path)': its name is not UTF-8")
  }

  /// An entry of a searched folder whose path is longer than the system opens (PATH_MAX).
  public static func pathTooLong(_ path: String) -> Diagnostic {
    Diagnostic(id: "driver.path-too-long", severity: .note, message: "skipped '\(path)': the path is too long to open")
  }

  /// A file an Xcode project lists whose name differs from the file's only in case
  /// (`CaseFoldedPaths`): read as the target's, as macOS, whose file names ignore case, builds it.
  public static func projectFileCase(_ project: String, listed: String, found: String) -> Diagnostic {
    Diagnostic(id: "driver.project-file-case", severity: .note,
      message: "'\(project)' lists '\(listed)', read as '\(found)': the names differ in case, which macOS ignores")
  }

  /// An output path that names a file the run reads: writing would destroy the input.
  public static func outputIsInput(_ path: String, option: String) -> Diagnostic {
    error("driver.output-is-input", "'\(option)' file '\(path)' is also an input; refusing to overwrite it")
  }

  public static func sameOutputTwice(_ path: String, _ first: String, _ second: String) -> Diagnostic {
    error("driver.output-is-input", "'\(first)' and '\(second)' both write '\(path)'")
  }

  /// Writing standard output (`path` nil) or an output file failed; `reason` is the system's.
  public static func writeFailed(_ path: String?, reason: String) -> Diagnostic {
    error("driver.write-failed", path.map { "cannot write '\($0)': \(reason)" } ?? "cannot write to standard output: \(reason)")
  }

  /// `--html`: the previews' first layouts alone would pass `PreviewPage.byteLimit` (the located
  /// preview is the first that does not fit).
  public static func pageTooLarge(_ limit: String) -> DiagnosticMessage {
    .error("driver.page-too-large", "the preview page would pass its limit of \(limit) here; lay out fewer previews (--preview NAME, one folder at a time)")
  }

  /// `--watch` with standard input, or no input: there is nothing to watch.
  public static let watchNeedsFiles = error(
    "driver.watch-needs-files", "--watch needs input files or folders; standard input cannot be watched")

  /// The run failed, so its output file was left as it was rather than given partial output.
  public static func outputNotWritten(_ path: String) -> Diagnostic {
    Diagnostic(id: "driver.output-not-written", severity: .note, message: "'\(path)' was left unchanged: the run had errors")
  }

  /// A module laid out for a platform other than iOS: its window is the platform's, but text
  /// styles (`.body` is 17 pt) and control sizes are iOS's, which layoutc is built on.
  public static func iOSMetrics(on platform: String) -> Diagnostic {
    Diagnostic(id: "driver.ios-metrics", severity: .note,
      message: "\(platform) previews are laid out with iOS's text styles and control sizes (an assumption: layoutc knows no \(platform) metrics)")
  }

  static func error(_ id: String, _ message: String) -> Diagnostic {
    Diagnostic(id: id, severity: .error, message: message)
  }
}
