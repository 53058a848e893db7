import LayoutcSource
import LayoutcSyntax

/// Pass 1 for the declarations apps write around their views: `ViewModifier` structs,
/// `PreviewProvider` previews, and members declared in extensions (`extension View`
/// helpers, protocol defaults, data types' computed properties).
extension Declare {
  /// `struct Card: ViewModifier { func body(content: Content) -> some View { ... } }`: a
  /// view-like type whose member `body(content:)` is typed with `content` standing for the
  /// modified view.
  mutating func declareViewModifier(_ t: TypeDecl, _ name: String, _ file: SourceFile) {
    declareView(t, name, file, isModifier: true)
    let hasBody = t.members.contains { m in
      if case .function(let f) = m.kind { return f.name == "body" && f.parameters.map(\.label) == ["content"] }
      return false
    }
    if !hasBody {
      diagnostics.append(SemaDiagnostics.notConforming(TypePrinter.runtimeName(name), "ViewModifier").at(
        t.nameRange, in: file,
        notes: [Note("protocol requires function 'body(content:)' with type '(Self.Content) -> Self.Body'", file: file.path, range: t.nameRange)]))
    }
  }

  /// The styles whose `makeBody(configuration:)` is typed (SwiftUI: each protocol's
  /// `Configuration` is `<Name>Configuration`, and `makeBody` is `@ViewBuilder`).
  static let styleConfigurations: [String: String] = [
    "ButtonStyle": "ButtonStyleConfiguration", "PrimitiveButtonStyle": "PrimitiveButtonStyleConfiguration",
    "LabelStyle": "LabelStyleConfiguration", "ToggleStyle": "ToggleStyleConfiguration",
  ]

  static func styleConfiguration(_ t: TypeDecl) -> String? {
    styleConfigurations.sorted { $0.key < $1.key }.first { t.conforms(to: $0.key) }?.value
  }

  /// `struct X_Previews: PreviewProvider { static var previews: some View { ... } }`: "Xcode
  /// generates a preview for each view that you list" (Apple, PreviewProvider.previews), so
  /// each view of the `previews` builder, and each view of a `Group` there, is a root. Preview
  /// modifiers outermost on each (`.previewLayout(.fixed(width:height:))`, `.previewDisplayName`,
  /// `.previewDevice`) give its traits and name.
  mutating func declarePreviewProvider(_ t: TypeDecl, _ file: SourceFile) {
    var previews: VariableDecl? = nil
    for m in t.members { if case .variable(let v) = m.kind, v.name == "previews", v.isStatic, v.getter != nil { previews = v } }
    guard let previews, let body = previews.getter else {
      diagnostics.append(SemaDiagnostics.notConforming(TypePrinter.runtimeName(t.name), "PreviewProvider").at(
        t.nameRange, in: file, notes: [Note("protocol requires property 'previews' with type 'Self.Previews'", file: file.path, range: t.nameRange)]))
      return
    }
    // Locals the previews use (`let store = Store.preview`) precede each preview's view.
    var locals: [Stmt] = []
    for s in previewStatements(body) {
      guard case .expression(var e) = s.kind else {
        if case .variable = s.kind { locals.append(s); continue }
        // `if let mock = … { Row(mock) }`, a `switch`: the builder's branch is one preview.
        switch s.kind {
        case .if, .switch:
          model.previews.append(PreviewInfo(name: nil, traits: .device, body: locals + [s], range: s.range, file: file, context: t.name))
          continue
        default: break
        }
        diagnostics.append(SemaDiagnostics.previewStatement.at(s.range, in: file))
        continue
      }
      var name: String? = nil
      var traits = PreviewInfo.Traits.device
      // Preview modifiers are read wherever they stand in the root's modifier chain
      // (`.previewLayout(.sizeThatFits).environment(\.colorScheme, .dark)`): they describe the
      // preview, not a view, and the chain is rebuilt without them.
      var kept: [(callee: Expr, args: [Argument], range: SourceRange)] = []
      // The root without its outermost preview modifiers: kept as written unless one stands
      // further in (its nodes are the ones the checker types).
      var outermostStripped = e
      var rebuild = false
      while case .call(let callee, let args) = e.kind, case .member(let base, let modifier, let modifierRange) = callee.kind {
        guard Self.previewModifiers.contains(modifier) else {
          kept.append((callee, args, e.range))
          e = base
          continue
        }
        if kept.isEmpty { outermostStripped = base } else { rebuild = true }
        switch modifier {
        case "previewDisplayName":
          if args.count == 1, case .stringLiteral(let segs) = args[0].value.kind {
            name = name ?? segs.map { if case .text(let t) = $0 { t } else { "" } }.joined()
          } else {
            diagnostics.append(SemaDiagnostics.previewModifierArgument(modifier).at(callee.range, in: file))
          }
        case "previewLayout":
          if args.count == 1, let t = previewLayout(args[0].value) { traits = t } else {
            diagnostics.append(SemaDiagnostics.previewModifierArgument(modifier).at(args.first?.value.range ?? modifierRange, in: file))
          }
        default:
          // Another device than the one layoutc models would be a silent wrong answer.
          diagnostics.append(SemaDiagnostics.previewDeviceNotModelled(modifier, file.strictness).at(modifierRange, in: file))
        }
        e = base
      }
      if !rebuild { e = outermostStripped; kept = [] }
      for (callee, args, range) in kept.reversed() {
        guard case .member(_, let modifier, let modifierRange) = callee.kind else { continue }
        e = Expr(.call(callee: Expr(.member(base: e, name: modifier, nameRange: modifierRange), callee.range), arguments: args), range)
      }
      model.previews.append(PreviewInfo(name: name, traits: traits, body: locals + [Stmt(.expression(e), e.range)], range: s.range, file: file, context: t.name))
    }
  }

