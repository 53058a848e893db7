import LayoutcDriver
import LayoutcEmit
import LayoutcSource
import Testing

@Suite struct ArgumentParserTests {
  private func parse(_ words: [String]) -> Options? { try? ArgumentParser.parse(words).get() }

  /// The usage error's id and message, or nil when the words parse.
  private func error(_ words: [String]) -> (id: String, message: String)? {
    guard case .failure(let error) = ArgumentParser.parse(words) else { return nil }
    #expect(error.diagnostic.severity == .error)
    #expect(error.diagnostic.file == nil)
    return (error.diagnostic.id, error.diagnostic.message)
  }

  @Test func defaultsToTypesForTheGivenInputs() throws {
    let options = try #require(parse(["a.ui", "specs/", "-"]))
    #expect(options.action == .compile)
    #expect(options.mode == .types)
    #expect(options.inputs == ["a.ui", "specs/", "-"])
    #expect(options.sdk == .ios17)
    #expect(options.format == .text)
    #expect(options.size == nil && options.scale == nil)
    #expect(!options.rightToLeft && !options.strict && !options.pretty && !options.noColor)
  }

  @Test(arguments: [
    ("--types", Options.Mode.types), ("--frames", .frames), ("--tree", .tree), ("--svg", .svg),
    ("--lint", .lint), ("--identities", .identities), ("--explain", .explain(node: nil)),
    ("--explain=Card.title", .explain(node: "Card.title")), ("--dump-ast", .dumpAST),
    ("--dump-typed", .dumpTyped),
  ])
  func selectsAMode(flag: String, mode: Options.Mode) {
    #expect(parse([flag, "a.ui"])?.mode == mode)
    #expect(parse(["a.ui", flag])?.mode == mode)
  }

  /// `-D NAME` and `-DNAME`, as swiftc spells them, repeatable.
  @Test func customConditions() {
    #expect(parse(["-D", "DEBUG", "-DBETA", "a.ui"])?.customConditions == ["DEBUG", "BETA"])
    #expect(parse(["-D", "DEBUG", "a.ui"])?.inputs == ["a.ui"])
    #expect(error(["-D"]) != nil)
  }

  @Test func explainNeverTakesTheNextWordAsItsNode() {
    let options = parse(["--explain", "a.ui"])
    #expect(options?.mode == .explain(node: nil))
    #expect(options?.inputs == ["a.ui"])
  }

