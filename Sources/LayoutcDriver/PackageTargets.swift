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
  /// The platforms of each package's manifest, by package folder: read once per package.
  private var packagePlatforms: [String: [Platform]] = [:]

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
        packageOfTarget[folder + "/" + next + "/"] = parent
        return folder + "/" + next + "/"
      }
      parent = folder
      folder += (folder == "/" ? "" : "/") + next
      name = next
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
    guard let package = packageOfTarget[folder] else { return [] }
    if let known = packagePlatforms[package] { return known }
    let text = Inputs.read(package + "/" + PackageTargets.manifest, limit: Inputs.defaultSizeLimit).map { String(decoding: $0, as: UTF8.self) }
    let found = text.map(Self.platforms(inManifest:)) ?? []
    packagePlatforms[package] = found
    return found
  }

  /// The platforms a manifest's `platforms: [.iOS(.v17), .macOS("14.0")]` names, in order.
  static func platforms(inManifest text: String) -> [Platform] {
    guard let label = text.range(of: "platforms:") else { return [] }
    var rest = text[label.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
    guard rest.first == "[" else { return [] }
    rest = rest.dropFirst()
    var out: [Platform] = []
    var depth = 0
    var index = rest.startIndex
    while index < rest.endIndex {
      let c = rest[index]
      if c == "]" && depth == 0 { break }
      if c == "(" || c == "[" { depth += 1 }
      if c == ")" || c == "]" { depth -= 1 }
      if c == ".", depth == 0 {
        let name = rest[rest.index(after: index)...].prefix { $0.isLetter }
        if let p = Platform(packagePlatform: String(name)), !out.contains(p) { out.append(p) }
      }
      index = rest.index(after: index)
    }
    return out
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
