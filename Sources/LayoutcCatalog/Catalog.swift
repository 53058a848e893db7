/// The SwiftUI vocabulary layoutc understands, as plain data. Adding a view or modifier is
/// adding an entry in Views.swift, Containers.swift, Modifiers.swift or ValueTypes.swift.
public enum Catalog {
  public static let views: [String: ViewEntry] = Dictionary(
    (leafViews + gradientViews + asyncImageViews + containerViews + navigationViews + controlViews + moreControlViews).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  /// Modifiers by name; several entries may share a name with different receivers, most
  /// specific first.
  public static let modifiers: [String: [ModifierEntry]] = {
    var table: [String: [ModifierEntry]] = [:]
    for entry in modifierEntries { table[entry.name, default: []].append(entry) }
    for (name, list) in table {
      table[name] = list.sorted { receiverRank($0.receiver) < receiverRank($1.receiver) }
    }
    return table
  }()

  public static let valueTypes: [String: ValueTypeEntry] = Dictionary(
    valueTypeEntries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

  /// Value types by the bare name the runtime prints and the checker resolves nested type names
  /// to (`TruncationMode` for `Text.TruncationMode`), so a written annotation finds its entry.
  public static let valueTypesByRuntimeName: [String: ValueTypeEntry] = Dictionary(
    valueTypeEntries.map { ($0.runtimeName, $0) }, uniquingKeysWith: { a, _ in a })

  /// Every spelling a user can write where a view or modifier is expected: for suggestions.
  public static var viewNames: [String] { views.keys.sorted() }
  public static var modifierNames: [String] { modifiers.keys.sorted() }

  private static func receiverRank(_ r: Receiver) -> Int {
    switch r {
    case .text, .image, .color: 0
    case .insettableShape, .shapeView: 1
    case .shape: 2
    case .anyView: 3
    }
  }
}
