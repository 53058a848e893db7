#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the file a project means when its spelling differs from the file's only in case
/// (`cardview.swift` for `CardView.swift`). macOS's default file system (APFS,
/// case-insensitive) opens either spelling, so Xcode builds such a project; on a case-sensitive
/// file system the reference would name nothing, and the view it declares would be an opaque
/// assumed one. Each folder is listed once.
struct CaseFoldedPaths {
  /// Names in each folder listed, by their lowercased form; several names for one form (two
  /// files differing only in case, possible here) leave the form ambiguous.
  private var folders: [String: [String: [String]]] = [:]

  /// The existing spelling of `path` (absolute or relative, normalised) when the path does not
  /// exist as spelled but each missing component matches exactly one entry of its folder
  /// ignoring case; nil when it exists as spelled, or no such spelling or more than one exists.
  mutating func existingSpelling(
    of path: String, listDirectory: (String) -> Result<DirectoryListing, SystemError> = Inputs.listDirectory
  ) -> String? {
    guard case .failure(let e) = FileIdentity.of(path), e.code == ENOENT else { return nil }
    let absolute = path.hasPrefix("/")
    var resolved = absolute ? "/" : ""
    var changed = false
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      let name = String(component)
      let folder = resolved.isEmpty ? "." : resolved
      let joined = resolved.isEmpty ? name : (resolved.hasSuffix("/") ? resolved + name : resolved + "/" + name)
      if FileIdentity.entryKind(joined) != nil {
        resolved = joined
        continue
      }
      guard let matches = names(in: folder, listDirectory)[name.lowercased()], matches.count == 1 else { return nil }
      resolved = resolved.isEmpty ? matches[0] : (resolved.hasSuffix("/") ? resolved + matches[0] : resolved + "/" + matches[0])
      changed = true
    }
    return changed ? resolved : nil
  }

  private mutating func names(in folder: String, _ listDirectory: (String) -> Result<DirectoryListing, SystemError>) -> [String: [String]] {
    if let known = folders[folder] { return known }
    var byForm: [String: [String]] = [:]
    if case .success(let listing) = listDirectory(folder) {
      for name in listing.names { byForm[name.lowercased(), default: []].append(name) }
    }
    folders[folder] = byForm
    return byForm
  }
}
