/// Every rule, in the order `layoutc rules` lists them. A test checks that each file in
/// Rules/ is registered here and that ids are unique and kebab-case.
public enum RuleRegistry {
  static let rules: [any Rule.Type] = [
    RandomIdentifierRule.self,
    NonConstantRangeRule.self,
    IndexIdentifierRule.self,
    MutableIdentifierRule.self,
    DuplicateIdentifierRule.self,
    AnyViewErasureRule.self,
    BranchInsteadOfModifierRule.self,
    ConditionalWrapperRule.self,
    StateResetRule.self,
    WholeObjectObservationRule.self,
    PassThroughDependencyRule.self,
    ActionOnlyReadRule.self,
  ]

  public static var descriptions: [RuleDescription] { rules.map { $0.description } }
  public static var ids: [String] { descriptions.map(\.id) }

  public static func description(of id: String) -> RuleDescription? {
    descriptions.first { $0.id == id }
  }

  static func rule(_ id: String) -> (any Rule)? {
    rules.first { $0.description.id == id }.map { $0.init() }
  }
}
