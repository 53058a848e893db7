import Foundation
import LayoutcTestSupport
import Testing

/// docs/architecture.md names every module and every folder inside one, so that a reader finds
/// their room from it and a new folder cannot appear without a line saying what it holds.
@Suite struct ArchitectureDocTests {
  @Test func everySourceFolderIsDocumented() throws {
    let page = try String(contentsOfFile: RepositoryPaths.root + "/docs/architecture.md", encoding: .utf8)
    let sources = RepositoryPaths.root + "/Sources"
    let fm = FileManager.default
    var missing: [String] = []
    for module in try fm.contentsOfDirectory(atPath: sources).sorted() where isDirectory(sources + "/" + module) {
      if !page.contains("`\(module)`") { missing.append(module) }
      for folder in try fm.contentsOfDirectory(atPath: sources + "/" + module).sorted()
      where isDirectory(sources + "/" + module + "/" + folder) && !page.contains("`\(module)/\(folder)`") {
        missing.append(module + "/" + folder)
      }
    }
    #expect(missing.isEmpty, "docs/architecture.md does not mention: \(missing)")
  }

  private func isDirectory(_ path: String) -> Bool {
    var d: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &d) && d.boolValue
  }
}
