import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What layoutc takes from its process: environment variables and whether its output streams
/// are terminals. The only place that reads them, so everything else stays testable with
/// plain values; tests build a `ProcessEnvironment` by hand.
public struct ProcessEnvironment: Sendable, Equatable {
  /// The variables layoutc reads: `NO_COLOR`, `TERM` and any `LAYOUTC_*`.
  public var variables: [String: String]
  public var standardErrorIsTerminal: Bool
  public var standardOutputIsTerminal: Bool

  public init(
    variables: [String: String] = [:], standardErrorIsTerminal: Bool = false,
    standardOutputIsTerminal: Bool = false
  ) {
    self.variables = variables
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.standardOutputIsTerminal = standardOutputIsTerminal
  }

  /// The environment of this process.
  public static func current() -> ProcessEnvironment {
    let all = ProcessInfo.processInfo.environment
    let read = all.filter { key, _ in
      key == "NO_COLOR" || key == "TERM" || key.hasPrefix("LAYOUTC_")
    }
    return ProcessEnvironment(
      variables: read, standardErrorIsTerminal: isatty(2) == 1,
      standardOutputIsTerminal: isatty(1) == 1)
  }

  /// Whether `NO_COLOR` asks for no colour: set to anything but the empty string
  /// (no-color.org).
  public var noColorRequested: Bool { !(variables["NO_COLOR"] ?? "").isEmpty }

  /// Whether diagnostics written to stderr should be coloured: only on a terminal that is not
  /// `TERM=dumb`, never with `NO_COLOR` or `--no-color`, and only in the text format.
  public func colorsDiagnostics(_ options: Options) -> Bool {
    standardErrorIsTerminal && !noColorRequested && !options.noColor
      && variables["TERM"] != "dumb" && options.format == .text
  }
}
