import Foundation
import LayoutcDriver
import LayoutcTestSupport

/// One `View.member: Type` line of layoutc's answer.
struct MemberType: Codable, Sendable, Equatable {
  var view: String
  var member: String
  var type: String
}

/// What layoutc says about one spec: the members' types, or why it rejected the spec.
enum LayoutcAnswer: Sendable {
  case accepted([MemberType])
  case rejected(String)
}

/// Runs layoutc in-process (the driver as a library, as the golden tests do) with
/// `--format json`, so members come back structured rather than parsed from text.
enum LayoutcTypes {
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  /// The answer for spec text; `name` is only what diagnostics call the input.
  static func answer(for source: String, named name: String, profile: SDKProfile) -> LayoutcAnswer {
    let bytes = Array(source.utf8)
    let output = Driver.onLargeStack {
      Driver.run(arguments: ["--format", "json"] + profile.layoutcArguments + ["-"], environment: environment,
        workingDirectory: RepositoryPaths.root, readStandardInput: { _ in bytes })
    }
    guard output.status == .success else {
      return .rejected("layoutc rejects \(name) (\(profile)): " + output.stderr.prefix(2_000))
    }
    guard let members = try? JSONDecoder().decode([MemberType].self, from: Data(output.stdout.utf8)) else {
      return .rejected("layoutc printed no JSON type list for \(name) (\(profile)): " + output.stdout.prefix(500))
    }
    return .accepted(members)
  }
}
