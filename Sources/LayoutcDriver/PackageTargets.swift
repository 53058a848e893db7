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

  init(root: String) {
    var r = Substring(root)
    while r.count > 1 && r.hasSuffix("/") { r = r.dropLast() }
    self.root = String(r)
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
        return folder + "/" + next + "/"
      }
      parent = folder
      folder += (folder == "/" ? "" : "/") + next
      name = next
    }
    return prefix
  }

  private mutating func holdsManifest(_ folder: String) -> Bool {
    if let known = isPackage[folder] { return known }
    let found: Bool
    if case .success((_, .regular)) = FileIdentity.of(folder + "/" + PackageTargets.manifest) { found = true } else { found = false }
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
