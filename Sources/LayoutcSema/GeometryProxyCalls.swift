import LayoutcSyntax

extension TypeChecker {
  /// `proxy.frame(in: .global)`: GeometryProxy's one method layoutc models, Apple's
  /// `func frame(in coordinateSpace: CoordinateSpace) -> CGRect` (iOS 13; the iOS 17 overload
  /// takes `some CoordinateSpaceProtocol`, spelled the same: `.global`, `.local`, `.named(_:)`).
  /// Checked before the call could be read as the view modifier `frame`. Nil when the base is
  /// not a proxy.
  func geometryProxyFrame(_ base: Expr, _ name: String, _ args: [Argument], _ e: Expr, _ scope: Scope) -> SwiftType? {
    guard name == "frame" else { return nil }
    quiet += 1
    let probe = checkValue(base, scope, expected: nil)
    quiet -= 1
    guard case .nominal("GeometryProxy", _) = probe else { return nil }
    _ = checkValue(base, scope, expected: nil)
    guard args.count == 1, args[0].label == "in" else {
      emit(SemaDiagnostics.incorrectLabels(have: args.map { ($0.label ?? "_") + ":" }.joined(), expected: "in:"), e.range)
      checkArguments(args, scope)
      return .error
    }
    _ = checkValue(args[0].value, scope, expected: .nominal("CoordinateSpace", []))
    return .nominal("CGRect", [])
  }
}
