import Foundation
import LayoutcTestSupport
import Testing

/// `scripts/install.sh` into a temporary PREFIX: it installs, reinstalls over its own binary,
/// and refuses to replace anything else.
@Suite struct InstallScriptTests {
  func install(prefix: String, binary: String) throws -> (status: Int32, output: String) {
    try ChildProcess.run("/bin/sh", [RepositoryPaths.root + "/scripts/install.sh", "--from", binary],
      environment: ["PREFIX": prefix, "PATH": "/usr/bin:/bin", "HOME": prefix])
  }

  @Test(.enabled(if: BuiltBinary.path != nil, BuiltBinary.absentReason))
  func installsIntoPrefixAndReplacesOnlyItself() throws {
    let binary = try #require(BuiltBinary.path)
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-install-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: prefix) }
    let first = try install(prefix: prefix, binary: binary)
    #expect(first.status == 0, "\(first.output)")
    #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/layoutc"))
    #expect(first.output.contains("installed layoutc version"))
    #expect(try install(prefix: prefix, binary: binary).status == 0)
    // Another program at the target stays as it is.
    try "#!/bin/sh\necho other\n".write(toFile: prefix + "/bin/layoutc", atomically: true, encoding: .utf8)
    let refused = try install(prefix: prefix, binary: binary)
    #expect(refused.status == 1 && refused.output.contains("is not layoutc; refusing to replace it"))
    #expect(try String(contentsOfFile: prefix + "/bin/layoutc", encoding: .utf8) == "#!/bin/sh\necho other\n")
  }
}
