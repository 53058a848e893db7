import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Which roots a run evaluates: every `#Preview` of the module, whatever file declares it (or
/// the one `--preview` names); else the view `--view` names; else `ContentView`; else the last
/// view declared, the module's files taken in their order (path order in a folder, command-line
/// order for named files: `Inputs`), so the same view on every machine (design.md).
enum RootSelection {
  enum Root {
    case preview(PreviewInfo)
    case view(ViewInfo)
  }

  /// - Parameter files: the module's own files, named by the error when it declares no view; a
  ///   preview or view of another file (a dependency's, checked with the module for its
  ///   declarations) is a root of its own module, not of this one, unless `--view` names it.
  /// Roots the module's errors skip (`Containment`) are left out, without another error: the
  /// error, or the note saying which failed declaration the root uses, is already reported.
  static func select(
    _ model: SemanticModel, preview: String?, view: String?, files: [String], skipping contained: Containment = Containment()
  ) -> ([Root], [Diagnostic]) {
    let (roots, errors) = selectAll(model, preview: preview, view: view, files: files)
    let kept = roots.filter { root in
      switch root {
      case .view(let v): return !contained.isSkipped(v)
      case .preview(let p):
        return !contained.skippedPreviews.contains { i in model.previews[i].range == p.range && model.previews[i].file === p.file }
      }
    }
    return (kept, errors)
  }

  private static func selectAll(_ model: SemanticModel, preview: String?, view: String?, files: [String]) -> ([Root], [Diagnostic]) {
    let own = Set(files)
    let previews = model.previews.filter { own.contains($0.file.path) }
    let ownView = { (name: String) in model.views[name].flatMap { own.contains($0.file.path) ? $0 : nil } }
    if let view {
      guard let v = model.views[view] else {
        var d = DriverDiagnostics.error("driver.unknown-view", "no view named '\(view)' in the inputs")
        if let s = Suggestions.closest(to: view, in: model.viewOrder) { d.message += "; did you mean '\(s)'?" }
        return ([], [d])
      }
      return ([.view(v)], [])
    }
    if let preview {
      let matches = previews.filter { $0.name == preview }
      guard !matches.isEmpty else {
        var d = DriverDiagnostics.error("driver.unknown-preview", "no #Preview named '\(preview)' in the inputs")
        let names = previews.compactMap(\.name)
        if let s = Suggestions.closest(to: preview, in: names) {
          d.message += "; did you mean '\(s)'?"
        } else {
          d.message += names.isEmpty ? "; the inputs' previews have no names" : "; the named previews are " + listed(names)
        }
        return ([], [d])
      }
      return (matches.map { .preview($0) }, [])
    }
    if !previews.isEmpty { return (previews.map { .preview($0) }, []) }
    if let v = ownView("ContentView") ?? model.viewOrder.last(where: { ownView($0) != nil }).flatMap(ownView) { return ([.view(v)], []) }
    // One file (an empty one, say) is named as the file of the error; several are listed.
    var d = DriverDiagnostics.error("driver.no-view", "the inputs declare no view to evaluate")
    if files.count == 1 {
      d.file = files[0]
      d.message = "the file declares no view to evaluate"
    } else if !files.isEmpty {
      // A folder's module may have hundreds of files: the first few name it.
      let shown = files.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (files.count > 3 ? " and \(files.count - 3) more" : "")
      d.message = "the inputs (\(shown)) declare no view to evaluate"
    }
    return ([], [d])
  }

  /// At most ten names, quoted: a module may declare hundreds of previews.
  private static func listed(_ names: [String]) -> String {
    var seen = Set<String>()
    let unique = names.filter { seen.insert($0).inserted }
    return unique.prefix(10).map { "'\($0)'" }.joined(separator: ", ") + (unique.count > 10 ? " and \(unique.count - 10) more" : "")
  }

  /// The view whose properties `--set` assigns: the root view, or the first user view a
  /// preview body creates, in source order and outermost first: `ContentView().padding()`,
  /// `VStack { Header(); ContentView() }` (Header), `NavigationStack { ContentView() }`.
  static func stateView(_ root: Root, _ model: SemanticModel, _ facts: TypeFacts) -> ViewInfo? {
    switch root {
    case .view(let v): return v
    case .preview(let p):
      var found: ViewInfo?
      let walker = ASTWalker(expr: { e in
        guard found == nil, case .call = e.kind, let call = facts.call(e), case .userView(let name) = call.target else { return }
        found = model.views[name]
      })
      walker.walk(p.body)
      return found
    }
  }
}
