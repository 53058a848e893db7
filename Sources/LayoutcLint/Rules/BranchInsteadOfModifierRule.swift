import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `branch-instead-of-modifier`: an if/else whose branches are the same view with different
/// arguments, which gives one view two identities.
struct BranchInsteadOfModifierRule: Rule {
  static let description = RuleDescription(
    id: "branch-instead-of-modifier", name: "Branch instead of modifier",
    summary: "An if/else or a switch whose branches hold the same view differing only in arguments or in an inert modifier",
    rationale: """
      Each branch of an if is a different position in the view structure, so the "same" view in \
      two branches has two identities: when the condition changes SwiftUI removes one view and \
      inserts another (a transition, and lost state) instead of updating one. Describe one view \
      whose value depends on the condition: `.opacity(expired ? 0.3 : 1)` — a modifier with no \
      effect at one of its values is inert, and cheap.
      """,
    severity: .warning,
    triggering: [
      Example("""
        struct ContentView: View {
            @State var expired = false
            var body: some View {
                ↓if expired {
                    Text("Biscuit").opacity(0.3)
                } else {
                    Text("Biscuit")
                }
            }
        }
        """),
      Example("""
        struct PawView: View {
            var tint: Color
            var body: some View { Circle().fill(tint) }
        }
        struct ContentView: View {
            @State var good = true
            var body: some View {
                ↓if good { PawView(tint: Color.green) } else { PawView(tint: Color.red) }
            }
        }
        """),
      Example("""
        struct ContentView: View {
            @State var wide = false
            var body: some View {
                ↓if wide { Text("a").frame(width: 100) } else { Text("a") }
            }
        }
        """),
      Example("""
        struct ContentView: View {
            @State var done = false
            var body: some View {
                ↓if done { Text("Done").frame(width: 100) } else { Text("To do") }
            }
        }
        """),
      Example("""
        enum Mood { case good, bad }
        struct ContentView: View {
            @State var mood = Mood.good
            var body: some View {
                ↓switch mood {
                case .good: Text("Good dog")
                case .bad: Text("Bad dog").opacity(0.5)
                }
            }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct ContentView: View {
            @State var expired = false
            var body: some View { Text("Biscuit").opacity(expired ? 0.3 : 1) }
        }
        """),
      Example("""
        struct ContentView: View {
            @State var failed = false
            var body: some View {
                Button("Send") {
                    if failed { report(retry: true) } else { report(retry: false) }
                }
            }
            func report(retry: Bool) {}
        }
        """),
      Example("""
        struct ContentView: View {
            @State var on = false
            var body: some View { if on { Text("on") } else { Circle() } }
        }
        """),
      Example("""
        struct ContentView: View {
            @State var wide = false
            var body: some View { Text("a").frame(width: wide ? 100 : 60) }
        }
        """),
      Example("""
        enum Mood { case good, bad }
        struct ContentView: View {
            @State var mood = Mood.good
            var body: some View {
                switch mood {
                case .good: Text("Good dog")
                case .bad: Circle()
                }
            }
        }
        """),
      Example("""
        enum Mood { case good, bad }
        struct ContentView: View {
            @State var mood = Mood.good
            var body: some View { Circle().fill(tint) }
            var tint: Color {
                switch mood {
                case .good: Color("good")
                case .bad: Color("bad").opacity(0.5)
                }
            }
        }
        """),
    ])

  /// The value at which a modifier has no visible effect, for the fix-it.
  static let inertValues: [String: String] = [
    "opacity": "1", "scaleEffect": "1", "blur": "0", "saturation": "1", "brightness": "0",
    "rotationEffect": ".zero", "offset": ".zero", "padding": "0", "grayscale": "0",
  ]

  /// Modifiers with several arguments that are inert at a value per argument: a frame of nil
  /// width and height takes its child's size (developer.apple.com/documentation/swiftui/view/
  /// frame(width:height:alignment:): "If you specify nil for a dimension, the frame uses the
  /// child's size"), an offset of 0, a padding of length 0. `=` marks an argument kept as
  /// written, which has no effect once the others are inert (the frame's alignment, the
  /// padding's edges).
  static let inertArguments: [String: [String: String]] = [
    "frame": ["width": "nil", "height": "nil", "alignment": "="],
    "offset": ["x": "0", "y": "0"],
    "padding": ["_0": "=", "_1": "0"],
  ]

