import Foundation
import LayoutcTestSupport
import Testing

/// The Swift compiler as the oracle for types (docs/types.md, "The oracle"): every spec layoutc
/// accepts, from `specs/` and from `SpecGenerator`, is compiled by swiftc against the stand-in
/// SwiftUI (`Fixtures/SwiftUIStandIn.swift`) and the type Swift infers for each member must be
/// the type layoutc prints. One program and one swiftc run per SDK profile.
@Suite struct OracleTests {
  static let generatedSpecCount = 240
  static let seed: UInt64 = 0x1A70_17C0_0AC1_E000
  static let generated = SpecGenerator.specs(count: generatedSpecCount, seed: seed)
  static let generatedIndexBase = 100_000

  /// Whether one of the spec's `.stderr.txt` goldens ends in exit status 2 (an error).
  static func goldensRecordFailure(_ specPath: String) -> Bool {
    let stem = String(specPath.dropLast(".ui".count))
    let folder = (specPath as NSString).deletingLastPathComponent
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.lazy.map { folder + "/" + $0 }
      .filter { $0.hasPrefix(stem + ".") && $0.hasSuffix(".stderr.txt") }
      .contains { ((try? String(contentsOfFile: $0, encoding: .utf8)) ?? "").contains("exit status: 2") }
  }

  @Test(.enabled(if: SwiftCompiler.isAvailable, "swiftc is neither on PATH nor at /opt/swift/usr/bin: the type oracle cannot run"),
    // A guard against a hung swiftc, not a timing: a quiet 2-core machine needs about 2 min,
    // one loaded by parallel builds (load 20) needed 24 min.
    .timeLimit(.minutes(40)), arguments: SDKProfile.allCases)
  func layoutcTypesMatchSwiftc(profile: SDKProfile) throws {
    let start = Date()
    var entries: [OracleEntry] = []
    var generatedByIndex: [Int: GeneratedSpec] = [:]
    let corpus = SpecCorpus.specs()
    var intentionallyInvalid = 0
    for (i, path) in corpus.enumerated() {
      let name = String(path.dropFirst(RepositoryPaths.root.count + 1))
      let source = try String(contentsOfFile: path, encoding: .utf8)
      // `#if os(iOS)` and the like: layoutc evaluates them for its iOS default, the oracle's
      // swiftc for this Linux host, so the two would compile different programs.
      if source.contains("#if ") {
        OracleReport.skip("\(name) [\(profile)] skipped: its #if conditions differ between layoutc's iOS configuration and the host's swiftc.")
        continue
      }
      switch LayoutcTypes.answer(for: source, named: name, profile: profile) {
      case .accepted(let members): entries.append(OracleEntry(index: i, name: name, source: source, members: members))
      case .rejected(let why):
        // A spec whose goldens record exit status 2 is invalid on purpose (specs/diagnostics,
        // the limits in specs/robustness); anything else that layoutc rejects is listed, so a
        // wrongly rejected valid spec stays visible.
        if Self.goldensRecordFailure(path) { intentionallyInvalid += 1; continue }
        OracleReport.skip("\(name) [\(profile)] skipped: layoutc rejects it, so it has no types to compare.\n\(why)")
      }
    }
    var layoutcRejected: [Int: String] = [:]
    for spec in Self.generated where profile == .ios17 || spec.validInIOS13 {
      let index = Self.generatedIndexBase + spec.number
      generatedByIndex[index] = spec
      switch LayoutcTypes.answer(for: spec.source, named: spec.name, profile: profile) {
      case .accepted(let members): entries.append(OracleEntry(index: index, name: spec.name, source: spec.source, members: members))
      case .rejected(let why):
        // Still compiled: if swiftc accepts it, layoutc was wrong to reject it.
        layoutcRejected[index] = why
        entries.append(OracleEntry(index: index, name: spec.name, source: spec.source, members: []))
      }
    }
    let batch = try OracleBatch(profile: profile, entries: entries, label: "batch")
    if let failure = batch.failure { Issue.record(Comment(rawValue: failure)); return }

    var report = OracleReport(profile: profile, batch: batch, generated: generatedByIndex)
    for entry in entries {
      let isGenerated = entry.index >= Self.generatedIndexBase
      if let errors = batch.rejected[entry.index] {
        if isGenerated {
          report.fail("\(entry.name) [\(profile)] does not compile with swiftc (a generator bug, or layoutc accepts invalid Swift):\n\(errors)")
        } else {
          OracleReport.skip("\(entry.name) [\(profile)] skipped: it does not compile against the stand-in:\n\(errors)")
        }
        continue
      }
      if let why = layoutcRejected[entry.index] {
        report.fail("\(entry.name) [\(profile)]: swiftc accepts it but layoutc rejects it:\n\(why)")
        continue
      }
      report.compare(entry, isGenerated: isGenerated)
    }
    report.finish(seconds: Date().timeIntervalSince(start), corpusCount: corpus.count, intentionallyInvalid: intentionallyInvalid)
  }

  /// The same seed gives the same specs (so a failing `generated #N` can be reproduced), and
  /// there are enough of them, in both profiles.
  @Test func generatorIsDeterministic() {
    let again = SpecGenerator.specs(count: Self.generatedSpecCount, seed: Self.seed)
    #expect(again.map(\.source) == Self.generated.map(\.source))
    #expect(Self.generated.count >= 200)
    #expect(Self.generated.filter(\.validInIOS13).count >= 100)
    #expect(Set(Self.generated.map(\.source)).count == Self.generated.count, "generated specs repeat")
  }
}
