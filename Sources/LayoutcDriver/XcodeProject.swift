import Foundation
import LayoutcSource

/// The targets of an Xcode project (`App.xcodeproj/project.pbxproj`) and the source files each
/// one compiles, so that a folder holding an iOS app, its Mac twin and a widget is read as
/// Xcode builds it: one module per target, not one module in which each `SettingsView` is
/// declared twice.
///
/// `project.pbxproj` is an OpenStep ("old-style ASCII") property list (`OpenStepPropertyList`
/// reads it). Its objects, by `isa` (the format as Xcode writes it;
/// also described by CocoaPods' Xcodeproj, `lib/xcodeproj/project/object/*.rb`):
/// - `PBXProject`: `targets`, `mainGroup`, `projectDirPath`;
/// - `PBXNativeTarget`: `name`, `productType`, `buildPhases`, `dependencies` and (Xcode 16)
///   `fileSystemSynchronizedGroups`;
/// - `PBXSourcesBuildPhase`: `files`, each a `PBXBuildFile` whose `fileRef` is a
///   `PBXFileReference`;
/// - `PBXGroup`, `PBXVariantGroup`: `children`; every group and file has a `path` relative to its
///   `sourceTree`: `<group>` (the enclosing group's folder), `SOURCE_ROOT` (the project's
///   folder) or `<absolute>`; build-product and SDK trees name nothing in the folder;
/// - `PBXFileSystemSynchronizedRootGroup` (Xcode 16): a folder whose files all belong to the
///   targets listing it, except its `PBXFileSystemSynchronizedBuildFileExceptionSet`s'
///   `membershipExceptions` for their `target` (CocoaPods: "the list of files in the group that
///   are excluded from the target"); a set naming a target that does not list the folder adds
///   those files to it instead (how Xcode 16 writes an extension's files kept in the app's
///   folder: NetNewsWire's `SafariExtensionHandler.swift` in `Mac/`).
/// - `PBXTargetDependency`: `target`; a framework or library a target depends on is compiled
///   with it, since its declarations are visible there.
/// - `XCConfigurationList` (a target's or the project's `buildConfigurationList`):
///   `buildConfigurations`, each an `XCBuildConfiguration` with `name` and `buildSettings`; the
///   platforms a target is built for are its `SUPPORTED_PLATFORMS` (`"iphoneos iphonesimulator
///   macosx"`), else its `SDKROOT` (`macosx`), else the project's, in the Debug configuration
///   (previews build it), else the first. A target is read for the first platform it lists (its
///   primary, as `#if os()` is decided), so a file whose platform filters leave that one out is
///   not in it: a `PBXBuildFile`'s `platformFilters` (`(macos, )`, Xcode 13's per-file platform
///   membership) and, in a synchronized folder, an exception set's `platformFiltersByRelativePath`
///   (`iOS/AppState.swift = (ios, )`, the same filters keyed by the file's path in the folder).
struct XcodeProject {
  struct Target {
    var name: String
    var productType: String
    /// Normalised absolute paths of the files its sources phase lists.
    var files: Set<String> = []
    /// Synchronized folders (ending in `/`) and the files in them it leaves out.
    var folders: [(folder: String, excluded: Set<String>)] = []
    /// Target indices it depends on.
    var dependencies: [Int] = []
    /// The platforms it is built for, in the order its settings list them; empty when they say
    /// nothing layoutc knows.
    var platforms: [Platform] = []

    func contains(_ path: String) -> Bool {
      files.contains(path) || folders.contains { path.hasPrefix($0.folder) && !$0.excluded.contains(path) }
    }

    var isLibrary: Bool {
      ["framework", "library.static", "library.dynamic"].contains { productType.hasSuffix("product-type." + $0) }
    }
  }

  /// The `.xcodeproj` folder, as found.
  let path: String
  /// Its `project.pbxproj` as read: an output path must not name it.
  let identity: FileIdentity
  var targets: [Target] = []

