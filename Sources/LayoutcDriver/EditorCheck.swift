import LayoutcSema
import LayoutcSource

/// A check of the modules holding an editor's documents, with their text as the editor holds
/// it: the language server's one way into the pipeline. The inputs form modules as on the
/// command line (a folder's Swift files one module, a package's or Xcode project's targets one
/// each, a spec alone); only the modules holding one of the documents are compiled.
public struct EditorCheck: Sendable {
  /// What a check found.
  public struct Result: Sendable {
    /// Every diagnostic and lint finding, sorted, with assumptions listed one by one.
    public var diagnostics: [Diagnostic]
    /// Every file compiled, by path.
    public var sources: [String: SourceFile]
    /// The type of each view member of the compiled modules, as `layoutc FILE` prints them.
    public var members: [MemberType]
    /// The type of each typed expression of the documents checked, by path.
    public var expressionTypes: [String: [(range: SourceRange, type: SwiftType)]] = [:]
    /// The files each file's lint roots reached (the files their instances are written in).
    public var lintReach: [String: Set<String>] = [:]
  }

  /// Options the user gave the server (`--sdk ios13`, `--platform macos`, ...), added to every
  /// run; they must not name inputs or a mode.
  public let arguments: [String]
  /// The files and parses of the previous checks, reused where the bytes did not change.
  public let parses = ParseCache()
  /// The last type check of each module, reused where an edit leaves declarations as they were.
  public let checks = PreviousChecks()

  public init(arguments: [String] = []) {
    self.arguments = arguments
  }

  /// Checks `inputs` (absolute paths of files and folders) with `overlay` (path → text) read
  /// instead of the files, compiling only the modules holding one of `documents`: a lint run
  /// (`--lint`) listing each assumption (`--verbose`). With `lintingRootsIn`, lint evaluates
  /// only the roots declared in those files and walks only their syntax: the parse and type
  /// diagnostics are the module's, the lint findings only those these roots and files give.
  /// A usage error in the server's arguments is the one diagnostic returned.
  public func check(inputs: [String], overlay: [String: [UInt8]], documents: Set<String>, lintingRootsIn: Set<String>? = nil) -> Result {
    let (compilation, usage) = compile(["--lint", "--verbose"], inputs, overlay, documents, lintingRootsIn)
    guard let compilation else { return Result(diagnostics: usage, sources: [:], members: []) }
    parses.keep(only: Set(compilation.sources.keys))
    return Result(
      diagnostics: compilation.diagnostics.sorted, sources: compilation.sources, members: compilation.memberTypes,
      expressionTypes: compilation.expressionTypes, lintReach: compilation.lintReach)
  }

  /// The interactive preview page (`--html`) of the previews of `documents`, nil when there
  /// were errors, and the run's diagnostics.
  public func previewPage(inputs: [String], overlay: [String: [UInt8]], documents: Set<String>) -> (page: String?, diagnostics: [Diagnostic]) {
    let (compilation, usage) = compile(["--html"], inputs, overlay, documents)
    guard let compilation else { return (nil, usage) }
    return (compilation.diagnostics.hasErrors ? nil : compilation.output, compilation.diagnostics.sorted)
  }

  /// Where each view and modifier written in `documents` is laid out in their previews
  /// (`--frames`, in the options' window).
  public func previewFrames(inputs: [String], overlay: [String: [UInt8]], documents: Set<String>) -> [PreviewFrame] {
    guard let compilation = compile(["--frames"], inputs, overlay, documents).0 else { return [] }
    var frames: [PreviewFrame] = []
    for p in compilation.jsonPreviews {
      var pending = [p.lowered.root]
      while let id = pending.popLast() {
        pending += p.children(of: id).reversed()
        guard let entry = p.lowered.sourceMap[id], !entry.isImplicit, documents.contains(entry.file), let f = p.result[id]?.frame else { continue }
        frames.append(PreviewFrame(
          preview: p.root.name, file: entry.file, line: entry.line, column: entry.column, name: entry.type,
          x: f.minX, y: f.minY, width: f.width, height: f.height))
      }
    }
    return frames
  }

  private func compile(
    _ mode: [String], _ inputs: [String], _ overlay: [String: [UInt8]], _ documents: Set<String>, _ lintRootFiles: Set<String>? = nil
  ) -> (Compilation?, [Diagnostic]) {
    let options: Options
    switch ArgumentParser.parse(mode + arguments + ["--"] + inputs) {
    case .failure(let usage): return (nil, [usage.diagnostic])
    case .success(let o): options = o
    }
    let (cache, checks) = (parses, checks)
    let compilation = Driver.onLargeStack {
      var c = Compilation(options: options)
      c.overlay = overlay
      c.documents = documents
      c.lintRootFiles = lintRootFiles
      c.parseCache = cache
      c.previousChecks = checks
      c.keepsEditorFacts = true
      c.run(workingDirectory: nil, readStandardInput: { _ in nil })
      return c
    }
    return (compilation, [])
  }
}

/// A view or modifier laid out in a preview: where it is written and its frame, in points.
public struct PreviewFrame: Sendable, Equatable {
  public var preview: String
  public var file: String
  /// Where the view's initializer, or the modifier's name, is written (1-based, UTF-8 bytes).
  public var line: Int
  public var column: Int
  /// `Text`, `padding`, `frame`.
  public var name: String
  public var x: Double, y: Double, width: Double, height: Double
}