  @Test func acceptsBothValueForms() throws {
    let spaced = try #require(
      parse([
        "--frames", "--sdk", "ios13", "--size", "390x844", "--scale", "3", "--preview", "Narrow", "--view",
        "Card", "--format", "sarif", "-o", "out.json", "--font", "f.ttf", "--font-bold", "b.ttf",
        "a.ui",
      ]))
    let joined = try #require(
      parse([
        "--frames", "--sdk=ios13", "--size=390x844", "--scale=3", "--preview=Narrow", "--view=Card",
        "--format=sarif", "--output=out.json", "--font=f.ttf", "--font-bold=b.ttf", "a.ui",
      ]))
    #expect(spaced == joined)
    #expect(spaced.sdk == .ios13)
    #expect(spaced.size == Options.Size(width: 390, height: 844))
    #expect(spaced.scale == 3)
    #expect(spaced.preview == "Narrow" && spaced.view == "Card")
    #expect(spaced.format == .sarif)
    #expect(spaced.outputPath == "out.json")
    #expect(spaced.fontPath == "f.ttf" && spaced.boldFontPath == "b.ttf")
  }

  @Test func setsFlags() throws {
    let options = try #require(parse(["--tree", "--rtl", "--strict", "--no-color", "a.ui"]))
    #expect(options.rightToLeft && options.strict && options.noColor)
    #expect(try #require(parse(["--pretty", "a.ui"])).pretty)
  }

  @Test func accumulatesAssignmentsInOrder() throws {
    let options = try #require(
      parse([
        "--identities", "--set", "isOn=true", "--set=title=a=b", "--set", "name=", "--against", "isOn=false",
        "a.ui",
      ]))
    #expect(
      options.assignments == [
        .init(name: "isOn", value: "true"), .init(name: "title", value: "a=b"),
        .init(name: "name", value: ""),
      ])
    #expect(options.againstAssignments == [.init(name: "isOn", value: "false")])
  }

  @Test func doubleDashEndsOptions() {
    #expect(parse(["--frames", "--", "-odd.ui", "--tree"])?.inputs == ["-odd.ui", "--tree"])
  }

  @Test func helpAndVersionWinOverEverythingElse() {
    #expect(parse(["--bogus", "--help"])?.action == .help)
    #expect(parse(["-h"])?.action == .help)
    #expect(parse(["--version"])?.action == .version)
    #expect(parse(["--", "--help"])?.inputs == ["--help"])  // after "--" it is a file name
  }

  @Test(arguments: [
    (["--fram", "a.ui"], "unknown option '--fram'; did you mean '--frames'?"),
    (["-frames", "a.ui"], "unknown option '-frames'; did you mean '--frames'?"),
    (["--lnt", "a.ui"], "unknown option '--lnt'; did you mean '--lint'?"),
    (["--no-colour", "a.ui"], "unknown option '--no-colour'; did you mean '--no-color'?"),
    (["--foo", "a.ui"], "unknown option '--foo'"),
    (["--foo=bar", "a.ui"], "unknown option '--foo'"),
    (["-x", "a.ui"], "unknown option '-x'"),
  ])
  func reportsUnknownOptions(words: [String], message: String) {
    let result = error(words)
    #expect(result?.id == "driver.unknown-option")
    #expect(result?.message == message)
  }

  @Test(arguments: [
    (["--size"], "driver.missing-value", "missing value for option '--size'"),
    (["--size", "--rtl", "a.ui"], "driver.missing-value", "missing value for option '--size'"),
    (["a.ui", "-o"], "driver.missing-value", "missing value for option '--output'"),
    (["--rtl=yes", "a.ui"], "driver.unexpected-value", "option '--rtl' does not take a value"),
    ([String](), "driver.no-input-files", "no input files"),
    (["--frames"], "driver.no-input-files", "no input files"),
    // Options that would be ignored (or worse: an empty baseline written) in the mode given.
    (["--write-baseline", "b.json", "a.ui"], "driver.option-not-applicable",
      "option '--write-baseline' has no effect with '--types'; it applies to '--lint'"),
    (["--frames", "--against", "x=1", "a.ui"], "driver.option-not-applicable",
      "option '--against' has no effect with '--frames'; it applies to '--identities' or '--dependencies'"),
    (["--set=x=1", "a.ui"], "driver.option-not-applicable",
      "option '--set' has no effect with '--types'; it applies to '--identities', '--dependencies', '--frames', '--tree', '--svg', '--html', '--explain' or '--snapshot'"),
    (["--identities", "--format", "dot", "a.ui"], "driver.option-not-applicable",
      "option '--format dot' has no effect with '--identities'; it applies to '--dependencies'"),
    (["--dependencies", "--against", "x=1", "--format", "dot", "a.ui"], "driver.conflicting-options",
      "option '--format dot' cannot be used with '--against'"),
    (["--dependencies=Row", "--format", "json", "a.ui"], "driver.conflicting-options",
      "option '--format json' cannot be used with '--dependencies=Row'"),
    (["--dependencies", "--pretty", "a.ui"], "driver.option-not-applicable",
      "option '--pretty' has no effect with '--dependencies'; it applies to '--types'"),
    (["--identities", "--config", "c.json", "a.ui"], "driver.option-not-applicable",
      "option '--config' has no effect with '--identities'; it applies to '--lint'"),
    (["--dump-ast", "--sdk", "ios13", "a.ui"], "driver.option-not-applicable",
      "option '--sdk' has no effect with '--dump-ast'; it applies to '--types', '--lint', '--dump-typed', '--identities', '--dependencies', '--frames', '--tree', '--svg', '--html', '--explain' or '--snapshot'"),
    (
      ["--frames", "--tree", "a.ui"], "driver.conflicting-modes",
      "option '--tree' cannot be used with '--frames'"
    ),
    (
      ["--lint", "--explain=X", "a.ui"], "driver.conflicting-modes",
      "option '--explain' cannot be used with '--lint'"
    ),
  ])
  func reportsUsageErrors(words: [String], id: String, message: String) {
    let result = error(words)
    #expect(result?.id == id)
    #expect(result?.message == message)
  }

  @Test func theSameModeTwiceIsFine() {
    #expect(parse(["--frames", "a.ui", "--frames"])?.mode == .frames)
  }

  @Test(arguments: [
    ("--size", "390", "expected WxH with positive numbers, as in 390x844"),
    ("--size", "0x844", "expected WxH with positive numbers, as in 390x844"),
    ("--size", "-1x2", "expected WxH with positive numbers, as in 390x844"),
    ("--size", "infx2", "expected WxH with positive numbers, as in 390x844"),
    ("--size", "1e3x2", "expected WxH with positive numbers, as in 390x844"),
    ("--size", "390x844x2", "expected WxH with positive numbers, as in 390x844"),
    ("--scale", "0", "expected a scale from 1 to 4, as in 2 or 3"),
    ("--scale", "5", "expected a scale from 1 to 4, as in 2 or 3"),
    ("--scale", "two", "expected a scale from 1 to 4, as in 2 or 3"),
    ("--sdk", "ios16", "expected one of 'ios13', 'ios17'"),
    ("--format", "xml", "expected one of 'text', 'json', 'sarif', 'github', 'dot'"),
    ("--set", "isOn", "expected name=value, as in isOn=true"),
    ("--set", "1x=2", "'1x' is not a property name; expected name=value or name.member=value"),
    ("--against", "=2", "'' is not a property name; expected name=value or name.member=value"),
    ("--preview", "", "expected a preview name"),
    ("--now", "yesterday", "expected an ISO 8601 date and time, as in 2026-01-15T09:41:00Z"),
    ("--now", "2026-13-01T00:00:00Z", "expected an ISO 8601 date and time, as in 2026-01-15T09:41:00Z"),
  ])
  func rejectsInvalidValues(option: String, value: String, reason: String) {
    let result = error([option + "=" + value, "a.ui"])
    #expect(result?.id == "driver.invalid-value")
    #expect(result?.message == "invalid value '\(value)' for option '\(option)': \(reason)")
  }

  @Test func acceptsFractionalSizesAndScales() throws {
    let options = try #require(parse(["--frames", "--size", "320.5x100", "--scale", "1.5", "a.ui"]))
    #expect(options.size == Options.Size(width: 320.5, height: 100))
    #expect(options.scale == 1.5)
  }

  @Test func nowIsAnISO8601Instant() throws {
    #expect(try #require(parse(["--tree", "a.ui"])).now == 1_768_470_060)  // 2026-01-15T09:41:00Z
    #expect(try #require(parse(["--tree", "--now", "2026-07-04T18:30:00Z", "a.ui"])).now == 1_783_189_800)
    #expect(try #require(parse(["--tree", "--now=1970-01-01T01:00:00+01:00", "a.ui"])).now == 0)
  }

  @Test func everyOptionHasOneOwnerAndHelp() {
    let names = OptionTable.all.flatMap(\.names)
    #expect(Set(names).count == names.count)
    for descriptor in OptionTable.all {
      #expect(!descriptor.help.isEmpty)
      // `-D` is spelled as swiftc spells it, with no long form.
      #expect(descriptor.name.hasPrefix("--") || descriptor.name == "-D")
    }
  }
}
