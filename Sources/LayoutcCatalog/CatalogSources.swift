/// The documents the catalog's printed type names were read from, spelled once so every
/// `Overload.source` cites them the same way and a reader can open the same file.
///
/// - `ios13`: the iOS 13.2 SDK's `SwiftUI.swiftinterface` (arm64e-apple-ios13.2, Swift 5.1.1).
///   Its `@inlinable` bodies show the concrete modifier each `some View` hides.
/// - `open`: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI), a reimplementation audited
///   against iOS 18 interfaces, with the same `@inlinable`/`@_alwaysEmitIntoClient` bodies.
/// - `inspector`: printed runtime types quoted by ViewInspector (github.com/nalexn/ViewInspector)
///   and by sample code that prints `type(of:)`.
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
}

/// SDK sets used by overloads and members.
extension Set where Element == SDK {
  // Computed: a generic type's extension cannot hold stored statics.
  static var everySDK: Set<SDK> { Set(SDK.allCases) }
  static var ios13Only: Set<SDK> { [.ios13] }
  static var ios17Only: Set<SDK> { [.ios17] }
}