  /// A modifier present in one branch only, written as the same modifier inert in the other
  /// branch: `.frame(width: 100)` in the true branch is `.frame(width: c ? 100 : nil)`.
  static func inertForm(_ name: String, _ arguments: [Argument], _ cond: String, whenTrue: Bool, _ file: SourceFile) -> String? {
    func choose(_ value: String, _ inert: String) -> String { whenTrue ? "\(cond) ? \(value) : \(inert)" : "\(cond) ? \(inert) : \(value)" }
    if arguments.count == 1, arguments[0].label == nil, let inert = inertValues[name] {
      // `padding(.horizontal)` is 16 points on those edges: no inert value.
      if case .implicitMember = arguments[0].value.kind, name == "padding" { return nil }
      return ".\(name)(\(choose(file.text(in: arguments[0].value.range), inert)))"
    }
    guard let table = inertArguments[name], !arguments.isEmpty else { return nil }
    var parts: [String] = []
    var converted = false
    for (index, a) in arguments.enumerated() {
      guard let inert = table[a.label ?? "_\(index)"] else { return nil }
      let text = ExprQueries.normalized(a.value, file)
      let value = inert == "=" ? text : choose(text, inert)
      if inert != "=" { converted = true }
      parts.append((a.label.map { "\($0): " } ?? "") + value)
    }
    return converted ? ".\(name)(\(parts.joined(separator: ", ")))" : nil
  }

