import Foundation
import LayoutcTestSupport

/// Compiles a batch of specs as one Swift program against the stand-in, runs it, and returns
/// what swiftc inferred. One swiftc run per batch, not per spec: 2 cores are shared and the
/// stand-in alone takes a second to compile.
///
/// A spec whose code swiftc rejects is taken out of the batch (found from the error's line)
/// and the rest compiled again, so one bad spec cannot hide the answers for all the others.
struct OracleBatch {
  let profile: SDKProfile
  let folder: String
  var program: OracleProgram
  /// swiftc's printed type per spec index and `View.member`.
  var swiftcTypes: [Int: [String: String]] = [:]
  /// Specs swiftc rejected, with its errors.
  var rejected: [Int: String] = [:]
  var compileSeconds = 0.0
  var compilations = 0
  /// When nothing could be printed at all: why.
  var failure: String?

  static let standIn = RepositoryPaths.root + "/Tests/OracleTests/Fixtures/SwiftUIStandIn.swift"
  /// The screen vocabulary's declarations, kept apart from the core stand-in.
  static let screensStandIn = RepositoryPaths.root + "/Tests/OracleTests/Fixtures/SwiftUIStandInScreens.swift"
  /// The grids and adaptive containers.
  static let gridsStandIn = RepositoryPaths.root + "/Tests/OracleTests/Fixtures/SwiftUIStandInGrids.swift"
  /// The input, scrolling and effect modifiers real apps use most.
  static let interactionStandIn = RepositoryPaths.root + "/Tests/OracleTests/Fixtures/SwiftUIStandInInteraction.swift"
  /// The Layout protocol, layouts as values and `_VariadicView.Tree`.
  static let layoutStandIn = RepositoryPaths.root + "/Tests/OracleTests/Fixtures/SwiftUIStandInLayout.swift"

  init(profile: SDKProfile, entries: [OracleEntry], label: String) throws {
    self.profile = profile
    folder = NSTemporaryDirectory() + "layoutc-oracle-\(label)-\(profile)-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var remaining = entries
    program = OracleProgram(entries: remaining)
    while true {
      try program.text.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
      let compile = try ChildProcess.run(SwiftCompiler.path!, [
        "-Onone", "-swift-version", "5", "-suppress-warnings", "-module-name", "LayoutcOracle",
        "main.swift", Self.standIn, Self.screensStandIn, Self.gridsStandIn, Self.interactionStandIn, Self.layoutStandIn, "-o", "oracle",
      ] + profile.swiftcArguments, in: folder)
      compileSeconds += compile.seconds
      compilations += 1
      if compile.status == 0 { break }
      let blamed = Self.errorsBySpec(compile.stderr, program: program)
      if blamed.isEmpty || compilations > 4 {
        failure = "swiftc failed on the batch (\(folder)/main.swift):\n" + compile.stderr.prefix(4_000)
        return
      }
      for (index, errors) in blamed { rejected[index] = errors }
      remaining.removeAll { blamed[$0.index] != nil }
      program = OracleProgram(entries: remaining)
    }
    let run = try ChildProcess.run(folder + "/oracle", [], in: folder)
    guard run.status == 0 else {
      failure = "the oracle program (\(folder)/oracle) exited with \(run.status):\n" + run.stderr.prefix(2_000)
      return
    }
    try run.stdout.write(toFile: folder + "/swiftc-types.txt", atomically: true, encoding: .utf8)
    for line in run.stdout.split(separator: "\n") {
      let fields = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, let index = Int(fields[0]) else { continue }
      swiftcTypes[index, default: [:]][String(fields[1])] = String(fields[2])
    }
  }

  /// swiftc's `main.swift:LINE:COL: error: ...` lines, grouped by the spec owning the line.
  static func errorsBySpec(_ stderr: String, program: OracleProgram) -> [Int: String] {
    var out: [Int: String] = [:]
    let lines = program.text.split(separator: "\n", omittingEmptySubsequences: false)
    for diagnostic in stderr.split(separator: "\n") where diagnostic.contains(": error: ") {
      guard let r = diagnostic.range(of: "main.swift:") else { continue }
      guard let line = Int(diagnostic[r.upperBound...].prefix(while: \.isNumber)) else { continue }
      let source = line - 1 < lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
      for index in program.entries(containingLine: line) {
        out[index, default: ""] += String(diagnostic[r.lowerBound...]) + "\n    " + source + "\n"
      }
    }
    return out
  }

  /// The lines layoutc printed, in the program's output format, for the failure folder.
  var layoutcTypesText: String {
    program.expected.map { "\($0.index)\t\($0.member)\t\($0.type)\n" }.joined()
  }
}
