import LayoutcSource

/// Refuses output paths that would destroy what the run reads: `layoutc spec.ui -o spec.ui`,
/// `layoutc dir -o dir/a.ui`, `-o ./spec.ui`, `-o` a link to a spec, `--write-baseline` over a
/// spec. Files are compared by identity (device and inode), not by spelling, so every path to
/// the same file is caught, hard links included. Only a regular file can be an input destroyed
/// this way: writing through a FIFO or a terminal (`-o /dev/stdout`) replaces nothing.
enum OutputTargets {
  /// - Parameters:
  ///   - inputs: the identities of every file read (sources, projects, manifests, fonts, asset
  ///     catalogs' files).
  ///   - otherInputs: other files the run reads (configuration, baseline, snapshot), as paths.
  ///   - checksPair: whether `--output` and `--write-baseline` naming one file is reported too
  ///     (once a run: false when only more inputs are checked).
  ///   - absolute: a path as the process sees it (relative ones resolved against the working
  ///     directory).
  static func conflicts(
    _ options: Options, inputs: Set<FileIdentity>, otherInputs: [String], checksPair: Bool = true, absolute: (String) -> String
  ) -> [Diagnostic] {
    var read = inputs
    for path in otherInputs {
      if case .success((let identity, .regular)) = FileIdentity.of(absolute(path)) { read.insert(identity) }
    }
    var problems: [Diagnostic] = []
    var written: [(option: String, path: String, identity: FileIdentity?)] = []
    if let path = options.outputPath { written.append(("--output", path, nil)) }
    if let path = options.writeBaselinePath { written.append(("--write-baseline", path, nil)) }
    for i in written.indices {
      guard case .success((let identity, .regular)) = FileIdentity.of(absolute(written[i].path)) else { continue }
      written[i].identity = identity
      // The baseline a run reads is the one it may rewrite: that is how a baseline is updated.
      let rewritesOwnBaseline = written[i].option == "--write-baseline"
        && options.baselinePath.map { FileIdentity.of(absolute($0)).map(\.0) == .success(identity) } == true
      if read.contains(identity) && !rewritesOwnBaseline {
        problems.append(DriverDiagnostics.outputIsInput(written[i].path, option: written[i].option))
      }
    }
    if checksPair, written.count == 2 {
      let (a, b) = (written[0], written[1])
      if a.identity.map({ $0 == b.identity }) ?? (absolute(a.path) == absolute(b.path)) {
        problems.append(DriverDiagnostics.sameOutputTwice(b.path, a.option, b.option))
      }
    }
    return problems
  }
}
