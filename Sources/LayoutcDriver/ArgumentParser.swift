import LayoutcSource

/// Turns the command line into `Options`, or into the one usage error that stops it.
///
/// The grammar is `layoutc [options] <file|dir|->...`, options and inputs in any order:
/// - `--opt value` and `--opt=value` both work for options that take a value; a flag given a
///   value (`--rtl=yes`) is an error. An option with an optional value (`--explain`) takes it
///   as `--explain=NODE`, since a separate word could be an input, or as a separate word made
///   only of digits (`--explain 21`: a line number; a spec named `21` is written `./21`).
/// - `-` is standard input; `--` ends the options, so `-- -odd.ui` names a file.
/// - `--help`/`-h` and `--version` anywhere win over everything else, errors included, so that
///   asking for help always gets it.
/// - Modes are exclusive: two different ones are an error; the same one twice is not. So are
///   `--strict` and `--tolerant`. Other options given twice keep the last value, except
///   repeatable ones, which accumulate.
/// - An option that has no effect in the chosen mode (`--against` without `--identities`) is an
///   error, the first such in command-line order (`OptionDescriptor.modes`).
/// - The first error ends parsing: later arguments may only make sense after it is fixed.
public enum ArgumentParser {
  /// - Parameter arguments: the command line without the program name
  ///   (`CommandLine.arguments.dropFirst()`).
  public static func parse<C: Collection<String>>(_ arguments: C) -> Result<Options, UsageError> {
    let arguments = Array(arguments)
    let optionPart = arguments.prefix { $0 != "--" }
    if optionPart.contains(where: { $0 == "--help" || $0 == "-h" }) {
      var options = Options()
      options.action = .help
      return .success(options)
    }
    if optionPart.contains("--version") {
      var options = Options()
      options.action = .version
      return .success(options)
    }

    var options = Options()
    var modeOption: String?
    var onlyInputs = false
    /// The options given, as spelled, in order: checked against the mode once it is known.
    var given: [(descriptor: OptionDescriptor, spelling: String)] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
        options.inputs.append(argument)
        continue
      }
      if argument == "--" {
        onlyInputs = true
        continue
      }

      let name: String
      let inlineValue: String?
      if argument.hasPrefix("-D") && argument.count > 2 {  // `-DDEBUG`, as swiftc spells it too
        name = "-D"
        inlineValue = String(argument.dropFirst(2))
      } else if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      } else {
        name = argument
        inlineValue = nil
      }
      guard let descriptor = OptionTable.descriptor(named: name) else {
        let suggestion = EditDistance.closest(to: name, among: OptionTable.all.flatMap(\.names))
        return .failure(UsageError(DriverDiagnostics.unknownOption(name, suggestion: suggestion)))
      }

      let value: String?
      switch descriptor.argument {
      case .none:
        if inlineValue != nil {
          return .failure(UsageError(DriverDiagnostics.unexpectedValue(for: descriptor.name)))
        }
        value = nil
      case .optional:
        // `--explain 21`: a separate word of digits is a line number, never a spec's name.
        if inlineValue == nil, index < arguments.count, let next = arguments[index].first, next.isASCII, next.isNumber,
          arguments[index].allSatisfy({ $0.isASCII && $0.isNumber })
        {
          value = arguments[index]
          index += 1
        } else {
          value = inlineValue
        }
      case .required:
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !looksLikeOption(arguments[index]) {
          value = arguments[index]
          index += 1
        } else {
          return .failure(UsageError(DriverDiagnostics.missingValue(for: descriptor.name)))
        }
      }

      given.append((descriptor, name))
      if let conflict = Self.exclusive[descriptor.name], let previous = given.first(where: { $0.descriptor.name == conflict }) {
        return .failure(UsageError(DriverDiagnostics.conflictingOptions(previous.spelling, name)))
      }
      if descriptor.section == .modes {
        if let previous = modeOption, previous != descriptor.name {
          return .failure(
            UsageError(DriverDiagnostics.conflictingModes(previous, descriptor.name)))
        }
        modeOption = descriptor.name
      }
      do {
        try descriptor.apply(&options, value)
      } catch {
        return .failure(
          UsageError(
            DriverDiagnostics.invalidValue(value ?? "", for: descriptor.name, reason: error.reason))
        )
      }
    }

    // `--check-snapshot FILE` alone is the snapshot mode; with `--svg` it draws the changes.
    if options.checkSnapshotPath != nil, modeOption == nil { options.mode = .snapshot }
    if options.updateSnapshot, options.checkSnapshotPath == nil {
      return .failure(UsageError(DriverDiagnostics.requiresOption("--update", "--check-snapshot")))
    }
    for (descriptor, spelling) in given where !descriptor.applies(to: options.mode) {
      return .failure(UsageError(DriverDiagnostics.notApplicable(spelling, in: options.mode, appliesTo: descriptor.modes ?? [])))
    }
    // DOT draws the dependency graph; no other mode has a graph to draw, and neither a
    // dependency diff nor one view's narration is a graph.
    if options.format == .dot, options.mode.flag != "--dependencies" {
      return .failure(UsageError(DriverDiagnostics.notApplicable("--format dot", in: options.mode, appliesTo: [.dependencies(view: nil)])))
    }
    if options.format == .dot, !options.againstAssignments.isEmpty {
      return .failure(UsageError(DriverDiagnostics.conflictingOptions("--against", "--format dot")))
    }
    if case .dependencies(let view?) = options.mode, options.format == .json || options.format == .dot {
      return .failure(UsageError(DriverDiagnostics.conflictingOptions("--dependencies=\(view)", "--format \(options.format.rawValue)")))
    }
    guard !options.inputs.isEmpty else {
      return .failure(UsageError(DriverDiagnostics.noInputFiles))
    }
    return .success(options)
  }

  /// Options that contradict each other: the second given is an error.
  static let exclusive = ["--strict": "--tolerant", "--tolerant": "--strict"]

  /// A word that is an option rather than a value: `--size --rtl` is a missing size, not a size
  /// of "--rtl". A lone `-` is a value (standard input or output).
  private static func looksLikeOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-"
  }
}

/// A command line that cannot be run, with the diagnostic that says why.
public struct UsageError: Error, Sendable, Equatable {
  public let diagnostic: Diagnostic
  public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
