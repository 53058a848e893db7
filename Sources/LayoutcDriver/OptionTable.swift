import LayoutcEmit
import LayoutcLowering
import LayoutcSource

/// Every option `layoutc` understands, in the order `--help` lists them. The parser and the
/// help page both read this table and nothing else.
public enum OptionTable {
  public static let all: [OptionDescriptor] = modes + options

  static let modes: [OptionDescriptor] = [
    mode("--types", .types, "Print the inferred type of each view's body (default)"),
    mode("--frames", .frames, "Lay out each preview and print every view's frame as JSON"),
    mode("--tree", .tree, "Lay out each preview and print the frames as an indented tree"),
    mode("--svg", .svg, "Lay out each preview and draw it as SVG, every preview on one sheet"),
    mode("--html", .html, "Lay out each preview on every device and write an interactive HTML page"),
    mode("--lint", .lint, "Report unstable identity and costly dependencies; exit 1 on an error"),
    mode("--identities", .identities, "Print the identity path of every view instance"),
    OptionDescriptor(
      ["--dependencies"], .optional(placeholder: "view"), section: .modes,
      help: "Print what each view's body depends on; =VIEW narrates one view"
    ) { options, value throws(InvalidOptionValue) in
      options.mode = .dependencies(
        view: try value.map { v throws(InvalidOptionValue) in
          try OptionValueParser.nonEmpty(v, what: "a view name after '='")
        })
    },
    OptionDescriptor(
      ["--explain"], .optional(placeholder: "node"), section: .modes,
      help: "Explain the layout step by step; =NODE (identity or line) for one view"
    ) { options, value throws(InvalidOptionValue) in
      options.mode = .explain(
        node: try value.map { v throws(InvalidOptionValue) in
          try OptionValueParser.nonEmpty(v, what: "a node name after '='")
        })
    },
    mode("--snapshot", .snapshot, "Lay out each preview and print a layout snapshot (docs/snapshots.md)"),
    mode("--dump-ast", .dumpAST, "Print the syntax tree with source ranges"),
    mode("--dump-typed", .dumpTyped, "Print the typed view tree with source ranges"),
  ]

