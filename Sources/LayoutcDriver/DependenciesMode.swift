import LayoutcEmit
import LayoutcEval
import LayoutcSema

/// `--dependencies`: each selected root evaluated under `--set`, its dependency graph
/// (text, JSON, DOT); with `--against`, which bodies the change re-runs; with `=VIEW`, one
/// view's dependencies narrated.
extension Compilation {
  mutating func dependencies(_ sema: SemaResult, view: String?) -> String? {
    let (roots, rootErrors) = RootSelection.select(
      sema.model, preview: options.preview, view: options.view, files: modulePaths, skipping: sema.containment)
    diagnostics.emit(contentsOf: rootErrors)
    guard !roots.isEmpty, let before = evaluate(roots, options.assignments, sema) else { return nil }
    if !options.againstAssignments.isEmpty {
      guard let after = evaluate(roots, options.againstAssignments, sema) else { return nil }
      // Both states evaluate the same roots in the same order (two unnamed previews share a
      // name); when a root failed in one state, the others are paired by name.
      let pairs = before.count == after.count
        ? Array(zip(before, after)) : before.compactMap { b in after.first { $0.name == b.name }.map { (b, $0) } }
      let results = pairs.map { (root: $0.0.name, Invalidation(before: $0.0, after: $0.1, sema: sema)) }
      if options.format == .json { jsonInvalidations += results; return "" }
      return InvalidationReport.text(results, before: Self.describe(options.assignments), after: Self.describe(options.againstAssignments))
    }
    let graphs = before.map { DependencyGraph(root: $0, sema: sema) }
    if let view {
      var out: [String] = []
      for g in graphs {
        let found = DependencyNarration.matches(view, in: g)
        guard !found.isEmpty else { continue }
        out.append((graphs.count > 1 ? "// \(g.root)\n" : "") + DependencyNarration.text(found, in: g))
      }
      if out.isEmpty {
        diagnostics.emit(DriverDiagnostics.unknownDependencyView(view))
        return nil
      }
      return out.joined(separator: "\n")
    }
    if options.format == .json || options.format == .dot { jsonGraphs += graphs; return "" }
    return DependenciesReport.text(graphs)
  }
}
