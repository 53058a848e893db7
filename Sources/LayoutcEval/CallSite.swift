import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// A view or modifier call as the evaluator reads it, worked out once per call site and
/// evaluator: a ForEach row or a doubling view instantiates the same site hundreds of thousands
/// of times, and asking the checker's resolution the same questions each time (copying its
/// overload, filtering the parameters, walking the argument dictionary, naming unlabeled
/// parameters, comparing result-type strings) would be most of the cost of an instance
/// (docs/robustness.md).
final class CallSite {
  /// One argument, matched to its parameter of the overload.
  struct Argument {
    let parameter: Int
    /// Index in the call's argument list.
    let argument: Int
    /// The key of its value: the parameter's label, or `_<parameter index>` when it has none.
    let key: String
    let kind: ParameterKind
    /// `Text("…")`'s title: a literal here is a `LocalizedStringKey` (`LocalizedKeyText`).
    let isLocalizedTitle: Bool
  }

  /// Held so that the site's `ObjectIdentifier` is never reused by another expression.
  let expr: Expr
  let resolved: ResolvedCall
  let layout: LayoutRole?
  /// The overload's implied arguments (`Overload.impliedArguments`), by key in order: the
  /// overload itself is not kept, each instance read it through the site.
  let impliedArguments: [(key: String, text: String)]
  /// The arguments the overload has parameters for, in the order they are written: they are
  /// evaluated in source order, as Swift evaluates them.
  let arguments: [Argument]
  /// One view-builder closure argument.
  struct Builder {
    /// Index in the call's argument list.
    let argument: Int
    /// The parameter its views fill (`Instance.childSlots`): its label, or `_<parameter index>`.
    let slot: String
    /// The type of the value it receives (`.builderTaking`): GeometryReader's proxy, which only
    /// layout has, or ScrollViewReader's, which only actions use.
    let proxyType: String?
  }

  /// The view-builder closures, in the overload's parameter order.
  let builders: [Builder]
  /// Takes a closure per element of data (ForEach, `List(data)`).
  let takesRows: Bool
  /// Rows are identified by the elements' `id` (`Identifiable`).
  let usesIdentifiable: Bool
  /// A `.id(_:)`-like modifier (its result is an `IDView`).
  let isExplicitIdentity: Bool
  /// A modifier that wraps its receiver (`ModifiedContent`), not one that styles it.
  let wraps: Bool
  /// What a modifier call writes into the environment (`Evaluator.environmentWrite`), once its
  /// first instance has worked it out. Unchecked exclusivity: the evaluator is one thread, and
  /// the rule is read, or else computed and then stored, never both at once.
  @exclusivity(unchecked) var environmentWrite: EnvironmentWriteRule?

  /// Made for every call expression evaluated (each `Text` of a long stack is a site of its
  /// own), so the resolution is taken over rather than copied, and the overload is read once:
  /// each `overload?.…` copied the whole overload (its arrays, sets and strings retained and
  /// released), and a site cost more than the Text it makes.
  init(_ e: Expr, _ resolved: consuming ResolvedCall) {
    expr = e
    // The overload's parts read in place: binding the overload copied it whole (its arrays,
    // sets and strings retained), and keeping it made each site hold a second copy.
    let hasOverload = resolved.overload != nil
    let indices = resolved.argumentIndices
    let role = resolved.overload?.layout
    let parameters = resolved.overload?.parameters ?? []
    let result = resolved.overload?.result ?? ""
    let implied = resolved.overload?.impliedArguments ?? [:]
    impliedArguments = implied.isEmpty ? [] : implied.map { (key: $0.key, text: $0.value) }.sorted { $0.key < $1.key }
    self.resolved = resolved
    layout = role
    // Collected into one array and sorted in place (`Dictionary.filter` built a dictionary).
    var arguments: [Argument] = []
    arguments.reserveCapacity(indices.count)
    for (p, a) in indices where p < parameters.count {
      let parameter = parameters[p]
      arguments.append(Argument(parameter: p, argument: a, key: parameter.label ?? CallSite.positionalKey(p), kind: parameter.kind,
        isLocalizedTitle: role.map { Overload.titleIsLocalizedKey(parameter, layout: $0) } ?? false))
    }
    if arguments.count > 1 { arguments.sort { $0.argument < $1.argument } }
    self.arguments = arguments
    builders = parameters.indices.compactMap { p in
      let proxyType: String?
      switch parameters[p].kind {
      case .viewBuilder: proxyType = nil
      case .builderTaking(let type): proxyType = type
      default: return nil
      }
      guard let a = indices[p] else { return nil }
      return Builder(argument: a, slot: parameters[p].label ?? CallSite.positionalKey(p), proxyType: proxyType)
    }
    takesRows = parameters.contains { $0.kind.isRowClosure }
    usesIdentifiable = hasOverload && CallSite.mentionsElementID(result)
    isExplicitIdentity = result.hasPrefix("IDView")
    wraps = result.hasPrefix("ModifiedContent")
  }
}

/// Which key a modifier call writes into the environment, and from which of its values.
enum EnvironmentWriteRule {
  /// Writes nothing.
  case none
  /// Writes `key` with its first value (`.font(f)`, `.environmentObject(m)`).
  case first(String)
  /// Writes `key` with its second value (`.environment(\.key, v)`).
  case second(String)
  /// `.disabled(true)` writes `isEnabled` false; `.disabled(false)` writes nothing.
  case disabled
}

extension CallSite {
  /// `_<index>`, the key of an unlabeled parameter; the first few are made once (a site is
  /// made for every call expression, and interpolating costs ~400 instructions a key).
  static func positionalKey(_ p: Int) -> String { p < positionalKeys.count ? positionalKeys[p] : "_\(p)" }
  private static let positionalKeys = (0..<8).map { "_\($0)" }

  /// `result.contains("$id")`, on bytes: `StringProtocol.contains` went through the generic
  /// substring searcher, ~4,500 instructions a call, a fifth of a Text's evaluation.
  static func mentionsElementID(_ result: String) -> Bool { elementID.occurs(in: result) }
  private static let elementID = ByteSearch("$id")
}

extension Evaluator {
  /// The call site of `e`, nil when the checker resolved no call there.
  func callSite(_ e: Expr) -> CallSite? {
    let key = ObjectIdentifier(e)
    if let site = callSites[key] { return site }
    guard let resolved = facts.call(e) else { return nil }
    let site = CallSite(e, resolved)
    callSites[key] = site
    return site
  }
}
