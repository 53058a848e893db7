import LayoutcCatalog
import LayoutcSema
import LayoutcSyntax

/// The standard library's and Foundation's initializers (`BuiltinInitializer`) computed by the
/// id the checker resolved, every id handled. An assumed argument makes the result assumed;
/// an argument layoutc cannot convert is a value it does not compute (`unmodelled`), never
/// one made up.
extension Evaluator {
  /// The builtin initializer `e` calls: as the checker resolved it, else (layout code runs
  /// untyped) the first of `type`'s with these labels.
  func builtinInitializer(_ e: Expr, _ type: String, _ args: [Argument]) -> BuiltinInitializer? {
    if case .initializer(let id)? = facts.builtin(e) { return id }
    guard facts.type(of: e) == nil else { return nil }
    return Builtins.initializers(of: type, labels: args.map(\.label)).first
  }

  /// The value of a call of `id` with `args`.
  func builtinInitializerValue(_ id: BuiltinInitializer, _ args: [Argument], _ e: Expr, _ env: Environment) -> Value {
    let first = args.first.map { eval($0.value, env) } ?? .none
    if case .opaque = first { return first }
    switch id {
    case .uuid, .date: return fresh(id.signature.receivers[0])
    case .dateSince1970, .dateSinceReferenceDate, .dateSinceNow:
      let origin = id == .dateSince1970 ? 0 : id == .dateSinceReferenceDate ? DateValues.referenceDate : now
      return first.asDouble.map { DateValues.instant(origin + $0) } ?? unmodelled(e)
    case .uuidString:
      // `init?(uuidString:)`: nil unless the text is 32 hexadecimal digits in groups of
      // 8-4-4-4-12 (Foundation's UUID); a valid one is a value layoutc keeps opaque.
      guard case .string(let text) = first else { return first == .none ? .none : .opaque("UUID(uuidString:)") }
      let groups = text.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
      let valid = groups == [8, 4, 4, 4, 12] && text.allSatisfy { $0 == "-" || $0.isHexDigit }
      return valid ? .opaque("UUID(uuidString:)") : .none
    case .array:
      return materialized(first, at: e.range).map(Value.array) ?? unmodelled(e)
    case .arrayRepeating:
      guard let n = eval(args[1].value, env).asInt else { return unmodelled(e) }
      // Swift traps on a negative count ("Can't construct Array with count < 0"); a count past
      // the view limit is refused before anything is made.
      guard n >= 0, n <= Evaluator.instanceLimit else {
        report(n < 0 ? EvalDiagnostics.negativeCount : EvalDiagnostics.collectionTooLarge(Evaluator.instanceLimit), e.range)
        return .none
      }
      guard step(n, at: e.range) else { return spentValue(at: e.range) }
      return .array(Array(repeating: first, count: n))
    case .emptySet: return .array([])
    case .set:
      // Each element once; the order is the sequence's (a Set's own is Swift's hash order).
      guard let items = materialized(first, at: e.range) else { return unmodelled(e) }
      var seen: Set<Value> = []
      return .array(items.filter { seen.insert($0).inserted })
    case .dictionary:
      return dictionary(uniqueKeysWithValues: first, e)
    case .emptyString: return .string("")
    case .string, .stringDescribing:
      // What an interpolation shows.
      return .string(interpolated(first, as: facts.type(of: args[0].value)))
    case .stringFormat: return formattedString(first, args.dropFirst(), e, env)
    case .stringRepeating: return repeatedString(first, eval(args[1].value, env), e)
    case .int, .intParsing, .intOfAssumed:
      switch first {
      case .string(let s): return Int(s).map { .int($0) } ?? .none
      case .int, .fresh: return first
      case .double(let d):
        // `Int(1e19)` and `Int(Double.nan)` trap in Swift ("Double value cannot be converted to
        // Int because ..."): a located error, as for overflow.
        guard let i = Int(exactly: d.rounded(.towardZero)) else {
          report(EvalDiagnostics.unrepresentable(d), e.range)
          return .int(0)
        }
        return .int(i)
      default: return unmodelled(e)
      }
    case .double, .cgFloat, .float:
      // A converted random value is still the marked stand-in, not a number made up for it.
      if case .fresh = first { return first }
      return first.asDouble.map { .double($0) } ?? unmodelled(e)
    }
  }

  /// `Dictionary(uniqueKeysWithValues: pairs)`: the pairs in order. Swift traps on a key given
  /// twice ("Dictionary init(uniqueKeysWithValues:): Duplicate values for key", stdlib
  /// Dictionary.swift).
  private func dictionary(uniqueKeysWithValues pairs: Value, _ e: Expr) -> Value {
    guard let items = materialized(pairs, at: e.range) else { return unmodelled(e) }
    var keys: [Value] = []
    var values: [Value] = []
    var seen: Set<Value> = []
    for item in items {
      guard case .tuple(let parts, _) = item, parts.count == 2 else { return unmodelled(e) }
      guard seen.insert(parts[0]).inserted else {
        report(EvalDiagnostics.duplicateKey(interpolated(parts[0])), e.range)
        return .none
      }
      keys.append(parts[0])
      values.append(parts[1])
    }
    return .dictionary(keys: keys, values: values)
  }

  /// `String(repeating: s, count: n)`: `s` `n` times. Swift traps on a negative count
  /// ("Negative count not allowed", stdlib String.swift `init(repeating:count:)`): an error in a
  /// spec, an assumption in tolerant Swift; the result is bounded by the string limits.
  private func repeatedString(_ s: Value, _ count: Value, _ e: Expr) -> Value {
    if case .opaque = s { return s }
    if case .opaque = count { return count }
    guard let text = s.asString, let n = count.asInt else { return .none }
    guard n >= 0 else {
      if currentFile?.strictness == .tolerant {
        report(EvalDiagnostics.negativeCountAssumed, e.range)
        return .opaque(currentFile.map { String($0.text(in: e.range).prefix(60)) } ?? "String(repeating:count:)")
      }
      report(EvalDiagnostics.negativeStringCount, e.range)
      return .none
    }
    let (bytes, overflow) = text.utf8.count.multipliedReportingOverflow(by: n)
    guard !overflow, n < 2 || budget.takeString(bytes) else {
      report(EvalDiagnostics.stringTooLong, e.range)
      return .none
    }
    return .string(String(repeating: text, count: n))
  }
}
