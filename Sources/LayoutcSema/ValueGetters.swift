import LayoutcSource
import LayoutcSyntax

/// Getters of the computed properties of the app's data types and enums that are not views
/// (`var font: Font { switch self { case .small: return .small_light … } }`): read once, when
/// the property is first used, with its declared type as the returned values' context, so that
/// the names they use resolve for the evaluator (an implicit member is the declared type's
/// static, `.small_light` an app extension's `Font.small_light`). Muted: its facts are kept for
/// the evaluator, its diagnostics left out, as code layoutc reads only to compute a value.
extension TypeChecker {
  /// The end of a getter's key in `checkedFunctions` (`Owner.name#getter`).
  static let getterMemoSuffix = "#getter"

  func readValueGetter(_ owner: String, _ v: VariableDecl, result: SwiftType, file: SourceFile) {
    guard let getter = v.getter, !result.isError else { return }
    let memo = owner + "." + v.name + Self.getterMemoSuffix
    let unit = enterBody(memo)
    defer { currentUnit = unit }
    guard !checkedFunctions.contains(memo) else { return }
    checkedFunctions.insert(memo)
    let (savedFile, savedContext) = (currentFile, typeContext)
    (currentFile, typeContext) = (file, owner)
    muted += 1
    defer { (currentFile, typeContext, muted) = (savedFile, savedContext, muted - 1) }
    var scope = valueScope(owner, file: file)
    if getter.count == 1, case .expression(let x) = getter[0].kind {
      _ = checkValue(x, scope, expected: result)
      return
    }
    walkStatements(getter, &scope,
      expression: { x, scope in _ = self.checkValue(x, scope, expected: nil) },
      returned: { x, scope in _ = self.checkValue(x, scope, expected: result) })
  }
}
