/// One random spec from `SpecGenerator`.
struct GeneratedSpec: Sendable, CustomStringConvertible {
  var number: Int
  var source: String
  /// False when the spec uses something only current SDKs have (a @ViewBuilder body, more
  /// than 10 children in a block, iOS 15+ modifiers), so the iOS 13 profile does not apply.
  var validInIOS13: Bool

  var name: String { "generated #\(number)" }
  var description: String { name }
}

/// What the view expressions being generated may refer to: the enclosing view's properties,
/// helpers and data, loop variables, and the generic containers declared so far.
struct GenerationScope {
  var boolProperties: [String] = []
  var intProperties: [String] = []
  /// The cases of the spec's `Mode` enum, when it has one and a `mode` property.
  var modeCases: [String] = []
  /// The name of an `[Item]` array in scope, when there is one.
  var itemsName: String?
  var optionalStringProperty: String?
  var stateBoolProperty: String?
  /// Loop variables: (name, is an Item rather than an Int).
  var loopVariables: [(name: String, isItem: Bool)] = []
  /// `header`, `row()`: helpers of the view being generated, usable as views.
  var helpers: [String] = []
  /// Generic parameters stored as views (`content`) inside a generic container's body.
  var contentProperties: [String] = []
  /// Generic containers declared so far, with how to call them.
  var containers: [DeclaredContainer] = []
  /// Plain views declared so far, with how to call them.
  var plainViews: [String] = []

  /// What another view of the same spec may use: the spec's top-level declarations only.
  func forNewView() -> GenerationScope {
    var fresh = GenerationScope()
    fresh.containers = containers
    fresh.plainViews = plainViews
    fresh.itemsName = itemsName
    return fresh
  }
}

/// A generic container view a spec declares, e.g. `Card(title: "…") { … }`.
struct DeclaredContainer {
  enum CallShape { case trailingBlock(prefixArguments: String), twoBlocks(String, String) }
  var name: String
  var call: CallShape
}
