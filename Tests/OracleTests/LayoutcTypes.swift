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

  static func run(_ arguments: [String], _ source: String) -> DriverOutput {
    let bytes = Array(source.utf8)
    return Driver.onLargeStack {
      Driver.run(arguments: arguments + ["-"], environment: environment, workingDirectory: RepositoryPaths.root,
        readStandardInput: { _ in bytes })
    }
  }

  /// The answer for spec text; `name` is only what diagnostics call the input.
  static func answer(for source: String, named name: String, profile: SDKProfile) -> LayoutcAnswer {
    let output = run(["--format", "json"] + profile.layoutcArguments, source)
    guard output.status == .success else {
      // Again in text form: the diagnostics read better than their JSON.
      let errors = run(profile.layoutcArguments, source).stderr.split(separator: "\n").filter { $0.contains("error:") }
      return .rejected("layoutc rejects \(name) (\(profile)):\n" + errors.prefix(3).joined(separator: "\n"))
    }
    guard let members = try? JSONDecoder().decode([MemberType].self, from: Data(output.stdout.utf8)) else {
      return .rejected("layoutc printed no JSON type list for \(name) (\(profile)): " + output.stdout.prefix(500))
    }
    return .accepted(members)
  }
}