  static let previewModifiers: Set<String> = ["previewLayout", "previewDisplayName", "previewDevice", "previewInterfaceOrientation"]

  /// The statements of `previews`, a `Group { ... }` among them spread into its children.
  private func previewStatements(_ body: [Stmt]) -> [Stmt] {
    var result: [Stmt] = []
    for s in body {
      if case .expression(let e) = s.kind, case .call(let callee, let args) = e.kind, case .identifier("Group") = callee.kind,
        args.count == 1, args[0].isTrailingClosure, case .closure(let c) = args[0].value.kind
      {
        result += previewStatements(c.body)
      } else if case .return(let e?) = s.kind {
        result.append(Stmt(.expression(e), s.range))
      } else {
        result.append(s)
      }
    }
    return result
  }

  /// `.fixed(width: 320, height: 100)`, `.sizeThatFits`, `.device` (PreviewLayout's cases).
  private func previewLayout(_ e: Expr) -> PreviewInfo.Traits? {
    switch e.kind {
    case .implicitMember("sizeThatFits"): return .sizeThatFits
    case .implicitMember("device"): return .device
    case .call(let callee, let args):
      guard case .implicitMember("fixed") = callee.kind, args.count == 2, args[0].label == "width", args[1].label == "height",
        let w = NumericLiteral.value(args[0].value), let h = NumericLiteral.value(args[1].value)
      else { return nil }
      return .fixedLayout(width: w, height: h)
    default: return nil
    }
  }

  /// Members an extension adds: `extension View` helpers returning views, and computed
  /// properties and methods of data types and protocols (defaults for conformers). Statics
  /// and nested types are declared by `declareNestedTypes`.
  mutating func declareExtensionMembers(_ t: TypeDecl, _ file: SourceFile) {
    for m in t.members {
      if t.name == "EnvironmentValues", case .variable(let v) = m.kind, !v.isStatic {
        model.environmentEntries[v.name] = GlobalInfo(decl: v, file: file, context: t.name)
      }
      switch m.kind {
      case .function(let f) where f.name == "init":
        model.extensionInitializers[t.name, default: []].append(ExtensionInitializer(decl: f, requirements: t.whereClause, file: file))
      case .function(let f) where !f.isStatic:
        if t.name == "View" {
          if returnsView(f.returnType) { model.viewExtensions[f.name, default: []].append(FunctionInfo(decl: f, file: file, context: nil)) }
        } else {
          model.extensionMembers[t.name, default: []].append(ExtensionMember(kind: .function(f), file: file, owner: t.name))
        }
      case .variable(let v) where !v.isStatic && v.getter != nil && t.name != "View":
        model.extensionMembers[t.name, default: []].append(ExtensionMember(kind: .property(v), file: file, owner: t.name))
      default:
        break
      }
    }
  }
}
