import Foundation
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// `layoutc --lint --format sarif` writes logs with the shape SARIF 2.1.0's JSON schema
/// requires of the objects layoutc emits, and with what GitHub code scanning requires on top.
///
/// The constraints are written out as code below (`SARIFShape`), not read from a copy of the
/// schema: for each object, the properties the schema allows and requires; the enums (`level`,
/// `columnKind`); integer regions counted from 1; unique rule ids; every result's `ruleIndex`
/// pointing at the rule its `ruleId` names; URI references. The driver runs in-process as in
/// `GoldenSpecTests`.
@Suite struct SARIFShapeTests {
  /// Lint findings (one spec, a folder, the whole corpus), a compile error, a clean spec,
  /// standard input, a missing file, and paths written with `./` and from the root.
  static let inputs: [String] = [
    "specs/talks/treat-jar.ui", "specs/talks/favorite-pets.ui", "specs/talks/favorite-pets-fixed.ui",
    "specs/talks", "specs", "specs/diagnostics/unknown-modifier.ui", "-", "no-such-spec.ui",
    "./specs/talks/treat-jar.ui", RepositoryPaths.root + "/specs/talks/treat-jar.ui",
  ]

  static func sarif(_ input: String) -> DriverOutput {
    Driver.run(
      arguments: ["--lint", "--format", "sarif", input], environment: GoldenSpecTests.environment,
      workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in
        FileManager.default.contents(atPath: RepositoryPaths.root + "/specs/talks/treat-jar.ui").map { Array($0) }
      })
  }

  static func log(_ input: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(sarif(input).stdout.utf8))
  }

  @Test(arguments: inputs)
  func logHasTheShapeSARIFAndCodeScanningRequire(_ input: String) throws {
    let out = Self.sarif(input)
    #expect(out.stderr.isEmpty, "\(out.stderr)")
    #expect(out.stdout.hasSuffix("}\n"))
    let problems = SARIFShape.problems(in: try Self.log(input), locatedResults: input != "no-such-spec.ui")
    #expect(problems.isEmpty, "\(input):\n\(problems.joined(separator: "\n"))")
  }

  /// The corpus log exercises the checks: many rules and results, related locations, fixes.
  @Test func theCorpusLogHasSomethingToCheck() throws {
    let text = Self.sarif("specs").stdout
    let run = try #require(((try Self.log("specs")) as? [String: Any])?["runs"] as? [[String: Any]]).first
    let rules = (run?["tool"] as? [String: Any]).flatMap { ($0["driver"] as? [String: Any])?["rules"] as? [Any] }
    #expect((rules?.count ?? 0) >= 20)
    #expect(((run?["results"] as? [Any])?.count ?? 0) >= 50)
    #expect(text.contains(#""relatedLocations""#) && text.contains(#""fixes""#))
    #expect(text.contains(#""defaultConfiguration""#))
  }

  /// Each break of one constraint is caught, so a checker that accepts anything cannot pass.
  @Test(arguments: [
    (#""level": "warning""#, #""level": "fatal""#),
    (#""startLine": 42"#, #""startLine": 0"#),
    (#""startColumn": 9"#, #""startColumn": 9.5"#),
    (#""version": "2.1.0""#, #""version": "2.0.0""#),
    (#""ruleIndex": 1"#, #""ruleIndex": 0"#),
    (#""ruleIndex": 1"#, #""ruleIndex": 2"#),
    (#""id": "duplicate-identifier""#, #""id": "branch-instead-of-modifier""#),
    (#""columnKind": "unicodeCodePoints""#, #""columnKind": "bytes""#),
    (#""uri": "specs/talks/treat-jar.ui""#, #""uri": "specs/talks/treat jar.ui""#),
    (#""uri": "specs/talks/treat-jar.ui""#, #""uri": "./specs/talks/treat-jar.ui""#),
    (#""message": {"#, #""note": {"#),
    (#""shortDescription": {"#, #""summary": {"#),
    (#""replacements": ["#, #""replacements": [], "unused": ["#),
  ])
  func checkerRejectsABrokenLog(_ edit: (String, String)) throws {
    let text = Self.sarif("specs/talks/treat-jar.ui").stdout
    #expect(text.contains(edit.0))
    let broken = try JSONSerialization.jsonObject(with: Data(text.replacingOccurrences(of: edit.0, with: edit.1).utf8))
    #expect(!SARIFShape.problems(in: broken, locatedResults: true).isEmpty, "accepted \(edit.1)")
  }
}

/// The constraints of SARIF 2.1.0's schema on the objects layoutc writes, plus code scanning's.
struct SARIFShape {
  private(set) var problems: [String] = []
  /// Whether every result must have a location (code scanning shows no result without one).
  var locatedResults: Bool

  static func problems(in log: Any, locatedResults: Bool) -> [String] {
    var shape = SARIFShape(locatedResults: locatedResults)
    shape.sarifLog(log)
    return shape.problems
  }

  static let levels = ["none", "note", "warning", "error"]

  // MARK: Objects

  mutating func sarifLog(_ value: Any) {
    guard
      let log = object(
        value, "log", allowed: ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        required: ["version", "runs"])
    else { return }
    if let schema = string(log["$schema"], "log.$schema") { uri(schema, "log.$schema", absolute: true) }
    oneOf(log["version"], "log.version", ["2.1.0"])
    for (i, run) in (array(log["runs"], "log.runs") ?? []).enumerated() { self.run(run, "runs[\(i)]") }
  }

  mutating func run(_ value: Any, _ path: String) {
    guard
      let run = object(
        value, path,
        allowed: [
          "tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds",
          "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates",
          "baselineGuid", "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences",
          "columnKind", "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses",
          "translations", "policies", "webRequests", "webResponses", "specialLocations", "properties",
        ], required: ["tool", "results"])  // results: required by code scanning
    else { return }
    if run["columnKind"] != nil { oneOf(run["columnKind"], path + ".columnKind", ["utf16CodeUnits", "unicodeCodePoints"]) }
    let tool = object(run["tool"], path + ".tool", allowed: ["driver", "extensions", "properties"], required: ["driver"])
    let rules = toolComponent(tool?["driver"], path + ".tool.driver")
    for (i, result) in (array(run["results"], path + ".results") ?? []).enumerated() {
      self.result(result, "\(path).results[\(i)]", rules: rules)
    }
  }

  /// The driver; returns its rule ids in order.
  mutating func toolComponent(_ value: Any?, _ path: String) -> [String] {
    guard
      let driver = object(
        value, path,
        allowed: [
          "guid", "name", "organization", "product", "productSuite", "shortDescription", "fullDescription",
          "fullName", "version", "semanticVersion", "dottedQuadFileVersion", "releaseDateUtc", "downloadUri",
          "informationUri", "globalMessageStrings", "notifications", "rules", "taxa", "locations", "language",
          "contents", "isComprehensive", "localizedDataSemanticVersion",
          "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent", "translationMetadata",
          "supportedTaxonomies", "properties",
        ], required: ["name"])
    else { return [] }
    nonEmptyString(driver["name"], path + ".name")
    if driver["version"] != nil { string(driver["version"], path + ".version") }
    if let info = driver["informationUri"] { if let s = string(info, path + ".informationUri") { uri(s, path, absolute: true) } }
    // Code scanning requires `rules`, each with an id and descriptions.
    let rules = array(driver["rules"], path + ".rules", unique: true) ?? []
    var ids: [String] = []
    for (i, rule) in rules.enumerated() { ids.append(reportingDescriptor(rule, "\(path).rules[\(i)]")) }
    if Set(ids).count != ids.count { fail(path + ".rules", "rule ids are not unique: \(ids)") }
    return ids
  }

  mutating func reportingDescriptor(_ value: Any, _ path: String) -> String {
    guard
      let rule = object(
        value, path,
        allowed: [
          "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames", "shortDescription",
          "fullDescription", "messageStrings", "defaultConfiguration", "helpUri", "help", "relationships",
          "properties",
        ], required: ["id", "shortDescription", "fullDescription"])  // descriptions: code scanning's
    else { return "" }
    if rule["name"] != nil { string(rule["name"], path + ".name") }
    multiformatMessageString(rule["shortDescription"], path + ".shortDescription")
    multiformatMessageString(rule["fullDescription"], path + ".fullDescription")
    if let help = rule["helpUri"] { if let s = string(help, path + ".helpUri") { uri(s, path + ".helpUri", absolute: true) } }
    if let configuration = rule["defaultConfiguration"] {
      let c = object(
        configuration, path + ".defaultConfiguration", allowed: ["enabled", "level", "rank", "parameters", "properties"])
      // Code scanning takes note, warning and error: not SARIF's "none".
      if c?["level"] != nil { oneOf(c?["level"], path + ".defaultConfiguration.level", ["note", "warning", "error"]) }
    }
    return nonEmptyString(rule["id"], path + ".id") ?? ""
  }

  mutating func result(_ value: Any, _ path: String, rules: [String]) {
    guard
      let result = object(
        value, path,
        allowed: [
          "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations", "guid",
          "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints", "stacks", "codeFlows",
          "graphs", "graphTraversals", "relatedLocations", "suppressions", "baselineState", "rank",
          "attachments", "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest",
          "webResponse", "properties",
        ], required: ["ruleId", "message"])  // ruleId: how code scanning files a result under a rule
    else { return }
    let ruleId = nonEmptyString(result["ruleId"], path + ".ruleId")
    if result["ruleIndex"] != nil, let index = integer(result["ruleIndex"], path + ".ruleIndex", minimum: -1) {
      if index == -1 || index >= rules.count || rules[index] != ruleId {
        fail(path + ".ruleIndex", "\(index) does not point at rule '\(ruleId ?? "")' in \(rules)")
      }
    }
    if let id = ruleId, !rules.contains(id) { fail(path + ".ruleId", "'\(id)' is not among the driver's rules") }
    if result["level"] != nil { oneOf(result["level"], path + ".level", Self.levels) }
    if result["kind"] != nil {
      oneOf(result["kind"], path + ".kind", ["notApplicable", "pass", "fail", "review", "open", "informational"])
    }
    message(result["message"], path + ".message")
    let locations = array(result["locations"] ?? [Any](), path + ".locations") ?? []
    if locatedResults && locations.isEmpty { fail(path + ".locations", "no location: code scanning cannot show it") }
    for (i, l) in locations.enumerated() { location(l, "\(path).locations[\(i)]") }
    if let related = result["relatedLocations"] {
      for (i, l) in (array(related, path + ".relatedLocations", unique: true) ?? []).enumerated() {
        location(l, "\(path).relatedLocations[\(i)]")
      }
    }
    if let fingerprints = result["partialFingerprints"] {
      for (key, v) in object(fingerprints, path + ".partialFingerprints", allowed: nil) ?? [:] {
        string(v, "\(path).partialFingerprints.\(key)")
      }
    }
    if let fixes = result["fixes"] {
      for (i, f) in (array(fixes, path + ".fixes", unique: true) ?? []).enumerated() { fix(f, "\(path).fixes[\(i)]") }
    }
  }

  mutating func message(_ value: Any?, _ path: String) {
    guard let m = object(value, path, allowed: ["text", "markdown", "id", "arguments", "properties"]) else { return }
    if m["text"] == nil && m["id"] == nil { fail(path, "needs text or id") }
    if m["text"] != nil { nonEmptyString(m["text"], path + ".text") }  // code scanning's title
  }

  mutating func multiformatMessageString(_ value: Any?, _ path: String) {
    let m = object(value, path, allowed: ["text", "markdown", "properties"], required: ["text"])
    if m?["text"] != nil { nonEmptyString(m?["text"], path + ".text") }
  }

  mutating func location(_ value: Any, _ path: String) {
    guard
      let l = object(
        value, path,
        allowed: ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships", "properties"],
        required: ["physicalLocation"])  // required by code scanning
    else { return }
    if l["id"] != nil { integer(l["id"], path + ".id", minimum: -1) }
    if l["message"] != nil { message(l["message"], path + ".message") }
    guard
      let p = object(
        l["physicalLocation"], path + ".physicalLocation",
        allowed: ["address", "artifactLocation", "region", "contextRegion", "properties"],
        required: ["artifactLocation", "region"])  // both required by code scanning
    else { return }
    artifactLocation(p["artifactLocation"], path + ".physicalLocation.artifactLocation")
    if p["region"] != nil { region(p["region"], path + ".physicalLocation.region") }
  }

  mutating func artifactLocation(_ value: Any?, _ path: String) {
    guard
      let a = object(value, path, allowed: ["uri", "uriBaseId", "index", "description", "properties"], required: ["uri"])
    else { return }
    if let s = nonEmptyString(a["uri"], path + ".uri") { uri(s, path + ".uri", absolute: false) }
  }

  mutating func region(_ value: Any?, _ path: String) {
    guard
      let r = object(
        value, path,
        allowed: [
          "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset",
          "byteLength", "snippet", "message", "sourceLanguage", "properties",
        ], required: ["startLine"])  // the schema asks for startLine, charOffset or byteOffset; layoutc uses lines
    else { return }
    var numbers: [String: Int] = [:]
    for key in ["startLine", "startColumn", "endLine", "endColumn"] where r[key] != nil {
      numbers[key] = integer(r[key], "\(path).\(key)", minimum: 1)
    }
    if let start = numbers["startLine"], let end = numbers["endLine"], end < start {
      fail(path, "endLine \(end) is before startLine \(start)")
    }
    if let start = numbers["startColumn"], let end = numbers["endColumn"],
      numbers["startLine"] == numbers["endLine"] || numbers["endLine"] == nil, end < start
    {
      fail(path, "endColumn \(end) is before startColumn \(start) on one line")
    }
  }

  mutating func fix(_ value: Any, _ path: String) {
    guard let f = object(value, path, allowed: ["description", "artifactChanges", "properties"], required: ["artifactChanges"])
    else { return }
    for (i, change) in (array(f["artifactChanges"], path + ".artifactChanges", minItems: 1, unique: true) ?? []).enumerated() {
      let c = object(
        change, "\(path).artifactChanges[\(i)]", allowed: ["artifactLocation", "replacements", "properties"],
        required: ["artifactLocation", "replacements"])
      artifactLocation(c?["artifactLocation"], "\(path).artifactChanges[\(i)].artifactLocation")
      let replacements = array(c?["replacements"], "\(path).artifactChanges[\(i)].replacements", minItems: 1) ?? []
      for (j, replacement) in replacements.enumerated() {
        let rp = "\(path).artifactChanges[\(i)].replacements[\(j)]"
        let r = object(replacement, rp, allowed: ["deletedRegion", "insertedContent", "properties"], required: ["deletedRegion"])
        region(r?["deletedRegion"], rp + ".deletedRegion")
        if let content = r?["insertedContent"] {
          let c = object(content, rp + ".insertedContent", allowed: ["text", "binary", "rendered", "properties"])
          if c?["text"] != nil { string(c?["text"], rp + ".insertedContent.text") }
        }
      }
    }
  }

  // MARK: Values

  mutating func fail(_ path: String, _ message: String) { problems.append("\(path): \(message)") }

  /// An object whose properties are all among `allowed` (the schema says
  /// `additionalProperties: false`; nil: any), with every `required` one.
  @discardableResult
  mutating func object(_ value: Any?, _ path: String, allowed: Set<String>?, required: [String] = []) -> [String: Any]? {
    guard let o = value as? [String: Any] else {
      fail(path, "expected an object")
      return nil
    }
    if let allowed {
      for key in o.keys.sorted() where !allowed.contains(key) { fail(path, "property '\(key)' is not in the schema") }
    }
    for key in required where o[key] == nil { fail(path, "missing required '\(key)'") }
    return o
  }

  @discardableResult
  mutating func array(_ value: Any?, _ path: String, minItems: Int = 0, unique: Bool = false) -> [Any]? {
    guard let a = value as? [Any] else {
      fail(path, "expected an array")
      return nil
    }
    if a.count < minItems { fail(path, "fewer than \(minItems) items") }
    if unique {
      let encoded = a.map { item -> String in
        let data = try? JSONSerialization.data(withJSONObject: item, options: [.sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(item)"
      }
      if Set(encoded).count != encoded.count { fail(path, "items are not unique") }
    }
    return a
  }

  @discardableResult
  mutating func string(_ value: Any?, _ path: String) -> String? {
    guard let s = value as? String else {
      fail(path, "expected a string")
      return nil
    }
    return s
  }

  /// Code scanning does not take the empty string for a required property.
  @discardableResult
  mutating func nonEmptyString(_ value: Any?, _ path: String) -> String? {
    guard let s = string(value, path) else { return nil }
    if s.isEmpty { fail(path, "empty string") }
    return s
  }

  /// A JSON integer (not a boolean, not written with a fraction or exponent) of at least
  /// `minimum`. JSONSerialization gives every number and boolean as an NSNumber, and 0 and 1
  /// cast to Bool: its type code tells them apart ("c" for booleans, "d" for reals).
  @discardableResult
  mutating func integer(_ value: Any?, _ path: String, minimum: Int) -> Int? {
    guard let n = value as? NSNumber, !["c", "d", "f"].contains(String(cString: n.objCType)), let i = value as? Int
    else {
      fail(path, "expected an integer, found \(value.map { "\($0)" } ?? "nothing")")
      return nil
    }
    if i < minimum { fail(path, "\(i) is less than \(minimum)") }
    return i
  }

  mutating func oneOf(_ value: Any?, _ path: String, _ allowed: [String]) {
    guard let s = string(value, path) else { return }
    if !allowed.contains(s) { fail(path, "'\(s)' is not one of \(allowed)") }
  }

  /// An RFC 3986 URI reference: only unreserved and reserved characters and `%XX` escapes.
  /// `absolute`: it has a scheme (the schema's `uri` format). A relative reference must be one
  /// code scanning can match against the repository: not rooted at `/`, with no leading `./`;
  /// an absolute one names a `file:` (or any) scheme.
  mutating func uri(_ s: String, _ path: String, absolute: Bool) {
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=")
    let bytes = Array(s.utf8)
    var i = 0
    while i < bytes.count {
      if bytes[i] == UInt8(ascii: "%") {
        let hex = bytes.dropFirst(i + 1).prefix(2)
        if hex.count != 2 || !hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) {
          fail(path, "'\(s)' has a bad percent-escape")
          return
        }
        i += 3
        continue
      }
      if bytes[i] >= 0x80 || !allowed.contains(Character(Unicode.Scalar(bytes[i]))) {
        fail(path, "'\(s)' has a character a URI cannot hold unescaped")
        return
      }
      i += 1
    }
    let hasScheme = s.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
    if absolute && !hasScheme { fail(path, "'\(s)' is not an absolute URI") }
    if !hasScheme && (s.hasPrefix("/") || s.hasPrefix("./")) {
      fail(path, "'\(s)' is neither repository-relative nor an absolute URI")
    }
  }
}
