import LayoutcSyntax

/// What the lowering reads of a view argument kept unevaluated (`ViewThunk`), so that it never
/// walks the syntax itself: whether it may make no view, the type it constructs, and the shape
/// it writes with its corner radius.
extension ViewThunk {
  /// `nil` for an optional view (`.overlay(badge ? Text("new") : nil)`: Optional is a View when
  /// its wrapped type is), which rightly makes no view.
  public var mayShowNothing: Bool {
    func isNil(_ e: Expr) -> Bool {
      switch e.kind {
      case .nilLiteral: true
      case .ternary(_, let a, let b): isNil(a) || isNil(b)
      case .tuple(let xs) where xs.count == 1: isNil(xs[0].value)
      default: false
      }
    }
    return isNil(expr)
  }

  /// The type an argument-less initializer call constructs (`BorderedProminentButtonStyle()`).
  public var constructedType: String? {
    guard case .call(let callee, let arguments) = expr.kind, arguments.isEmpty, case .identifier(let type) = callee.kind else { return nil }
    return type
  }

  /// The shape written (`Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.capsule`, `Capsule`)
  /// as its type's name, and the corner radius written as a literal (0 when none is).
  public var writtenShape: (type: String, cornerRadius: Double)? {
    switch expr.kind {
    case .call(let callee, let arguments):
      var radius = 0.0
      for a in arguments where a.label == "cornerRadius" {
        switch a.value.kind {
        case .integerLiteral(let t), .floatLiteral(let t): radius = Double(String(t.filter { $0 != "_" })) ?? 0
        default: break
        }
      }
      switch callee.kind {
      case .identifier(let n): return (n, radius)
      case .implicitMember(let n): return (n.prefix(1).uppercased() + n.dropFirst(), radius)
      default: return nil
      }
    case .identifier(let n):
      return (n, 0)
    default:
      return nil
    }
  }
}
