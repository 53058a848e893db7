/// docs/vocabulary.md, generated from the catalog so it cannot drift from it: a test compares
/// the file with this text and fails when the catalog changed without the document.
public enum VocabularyDocument {
  public static func markdown() -> String {
    var out = """
      # Vocabulary

      Generated from `Sources/LayoutcCatalog` by `VocabularyDocument`; do not edit by hand
      (`LAYOUTC_UPDATE_GOLDENS=1 swift test --filter GeneratedDocs` rewrites it). Every view
      and modifier the language accepts, with its argument labels, the type Swift prints for
      it (`Self` is the modified view, `$N` the type of argument N, `$Nv` the value type of
      the binding passed as argument N, `$id` the element's `ID`),
      the SDK profiles that have it, and its layout role. Sources are in catalog-sources.md and
      in each catalog entry. "(estimate)" marks a type read from a runtime name rather than an
      interface: its generic arguments are layoutc's reading (docs/types.md).

      """
    func signature(_ name: String, _ o: Overload) -> String {
      let labels = o.parameters.map { p -> String in
        let label = (p.label ?? "_") + ":"
        return p.hasDefault ? "[\(label)]" : label
      }
      return "`\(name)(\(labels.joined()))`"
    }
    func sdks(_ s: Set<SDK>) -> String {
      s.count == SDK.allCases.count ? "all" : s.map(\.rawValue).sorted().joined(separator: ", ")
    }
    out += "\n## Views\n\n| view | signature | type | SDK | layout |\n| --- | --- | --- | --- | --- |\n"
    for name in Catalog.views.keys.sorted() {
      let entry = Catalog.views[name]!
      for o in entry.initializers {
        out += "| \(name) | \(signature(name, o)) | `\(o.result)` | \(sdks(o.sdks)) | \(o.layout.rawValue) |\n"
      }
      for member in entry.staticMembers.keys.sorted() {
        let s = entry.availability[member].map(sdks) ?? "all"
        out += "| \(name) | `\(name).\(member)` | `\(entry.staticMembers[member]!)` | \(s) | \(entry.initializers.first?.layout.rawValue ?? "") |\n"
      }
    }
    out += "\n## Modifiers\n\n| modifier | on | signature | type | SDK | layout |\n| --- | --- | --- | --- | --- | --- |\n"
    for name in Catalog.modifiers.keys.sorted() {
      for entry in Catalog.modifiers[name]! {
        for o in entry.overloads {
          let estimate = o.source.hasPrefix(Catalog.estimatePrefix) ? " (estimate)" : ""
          out += "| \(name) | \(entry.receiver.rawValue) | \(signature(name, o)) | `\(o.result)`\(estimate) | \(sdks(o.sdks)) | \(o.layout.rawValue) |\n"
        }
      }
    }
    out += "\n## Value types\n\n| type | members | functions | methods |\n| --- | --- | --- | --- |\n"
    for name in Catalog.valueTypes.keys.sorted() {
      let e = Catalog.valueTypes[name]!
      let functions = e.functions.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
      let methods = e.methods.keys.sorted().map { m in
        "`\(m)(\(e.methods[m]!.map { "_: \($0)" }.joined(separator: ", ")))`" + (e.availability[m].map { " (\(sdks($0)))" } ?? "")
      }.joined(separator: ", ")
      out += "| \(name) | \(e.members.map { "`.\($0)`" }.joined(separator: ", ")) | \(functions) | \(methods) |\n"
    }
    return out
  }
}
