import LayoutcSema

/// The names visible to an expression: local bindings (innermost first), the properties of
/// the view being evaluated, and `$0`. Immutable; a nested scope is a new environment.
public final class Environment: Sendable {
  let parent: Environment?
  let values: [String: Value]
  /// A scope of one name (a ForEach row's element), bound without a dictionary: making and
  /// searching one was a tenth of a row's cost.
  let single: (name: String, value: Value)?
  /// The view whose body is being evaluated and its property values.
  let view: ViewInfo?
  let properties: [String: Value]
  let shorthand: Value?

  init(
    parent: Environment?, values: [String: Value], single: (name: String, value: Value)? = nil, view: ViewInfo?,
    properties: [String: Value], shorthand: Value?
  ) {
    self.parent = parent
    self.values = values
    self.single = single
    self.view = view
    self.properties = properties
    self.shorthand = shorthand
  }

  static func root(view: ViewInfo?, properties: [String: Value]) -> Environment {
    Environment(parent: nil, values: [:], view: view, properties: properties, shorthand: nil)
  }

  func binding(_ values: [String: Value], shorthand: Value? = nil) -> Environment {
    Environment(parent: self, values: values, view: view, properties: properties, shorthand: shorthand ?? self.shorthand)
  }

  /// A scope binding `name` alone (none when nil).
  func binding(_ name: String?, to value: Value, shorthand: Value? = nil) -> Environment {
    Environment(
      parent: self, values: [:], single: name.map { ($0, value) }, view: view, properties: properties,
      shorthand: shorthand ?? self.shorthand)
  }

  /// True when `name` is bound by a scope (a local, a parameter), not a view property.
  func isLocal(_ name: String) -> Bool {
    var e: Environment? = self
    while let env = e {
      if let single = env.single, single.name == name { return true }
      if !env.values.isEmpty, env.values[name] != nil { return true }
      e = env.parent
    }
    return false
  }

  func lookup(_ name: String) -> Value? {
    var e: Environment? = self
    while let env = e {
      if let single = env.single, single.name == name { return single.value }
      if !env.values.isEmpty, let v = env.values[name] { return v }
      e = env.parent
    }
    return properties[name]
  }
}
