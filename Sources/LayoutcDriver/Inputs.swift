import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import LayoutcSource
import LayoutcSyntax

/// Turns the input words of the command line into modules of source files: the only code that
/// reads them.
///
/// - A file is read whatever its extension: naming it is asking for it. The files named on the
///   command line (and standard input) form one module, in command-line order.
/// - A directory is searched recursively for `*.swift` and `*.ui` files, following symbolic
///   links that stay inside it (each directory is visited once, so a link loop cannot hang the
///   search; one leading outside is noted and not followed unless `--follow-links`:
///   `FolderBoundary`), noting names that are not UTF-8 (`DirectoryListing`) and skipping
///   entries whose name starts with `.` (`.git`, `.build`, `.swiftpm`) and package manifests
///   (`PackageTargets.isManifest`). Its Swift files form one module, as a SwiftPM target or an
///   Xcode app folder compiles, except that a package's targets stay apart (`PackageTargets`);
///   each spec found is a module of its own, as a test runner treats its cases. A folder's
///   modules come sorted by path (a Swift module by its folder), byte by byte, and so do the
///   files of a module, so every machine compiles them in the same order.
/// - Only regular files are read (`readFile`): a FIFO or device named `x.ui` would block or
///   never end, so in a folder it is skipped with a note, and named on the command line it is
///   an error. A folder or file in it that cannot be read is reported, each one;
///   a spec that cannot be read is left out and the others still compile, but a Swift module
///   missing a file is not compiled (its other files would only report the missing names).
/// - `-` is standard input, named `<stdin>` in diagnostics.
/// - The same file named twice (directly, through a directory, or through a symbolic or hard
///   link: the same device and inode) is read once, in the first module that reaches it: a
///   second copy would only redeclare everything.
/// - A file over `defaultSizeLimit` is refused. Source is text a person wrote; 8 MiB is ~100
///   times the largest real one, and the limit keeps a stray binary from exhausting memory.
///   Reading stops at the limit.
/// - Contents must be UTF-8. A leading byte order mark is dropped, as swiftc does, so that
///   columns on the first line match an editor's.
///
/// Problems are diagnostics, not failures: every input that can be read is returned, and the
/// driver decides whether to go on.
public enum Inputs {
  public static let defaultSizeLimit = 8 * 1024 * 1024
  public static let standardInputPath = "<stdin>"
  public static let specExtension = "ui"
  public static let swiftExtension = "swift"

  /// A module found in a directory: the Swift files of a folder, or one spec.
  struct FoundModule {
    /// The folder of a Swift module, ending in `/`; the path of a spec.
    var name: String
    var files: [SourceFile] = []
    /// False when one of its files could not be read: it is not compiled.
    var isComplete = true
    /// The platforms its target is built for (`FolderModules.platforms`), the primary first.
    var platforms: [Platform] = []
    /// The paths of its files that are its dependencies' (`FolderModules.libraries`): checked
    /// for their declarations, reported in their own modules.
    var imported: Set<String> = []
  }

  /// What the input words of a run amount to.
  struct Gathered {
    /// Files named on the command line and standard input: one module.
    var named: [SourceFile] = []
    /// Modules found in directories, in command-line order.
    var found: [FoundModule] = []
    /// Every source read, to read each once and to refuse an output path that would
    /// overwrite one of them.
    var identities: Set<FileIdentity> = []
    /// The other files read to find the modules (Xcode projects, package manifests), which an
    /// output path must not name either.
    var projectFiles: Set<FileIdentity> = []
    var diagnostics: [Diagnostic] = []
    /// A named input could not be read, or a named folder holds no source: nothing is
    /// compiled. Problems inside a directory do not block: its other modules stand alone.
    var hasBlockingErrors = false
  }

  /// Reads the inputs of `options`.
  public static func resolve(_ options: Options) -> (files: [SourceFile], diagnostics: [Diagnostic])
  {
    let g = gather(options.inputs, followsLinks: options.followsLinks)
    return (g.named + g.found.flatMap(\.files), g.diagnostics)
  }

