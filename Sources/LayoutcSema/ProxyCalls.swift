import LayoutcSyntax

/// The methods of the proxies builder closures receive, checked before a call of that name
/// could be read as a view modifier (`proxy.frame(in:)` is not `.frame(width:)`).
extension TypeChecker {
  /// `proxy.frame(in: .global)`: GeometryProxy's one method layoutc models, Apple's
  /// `func frame(in coordinateSpace: CoordinateSpace) -> CGRect` (iOS 13; the iOS 17 overload
  /// takes `some CoordinateSpaceProtocol`, spelled the same: `.global`, `.local`, `.named(_:)`).
  /// `proxy.scrollTo(id, anchor: .top)`: ScrollViewProxy's
  /// `func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil)` (iOS 14), run in actions.
  /// Nil when the base is not such a proxy.
  func proxyCall(_ base: Expr, _ name: String, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    guard name == "frame" || name == "scrollTo" else { return nil }
    quiet += 1
    let probe = checkValue(base, scope, expected: nil)
    quiet -= 1
    switch (probe, name) {
    case (.nominal("GeometryProxy", _), "frame"):
      _ = checkValue(base, scope, expected: nil)
      guard args.count == 1, args[0].label == "in" else { return wrongLabels(args, expected: "in:", e, scope) }
      _ = checkValue(args[0].value, scope, expected: .nominal("CoordinateSpace", []))
      return .nominal("CGRect", [])
    case (.nominal("ScrollViewProxy", _), "scrollTo"):
      _ = checkValue(base, scope, expected: nil)
      guard (1...2).contains(args.count), args[0].label == nil, args.count == 1 || args[1].label == "anchor" else {
        return wrongLabels(args, expected: "_:anchor:", e, scope)
      }
      _ = checkValue(args[0].value, scope, expected: nil)
      if args.count == 2 { _ = checkValue(args[1].value, scope, expected: .optional(.nominal("UnitPoint", []))) }
      return .nominal("Void", [])
    default:
      return nil
    }
  }

  private func wrongLabels(_ args: [Argument], expected: String, _ e: Expr, _ scope: Scope) -> SwiftType {
    emit(SemaDiagnostics.incorrectLabels(have: args.map { ($0.label ?? "_") + ":" }.joined(), expected: expected), e.range)
    checkArguments(args, scope)
    return .error
  }
}
