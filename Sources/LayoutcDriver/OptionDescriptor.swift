/// One command-line option: its spellings, its argument, its help, and how it sets `Options`.
public struct OptionDescriptor: Sendable {
  /// Where `--help` lists the option.
  public enum Section: String, Sendable, CaseIterable {
    case modes = "MODES"
    case options = "OPTIONS"
  }

  /// Whether the option takes a value.
  public enum Argument: Sendable, Equatable {
    case none
    /// `--opt value` or `--opt=value`; the placeholder names the value in help.
    case required(placeholder: String)
    /// `--opt` or `--opt=value`; `--opt value` only when the value is digits (`--explain 21`),
    /// since another separate word is an input file.
    case optional(placeholder: String)
  }

  /// Spellings, the long one first (it is the one messages quote): `["--output", "-o"]`.
  public let names: [String]
  public let argument: Argument
  public let section: Section
  /// One line for `--help`: capitalised, no final period, like swiftc's.
  public let help: String
  /// May be given more than once, each value accumulating (`--set`).
  public let isRepeatable: Bool
  /// The modes the option has an effect in; nil for every mode. Given with another mode it is
  /// a usage error rather than silently ignored (`--write-baseline` without `--lint` would
  /// otherwise write an empty baseline).
  public let modes: [Options.Mode]?
  /// Stores the value, or throws a reason it is invalid ("expected WxH ...").
  let apply: @Sendable (inout Options, String?) throws(InvalidOptionValue) -> Void

  init(
    _ names: [String], _ argument: Argument = .none, section: Section = .options,
    repeatable: Bool = false, modes: [Options.Mode]? = nil, help: String,
    apply: @escaping @Sendable (inout Options, String?) throws(InvalidOptionValue) -> Void
  ) {
    self.names = names
    self.argument = argument
    self.section = section
    self.help = help
    self.isRepeatable = repeatable
    self.modes = modes
    self.apply = apply
  }

  /// The spelling messages use.
  public var name: String { names[0] }

  /// Whether the option has an effect in `mode`.
  public func applies(to mode: Options.Mode) -> Bool {
    modes?.contains { $0.flag == mode.flag } ?? true
  }

  /// How help shows the option: `-o, --output <file>`, `--explain[=<node>]`.
  public var synopsis: String {
    let spelled = names.sorted { $0.count < $1.count }.joined(separator: ", ")
    switch argument {
    case .none: return spelled
    case .required(let placeholder): return spelled + " <\(placeholder)>"
    case .optional(let placeholder): return spelled + "[=<\(placeholder)>]"
    }
  }
}

/// Why a value was refused: the text after "invalid value '…' for '--opt': ".
public struct InvalidOptionValue: Error, Sendable, Equatable {
  public let reason: String
  public init(_ reason: String) { self.reason = reason }
}
