import LayoutcSource
import LayoutcSyntax

/// Which modules a Swift file found in a folder named on the command line belongs to, as its
/// build system compiles it: each target of an Xcode project under the folder that lists the
/// file (`XcodeProject`; a file shared by an iOS and a Mac target is in both), else its
/// SwiftPM target (`PackageTargets`), else the folder's one module of everything else.
struct FolderModules {
  private var packages: PackageTargets
  private(set) var projects: [XcodeProject] = []
  /// Projects that could not be read, or lead outside the folder: the folder is then read as
  /// if they were not there.
  private(set) var notes: [Diagnostic] = []
  /// Package manifests not followed (`PackageTargets.notes`), known once the modules are.
  var packageNotes: [Diagnostic] { packages.notes }
  /// The project and target index of each module `name(_:_:)` names, the first of a name:
  /// found by name in constant time, not by naming every target of every project.
  private var targetOfModule: [String: (project: Int, target: Int)] = [:]

  /// Projects are looked for this deep under the folder (`App.xcodeproj` at its top, or in
  /// `App/` as MovieSwift and HabitLite keep theirs), not in hidden folders.
  static let projectSearchDepth = 3

  /// - Parameter followsLinks: `--follow-links`: a project leading outside `root` is read too
  ///   (`FolderBoundary`).
  init(
    root: String, followsLinks: Bool = false,
    listDirectory: (String) -> Result<DirectoryListing, SystemError> = Inputs.listDirectory
  ) {
    packages = PackageTargets(root: root, followsLinks: followsLinks)
    let boundary = FolderBoundary(root)
    var pending = [(packages.root, 0)]
    var found: [String] = []
    while let (folder, depth) = pending.popLast() {
      guard case .success(let listing) = listDirectory(folder) else { continue }
      for name in listing.names.sorted() where !name.hasPrefix(".") {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        if name.hasSuffix(".xcodeproj") {
          found.append(path)
        } else if depth + 1 < Self.projectSearchDepth, case .success((_, .directory)) = FileIdentity.of(path),
          followsLinks || !FolderBoundary.isSymbolicLink(path) || !boundary.leadsOutside(path)
        {
          pending.append((path, depth + 1))
        }
      }
    }
    for path in found.sorted() {
      let file = path + "/" + XcodeProject.fileName
      if !followsLinks && boundary.leadsOutside(file) {
        // A project folder that is such a link is noted by the folder's search (`Inputs.sources`).
        if !(FolderBoundary.isSymbolicLink(path) && boundary.leadsOutside(path)) {
          notes.append(DriverDiagnostics.linkOutsideFolder(file, folder: root))
        }
        continue
      }
      switch XcodeProject.read(path) {
      case .success(var p):
        matchCase(&p, listDirectory: listDirectory)
        p.index()  // again: `matchCase` may have respelled files
        projects.append(p)
      case .failure(let e):
        if case .success((let identity, .regular)) = FileIdentity.of(file) { unreadProjects.insert(identity) }
        notes.append(Diagnostic(id: "driver.project-unreadable", severity: .note,
          message: "\(e.reason); its folder is read as one module"))
      }
    }
    for (p, project) in projects.enumerated() {
      for i in project.targets.indices where targetOfModule[Self.name(project, i)] == nil { targetOfModule[Self.name(project, i)] = (p, i) }
    }
  }

  /// Points each file `project` lists that does not exist as spelled, but does with other case
  /// (`CaseFoldedPaths`), at the file, with a note naming both spellings: the app builds on
  /// macOS, where names ignore case, so the file is the target's.
  private mutating func matchCase(
    _ project: inout XcodeProject, listDirectory: (String) -> Result<DirectoryListing, SystemError>
  ) {
    var folding = CaseFoldedPaths()
    var matched: [String: String?] = [:]
    for t in project.targets.indices {
      for file in project.targets[t].files {
        if matched[file] == nil { matched[file] = folding.existingSpelling(of: file, listDirectory: listDirectory) }
        guard let found = matched[file] ?? nil else { continue }
        project.targets[t].files.remove(file)
        project.targets[t].files.insert(found)
      }
    }
    for (listed, found) in matched.sorted(by: { $0.key < $1.key }) {
      guard let found else { continue }
      notes.append(DriverDiagnostics.projectFileCase(project.path, listed: listed, found: found))
    }
  }

  /// The project files and package manifests read so far: an output path must not name one.
  var filesRead: Set<FileIdentity> { packages.filesRead.union(projects.map(\.identity)).union(unreadProjects) }
  /// Project files opened but not understood (malformed): read all the same, so `-o` may not
  /// name them either.
  private var unreadProjects: Set<FileIdentity> = []

  /// The names of the modules `path` belongs to (at least one).
  mutating func modules(of path: String) -> [String] {
    let key = PathKey.normalised(path)
    var names: [String] = []
    for project in projects {
      for i in project.targets(containing: key) { names.append(Self.name(project, i)) }
    }
    if !names.isEmpty { return names }
    return [PlaygroundModules.module(of: path) ?? packages.moduleFolder(of: path)]
  }

  /// The platforms of a module (as `modules(of:)` names it): its Xcode target's, else its
  /// package's; empty when nothing says (the run's `--platform`, else iOS, decides).
  mutating func platforms(of module: String) -> [Platform] {
    if let (p, i) = targetOfModule[module] { return projects[p].targets[i].platforms }
    return packages.platforms(ofTarget: module)
  }

  /// The modules whose declarations a module sees: the frameworks and libraries of the same
  /// project its target depends on, or the targets of the same package (`dependencies:`),
  /// directly or through one another.
  mutating func libraries(of module: String) -> [String] {
    if let (p, start) = targetOfModule[module] {
      let project = projects[p]
      var seen: Set<Int> = [start], pending = project.targets[start].dependencies, out: [String] = []
      while let i = pending.popLast() {
        guard seen.insert(i).inserted, project.targets[i].isLibrary else { continue }
        out.append(Self.name(project, i))
        pending += project.targets[i].dependencies
      }
      return out
    }
    return PlaygroundModules.libraries(of: module) ?? packages.dependencies(ofTarget: module)
  }

  /// `App.xcodeproj [App iOS]`: the project as found and the target's name (unique in the
  /// project, `XcodeProject.uniqueName`).
  static func name(_ project: XcodeProject, _ target: Int) -> String {
    project.path + " [" + project.uniqueName(target) + "]"
  }
}
