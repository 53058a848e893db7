import LayoutcCatalog

/// The catalog's overloads that exist in the checked SDK, per view and per modifier and
/// receiver kind, filtered once: filtering copied every overload (a dozen arrays, strings and
/// sets to retain) and hashed the SDK into each one's set, for every call.
struct SDKOverloads {
  private var views: [String: [Overload]] = [:]
  private var modifiers: [ModifierKey: [Overload]] = [:]

  private struct ModifierKey: Hashable {
    var name: String
    var receiver: Receiver
  }

  /// `entry`'s initializers available in `sdk`, in the catalog's order.
  mutating func initializers(of entry: ViewEntry, sdk: SDK) -> [Overload] {
    if let known = views[entry.name] { return known }
    let overloads = entry.initializers.filter { $0.sdks.contains(sdk) }
    views[entry.name] = overloads
    return overloads
  }

  /// The overloads of the modifier `name` (its `entries`) that apply to a receiver of `kind`
  /// and exist in `sdk`, most specific receiver first, as `accepts` decides.
  mutating func overloads(
    ofModifier name: String, _ entries: [ModifierEntry], receiver kind: Receiver, sdk: SDK, accepts: (Receiver) -> Bool
  ) -> [Overload] {
    let key = ModifierKey(name: name, receiver: kind)
    if let known = modifiers[key] { return known }
    let overloads = entries.filter { accepts($0.receiver) }.flatMap { $0.overloads }.filter { $0.sdks.contains(sdk) }
    modifiers[key] = overloads
    return overloads
  }
}