  /// Every file read, named ones first, then those of each found module in order.
  /// - Parameters:
  ///   - paths: files, directories and `-`, in command-line order.
  ///   - sizeLimit: the largest file accepted, in bytes.
  ///   - readStandardInput: reads at most the given number of bytes of standard input; tests
  ///     pass a closure instead of a real stream.
  public static func resolve(
    _ paths: [String], sizeLimit: Int = defaultSizeLimit,
    readStandardInput: (Int) -> [UInt8]? = readStandardInput
  ) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
    let g = gather(paths, sizeLimit: sizeLimit, readStandardInput: readStandardInput)
    return (g.named + g.found.flatMap(\.files), g.diagnostics)
  }

  /// The modules of `paths`, each as the paths of its files: named files first (when any),
  /// then what each directory holds. For tests and tools that want the grouping alone.
  public static func modules(_ paths: [String]) -> [[String]] {
    let g = gather(paths)
    return (g.named.isEmpty ? [] : [g.named.map(\.path)]) + g.found.map { $0.files.map(\.path) }
  }

  /// Reads every input once, in command-line order.
  /// - Parameter listDirectory: the names in a directory; tests inject failures through it.
  /// - Parameter followsLinks: `--follow-links`: symbolic links leading outside a folder
  ///   named on the command line are followed too.
  /// - Parameter overlay: text held in memory (an editor's open documents) read instead of the
  ///   file of the same path, and a named path missing from the disk read from it alone.
  static func gather(
    _ paths: [String], sizeLimit: Int = defaultSizeLimit, followsLinks: Bool = false,
    readStandardInput: (Int) -> [UInt8]? = readStandardInput, overlay: [String: [UInt8]] = [:],
    listDirectory: (String) -> Result<DirectoryListing, SystemError> = listDirectory,
    budget: SourceBudget = SourceBudget()
  ) -> Gathered {
    var g = Gathered()
    var readStdin = false
    /// Directories already searched, so that a folder named twice (or inside another named
    /// folder) is read once.
    var visited: Set<FileIdentity> = []
    /// Each file a found module compiles, read once however many modules compile it (a
    /// library's files are in every module depending on it), or nil when it was refused.
    var readOnce: [String: SourceFile?] = [:]
    var budget = budget

    /// Checks a file's bytes: its text, or nil (and a diagnostic) when it was refused.
    func accept(_ path: String, _ bytes: [UInt8]) -> SourceFile? {
      guard bytes.count <= sizeLimit else {
        g.diagnostics.append(DriverDiagnostics.fileTooLarge(path, limit: sizeLimit))
        return nil
      }
      guard String(validating: bytes, as: UTF8.self) != nil else {
        g.diagnostics.append(DriverDiagnostics.notUTF8(path))
        return nil
      }
      let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
      return SourceFile(path: path, bytes: text)
    }
    /// A source's bytes: the overlay's, else the file's.
    func readSource(_ path: String) -> Result<FileContents, SystemError> {
      guard let bytes = overlay[path] else { return readFile(path, limit: sizeLimit + 1) }
      return FileIdentity.of(path).map { FileContents(bytes: bytes, identity: $0.0) }
    }

    for path in paths {
      if path == "-" {
        guard !readStdin else { continue }
        readStdin = true
        if let bytes = readStandardInput(sizeLimit + 1) {
          if let file = accept(standardInputPath, bytes) { g.named.append(file) } else { g.hasBlockingErrors = true }
        } else {
          g.diagnostics.append(DriverDiagnostics.unreadable(standardInputPath))
          g.hasBlockingErrors = true
        }
        continue
      }
      if let bytes = overlay[path], case .failure = FileIdentity.of(path) {
        if let file = accept(path, bytes) { g.named.append(file) } else { g.hasBlockingErrors = true }
        continue
      }
      switch FileIdentity.of(path) {
      case .failure(let e):
        g.diagnostics.append(e.code == ENOENT ? DriverDiagnostics.noSuchFile(path) : DriverDiagnostics.unreadable(path, reason: e.reason))
        g.hasBlockingErrors = true
      case .success((let identity, .directory)):
        guard !visited.contains(identity) else { continue }
        let (found, problems) = sources(in: path, visited: &visited, followsLinks: followsLinks, listDirectory: listDirectory)
        g.diagnostics += problems.map(\.diagnostic)
        if found.isEmpty && problems.isEmpty {
          g.diagnostics.append(DriverDiagnostics.noSpecsInDirectory(path))
          g.hasBlockingErrors = true
        }
        var folderModules = FolderModules(root: path, followsLinks: followsLinks, listDirectory: listDirectory)
        g.diagnostics += folderModules.notes
        var modules = group(found.filter { g.identities.insert($0.identity).inserted }.map(\.path), &folderModules)
        for problem in problems where problem.diagnostic.severity == .error && problem.path.hasSuffix("." + swiftExtension) {
          let names = Set(folderModules.modules(of: problem.path))
          for i in modules.indices where names.contains(modules[i].name) { modules[i].isComplete = false }
        }
        for (name, files, complete, imported) in modules {
          var module = FoundModule(name: name, isComplete: complete, platforms: folderModules.platforms(of: name), imported: imported)
          // Sizes first: a module past the budget is not read.
          let bytes = files.reduce(0) { $0 + (readOnce[$1].map { $0?.bytes.count ?? 0 } ?? min(FileIdentity.size(of: $1) ?? 0, sizeLimit)) }
          let (admitted, refusal) = budget.admit(module: name, files: files, bytes: bytes)
          if let refusal { g.diagnostics.append(refusal) }
          guard admitted else { continue }
          for file in files {
            if let known = readOnce[file] {
              if let known { module.files.append(known) } else { module.isComplete = false }
              continue
            }
            switch readSource(file) {
            case .success(let contents):
              let source = accept(file, contents.bytes)
              readOnce[file] = source
              if let source { module.files.append(source) } else { module.isComplete = false }
            case .failure(let e):
              g.diagnostics.append(DriverDiagnostics.unreadable(file, reason: e.reason))
              readOnce[file] = .some(nil)
              module.isComplete = false
            }
          }
          if !module.files.isEmpty { g.found.append(module) }
        }
        g.projectFiles.formUnion(folderModules.filesRead)
        g.diagnostics += folderModules.packageNotes
      case .success((let identity, _)):
        guard g.identities.insert(identity).inserted else { continue }
        switch readSource(path) {
        case .success(let contents):
          if let file = accept(path, contents.bytes) { g.named.append(file) } else { g.hasBlockingErrors = true }
        case .failure(let e):
          g.diagnostics.append(DriverDiagnostics.unreadable(path, reason: e.reason))
          g.hasBlockingErrors = true
        }
      }
    }
    // The files named together are one module, compiled first.
    if !g.named.isEmpty {
      let name = g.named[0].path + (g.named.count > 1 ? " and \(g.named.count - 1) more" : "")
      let (admitted, refusal) = budget.admit(module: name, files: g.named.map(\.path), bytes: g.named.reduce(0) { $0 + $1.bytes.count })
      if let refusal { g.diagnostics.append(refusal) }
      if !admitted { g.hasBlockingErrors = true }
    }
    if let summary = budget.summary { g.diagnostics.append(summary) }
    return g
  }

  /// A module found in a folder: its name, every file it compiles in path order, whether all
  /// could be read, and which of them are its dependencies'.
  typealias GroupedModule = (name: String, paths: [String], isComplete: Bool, imported: Set<String>)

  /// The modules of the files found under `directory` (sorted by path), sorted by name, each
  /// with its files' paths in order.
  static func group(_ paths: [String], in directory: String) -> [GroupedModule] {
    var folderModules = FolderModules(root: directory)
    return group(paths, &folderModules)
  }

  /// `paths` grouped by `FolderModules`: a file an Xcode project lists in two targets is in
  /// both modules, and a target's module also holds the files of the libraries or package
  /// targets it depends on, as `imported`: their declarations are visible in it, and they are
  /// reported in their own module only.
  static func group(_ paths: [String], _ folderModules: inout FolderModules) -> [GroupedModule] {
    var modules: [GroupedModule] = []
    var swiftModule: [String: Int] = [:]
    for path in paths {
      guard path.hasSuffix("." + swiftExtension) else {
        modules.append((path, [path], true, []))
        continue
      }
      for name in folderModules.modules(of: path) {
        if let i = swiftModule[name] {
          modules[i].paths.append(path)
        } else {
          swiftModule[name] = modules.count
          modules.append((name, [path], true, []))
        }
      }
    }
    let own = modules.map(\.paths)
    // A module's files are put in path order by their places among all the paths, integers
    // sorted once, not by comparing paths for each module (a chain of libraries adds each
    // one's files to every module above it).
    let sorted = Array(Set(paths)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    var place: [String: Int] = [:]
    for (i, path) in sorted.enumerated() { place[path] = i }
    for i in modules.indices where swiftModule[modules[i].name] == i {
      let ownPlaces = Set(own[i].map { place[$0]! })
      var added: Set<Int> = []
      for library in folderModules.libraries(of: modules[i].name) {
        guard let m = swiftModule[library] else { continue }
        for path in own[m] where !ownPlaces.contains(place[path]!) { added.insert(place[path]!) }
      }
      if !added.isEmpty {
        modules[i].paths = ownPlaces.union(added).sorted().map { sorted[$0] }
        modules[i].imported = Set(added.map { sorted[$0] })
      }
    }
    return modules.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }

  /// Whether a name found in a folder is a source: a spec, or Swift that is not a manifest.
  static func isSource(_ name: String) -> Bool {
    name.hasSuffix("." + specExtension) || name.hasSuffix("." + swiftExtension) && !PackageTargets.isManifest(name)
  }

  /// The `*.ui` and `*.swift` regular files under a directory with their identities, sorted by
  /// path, and a diagnostic for each folder or source that cannot be read or is not a regular
  /// file, each symbolic link not followed because it leads outside the directory (unless
  /// `followsLinks`: `FolderBoundary`), each name that is not UTF-8 and each path too long to
  /// open, with its path.
  static func sources(
    in directory: String, visited: inout Set<FileIdentity>, followsLinks: Bool = false,
    listDirectory: (String) -> Result<DirectoryListing, SystemError> = listDirectory
  ) -> (files: [(path: String, identity: FileIdentity)], problems: [(path: String, diagnostic: Diagnostic)]) {
    var found: [(path: String, identity: FileIdentity)] = []
    var problems: [(path: String, diagnostic: Diagnostic)] = []
    var pending = [directory]
    let boundary = FolderBoundary(directory)
    while let current = pending.popLast() {
      guard case .success((let identity, _)) = FileIdentity.of(current), visited.insert(identity).inserted else { continue }
      let listing: DirectoryListing
      switch listDirectory(current) {
      case .success(let l): listing = l
      case .failure(let e):
        problems.append((current, DriverDiagnostics.unreadableDirectory(current, reason: e.reason)))
        continue
      }
      let folder = current.hasSuffix("/") ? current : current + "/"
      for name in listing.names where !name.hasPrefix(".") {
        let path = folder + name
        let isSource = isSource(name)
        let entry = FileIdentity.of(path)
        if !followsLinks, case .success((_, let kind)) = entry, kind == .directory || isSource,
          FolderBoundary.isSymbolicLink(path), boundary.leadsOutside(path)
        {
          problems.append((path, DriverDiagnostics.linkOutsideFolder(path, folder: directory)))
          continue
        }
        switch entry {
        case .success((_, .directory)): pending.append(path)
        case .success((let identity, .regular)): if isSource { found.append((path, identity)) }
        case .success((_, .other)): if isSource { problems.append((path, DriverDiagnostics.notARegularFile(path))) }
        // A dangling link or a loop: only a source's name makes it worth reporting.
        case .failure(let e) where isSource: problems.append((path, DriverDiagnostics.unreadable(path, reason: e.reason)))
        // Past PATH_MAX nothing can be opened: a folder there may hold sources.
        case .failure(let e) where e.code == ENAMETOOLONG: problems.append((path, DriverDiagnostics.pathTooLong(path)))
        case .failure: break
        }
      }
      for bytes in listing.undecodable where bytes.first != UInt8(ascii: ".") {
        let looksLikeSource = [specExtension, swiftExtension].contains { bytes.reversed().starts(with: ("." + $0).utf8.reversed()) }
        guard looksLikeSource || DirectoryListing.isDirectory(bytes, in: folder) else { continue }
        let shown = folder + DirectoryListing.escaped(bytes)
        problems.append((shown, DriverDiagnostics.nameNotUTF8(shown)))
      }
    }
    let byPath = { (a: String, b: String) in a.utf8.lexicographicallyPrecedes(b.utf8) }
    return (found.sorted { byPath($0.path, $1.path) }, problems.sorted { byPath($0.path, $1.path) })
  }

  /// The names in a directory (`DirectoryListing`).
  static func listDirectory(_ path: String) -> Result<DirectoryListing, SystemError> {
    DirectoryListing.of(path)
  }

  /// Up to `limit` bytes of a file, or nil when it cannot be opened or read.
  static func read(_ path: String, limit: Int) -> [UInt8]? {
    try? readFile(path, limit: limit).get().bytes
  }

  /// Up to `limit` bytes of a regular file and its identity, or why it cannot be read: the one
  /// way the driver reads a file (sources, projects, manifests, configurations, baselines,
  /// snapshots, fonts).
  ///
  /// The file is opened without blocking, so that opening a FIFO returns at once, and examined
  /// through its descriptor: anything but a regular file (a FIFO, a socket, a device) is
  /// refused with `SystemError.notRegularFile` before a byte is read, since reading one could
  /// block forever or never end. The identity is the descriptor's, so it is the file read even
  /// if the path changed in between.
  static func readFile(_ path: String, limit: Int) -> Result<FileContents, SystemError> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(SystemError.current()) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(SystemError.current()) }
    guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
    let flags = fcntl(fd, F_GETFL)
    guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else { return .failure(SystemError.current()) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, wanted) }
      if n < 0 {
        let e = SystemError.current()
        if e.code == EINTR { continue }
        return .failure(e)
      }
      if n == 0 { break }
      bytes += chunk[..<n]
    }
    return .success(FileContents(bytes: bytes, identity: FileIdentity(info)))
  }

  /// Up to `limit` bytes of standard input.
  public static func readStandardInput(limit: Int) -> [UInt8]? {
    read(FileHandle.standardInput, limit: limit)
  }

  private static func read(_ handle: FileHandle, limit: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    while bytes.count < limit {
      let chunk: Data?
      do {
        chunk = try handle.read(upToCount: min(64 * 1024, limit - bytes.count))
      } catch {
        return nil
      }
      guard let chunk, !chunk.isEmpty else { break }
      bytes.append(contentsOf: chunk)
    }
    return bytes
  }
}

/// `read(2)`, named so that `Inputs.read` does not hide it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
