import LayoutcSema
import LayoutcSource

/// Which roots a run evaluates: every `#Preview` (or the one `--preview` names); else the
/// view `--view` names; else `ContentView`; else the last view declared (design.md).
enum RootSelection {
  enum Root {
    case preview(PreviewInfo)
    case view(ViewInfo)
  }

  static func select(_ model: SemanticModel, preview: String?, view: String?) -> ([Root], [Diagnostic]) {
    if let view {
      guard let v = model.views[view] else {
        var d = DriverDiagnostics.error("driver.unknown-view", "no view named '\(view)' in the inputs")
        if let s = Suggestions.closest(to: view, in: model.viewOrder) { d.message += "; did you mean '\(s)'?" }
        return ([], [d])
      }
      return ([.view(v)], [])
    }
    if let preview {
      let matches = model.previews.filter { $0.name == preview }
      guard !matches.isEmpty else {
        var d = DriverDiagnostics.error("driver.unknown-preview", "no #Preview named '\(preview)' in the inputs")
        if let s = Suggestions.closest(to: preview, in: model.previews.compactMap(\.name)) { d.message += "; did you mean '\(s)'?" }
        return ([], [d])
      }
      return (matches.map { .preview($0) }, [])
    }
    if !model.previews.isEmpty { return (model.previews.map { .preview($0) }, []) }
    if let v = model.views["ContentView"] ?? model.viewOrder.last.flatMap({ model.views[$0] }) { return ([.view(v)], []) }
    return ([], [DriverDiagnostics.error("driver.no-view", "the inputs declare no view to evaluate")])
  }

  /// The view whose properties `--set` assigns: the root view, or the first view a preview
  /// body instantiates.
  static func stateView(_ root: Root, _ model: SemanticModel, _ facts: TypeFacts) -> ViewInfo? {
    switch root {
    case .view(let v): return v
    case .preview(let p):
      for s in p.body {
        guard case .expression(var e) = s.kind else { continue }
        // Look through modifiers: `ContentView().padding()`.
        while true {
          if let call = facts.call(e), case .userView(let name) = call.target { return model.views[name] }
          guard case .call(let callee, _) = e.kind, case .member(let base, _, _) = callee.kind else { break }
          e = base
        }
      }
      return nil
    }
  }
}
