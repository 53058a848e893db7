/// The documents the catalog's printed type names were read from, spelled once so every
/// `Overload.source` cites them the same way and a reader can open the same file.
///
/// - `ios13`: the iOS 13.2 SDK's `SwiftUI.swiftinterface` (arm64e-apple-ios13.2, Swift 5.1.1).
///   Its `@inlinable` bodies show the concrete modifier each `some View` hides.
/// - `open`: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI), a reimplementation audited
///   against iOS 18 interfaces, with the same `@inlinable`/`@_alwaysEmitIntoClient` bodies.
/// - `inspector`: printed runtime types quoted by ViewInspector (github.com/nalexn/ViewInspector)
///   and by sample code that prints `type(of:)`.
extension Catalog {
  /// How an `Overload.source` that is an estimate begins (`Src.estimate`).
  public static let estimatePrefix = "estimate: "
}

enum Src {
  static func ios13(_ declaration: String) -> String {
    "SwiftUI.swiftinterface iOS 13.2: \(declaration)"
  }
  static func open(_ declaration: String, file: String? = nil) -> String {
    "OpenSwiftUI\(file.map { " Sources/OpenSwiftUICore/Shape/" + $0 } ?? ""): \(declaration)"
  }
  static func printed(_ what: String) -> String {
    "printed type: \(what)"
  }
  static func unconfirmed(_ reasoning: String) -> String {
    "unconfirmed: \(reasoning)"
  }
  /// A printed type no interface shows: the declaration (labels, availability) is Apple's, but
  /// the concrete type behind its `some View` is not `@inlinable`, so the name is the runtime
  /// name a test library or reimplementation quotes, and its generic arguments are our reading.
  /// `VocabularyDocument` marks these rows "(estimate)".
  static func estimate(_ reasoning: String) -> String {
    Catalog.estimatePrefix + reasoning
  }
  /// A declaration as Apple's documentation page for it spells it (developer.apple.com).
  static func apple(_ declaration: String) -> String {
    "developer.apple.com/documentation/swiftui: \(declaration)"
  }
}

/// SDK sets used by overloads and members.
extension Set where Element == SDK {
  // Computed: a generic type's extension cannot hold stored statics.
  static var everySDK: Set<SDK> { Set(SDK.allCases) }
  static var ios13Only: Set<SDK> { [.ios13] }
  static var ios17Only: Set<SDK> { [.ios17] }
}
