#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files `--watch` looks at between runs: what a run reads, less what it writes.
///
/// - Read: the files named (inputs, `--config`, `--baseline`, `--font`, `--font-bold`,
///   `--check-snapshot`), the `.layoutc.json` a run finds walking up from its first input, and
///   under each folder named every file that decides its modules or is compiled: `*.ui`,
///   `*.swift` (`Package.swift` included), `project.pbxproj` and `.layoutc.json`, found as the
///   run finds sources (`Inputs.sources`): following symbolic links, each folder once, skipping
///   other hidden names; and the `Package.swift` of the two folders above a folder named, which
///   make it a package's target (`PackageTargets`).
/// - Written: `-o`, `--write-baseline`, and the snapshot `--update` rewrites, matched by path
///   and by identity. A run that wrote one of them would otherwise see its own output as an
///   edit and run again without end; for the same reason a folder's own modification time,
///   which every file created or renamed in it changes, is not looked at.
struct WatchedFiles {
  let options: Options
  /// Where relative paths start.
  let base: String

  /// Modification time and size of every watched file, by absolute path; `[-1]` for a file named
  /// that does not exist (its appearance is a change), `[0]` for a folder named.
  func stamps() -> [String: [Int]] {
    let written = outputs()
    let writtenIdentities = Set(written.compactMap { try? FileIdentity.of($0).get().0 })
    var files: [String: [Int]] = [:]
    func watch(_ path: String, identity: FileIdentity?) {
      guard !written.contains(path), identity.map({ !writtenIdentities.contains($0) }) ?? true else { return }
      files[path] = Self.stamp(path)
    }
    var named = [options.configPath, options.baselinePath, options.fontPath, options.boldFontPath].compactMap { $0 }
    if let snapshot = options.checkSnapshotPath { named.append(snapshot) }
    var visited: Set<FileIdentity> = []
    for path in (options.inputs.filter { $0 != "-" } + named).map(absolute) {
      switch FileIdentity.of(path) {
      case .success((_, .directory)):
        files[path] = [0]
        for parent in ["/../Package.swift", "/../../Package.swift"] {
          let manifest = PathKey.normalised(path + parent)
          if case .success((let identity, .regular)) = FileIdentity.of(manifest) { watch(manifest, identity: identity) }
        }
        walk(path, &visited, watch)
      case .success((let identity, _)): watch(path, identity: identity)
      case .failure: if !written.contains(path) { files[path] = [-1] }
      }
    }
    if options.configPath == nil, let found = LintSetup.foundConfigurationPath(options, workingDirectory: base).path,
      case .success((let identity, _)) = FileIdentity.of(found)
    {
      watch(found, identity: identity)
    }
    return files
  }

  /// Whether a name found in a folder is watched: what the run compiles or reads to group it.
  static func isWatched(_ name: String) -> Bool {
    name.hasSuffix("." + Inputs.specExtension) || name.hasSuffix("." + Inputs.swiftExtension) || name == "project.pbxproj"
      || name == LintSetup.configurationName
  }

  /// Every watched file under `folder`, links followed, each folder once.
  private func walk(_ folder: String, _ visited: inout Set<FileIdentity>, _ watch: (String, FileIdentity?) -> Void) {
    var pending = [folder]
    while let current = pending.popLast() {
      guard case .success((let identity, _)) = FileIdentity.of(current), visited.insert(identity).inserted,
        case .success(let listing) = Inputs.listDirectory(current)
      else { continue }
      for name in listing.names where !name.hasPrefix(".") || name == LintSetup.configurationName {
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        switch FileIdentity.of(path) {
        case .success((_, .directory)): pending.append(path)
        case .success((let identity, _)) where Self.isWatched(name): watch(path, identity)
        default: break
        }
      }
    }
  }

  /// The absolute paths the run writes.
  private func outputs() -> Set<String> {
    var paths = [options.outputPath, options.writeBaselinePath].compactMap { $0 }
    if options.updateSnapshot, let snapshot = options.checkSnapshotPath { paths.append(snapshot) }
    return Set(paths.map(absolute))
  }

  private func absolute(_ path: String) -> String {
    PathKey.normalised(path.hasPrefix("/") ? path : base + "/" + path)
  }

  /// Seconds and nanoseconds of the last modification, and the size.
  static func stamp(_ path: String) -> [Int] {
    var info = stat()
    guard stat(path, &info) == 0 else { return [-1] }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return [Int(time.tv_sec), Int(time.tv_nsec), Int(info.st_size)]
  }
}
