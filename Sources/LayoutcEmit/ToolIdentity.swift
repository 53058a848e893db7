/// The name and version layoutc reports about itself: in `--version` and in SARIF's
/// `tool.driver`. One place, so the two never disagree.
public struct ToolIdentity: Sendable, Equatable {
  public var name: String
  public var version: String
  /// Where users learn about the tool; SARIF's `informationUri`. Nil until the project has a
  /// public home, and then the key is left out rather than pointing somewhere invented.
  public var informationURI: String?

  public init(name: String, version: String, informationURI: String? = nil) {
    self.name = name
    self.version = version
    self.informationURI = informationURI
  }

  public static let layoutc = ToolIdentity(name: "layoutc", version: "0.1.0")
}
