/// The SDK whose SwiftUI interface the type checker reproduces. Differences between SDKs are
/// data on catalog entries (`Overload.sdks`), never conditionals in the checker.
public enum SDK: String, CaseIterable, Sendable, Hashable {
  /// The first SwiftUI: ViewBuilder.buildBlock takes at most 10 children; `background` and
  /// `overlay` take only views.
  case ios13
  /// Current SDKs: variadic buildBlock (parameter packs), ShapeStyle overloads of
  /// `background`/`overlay`/`foregroundStyle`.
  case ios17

  /// Whether `View.body` is implicitly a `@ViewBuilder`. The iOS 13 SDK's View protocol did not
  /// mark it (builder inference from protocol requirements arrived with Swift 5.4 / iOS 14),
  /// so there a body is a single expression or uses `return`.
  public var bodyIsViewBuilder: Bool { self != .ios13 }

  /// The most children one `buildBlock` accepts, or nil for no limit.
  public var maxBlockChildren: Int? {
    switch self {
    case .ios13: 10
    case .ios17: nil
    }
  }

  /// Whether an implicit member such as `.red` or `.secondary` is accepted where a ShapeStyle is
  /// expected. iOS 15 added `extension ShapeStyle where Self == Color { static var red ... }` and
  /// the hierarchical styles; the iOS 13 SDK has neither, so there `.fill(.red)` is an error.
  public var shapeStyleImplicitMembers: Bool { self != .ios13 }

  /// Whether ViewBuilder declares `buildLimitedAvailability` (erasing an `if #available` branch
  /// to AnyView) and `buildExpression`. The iOS 13.2 ViewBuilder declares only buildBlock,
  /// buildIf and buildEither; both arrived with the iOS 14 SDKs.
  public var builderHasLimitedAvailability: Bool { self != .ios13 }
}

extension SDK {
  /// Whether styles have implicit members (`.buttonStyle(.bordered)`): the iOS 15 SDK declared
  /// `extension PrimitiveButtonStyle where Self == BorderedButtonStyle { static var bordered }`
  /// and its kind for every style protocol (SE-0299); the iOS 13 SDK spells `PlainButtonStyle()`.
  public var styleImplicitMembers: Bool { self != .ios13 }
}