  /// Statements that compute a value, not views: those of a function or computed property that
  /// is not a view builder (`body`, a style's `makeBody`, a `@ViewBuilder` member), outside the
  /// closures it passes on. Their `if` and `switch` are expressions (SE-0380) that make one value,
  /// never two identities (`func tint() -> Color { switch status { … } }`).
  static func valueStatements(_ files: [SourceFileSyntax]) -> Set<ObjectIdentifier> {
    var statements: Set<ObjectIdentifier> = []
    func collect(_ body: [Stmt]) {
      var all: [ObjectIdentifier] = [], inClosures: Set<ObjectIdentifier> = []
      let inner = ASTWalker(stmt: { inClosures.insert(ObjectIdentifier($0)) })
      ASTWalker(expr: { e in if case .closure(let c) = e.kind { inner.walk(c.body) } }, stmt: { all.append(ObjectIdentifier($0)) }).walk(body)
      statements.formUnion(all.filter { !inClosures.contains($0) })
    }
    let walker = ASTWalker(decl: { d in
      switch d.kind {
      case .function(let f) where !f.hasAttribute("ViewBuilder") && f.name != "makeBody": collect(f.body)
      case .variable(let v) where !v.hasAttribute("ViewBuilder") && v.name != "body": v.getter.map(collect)
      default: break
      }
    })
    for f in files { walker.walk(f) }
    return statements
  }

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    let values = Self.valueStatements(input.files)
    // An `if` that is the `else if` of a chain is judged with its chain, which has more than
    // two branches: not a two-state view.
    var chained: Set<ObjectIdentifier> = []
    input.forEachStmt { s, _ in
      if case .if(_, _, .elseIf(let next)?) = s.kind { chained.insert(ObjectIdentifier(s)); chained.insert(ObjectIdentifier(next)) }
    }
    input.forEachStmt { s, file in
      guard !chained.contains(ObjectIdentifier(s)), !values.contains(ObjectIdentifier(s)),
        case .if(let conds, let then, let elseClause) = s.kind, conds.count == 1, case .expression(let cond) = conds[0],
        case .block(let other, _)? = elseClause, then.count == 1, other.count == 1,
        case .expression(let a) = then[0].kind, case .expression(let b) = other[0].kind
      else { return }
      guard Self.showsView(a, input), Self.showsView(b, input), let fix = Self.merge(a, b, cond: file.text(in: cond.range), file) else { return }
      findings.append(Finding(
        file: file, range: SourceRange(at: s.range.start).union(SourceRange(at: advance(s.range.start, 2))),
        message: "both branches show '\(Self.shownName(ExprQueries.modifierChain(a).base, ExprQueries.modifierChain(b).base, file))', so a change of the condition replaces the view instead of updating it; use one view: '\(fix)'",
        fixIts: [FixIt(range: s.range, replacement: fix)]))
    }
    // A switch is an if in disguise (the talk: "switch statements are really just syntactic
    // sugar for conditional statements"): cases showing one view differing in arguments or
    // inert modifiers give that view one identity per case.
    input.forEachStmt { s, file in
      guard case .switch(let subject, let cases) = s.kind, cases.count >= 2, !values.contains(ObjectIdentifier(s)) else { return }
      let shown = cases.compactMap { c -> Expr? in
        guard c.body.count == 1, case .expression(let x) = c.body[0].kind else { return nil }
        return x
      }
      guard shown.count == cases.count, let first = shown.first, shown.allSatisfy({ Self.showsView($0, input) }),
        shown.dropFirst().allSatisfy({ Self.merge(first, $0, cond: "c", file) != nil || ExprQueries.normalized(first, file) == ExprQueries.normalized($0, file) }),
        shown.dropFirst().contains(where: { ExprQueries.normalized(first, file) != ExprQueries.normalized($0, file) })
      else { return }
      let name = Self.shownName(ExprQueries.modifierChain(first).base, ExprQueries.modifierChain(shown[1]).base, file)
      findings.append(Finding(
        file: file, range: SourceRange(at: s.range.start).union(SourceRange(at: advance(s.range.start, 6))),
        message: "every case shows '\(name)', so a change of '\(ExprQueries.normalized(subject, file))' replaces the view instead of updating it; show one view and compute the values that differ from '\(ExprQueries.normalized(subject, file))'"))
    }
    return findings
  }

  /// Whether `x` shows a view: a view's initializer (from the vocabulary, the module or assumed)
  /// with its modifiers, or a name (a view property); not a call in an action or a helper
  /// (`if error != nil { log(…) } else { log(…) }` in a completion handler).
  static func showsView(_ x: Expr, _ input: LintInput) -> Bool {
    let base = ExprQueries.modifierChain(x).base
    guard case .call(let callee, _) = base.kind else { return true }
    switch input.sema.facts.call(base)?.target {
    case .catalogView?, .userView?, .assumedView?: return true
    case nil:
      // Not resolved (a body the checker did not type): an initializer is a type's name,
      // capitalised, a function call is not (the API Design Guidelines' case conventions).
      if case .identifier(let name) = callee.kind { return name.first?.isUppercase == true }
      return true
    default: return false
    }
  }

  /// The view both branches show: written out when identical, else its name (`PawView(…)`).
  static func shownName(_ a: Expr, _ b: Expr, _ file: SourceFile) -> String {
    let ta = ExprQueries.normalized(a, file)
    if ta == ExprQueries.normalized(b, file) { return ta }
    if case .call(let callee, _) = a.kind { return ExprQueries.normalized(callee, file) + "(…)" }
    return ta
  }

  private func advance(_ l: SourceLocation, _ n: Int) -> SourceLocation {
    SourceLocation(offset: l.offset + n, line: l.line, column: l.column + n)
  }

  /// One expression equivalent to `if cond { a } else { b }`, when a and b differ only in
  /// argument values or in modifiers that have an inert value.
  static func merge(_ a: Expr, _ b: Expr, cond: String, _ file: SourceFile) -> String? {
    let ca = ExprQueries.modifierChain(a), cb = ExprQueries.modifierChain(b)
    guard let base = mergeCall(ca.base, cb.base, cond, file) else { return nil }
    var out = base
    var ia = 0, ib = 0
    var differs = base != ExprQueries.normalized(ca.base, file)
    while ia < ca.modifiers.count || ib < cb.modifiers.count {
      let ma = ia < ca.modifiers.count ? ca.modifiers[ia] : nil
      let mb = ib < cb.modifiers.count ? cb.modifiers[ib] : nil
      if let ma, let mb, ma.name == mb.name {
        guard let merged = mergeArguments(ma.arguments, mb.arguments, cond, file) else { return nil }
        if merged.changed { differs = true }
        out += ".\(ma.name)(\(merged.text))"
        ia += 1; ib += 1
      } else if let ma, mb == nil || !cb.modifiers[ib...].contains(where: { $0.name == ma.name }),
        let inert = inertForm(ma.name, ma.arguments, cond, whenTrue: true, file)
      {
        out += inert
        differs = true
        ia += 1
      } else if let mb, let inert = inertForm(mb.name, mb.arguments, cond, whenTrue: false, file) {
        out += inert
        differs = true
        ib += 1
      } else {
        return nil
      }
    }
    return differs ? out : nil
  }

  /// Two calls of the same view with the same labels: arguments merged with the condition.
  static func mergeCall(_ a: Expr, _ b: Expr, _ cond: String, _ file: SourceFile) -> String? {
    if ExprQueries.normalized(a, file) == ExprQueries.normalized(b, file) { return ExprQueries.normalized(a, file) }
    guard case .call(let fa, let aa) = a.kind, case .call(let fb, let ab) = b.kind,
      ExprQueries.normalized(fa, file) == ExprQueries.normalized(fb, file),
      !aa.contains(where: \.isTrailingClosure), !ab.contains(where: \.isTrailingClosure),
      let merged = mergeArguments(aa, ab, cond, file)
    else { return nil }
    return "\(ExprQueries.normalized(fa, file))(\(merged.text))"
  }

  static func mergeArguments(_ a: [Argument], _ b: [Argument], _ cond: String, _ file: SourceFile) -> (text: String, changed: Bool)? {
    guard a.count == b.count, zip(a, b).allSatisfy({ $0.label == $1.label }) else { return nil }
    var parts: [String] = []
    var changed = false
    for (x, y) in zip(a, b) {
      let tx = ExprQueries.normalized(x.value, file), ty = ExprQueries.normalized(y.value, file)
      if case .closure = x.value.kind { if tx != ty { return nil } }
      let value = tx == ty ? tx : "\(cond) ? \(tx) : \(ty)"
      if tx != ty { changed = true }
      parts.append((x.label.map { "\($0): " } ?? "") + value)
    }
    return (parts.joined(separator: ", "), changed)
  }
}
