/// A SetAlgebra method layoutc models on an app's OptionSet, with its argument label and whether
/// it returns the set (`Self`) or a `Bool`, as the standard library declares them.
public enum SetAlgebraMethod: String, CaseIterable, Sendable {
  case contains, union, intersection, symmetricDifference, subtracting
  case isSubset, isSuperset, isDisjoint, isStrictSubset, isStrictSuperset

  /// The argument's label: `isSubset(of:)`, `isDisjoint(with:)`, `union(_:)`.
  public var label: String? {
    switch self {
    case .contains, .union, .intersection, .symmetricDifference, .subtracting: nil
    case .isSubset, .isSuperset, .isStrictSubset, .isStrictSuperset: "of"
    case .isDisjoint: "with"
    }
  }

  /// True for the methods returning a set; the others return a `Bool`.
  public var returnsSet: Bool {
    switch self {
    case .union, .intersection, .symmetricDifference, .subtracting: true
    case .contains, .isSubset, .isSuperset, .isDisjoint, .isStrictSubset, .isStrictSuperset: false
    }
  }
}
