import Foundation
import LayoutcLowering
import LayoutcSource

/// Reads the asset catalogs (`*.xcassets`) of a module of Swift files: those beside its files, in
/// a folder holding one of them or in one between it and the folder holding them all
/// (`App/Assets.xcassets` beside `App/Views/…`, as Xcode's app template lays a target out), not
/// in folders of other code. Every file goes through
/// `Inputs.readFile` with a size limit; a link leading outside the searched folder is not
/// followed (`FolderBoundary`); a set whose Contents.json or image cannot be read is left out with
/// a warning naming the file, never a crash.
///
/// Image sets (`x.imageset/Contents.json`): the light-appearance variants that name a file, with
/// their `scale` and `idiom`, sized from the file's header (`ImageHeader`). Colour sets
/// (`x.colorset/Contents.json`): the universal light colour, its components as Xcode writes them
/// ("0.500" a fraction, "128" or "0x80" of 255; Apple's Asset Catalog Format Reference, "Color"),
/// or a system colour it references (`systemBlueColor`).
struct AssetCatalogReading {
  /// Contents.json files are a few hundred bytes; 256 KiB is generous.
  static let contentsLimit = 256 << 10
  /// A JPEG's size marker may follow a large EXIF block; a PDF's page box anywhere in its first MiB.
  static let imageHeaderLimit = 1 << 20
  /// Sets read from one catalog; nested JSON levels accepted in a Contents.json.
  static let setLimit = 10_000
  static let nestingLimit = 32

  var catalog = AssetCatalog()
  var diagnostics: [Diagnostic] = []
  /// The files read (Contents.json and images): an output path must not name one (`OutputTargets`).
  var filesRead: Set<FileIdentity> = []
  private var setsRead = 0
  private let folder: String
  private let boundary: FolderBoundary
  private let followsLinks: Bool

  /// The catalogs in `folders` (`catalogFolders` of a module's files), none leading outside `root`.
  init(folders: [String], root: String, followsLinks: Bool) {
    folder = root
    self.followsLinks = followsLinks
    boundary = FolderBoundary(root)
    var catalogs: [String] = []
    for path in folders {
      guard case .success(let listing) = Inputs.listDirectory(path) else { continue }
      for name in listing.names where name.hasSuffix(".xcassets") && !name.hasPrefix(".") {
        let child = path == "/" ? "/" + name : path + "/" + name
        guard case .success((_, .directory)) = FileIdentity.of(child), staysInside(child) else { continue }
        catalogs.append(child)
      }
    }
    for path in catalogs.sorted() {
      catalog.folders.append(path)
      readGroup(path)
    }
  }

