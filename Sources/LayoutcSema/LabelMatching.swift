import LayoutcCatalog
import LayoutcSyntax

/// Matches a call's arguments to parameters by label, as Swift does: defaulted parameters may
/// be skipped, trailing closures fill closure parameters (SE-0286's forward scan).
///
/// The scan reports each pair to a closure instead of building a dictionary, so that asking
/// whether an overload fits (every candidate of every call) allocates nothing.
extension TypeChecker {
  /// Parameter index → argument index, or nil when the labels do not fit. A variadic
  /// parameter maps to its first argument (`matchedPairs` lists the rest too).
  func matchLabels(_ params: [Parameter], _ args: [Argument]) -> [Int: Int]? {
    var result: [Int: Int] = [:]
    return scanLabels(params, args, { p, a in if result[p] == nil { result[p] = a } }) ? result : nil
  }

  /// Whether the labels fit, without recording the pairs.
  func labelsFit(_ params: [Parameter], _ args: [Argument]) -> Bool {
    scanLabels(params, args, { _, _ in })
  }

  /// The (parameter, argument) pairs in parameter order, or nil when the labels do not fit.
  func matchedPairs(_ params: [Parameter], _ args: [Argument]) -> [(parameter: Int, argument: Int)]? {
    var pairs: [(parameter: Int, argument: Int)] = []
    pairs.reserveCapacity(args.count)
    return scanLabels(params, args, { p, a in pairs.append((p, a)) }) ? pairs : nil
  }

  /// Calls `pair` for each parameter that takes an argument, in parameter order; false when
  /// the labels do not fit (pairs reported before that are to be discarded).
  private func scanLabels(_ params: [Parameter], _ args: [Argument], _ pair: (Int, Int) -> Void) -> Bool {
    var a = 0
    for (p, param) in params.enumerated() {
      guard a < args.count else {
        if param.hasDefault || param.isVariadic { continue }
        return false
      }
      let arg = args[a]
      if param.isVariadic {
        // A variadic parameter takes zero or more arguments: the first with its label, then
        // every unlabeled one up to the next label (The Swift Programming Language, "Variadic
        // Parameters").
        guard arg.label == param.label, !arg.isTrailingClosure else { continue }
        pair(p, a)
        a += 1
        while a < args.count, args[a].label == nil, !args[a].isTrailingClosure { pair(p, a); a += 1 }
        continue
      }
      let isClosureParam: Bool = {
        switch param.kind {
        case .viewBuilder, .rowBuilder, .rowContent, .action, .alignmentComputation, .lengthComputation, .actionTaking, .builderTaking: true
        default: false
        }
      }()
      if arg.isTrailingClosure && arg.label == nil {
        // SE-0286's forward scan: an unlabeled trailing closure skips a defaulted parameter
        // when a later parameter requires an argument (`sheet(isPresented:) { … }` fills
        // `content`, not `onDismiss`).
        if isClosureParam, param.hasDefault, params[(p + 1)...].contains(where: { !$0.hasDefault }) { continue }
        if isClosureParam { pair(p, a); a += 1; continue }
        if param.hasDefault { continue }
        return false
      }
      if arg.label == param.label { pair(p, a); a += 1; continue }
      if param.hasDefault { continue }
      return false
    }
    return a == args.count
  }
}