  /// The project file in an `.xcodeproj` folder.
  static let fileName = "project.pbxproj"

  /// `project.pbxproj` is a few megabytes in the largest apps (NetNewsWire's is 0.3 MB); 32 MiB
  /// bounds what a stray file can cost.
  static let sizeLimit = 32 * 1024 * 1024
  /// Real projects nest a few levels (objects, a target's lists); Foundation's parser recurses
  /// per level, so deeper input is refused before it is parsed.
  static let depthLimit = 64
  /// The longest path a group or file can have and still name something on disk: Linux's
  /// `PATH_MAX` (4,096 bytes with its terminator; macOS's is 1,024).
  static let pathLengthLimit = 4096

  /// The project in `xcodeproj` (a folder), or why it cannot be read.
  static func read(_ xcodeproj: String) -> Result<XcodeProject, ProjectError> {
    let file = xcodeproj + "/" + fileName
    let contents: FileContents
    switch Inputs.readFile(file, limit: sizeLimit + 1) {
    case .success(let c): contents = c
    case .failure(let e): return .failure(ProjectError("cannot read '\(file)': \(e.reason)"))
    }
    let bytes = contents.bytes
    guard bytes.count <= sizeLimit else { return .failure(ProjectError("'\(file)' is larger than \(sizeLimit / 1024 / 1024) MiB")) }
    guard nestingDepth(bytes) <= depthLimit else { return .failure(ProjectError("'\(file)' nests deeper than \(depthLimit) levels")) }
    let plist: [String: Any]
    switch OpenStepPropertyList.parse(bytes) {
    case .failure(let e): return .failure(ProjectError("'\(file)' is not an Xcode project (line \(e.line): \(e.message))"))
    case .success(let value):
      guard let dictionary = value as? [String: Any] else { return .failure(ProjectError("'\(file)' is not an Xcode project")) }
      plist = dictionary
    }
    guard let objects = plist["objects"] as? [String: Any], let root = plist["rootObject"] as? String,
      let project = objects[root] as? [String: Any]
    else { return .failure(ProjectError("'\(file)' is not an Xcode project")) }
    let folder = (xcodeproj as NSString).deletingLastPathComponent
    let projectDir = PathKey.normalised(join(folder.isEmpty ? "." : folder, project["projectDirPath"] as? String ?? ""))
    var reader = Reader(objects: objects)
    reader.locate(project["mainGroup"] as? String, parent: projectDir, projectDir: projectDir)
    // A target listed twice is one target.
    var listed: Set<String> = []
    let targetIDs = (project["targets"] as? [String] ?? []).filter { listed.insert($0).inserted }
    let projectSettings = reader.buildSettings(project["buildConfigurationList"] as? String)
    // Each target is read for its primary platform, and again for each other platform it lists
    // that a platform filter keeps files for (a multiplatform target's `macOS/` twins): Xcode
    // builds it once per platform.
    var readings: [(id: String, platforms: [Platform])] = []
    for id in targetIDs {
      let t = reader.object(id)
      let all = platforms(reader.buildSettings(t["buildConfigurationList"] as? String)) ?? platforms(projectSettings) ?? []
      readings.append((id, all))
      let filtered = Set(reader.platformFilters(of: t, id: id).flatMap(Self.platforms(filteredBy:)))
      for p in all.dropFirst() where filtered.contains(p) { readings.append((id, [p] + all.filter { $0 != p })) }
    }
    var indexOfTarget: [String: Int] = [:]
    for (i, reading) in readings.enumerated() where indexOfTarget[reading.id] == nil { indexOfTarget[reading.id] = i }
    var result = XcodeProject(path: xcodeproj, identity: contents.identity)
    for (id, platforms) in readings {
      let t = reader.object(id)
      var target = Target(name: t["name"] as? String ?? id, productType: t["productType"] as? String ?? "")
      target.platforms = platforms
      for buildFile in reader.sourceBuildFiles(of: t) {
        guard let ref = buildFile["fileRef"] as? String, let p = reader.paths[ref] else { continue }
        if Self.isFilteredOut(Self.filters(of: buildFile), platforms: target.platforms) { continue }
        target.files.insert(p)
      }
      for group in t["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        guard let p = reader.paths[group] else { continue }
        target.folders.append((p + "/", reader.exceptions[group]?[id]?.excluded(platforms: target.platforms) ?? []))
      }
      target.dependencies = (t["dependencies"] as? [String] ?? []).compactMap { dep in
        (reader.object(dep)["target"] as? String).flatMap { indexOfTarget[$0] }
      }
      result.targets.append(target)
    }
    // Exception sets naming a target that does not list their folder add files to it: each
    // set is visited once, not each folder for each target.
    var listedGroups: [Int: Set<String>] = [:]
    var readingsOfTarget: [String: [Int]] = [:]
    for (i, reading) in readings.enumerated() { readingsOfTarget[reading.id, default: []].append(i) }
    for (group, byTarget) in reader.exceptions {
      for (id, sets) in byTarget {
        for i in readingsOfTarget[id] ?? [] {
          if listedGroups[i] == nil { listedGroups[i] = Set(reader.object(id)["fileSystemSynchronizedGroups"] as? [String] ?? []) }
          if !listedGroups[i]!.contains(group) { result.targets[i].files.formUnion(sets.added(platforms: result.targets[i].platforms)) }
        }
      }
    }
    result.index()
    return .success(result)
  }

