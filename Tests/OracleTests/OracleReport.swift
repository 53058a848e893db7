import Foundation
import Testing

/// Turns a batch's answers into test results: a recorded issue per mismatch (naming the
/// folder that holds both sides), a recorded known issue per skipped spec, and a summary line
/// with the counts and the time.
struct OracleReport {
  let profile: SDKProfile
  let batch: OracleBatch
  let generated: [Int: GeneratedSpec]
  private var mismatches: [String] = []
  private var failures = 0
  private var comparedCorpusSpecs = 0, comparedGeneratedSpecs = 0, comparedMembers = 0

  init(profile: SDKProfile, batch: OracleBatch, generated: [Int: GeneratedSpec]) {
    self.profile = profile
    self.batch = batch
    self.generated = generated
  }

  /// Skipped, never silently: a known issue is listed in the test output with its reason.
  static func skip(_ message: String) {
    withKnownIssue("skipped by the type oracle") { Issue.record(Comment(rawValue: message)) }
  }

  mutating func fail(_ message: String) {
    failures += 1
    Issue.record(Comment(rawValue: message + "\n(program and outputs: \(batch.folder))"))
    writeEvidence()
  }

  /// Every member layoutc typed and the program printed must agree, and the program must
  /// print every member it was asked to (a missing line is a failure, not a pass).
  mutating func compare(_ entry: OracleEntry, isGenerated: Bool) {
    let printed = batch.swiftcTypes[entry.index] ?? [:]
    let expected = batch.program.expected.filter { $0.index == entry.index }
    var differences: [String] = []
    for line in expected {
      guard let swiftc = printed[line.member] else {
        differences.append("\(line.member): swiftc printed nothing; layoutc: \(line.type)")
        continue
      }
      if swiftc != line.type { differences.append("\(line.member)\n    layoutc: \(line.type)\n    swiftc:  \(swiftc)") }
    }
    comparedMembers += expected.count
    if isGenerated { comparedGeneratedSpecs += 1 } else { comparedCorpusSpecs += 1 }
    guard !differences.isEmpty else { return }
    let message = "\(entry.name) [\(profile)]: layoutc and swiftc disagree:\n" + differences.joined(separator: "\n")
    mismatches.append(message + "\n")
    fail(message)
  }

  /// Both sides and the generated specs, in the batch's folder, for a failure message to name.
  private func writeEvidence() {
    let folder = batch.folder
    try? batch.layoutcTypesText.write(toFile: folder + "/layoutc-types.txt", atomically: true, encoding: .utf8)
    try? mismatches.joined(separator: "\n").write(toFile: folder + "/mismatches.txt", atomically: true, encoding: .utf8)
    for (index, spec) in generated {
      try? spec.source.write(toFile: folder + "/generated-\(spec.number).ui", atomically: true, encoding: .utf8)
      _ = index
    }
  }

  /// Prints the summary; the batch's folder is kept only when something failed.
  func finish(seconds: Double, corpusCount: Int, intentionallyInvalid: Int) {
    if failures == 0 { try? FileManager.default.removeItem(atPath: batch.folder) }
    let notPrinted = batch.program.notPrinted.count
    print("""
      OracleTests [\(profile)]: compared \(comparedCorpusSpecs) of \(corpusCount) specs in specs/ \
      (\(intentionallyInvalid) invalid on purpose: their goldens record the errors) and \
      \(comparedGeneratedSpecs) generated specs (\(comparedMembers) member types; \(notPrinted) members not printable, \
      e.g. functions with parameters); \(failures) failures; swiftc \(String(format: "%.1f", batch.compileSeconds)) s \
      in \(batch.compilations) run(s); \(String(format: "%.1f", seconds)) s in all.\(failures == 0 ? "" : " Program and outputs: \(batch.folder)")
      """)
  }
}