  static let options: [OptionDescriptor] = [
    value("--sdk", "ios13|ios17", "SwiftUI interface to reproduce (default: ios17)", modes: typeChecked) {
      o, v throws(InvalidOptionValue) in
      o.sdk = try OptionValueParser.choice(v, of: Options.SDKName.self)
    },
    value("-D", "name", "Make a custom #if condition true, as swiftc -D does; repeatable", repeatable: true) {
      o, v throws(InvalidOptionValue) in
      o.customConditions.append(try OptionValueParser.nonEmpty(v, what: "a condition name"))
    },
    value("--configuration", "debug|release", "debug (default, as previews build; DEBUG is set) or release") {
      o, v throws(InvalidOptionValue) in
      o.configuration = try OptionValueParser.choice(v, of: Options.Configuration.self)
    },
    value("--size", "WxH", "Size proposed to the root view, in points", modes: layout) {
      o, v throws(InvalidOptionValue) in
      o.size = try OptionValueParser.size(v)
    },
    value("--scale", "n", "Display scale used to round frames to pixels (1 to 4)", modes: layout) {
      o, v throws(InvalidOptionValue) in
      o.scale = try OptionValueParser.scale(v)
    },
    flag("--rtl", "Lay out right to left", modes: layout) { $0.rightToLeft = true },
    value("--appearance", "light|dark", "Colours of previews that prefer no colour scheme (default light)", modes: layout) {
      o, v throws(InvalidOptionValue) in o.appearance = try OptionValueParser.choice(v, of: Appearance.self)
    },
    value(
      "--device", "device",
      "Window: iphone-se, iphone-15-pro(-max), ipad, mac, apple-watch-45mm, …",
      modes: layout
    ) {
      o, v throws(InvalidOptionValue) in o.device = try OptionValueParser.choice(v, of: PreviewDevice.self)
    },
    value("--platform", Platform.allCases.map(\.rawValue).joined(separator: "|"), "Platform for #if os() and the window (default: the project's, else ios)") {
      o, v throws(InvalidOptionValue) in o.platform = try OptionValueParser.choice(v, of: Platform.self)
    },
    value("--now", "date", "Instant for Date() and .now, ISO 8601 (default 2026-01-15T09:41:00Z)", modes: evaluated) {
      o, v throws(InvalidOptionValue) in o.now = try OptionValueParser.instant(v)
    },
    value("--set", "name=value", "Give a state property a value; repeatable", repeatable: true, modes: evaluated) {
      o, v throws(InvalidOptionValue) in o.assignments.append(try OptionValueParser.assignment(v))
    },
    value(
      "--against", "name=value", "State to compare with in an identity or dependency diff; repeatable",
      repeatable: true, modes: [.identities, .dependencies(view: nil)]
    ) { o, v throws(InvalidOptionValue) in
      o.againstAssignments.append(try OptionValueParser.assignment(v))
    },
    value("--preview", "name", "Lay out only the #Preview with this name", modes: evaluated) {
      o, v throws(InvalidOptionValue) in
      o.preview = try OptionValueParser.nonEmpty(v, what: "a preview name")
    },
    value("--view", "name", "Use this view as the root when there is no #Preview", modes: evaluated) {
      o, v throws(InvalidOptionValue) in
      o.view = try OptionValueParser.nonEmpty(v, what: "a view name")
    },
    value("--format", formatPlaceholder, "Format of diagnostics and of JSON-capable output (default: text)") {
      o, v throws(InvalidOptionValue) in
      o.format = try OptionValueParser.choice(v, of: DiagnosticFormat.self)
    },
    OptionDescriptor(
      ["--output", "-o"], .required(placeholder: "file"),
      help: "Write the output to a file instead of standard output"
    ) { o, v throws(InvalidOptionValue) in
      o.outputPath = try OptionValueParser.nonEmpty(v ?? "", what: "a file path")
    },
    flag("--strict", "Every input strict (unknown names are errors); warnings are errors") {
      $0.strict = true
      $0.inputStrictness = .strict
    },
    flag("--tolerant", "Every input tolerant, specs too: unknown names are assumed, with a note") {
      $0.inputStrictness = .tolerant
    },
    flag("--pretty", "Print types over several indented lines", modes: [.types]) { $0.pretty = true },
    flag("--verbose", "Every assumption note, not only each module's summary") { $0.verbose = true },
    flag(
      "--compact", "JSON output (frames, --format json) on one line, without indentation",
      modes: [.frames, .types, .identities, .dependencies(view: nil), .explain(node: nil), .lint]
    ) { $0.compact = true },
    flag("--no-color", "Never colour diagnostics (NO_COLOR=1 does the same)") { $0.noColor = true },
    flag("--follow-links", "In a folder, follow symbolic links that lead outside it too") { $0.followsLinks = true },
    value("--config", "file", "Lint configuration (default: .layoutc.json found from the inputs upward)", modes: [.lint]) {
      o, v throws(InvalidOptionValue) in
      o.configPath = try OptionValueParser.nonEmpty(v, what: "a file path")
    },
    value("--baseline", "file", "Accept the lint findings recorded in this baseline file", modes: [.lint]) {
      o, v throws(InvalidOptionValue) in
      o.baselinePath = try OptionValueParser.nonEmpty(v, what: "a file path")
    },
    value("--write-baseline", "file", "Record the current lint findings as a baseline file", modes: [.lint]) {
      o, v throws(InvalidOptionValue) in
      o.writeBaselinePath = try OptionValueParser.nonEmpty(v, what: "a file path")
    },
    value("--font", "path", "Font file (or family folder) used to measure text", modes: layout) { o, v throws(InvalidOptionValue) in
      o.fontPath = try OptionValueParser.nonEmpty(v, what: "a font path")
    },
    value("--font-bold", "path", "Font file used to measure bold text", modes: layout) {
      o, v throws(InvalidOptionValue) in
      o.boldFontPath = try OptionValueParser.nonEmpty(v, what: "a font path")
    },
    flag("--svg-labels", "With --svg or --html, label every frame with its type and size", modes: [.svg, .html]) { $0.svgLabels = true },
    flag("--watch", "Compile again whenever an input changes, until interrupted") { $0.watch = true },
    value("--check-snapshot", "file", "Compare the layout with a snapshot file; exit 1 when a view changed", modes: [.snapshot, .svg]) {
      o, v throws(InvalidOptionValue) in o.checkSnapshotPath = try OptionValueParser.nonEmpty(v, what: "a file path")
    },
    flag("--update", "With --check-snapshot, rewrite the snapshot with the current layout", modes: [.snapshot, .svg]) { $0.updateSnapshot = true },
    value("--base-path", "dir", "Folder SARIF and GitHub paths are relative to (default: the git root)") {
      o, v throws(InvalidOptionValue) in o.basePath = try OptionValueParser.nonEmpty(v, what: "a folder path")
    },
    OptionDescriptor(
      ["--jobs", "-j"], .required(placeholder: "n"),
      help: "Modules compiled and files parsed at once (default: one per core)"
    ) { o, v throws(InvalidOptionValue) in
      o.jobs = try OptionValueParser.jobs(v ?? "")
    },
    OptionDescriptor(["--help", "-h"], help: "Show this help and exit") { o, _ in o.action = .help
    },
    OptionDescriptor(["--version"], help: "Show the version and exit") { o, _ in o.action = .version
    },
  ]

  /// The descriptor spelled `name` (`--frames`, `-o`), if any.
  public static func descriptor(named name: String) -> OptionDescriptor? {
    all.first { $0.names.contains(name) }
  }

  /// The modes that lay previews out: window, scale, direction and fonts apply only to them.
  static let layout: [Options.Mode] = [.frames, .tree, .svg, .html, .explain(node: nil), .snapshot]
  /// The modes that evaluate a root under a state: `--set`, `--preview` and `--view`.
  static let evaluated: [Options.Mode] = [.identities, .dependencies(view: nil)] + layout
  /// Every mode that type-checks (all but `--dump-ast`): `--sdk` matters to them.
  static let typeChecked: [Options.Mode] = [.types, .lint, .dumpTyped] + evaluated

  private static let formatPlaceholder = DiagnosticFormat.allCases.map(\.rawValue).joined(
    separator: "|")

  private static func mode(_ name: String, _ mode: Options.Mode, _ help: String) -> OptionDescriptor
  {
    OptionDescriptor([name], section: .modes, help: help) { options, _ in options.mode = mode }
  }

  private static func flag(
    _ name: String, _ help: String, modes: [Options.Mode]? = nil,
    _ set: @escaping @Sendable (inout Options) -> Void
  ) -> OptionDescriptor {
    OptionDescriptor([name], modes: modes, help: help) { options, _ in set(&options) }
  }

  private static func value(
    _ name: String, _ placeholder: String, _ help: String, repeatable: Bool = false,
    modes: [Options.Mode]? = nil, _ set: @escaping @Sendable (inout Options, String) throws(InvalidOptionValue) -> Void
  ) -> OptionDescriptor {
    OptionDescriptor(
      [name], .required(placeholder: placeholder), repeatable: repeatable, modes: modes, help: help
    ) {
      options, value throws(InvalidOptionValue) in try set(&options, value ?? "")
    }
  }
}
