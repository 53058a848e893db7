import Foundation
import LayoutcSource
import LayoutcSyntax

/// Which module a Swift file found in a directory belongs to.
///
/// A folder named on the command line is one module of all its Swift files, as an app target's
/// folder is in Xcode, except where SwiftPM would build several: in a package (a folder holding
/// `Package.swift`), each folder directly under `Sources/` (or `Source`, `src`, `srcs`,
/// `Tests`) is a target of its own ("SwiftPM looks for source files inside the
/// [PackageRoot]/Sources/[TargetName] directory": PackageDescription, `Target.path`). So
/// `layoutc Sources/` and `layoutc .` in a package check each target on its own, as
/// `layoutc Sources/App Sources/Widgets` does, and two targets may each declare a `ContentView`.
struct PackageTargets {
  /// The directory named on the command line, without a trailing `/` (`/` stays `/`).
  let root: String
  /// Whether a folder holds a package manifest, by folder path: asked once per folder.
  private var isPackage: [String: Bool] = [:]
  /// The package folder of each target folder `moduleFolder` found (ending in `/`).
  private var packageOfTarget: [String: String] = [:]
  /// Whether the root was asked about being a target folder of a package: once per root,
  /// not once per file found under it.
  private var rootTargetLookedUp = false
  /// Each package's manifest, by package folder: read once per package.
  private var manifests: [String: PackageManifest] = [:]
  /// The manifests read: an output path must not name one.
  private(set) var filesRead: Set<FileIdentity> = []

  /// `--follow-links`: a manifest that is a symbolic link leading outside its package's folder
  /// is read too (`FolderBoundary`).
  let followsLinks: Bool
  /// Manifests not followed, each a note.
  private(set) var notes: [Diagnostic] = []

  init(root: String, followsLinks: Bool = false) {
    var r = Substring(root)
    while r.count > 1 && r.hasSuffix("/") { r = r.dropLast() }
    self.root = String(r)
    self.followsLinks = followsLinks
  }

  /// The folder of the module `path` (a file found under `root`) belongs to, ending in `/`:
  /// `Sources/App/` for `Sources/App/Views/Row.swift` in a package, else `root` + `/`.
  mutating func moduleFolder(of path: String) -> String {
    let prefix = root == "/" ? "/" : root + "/"
    guard path.hasPrefix(prefix) else { return prefix }
    let folders = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: true).dropLast()
    // A search path (`Sources`) at depth i, whose parent holds Package.swift, makes its
    // child folder at depth i + 1 a target. Depth -1 is the root itself (`layoutc Sources/`).
    var parent = root + "/.."
    var folder = root
    var name = Substring(root.split(separator: "/").last ?? "")
    for next in folders {
      if PackageTargets.searchPaths.contains(name), holdsManifest(parent) {
        packageOfTarget[folder + "/" + next + "/"] = parent
        return folder + "/" + next + "/"
      }
      parent = folder
      folder += (folder == "/" ? "" : "/") + next
      name = next
    }
    // The root is a target's folder itself (`layoutc Sources/App`): its package still says its
    // platforms.
    if !rootTargetLookedUp, packageOfTarget[prefix] == nil, root != "/" {
      rootTargetLookedUp = true
      let parts = PathKey.absolute(root, in: FileManager.default.currentDirectoryPath).split(separator: "/", omittingEmptySubsequences: false)
      if parts.count >= 3, PackageTargets.searchPaths.contains(parts[parts.count - 2]) {
        let package = parts.dropLast(2).joined(separator: "/")
        if holdsManifest(package.isEmpty ? "/" : package) { packageOfTarget[prefix] = package }
      }
    }
    return prefix
  }

  /// The platforms the package of a target folder (as `moduleFolder` returned it) lists in its
  /// manifest's `platforms:`, in order; empty for a folder of no package or a manifest listing
  /// none.
  ///
  /// SwiftPM builds a package for every platform and `platforms:` only sets the oldest version
  /// of each (PackageDescription, `Package.platforms`); layoutc reads the list as the platforms
  /// the package is written for, and lays its previews out on the first.
  mutating func platforms(ofTarget folder: String) -> [Platform] {
    manifest(ofTarget: folder)?.platforms ?? []
  }

  /// The folders of the targets of the same package a target folder depends on, directly or
  /// through one another (a target's folder is its name's, beside its own).
  mutating func dependencies(ofTarget folder: String) -> [String] {
    guard let manifest = manifest(ofTarget: folder) else { return [] }
    let parent = folder.dropLast().split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    let name = String(folder.dropLast().split(separator: "/").last ?? "")
    var seen: Set<String> = [name], pending = manifest.dependencies[name] ?? [], out: [String] = []
    var first = 0
    while first < pending.count {
      let next = pending[first]
      first += 1
      guard seen.insert(next).inserted else { continue }
      out.append(parent + "/" + next + "/")
      pending += manifest.dependencies[next] ?? []
    }
    return out
  }

  /// The manifest of the package of a target folder, read once per package.
  private mutating func manifest(ofTarget folder: String) -> PackageManifest? {
    guard let package = packageOfTarget[folder] else { return nil }
    if let known = manifests[package] { return known }
    let contents = try? Inputs.readFile(package + "/" + PackageTargets.manifest, limit: Inputs.defaultSizeLimit).get()
    if let contents { filesRead.insert(contents.identity) }
    let text = contents.map { String(decoding: $0.bytes, as: UTF8.self) }
    let manifest = PackageManifest(text ?? "")
    manifests[package] = manifest
    return manifest
  }

  private mutating func holdsManifest(_ folder: String) -> Bool {
    if let known = isPackage[folder] { return known }
    let found: Bool
    let manifest = folder + "/" + PackageTargets.manifest
    switch FileIdentity.of(manifest) {
    case .success((_, .regular)): found = true
    case .success((_, .other)):
      // A FIFO or device is never opened; the folder is then no package, and a note says why.
      notes.append(DriverDiagnostics.notARegularFile(manifest))
      found = false
    default: found = false
    }
    if found, !followsLinks, FolderBoundary.isSymbolicLink(manifest), FolderBoundary(folder).leadsOutside(manifest) {
      notes.append(DriverDiagnostics.linkOutsideFolder(manifest, folder: folder))
      isPackage[folder] = false
      return false
    }
    isPackage[folder] = found
    return found
  }

  static let manifest = "Package.swift"
  /// The folders of a package whose subfolders are targets (PackageDescription, `Target.path`).
  static let searchPaths: Set<Substring> = ["Sources", "Source", "src", "srcs", "Tests"]

  /// A package manifest (`Package.swift`, `Package@swift-5.9.swift`) describes targets; it is
  /// not a source of one, so a folder search leaves it out (naming it still reads it).
  static func isManifest(_ name: String) -> Bool {
    name == manifest || name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
  }
}