  /// The folders a module's catalogs may sit in: each folder holding one of `files` (absolute
  /// paths), and those between it and the folder holding them all, sorted.
  static func catalogFolders(_ files: [String]) -> [String] {
    guard let common = commonFolder(files) else { return [] }
    var folders: Set<String> = [common]
    for file in files {
      var folder = String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
      while folder.count > common.count, folders.insert(folder).inserted {
        folder = String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)])
      }
    }
    return folders.sorted()
  }

  /// The deepest folder holding every file (`.` for bare names).
  static func commonFolder(_ files: [String]) -> String? {
    let folders = files.map { f -> [Substring] in
      let parts = f.split(separator: "/", omittingEmptySubsequences: false)
      return Array(parts.dropLast())
    }
    guard var common = folders.first else { return nil }
    for f in folders.dropFirst() {
      var n = 0
      while n < common.count, n < f.count, common[n] == f[n] { n += 1 }
      common = Array(common.prefix(n))
    }
    if common.isEmpty { return files[0].hasPrefix("/") ? "/" : "." }
    let joined = common.joined(separator: "/")
    return joined.isEmpty ? "/" : joined
  }

  /// Whether `path` may be read: not a link leading outside the searched folder, unless
  /// `--follow-links`.
  private func staysInside(_ path: String) -> Bool {
    followsLinks || !FolderBoundary.isSymbolicLink(path) || !boundary.leadsOutside(path)
  }

  /// A file of a set, unless it is a link leading outside the folder (a note says so).
  private mutating func readSetFile(_ path: String, limit: Int) -> Result<FileContents, SystemError>? {
    guard staysInside(path) else {
      diagnostics.append(DriverDiagnostics.linkOutsideFolder(path, folder: folder))
      return nil
    }
    let read = Inputs.readFile(path, limit: limit)
    if case .success(let contents) = read { filesRead.insert(contents.identity) }
    return read
  }

  /// A catalog or a folder in it: its image and colour sets, and the groups (folders) inside.
  private mutating func readGroup(_ folder: String) {
    guard case .success(let listing) = Inputs.listDirectory(folder) else { return }
    for name in listing.names.sorted() where !name.hasPrefix(".") {
      let path = folder + "/" + name
      guard setsRead < Self.setLimit, case .success((_, .directory)) = FileIdentity.of(path), staysInside(path) else { continue }
      setsRead += 1
      if name.hasSuffix(".imageset") {
        let set = String(name.dropLast(".imageset".count))
        let warned = diagnostics.count
        readImageSet(path, name: set)
        if catalog.images[set] == nil, diagnostics.count > warned { catalog.unreadableImages.insert(set) }
      } else if name.hasSuffix(".colorset") {
        readColorSet(path, name: String(name.dropLast(".colorset".count)))
      } else if !name.contains(".") {
        readGroup(path)
      }
    }
  }

  /// A set's Contents.json as a dictionary, or nil after a warning saying why not.
  private mutating func contents(_ set: String) -> [String: Any]? {
    let path = set + "/Contents.json"
    switch readSetFile(path, limit: Self.contentsLimit + 1) {
    case nil: return nil
    case .failure(let e)?:
      diagnostics.append(DriverDiagnostics.assetUnreadable(path, reason: e.reason))
      return nil
    case .success(let file)?:
      guard file.bytes.count <= Self.contentsLimit else {
        diagnostics.append(DriverDiagnostics.assetUnreadable(path, reason: "larger than \(Self.contentsLimit) bytes"))
        return nil
      }
      guard Self.nesting(file.bytes) <= Self.nestingLimit else {
        diagnostics.append(DriverDiagnostics.assetUnreadable(path, reason: "nested more than \(Self.nestingLimit) levels deep"))
        return nil
      }
      guard let object = try? JSONSerialization.jsonObject(with: Data(file.bytes)), let dictionary = object as? [String: Any]
      else {
        diagnostics.append(DriverDiagnostics.assetUnreadable(path, reason: "not a JSON object"))
        return nil
      }
      return dictionary
    }
  }

  /// The deepest nesting of arrays and objects in JSON text (brackets inside strings skipped),
  /// checked before parsing so that a hostile file cannot nest without end.
  static func nesting(_ bytes: [UInt8]) -> Int {
    var depth = 0, deepest = 0, inString = false, escaped = false
    for b in bytes {
      if inString {
        if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
        continue
      }
      switch b {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; deepest = max(deepest, depth)
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return deepest
  }

  /// Whether an entry is for the light appearance: no `appearances`, or luminosity `light`.
  static func isLight(_ entry: [String: Any]) -> Bool {
    guard let appearances = entry["appearances"] as? [[String: Any]] else { return true }
    return !appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) != "light" }
      && !appearances.contains { ($0["appearance"] as? String) == "contrast" }
  }

  private mutating func readImageSet(_ set: String, name: String) {
    guard let json = contents(set) else { return }
    let entries = json["images"] as? [[String: Any]] ?? []
    let light = imageVariants(entries.filter(Self.isLight), set)
    let dark = imageVariants(entries.filter(Self.isDark), set)
    if !light.isEmpty { catalog.images[name] = light }
    if !dark.isEmpty { catalog.darkImages[name] = dark }
  }

  /// The variants of a set's entries whose files have a size layoutc can read; a warning for
  /// each that has none.
  private mutating func imageVariants(_ entries: [[String: Any]], _ set: String) -> [AssetCatalog.ImageVariant] {
    var variants: [AssetCatalog.ImageVariant] = []
    for entry in entries {
      guard let file = entry["filename"] as? String else { continue }
      guard !file.contains("/"), file != "..", file != "." else {
        diagnostics.append(DriverDiagnostics.assetUnreadable(set + "/Contents.json", reason: "the file name '\(file)' is not a file of the set"))
        continue
      }
      let idiom = entry["idiom"] as? String ?? "universal"
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }
      let path = set + "/" + file
      switch readSetFile(path, limit: Self.imageHeaderLimit) {
      case nil: break
      case .failure(let e)?:
        diagnostics.append(DriverDiagnostics.assetUnreadable(path, reason: e.reason))
      case .success(let contents)?:
        switch ImageHeader.size(of: contents.bytes) {
        case .success(let size):
          // A vector page is in points already and serves every scale.
          variants.append(AssetCatalog.ImageVariant(scale: size.isVector ? nil : scale, idiom: idiom, width: size.width, height: size.height))
        case .failure(let reason):
          diagnostics.append(DriverDiagnostics.assetUnreadable(path, reason: reason.text))
        }
      }
    }
    return variants
  }

  private mutating func readColorSet(_ set: String, name: String) {
    guard let json = contents(set) else { return }
    let universal = (json["colors"] as? [[String: Any]] ?? []).filter { ($0["idiom"] as? String ?? "universal") == "universal" }
    if let light = universal.first(where: Self.isLight), let color = color(light, set) { catalog.colors[name] = color }
    if let dark = universal.first(where: Self.isDark), let color = color(dark, set, appearance: .dark) { catalog.darkColors[name] = color }
  }

  /// Whether an entry is for the dark appearance: luminosity `dark`, without a contrast.
  static func isDark(_ entry: [String: Any]) -> Bool {
    guard let appearances = entry["appearances"] as? [[String: Any]] else { return false }
    return appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
      && !appearances.contains { ($0["appearance"] as? String) == "contrast" }
  }

  /// One entry's colour: its components, or the system colour it references in `appearance`.
  private mutating func color(_ entry: [String: Any], _ set: String, appearance: Appearance = .light) -> RGBA? {
    guard let color = entry["color"] as? [String: Any] else { return nil }
    if let reference = color["reference"] as? String, let rgba = ColorResolution.systemColor(reference, in: appearance) { return rgba }
    guard let components = color["components"] as? [String: Any], let rgba = Self.rgba(components) else {
      diagnostics.append(DriverDiagnostics.assetUnreadable(set + "/Contents.json", reason: "a colour without sRGB or grey components"))
      return nil
    }
    return rgba
  }

  /// `red`/`green`/`blue` (or `white`) and `alpha`, each "0.500" (a fraction), "128" or "0x80"
  /// (of 255).
  static func rgba(_ c: [String: Any]) -> RGBA? {
    func component(_ key: String) -> Double? {
      let text: String
      if let s = c[key] as? String { text = s } else if let n = c[key] as? NSNumber { text = n.stringValue } else { return nil }
      let t = text.trimmingCharacters(in: .whitespaces)
      if t.hasPrefix("0x") || t.hasPrefix("0X") { return Int(t.dropFirst(2), radix: 16).map { Double($0) / 255 } }
      if t.contains(".") { return Double(t) }
      return Int(t).map { Double($0) / 255 }
    }
    let alpha = component("alpha") ?? 1
    if let r = component("red"), let g = component("green"), let b = component("blue") { return RGBA(r, g, b, alpha) }
    if let w = component("white") { return RGBA(w, w, w, alpha) }
    return nil
  }
}