  /// The platforms `SUPPORTED_PLATFORMS`, else `SDKROOT`, names; nil when neither names one
  /// (`SDKROOT = auto` with no list, or neither set).
  static func platforms(_ settings: [String: Any]) -> [Platform]? {
    var out: [Platform] = []
    let supported = (settings["SUPPORTED_PLATFORMS"] as? String ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" })
    for word in supported { if let p = Platform(sdk: String(word)), !out.contains(p) { out.append(p) } }
    if out.isEmpty, let sdk = settings["SDKROOT"] as? String, let p = Platform(sdk: sdk) { out = [p] }
    return out.isEmpty ? nil : out
  }

  /// A build file's `platformFilters` (or the older single `platformFilter`).
  static func filters(of buildFile: [String: Any]) -> [String] {
    (buildFile["platformFilters"] as? [String] ?? []) + [buildFile["platformFilter"] as? String].compactMap { $0 }
  }

  /// Whether platform filters (`ios`, `macos`, `maccatalyst`, `tvos`, `watchos`, `xros`,
  /// `driverkit`) leave out the platform a target is read for, its first; no filters, or a
  /// target of unknown platforms, leave nothing out.
  static func isFilteredOut(_ filters: [String], platforms: [Platform]) -> Bool {
    guard !filters.isEmpty, let primary = platforms.first else { return false }
    return !Self.platforms(filteredBy: filters).contains(primary)
  }

  /// The platforms filters name (Mac Catalyst is none of layoutc's).
  static func platforms(filteredBy filters: [String]) -> [Platform] {
    filters.compactMap { $0 == "xros" ? Platform.visionOS : $0 == "maccatalyst" ? nil : Platform(rawValue: $0) }
  }

  /// What one exception set says of a synchronized folder's files for one target: those whose
  /// membership it flips, and the platform filters of others (normalised absolute paths).
  struct FolderExceptions {
    var membership: Set<String> = []
    var platformFilters: [String: [String]] = [:]

    /// The files a target listing the folder leaves out.
    func excluded(platforms: [Platform]) -> Set<String> {
      membership.union(platformFilters.filter { XcodeProject.isFilteredOut($0.value, platforms: platforms) }.keys)
    }

    /// The files a target not listing the folder gains from it.
    func added(platforms: [Platform]) -> Set<String> {
      membership.filter { !XcodeProject.isFilteredOut(platformFilters[$0] ?? [], platforms: platforms) }
    }
  }

  /// Target `i`'s name, unique in the project: two targets may share one (an iOS and a Mac
  /// target both called `App`, or one target read for two platforms), and each is a module of
  /// its own. The platform it is read for tells namesakes apart (`App (macos)`), else its place
  /// among them (`App #2`).
  func uniqueName(_ i: Int) -> String {
    let name = targets[i].name
    guard let namesakes = targetsNamed[name], namesakes.count > 1 else { return name }
    let primary = { (j: Int) in self.targets[j].platforms.first }
    if let p = primary(i), namesakes.filter({ primary($0) == p }).count == 1 { return "\(name) (\(p.rawValue))" }
    return "\(name) #\(namesakes.firstIndex(of: i)! + 1)"
  }

  /// The indices of the targets of each name, in order (`uniqueName` asks for a target's
  /// namesakes once per dependent module: scanning every target each time was cubic in a chain).
  private var targetsNamed: [String: [Int]] = [:]

  /// The targets listing each file, and those listing each synchronized folder (ending in `/`)
  /// with the files they leave out: a file's targets are found by its path and its folders',
  /// not by asking every target (`index()`).
  private var targetsOfFile: [String: [Int]] = [:]
  private var targetsOfFolder: [String: [(target: Int, excluded: Set<String>)]] = [:]
  /// The lengths (in UTF-8 bytes) of the folders in `targetsOfFolder`: only a prefix of a
  /// path with one of them can name one.
  private var folderLengths: Set<Int> = []

  /// Fills the look-up tables of `targets(containing:)` from `targets`.
  mutating func index() {
    targetsOfFile = [:]
    targetsOfFolder = [:]
    folderLengths = []
    targetsNamed = [:]
    for (i, target) in targets.enumerated() {
      targetsNamed[target.name, default: []].append(i)
      for file in target.files { targetsOfFile[file, default: []].append(i) }
      for (folder, excluded) in target.folders {
        targetsOfFolder[folder, default: []].append((i, excluded))
        folderLengths.insert(folder.utf8.count)
      }
    }
  }

  /// The indices of the targets compiling `path` (normalised, absolute), in order.
  func targets(containing path: String) -> [Int] {
    var found = Set(targetsOfFile[path] ?? [])
    var length = 0
    for byte in path.utf8 {
      length += 1
      guard byte == UInt8(ascii: "/"), folderLengths.contains(length),
        let listing = targetsOfFolder[String(decoding: path.utf8.prefix(length), as: UTF8.self)]
      else { continue }
      for (i, excluded) in listing where !excluded.contains(path) { found.insert(i) }
    }
    return found.sorted()
  }

  struct ProjectError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The deepest nesting of `{` and `(` outside quoted strings and comments.
  static func nestingDepth(_ bytes: [UInt8]) -> Int {
    var depth = 0, deepest = 0, i = 0
    while i < bytes.count {
      switch bytes[i] {
      case UInt8(ascii: "\""):
        i += 1
        while i < bytes.count && bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
      case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
        i += 2
        while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
        i += 1
      case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
        while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
      case UInt8(ascii: "{"), UInt8(ascii: "("):
        depth += 1
        deepest = max(deepest, depth)
      case UInt8(ascii: "}"), UInt8(ascii: ")"):
        depth -= 1
      default: break
      }
      i += 1
    }
    return deepest
  }

  static func join(_ folder: String, _ path: String) -> String {
    path.isEmpty ? folder : path.hasPrefix("/") ? path : folder + "/" + path
  }

  /// The folder of every group and the path of every file reference, found by walking the
  /// group tree from the main group (a group's `<group>` paths are relative to its parent's).
  private struct Reader {
    let objects: [String: Any]
    var paths: [String: String] = [:]
    /// What each synchronized folder's exception sets say, by folder, then by target.
    var exceptions: [String: [String: FolderExceptions]] = [:]
    /// Groups visited: a malformed project whose groups contain each other is walked once.
    var visited: Set<String> = []

    func object(_ id: String) -> [String: Any] { objects[id] as? [String: Any] ?? [:] }

    /// The build files of target `t`'s sources phases.
    func sourceBuildFiles(of t: [String: Any]) -> [[String: Any]] {
      (t["buildPhases"] as? [String] ?? []).filter { object($0)["isa"] as? String == "PBXSourcesBuildPhase" }
        .flatMap { (object($0)["files"] as? [String] ?? []).map(object) }
    }

    /// Every platform filter of target `t` (id `id`): its build files' and those its
    /// synchronized folders' exception sets give its files.
    func platformFilters(of t: [String: Any], id: String) -> [[String]] {
      sourceBuildFiles(of: t).map(XcodeProject.filters(of:))
        + (t["fileSystemSynchronizedGroups"] as? [String] ?? []).flatMap { exceptions[$0]?[id]?.platformFilters.values.map { $0 } ?? [] }
    }

    /// The build settings of a configuration list's Debug configuration, else its first.
    func buildSettings(_ list: String?) -> [String: Any] {
      guard let list else { return [:] }
      let configurations = (object(list)["buildConfigurations"] as? [String] ?? []).map(object)
      let chosen = configurations.first { $0["name"] as? String == "Debug" } ?? configurations.first
      return chosen?["buildSettings"] as? [String: Any] ?? [:]
    }

    /// Walks the group tree from `id` (iteratively: groups may nest thousands deep). A group
    /// whose folder's path is longer than `pathLengthLimit` names nothing a folder search can
    /// find (the system refuses such a path), so its `<group>` children get no path either;
    /// this keeps the cost linear in the project, where long names nested deep would otherwise
    /// make paths, and their total length, grow with the square of the depth.
    mutating func locate(_ id: String?, parent: String, projectDir: String) {
      var pending: [(id: String, parent: String?)] = id.map { [($0, parent)] } ?? []
      while let (id, parent) = pending.popLast() {
        guard visited.insert(id).inserted else { continue }
        let o = object(id)
        let path = o["path"] as? String ?? ""
        let resolved: String?
        switch o["sourceTree"] as? String ?? "<group>" {
        case "<group>": resolved = parent.map { XcodeProject.join($0, path) }
        case "SOURCE_ROOT": resolved = XcodeProject.join(projectDir, path)
        case "<absolute>": resolved = path
        default: continue  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: nothing in the folder
        }
        var normalised = resolved.flatMap { $0.utf8.count <= XcodeProject.pathLengthLimit * 2 ? PathKey.normalised($0) : nil }
        if let n = normalised, n.utf8.count > XcodeProject.pathLengthLimit { normalised = nil }
        if let normalised {
          paths[id] = normalised
          if o["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" { exceptions[id] = exceptionSets(of: id, folder: normalised) }
        }
        for child in (o["children"] as? [String] ?? []).reversed() { pending.append((child, normalised)) }
      }
    }

    /// What a synchronized folder's exception sets say, by target.
    func exceptionSets(of group: String, folder: String) -> [String: FolderExceptions] {
      var out: [String: FolderExceptions] = [:]
      for e in object(group)["exceptions"] as? [String] ?? [] {
        let set = object(e)
        guard set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet", let target = set["target"] as? String else { continue }
        for p in set["membershipExceptions"] as? [String] ?? [] { out[target, default: .init()].membership.insert(PathKey.normalised(folder + "/" + p)) }
        for (p, filters) in set["platformFiltersByRelativePath"] as? [String: Any] ?? [:] {
          guard let filters = filters as? [String] else { continue }
          out[target, default: .init()].platformFilters[PathKey.normalised(folder + "/" + p)] = filters
        }
      }
      return out
    }
  }
}
