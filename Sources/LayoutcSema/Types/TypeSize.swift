/// The printed length of a type, counted without printing it, and the limit on it.
///
/// Types that use a view twice double at every level (`HStack { a; a }` over `a`), so a
/// 1 KB spec can describe a type of 2^30 nodes. The checker shares the halves (a `SwiftType`
/// is a DAG), but printing, hashing or comparing one walks every path. Swift builds such types
/// too; layoutc refuses one whose printed form would pass `printedLimit`, at the expression
/// that first makes it so, so every type that exists afterwards is small enough to walk.
public enum TypeSize {
  /// Characters of `TypePrinter.print` (1 MiB): the benchmarks' widest spec, one VStack of
  /// 100,000 Texts, prints as 600,037; a 512-deep modifier chain, the parser's
  /// nesting limit, as about 18 KiB. Checking a type costs at most this many steps.
  public static let printedLimit = 1 << 20
  /// Characters of `TypePrinter.pretty` at indent 1 (`--types --pretty`): indentation makes it
  /// grow with depth times size, so it is bounded separately (16 MiB).
  public static let prettyLimit = 16 << 20
  /// All the members' types of a run together, `--pretty` form (64 MiB): many members each
  /// under the limit would still make `--types` write gigabytes.
  public static let allMembersLimit = 64 << 20

  /// The length of `TypePrinter.print(t)`, or nil once it passes `limit` (the walk stops there,
  /// so this costs at most `limit` steps however large the type).
  public static func printedLength(_ t: SwiftType, limit: Int = printedLimit) -> Int? {
    var budget = limit
    return count(t, &budget) ? limit - budget : nil
  }

  /// Subtracts the printed length of `t` from `budget`; false once the budget is spent.
  private static func count(_ t: SwiftType, _ budget: inout Int) -> Bool {
    switch t {
    case .nominal(let name, let args), .assumed(let name, let args):
      budget -= name.utf8.count + (args.isEmpty ? 0 : 2 + 2 * (args.count - 1))
      guard budget >= 0 else { return false }
      for a in args where !count(a, &budget) { return false }
    case .tuple(let elements, let labels):
      budget -= 2 + 2 * max(0, elements.count - 1)
      for l in labels { if let l { budget -= l.utf8.count + 2 } }
      guard budget >= 0 else { return false }
      for e in elements where !count(e, &budget) { return false }
    case .parameter(let name): budget -= name.utf8.count
    case .function: budget -= 8
    case .error: budget -= 14  // <<error type>>
    }
    return budget >= 0
  }

  /// The length of `TypePrinter.pretty(t, indent: indent)`, or nil once it passes `limit`.
  public static func prettyLength(_ t: SwiftType, indent: Int = 1, limit: Int = prettyLimit) -> Int? {
    var budget = limit
    return countPretty(t, indent: indent, &budget) ? limit - budget : nil
  }

  private static func countPretty(_ t: SwiftType, indent: Int, _ budget: inout Int) -> Bool {
    let pad = 2 * indent
    switch t {
    case .nominal(let name, let args) where !args.isEmpty, .assumed(let name, let args) where !args.isEmpty:
      // "pad name<\n" children joined by ",\n" "\npad>"
      budget -= pad + name.utf8.count + 2 + 2 * (args.count - 1) + 1 + pad + 1
      guard budget >= 0 else { return false }
      for a in args where !countPretty(a, indent: indent + 1, &budget) { return false }
    case .tuple(let elements, let labels) where !elements.isEmpty:
      budget -= pad + 2 + 2 * (elements.count - 1) + 1 + pad + 1
      for (i, l) in labels.enumerated() where i < elements.count { if let l { budget -= l.utf8.count + 2 } }
      guard budget >= 0 else { return false }
      for e in elements where !countPretty(e, indent: indent + 1, &budget) { return false }
    default:
      budget -= pad
      guard budget >= 0 else { return false }
      return count(t, &budget)
    }
    return budget >= 0
  }
}
