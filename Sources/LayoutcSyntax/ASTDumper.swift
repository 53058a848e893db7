import LayoutcSource

/// A stable text dump of a syntax tree: one node a line, `Kind @l:c-l:c attributes`, children
/// indented by two spaces. Used by `--dump-ast` and golden tests.
///
/// Indentation stops growing at `maximumIndent` levels: a deeper line is indented as a line at
/// that level and starts with its depth, `[depth 41] `. Indenting every level would make the
/// dump quadratic in the nesting (a 512-link modifier chain nests about 1,500 levels deep).
public struct ASTDumper {
  /// Levels of indentation written out in full; deeper lines print their depth instead.
  public static let maximumIndent = 32
  private var lines: [String] = []
  private var indent = 0

  public static func dump(_ file: SourceFileSyntax) -> String {
    var d = ASTDumper()
    d.line("SourceFile \(d.quoted(file.file.path))")
    d.nested { d in
      for decl in file.declarations { d.decl(decl) }
      d.conditionalBlocks(file.conditionalBlocks)
    }
    return d.lines.joined(separator: "\n") + "\n"
  }

  /// One line; names may hold bidirectional controls (Swift allows them in identifiers), so
  /// the line is made printable (string values are already escaped by `quoted`).
  private mutating func line(_ text: String) {
    if indent > ASTDumper.maximumIndent {
      lines.append(String(repeating: "  ", count: ASTDumper.maximumIndent) + "[depth \(indent)] " + PrintableText.escaped(text))
    } else {
      lines.append(String(repeating: "  ", count: indent) + PrintableText.escaped(text))
    }
  }
  private mutating func nested(_ body: (inout ASTDumper) -> Void) {
    indent += 1
    body(&self)
    indent -= 1
  }
  private func at(_ r: SourceRange) -> String { "@\(r)" }
  private func quoted(_ s: String) -> String { PrintableText.escaped(s, quoted: true) }

  private mutating func decl(_ d: Decl) {
    switch d.kind {
    case .import(let path):
      line("Import \(path.joined(separator: ".")) \(at(d.range))")
    case .type(let t):
      let kindName = t.kind.rawValue.prefix(1).uppercased() + t.kind.rawValue.dropFirst()
      var desc = "\(kindName)Decl \(t.name) \(at(d.range))"
      if let e = t.extendedType, case .named = e.kind {} else if let e = t.extendedType { desc += " type=\(TypeReprPrinter.print(e))" }
      desc += generics(t.genericParameters)
      if !t.inheritance.isEmpty { desc += " inherits=[" + t.inheritance.map(TypeReprPrinter.print).joined(separator: ", ") + "]" }
      desc += requirements(t.whereClause)
      desc += attributesAndModifiers(t.attributes, t.modifiers, attributesFirst: false)
      line(desc)
      nested { d in d.attributeArguments(t.attributes); for m in t.members { d.decl(m) } }
    case .variable(let v):
      variable(v)
    case .function(let f):
      var desc = "FuncDecl \(f.name)\(f.failability ?? "") \(at(d.range))"
      desc += attributesAndModifiers(f.attributes, f.modifiers, attributesFirst: true)
      if !f.genericParameters.isEmpty {
        desc += " generics=[\(f.genericParameters.map { ($0.isPack ? "each " : "") + $0.name }.joined(separator: ", "))]"
      }
      desc += effects(f.effects)
      if let r = f.returnType { desc += " returns=\(TypeReprPrinter.print(r))" }
      desc += requirements(f.whereClause)
      if !f.hasBody { desc += " no-body" }
      line(desc)
      nested { d in
        d.attributeArguments(f.attributes)
        d.parameters(f.parameters)
        for s in f.body { d.stmt(s) }
      }
    case .enumCase(let elements):
      var desc = "EnumCaseDecl \(at(d.range))"
      if let first = elements.first { desc += attributesAndModifiers(first.attributes, first.modifiers, attributesFirst: true) }
      line(desc)
      nested { d in
        for e in elements {
          var desc = "Case \(e.name) \(d.at(e.range))"
          if !e.associatedValues.isEmpty {
            let values = e.associatedParameters.isEmpty
              ? e.associatedValues.map(TypeReprPrinter.print)
              : e.associatedParameters.map { p in
                (p.label.map { $0 + ": " } ?? (p.name.isEmpty ? "" : "_ \(p.name): ")) + TypeReprPrinter.print(p.type)
              }
            desc += " values=(\(values.joined(separator: ", ")))"
          }
          d.line(desc)
          d.nested { d in
            for p in e.associatedParameters { if let v = p.defaultValue { d.expr(v, label: "default \(p.label ?? "_")") } }
            if let raw = e.rawValue { d.expr(raw, label: "raw") }
          }
        }
      }
    case .typealias(let a):
      var desc = "TypealiasDecl \(a.name)\(generics(a.genericParameters)) = \(TypeReprPrinter.print(a.type)) \(at(d.range))"
      desc += requirements(a.whereClause)
      desc += attributesAndModifiers(a.attributes, a.modifiers, attributesFirst: true)
      line(desc)
    case .macro(let m):
      line("MacroExpansionDecl #\(m.name) \(at(d.range))")
      nested { d in
        for a in m.arguments { d.argument(a) }
        if let body = m.body { for s in body { d.stmt(s) } }
      }
    case .subscript(let s):
      var desc = "SubscriptDecl \(at(d.range))"
      desc += attributesAndModifiers(s.attributes, s.modifiers, attributesFirst: true)
      desc += generics(s.genericParameters)
      desc += " returns=\(TypeReprPrinter.print(s.returnType))"
      desc += requirements(s.whereClause)
      line(desc)
      nested { d in
        d.attributeArguments(s.attributes)
        d.parameters(s.parameters)
        if s.accessors.isEmpty, let g = s.getter { for st in g { d.stmt(st) } }
        for a in s.accessors { d.accessor(a) }
      }
    case .deinit(let body):
      line("DeinitDecl \(at(d.range))")
      nested { for s in body { $0.stmt(s) } }
    case .topLevelCode(let s):
      line("TopLevelCode \(at(d.range))")
      nested { $0.stmt(s) }
    case .operator(let o):
      line("OperatorDecl \(o.fixity) \(o.name)\(o.precedenceGroup.map { " group=" + $0 } ?? "") \(at(d.range))")
    case .precedenceGroup(let g):
      let attributes = g.attributes.map { "\($0.name): \($0.values.joined(separator: ", "))" }
      line("PrecedenceGroupDecl \(g.name) \(at(d.range))" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: "; "))]"))
    case .associatedType(let a):
      var desc = "AssociatedTypeDecl \(a.name) \(at(d.range))"
      if !a.constraints.isEmpty { desc += " inherits=[" + a.constraints.map(TypeReprPrinter.print).joined(separator: ", ") + "]" }
      if let t = a.defaultType { desc += " default=\(TypeReprPrinter.print(t))" }
      desc += requirements(a.whereClause)
      line(desc)
    case .patternBinding(let b):
      var desc = "\(b.isLet ? "Let" : "Var")PatternDecl \(pattern(b.pattern)) \(at(d.range))"
      desc += attributesAndModifiers(b.attributes, b.modifiers, attributesFirst: true)
      if let t = b.type { desc += " type=\(TypeReprPrinter.print(t))" }
      line(desc)
      if let e = b.initializer { nested { $0.expr(e, label: "initializer") } }
    case .compilerDirective(let name, let arguments):
      line("CompilerDirective #\(name) \(at(d.range))")
      nested { d in for a in arguments { d.argument(a) } }
    }
  }

  private func pattern(_ p: BindingPattern) -> String {
    switch p {
    case .name(let n, _): return n
    case .wildcard: return "_"
    case .tuple(let elements, _): return "(" + elements.map(pattern).joined(separator: ", ") + ")"
    }
  }

  private func generics(_ params: [GenericParameter]) -> String {
    guard !params.isEmpty else { return "" }
    let list: [String] = params.map { g in
      let name = (g.isPack ? "each " : "") + g.name
      if let c = g.constraint { return name + ": " + TypeReprPrinter.print(c) }
      return name
    }
    return " generics=[" + list.joined(separator: ", ") + "]"
  }

  private func requirements(_ list: [GenericRequirement]) -> String {
    guard !list.isEmpty else { return "" }
    let text = list.map { r in
      TypeReprPrinter.print(r.subject) + (r.kind == .conformance ? ": " : " == ") + TypeReprPrinter.print(r.constraint)
    }
    return " where=[" + text.joined(separator: ", ") + "]"
  }

  private func effects(_ e: Effects) -> String {
    var words: [String] = []
    if e.isAsync { words.append("async") }
    if let t = e.throwsKeyword { words.append(t + (e.thrownType.map { "(\(TypeReprPrinter.print($0)))" } ?? "")) }
    return words.isEmpty ? "" : " effects=[\(words.joined(separator: " "))]"
  }

  /// `@available(iOS 17, *)` keeps its argument text in the line; expression arguments are
  /// dumped beneath by `attributeArguments`.
  private func attributeList(_ attributes: [Attribute]) -> String {
    let names: [String] = attributes.map { a in
      let generic = a.genericArguments.isEmpty
        ? "" : "<" + a.genericArguments.map(TypeReprPrinter.print).joined(separator: ", ") + ">"
      return "@" + a.name + generic + (a.argumentText.map { "(" + $0 + ")" } ?? "")
    }
    return " attributes=[" + names.joined(separator: ", ") + "]"
  }

  private func attributesAndModifiers(_ attributes: [Attribute], _ modifiers: [String], attributesFirst: Bool) -> String {
    let a = attributes.isEmpty ? "" : attributeList(attributes)
    let m = modifiers.isEmpty ? "" : " modifiers=[\(modifiers.joined(separator: ", "))]"
    return attributesFirst ? a + m : m + a
  }

  private mutating func attributeArguments(_ attributes: [Attribute]) {
    for a in attributes {
      guard let args = a.arguments, !args.isEmpty else { continue }
      line("AttributeArguments @\(a.name) \(at(a.range))")
      nested { d in for x in args { d.argument(x) } }
    }
  }

  private mutating func parameters(_ params: [FunctionParameter]) {
    for p in params {
      var pd = "Parameter \(p.label ?? "_") \(p.name): \(TypeReprPrinter.print(p.type)) \(at(p.range))"
      if !p.attributes.isEmpty { pd += attributeList(p.attributes) }
      line(pd)
      if let v = p.defaultValue { nested { $0.expr(v, label: "default") } }
    }
  }

  private mutating func accessor(_ a: AccessorDecl) {
    var desc = "Accessor \(a.kind)\(a.parameterName.map { "(\($0))" } ?? "") \(at(a.range))"
    desc += attributesAndModifiers(a.attributes, a.modifiers, attributesFirst: true)
    desc += effects(a.effects)
    if a.body == nil { desc += " no-body" }
    line(desc)
    if let b = a.body { nested { for s in b { $0.stmt(s) } } }
  }

  private mutating func variable(_ v: VariableDecl) {
    var desc = "\(v.isLet ? "Let" : "Var")Decl \(v.name) \(at(v.range))"
    desc += attributesAndModifiers(v.attributes, v.modifiers, attributesFirst: true)
    if let t = v.type { desc += " type=\(TypeReprPrinter.print(t))" }
    if v.getter != nil { desc += " computed" }
    if let a = v.accessorRequirements { desc += " requirement={ \(a.joined(separator: " ")) }" }
    line(desc)
    nested { d in
      d.attributeArguments(v.attributes)
      if let e = v.initializer { d.expr(e, label: "initializer") }
      if v.accessors.isEmpty, let g = v.getter { for s in g { d.stmt(s) } }
      for a in v.accessors { d.accessor(a) }
    }
  }

  /// The file's `#if` blocks, after its declarations.
  private mutating func conditionalBlocks(_ blocks: [IfConfigBlock]) {
    for b in blocks {
      line("IfConfig \(b.context.rawValue) \(at(b.range))")
      nested { d in
        for c in b.clauses {
          var desc = c.keyword + (c.condition.map { " " + $0.description } ?? "")
          desc += c.isActive ? " active" : c.isSkipped ? " skipped" : " inactive"
          desc += " elements=\(c.elementCount) \(d.at(c.range))"
          d.line(desc)
        }
      }
    }
  }

  private mutating func stmts(_ list: [Stmt], label: String) {
    line(label)
    nested { for s in list { $0.stmt(s) } }
  }

  private mutating func conditions(_ list: [Condition]) {
    for c in list {
      switch c {
      case .expression(let e): expr(e, label: "condition")
      case .optionalBinding(let isLet, let name, let r, let value):
        line("OptionalBinding \(isLet ? "let" : "var") \(name) \(at(r))")
        if let value { nested { $0.expr(value, label: nil) } }
      case .available(let platforms, let r):
        line("Available \(platforms.joined(separator: " ")) \(at(r))")
      case .unavailable(let platforms, let r):
        line("Unavailable \(platforms.joined(separator: " ")) \(at(r))")
      case .pattern(let pattern, let value):
        line("CasePattern")
        nested { $0.expr(pattern, label: "pattern"); $0.expr(value, label: "value") }
      }
    }
  }

  private mutating func stmt(_ s: Stmt) {
    let labelled = s.label.map { " label=\($0)" } ?? ""
    switch s.kind {
    case .expression(let e):
      expr(e, label: nil)
    case .variable(let v):
      variable(v)
    case .destructuring(let isLet, let pattern, let type, let value):
      line("\(isLet ? "Let" : "Var")Pattern \(at(s.range))" + (type.map { " type=" + TypeReprPrinter.print($0) } ?? ""))
      nested { d in d.expr(pattern, label: "pattern"); if let value { d.expr(value, label: "initializer") } }
    case .if(let conditions, let then, let elseClause):
      line("IfStmt \(at(s.range))\(labelled)")
      nested { d in
        d.conditions(conditions)
        d.stmts(then, label: "Then")
        switch elseClause {
        case .block(let body, let r)?: d.stmts(body, label: "Else \(d.at(r))")
        case .elseIf(let nestedIf)?: d.line("Else"); d.nested { $0.stmt(nestedIf) }
        case nil: break
        }
      }
    case .guard(let conditions, let body):
      line("GuardStmt \(at(s.range))")
      nested { d in
        d.conditions(conditions)
        d.stmts(body, label: "Else")
      }
    case .switch(let subject, let cases):
      line("SwitchStmt \(at(s.range))\(labelled)")
      nested { d in
        d.expr(subject, label: "subject")
        for c in cases {
          let unknown = c.isUnknown ? "@unknown " : ""
          d.line(unknown + (c.isDefault ? "Default \(d.at(c.range))" : "Case \(d.at(c.range))"))
          d.nested { d in
            for (i, p) in c.patterns.enumerated() {
              d.expr(p, label: "pattern")
              if let w = c.whereClause(of: i) { d.expr(w, label: "where") }
            }
            for b in c.body { d.stmt(b) }
          }
        }
      }
    case .for(let loop):
      var desc = "ForStmt \(at(s.range))\(labelled)"
      if loop.isCase { desc += " case" }
      if loop.isAwait { desc += " await" }
      line(desc)
      nested { d in
        d.expr(loop.pattern, label: "pattern")
        d.expr(loop.sequence, label: "sequence")
        if let w = loop.whereClause { d.expr(w, label: "where") }
        for b in loop.body { d.stmt(b) }
      }
    case .while(let conditions, let body):
      line("WhileStmt \(at(s.range))\(labelled)")
      nested { d in d.conditions(conditions); for b in body { d.stmt(b) } }
    case .repeat(let body, let condition):
      line("RepeatWhileStmt \(at(s.range))\(labelled)")
      nested { d in for b in body { d.stmt(b) }; d.expr(condition, label: "condition") }
    case .do(let body, let catches):
      line("DoStmt \(at(s.range))\(labelled)")
      nested { d in
        for b in body { d.stmt(b) }
        for c in catches {
          d.line("Catch \(d.at(c.range))")
          d.nested { d in
            for p in c.patterns { d.expr(p, label: "pattern") }
            if let w = c.whereClause { d.expr(w, label: "where") }
            for b in c.body { d.stmt(b) }
          }
        }
      }
    case .defer(let body):
      stmts(body, label: "DeferStmt \(at(s.range))")
    case .throw(let value):
      line("ThrowStmt \(at(s.range))")
      nested { $0.expr(value, label: nil) }
    case .return(let value):
      line("ReturnStmt \(at(s.range))")
      if let value { nested { $0.expr(value, label: nil) } }
    case .break(let target): line("BreakStmt \(at(s.range))" + (target.map { " target=\($0)" } ?? ""))
    case .continue(let target): line("ContinueStmt \(at(s.range))" + (target.map { " target=\($0)" } ?? ""))
    case .fallthrough: line("FallthroughStmt \(at(s.range))")
    case .declaration(let d): decl(d)
    }
  }

  private mutating func argument(_ a: Argument) {
    let label = (a.label ?? "_") + (a.isTrailingClosure ? " trailing" : "")
    expr(a.value, label: label)
  }

  private mutating func expr(_ e: Expr, label: String?) {
    let prefix = label.map { "\($0): " } ?? ""
    let r = at(e.range)
    switch e.kind {
    case .integerLiteral(let t): line("\(prefix)IntegerLiteral \(t) \(r)")
    case .floatLiteral(let t): line("\(prefix)FloatLiteral \(t) \(r)")
    case .booleanLiteral(let b): line("\(prefix)BooleanLiteral \(b) \(r)")
    case .nilLiteral: line("\(prefix)NilLiteral \(r)")
    case .regexLiteral(let t): line("\(prefix)RegexLiteral \(quoted(t)) \(r)")
    case .stringLiteral(let segments):
      if segments.allSatisfy({ if case .text = $0 { true } else { false } }) {
        let text = segments.map { if case .text(let s) = $0 { s } else { "" } }.joined()
        line("\(prefix)StringLiteral \(quoted(text)) \(r)")
      } else {
        line("\(prefix)InterpolatedString \(r)")
        nested { d in
          for s in segments {
            switch s {
            case .text(let t): d.line("Text \(d.quoted(t))")
            case .interpolation(let x): d.expr(x, label: "interpolation")
            }
          }
        }
      }
    case .identifier(let n): line("\(prefix)Identifier \(n) \(r)")
    case .patternBinding(let n): line("\(prefix)PatternBinding let \(n) \(r)")
    case .implicitMember(let n): line("\(prefix)ImplicitMember .\(n) \(r)")
    case .member(let base, let name, _):
      line("\(prefix)Member .\(name) \(r)")
      nested { $0.expr(base, label: "base") }
    case .call(let callee, let args):
      line("\(prefix)Call \(r)")
      nested { d in
        d.expr(callee, label: "callee")
        for a in args { d.argument(a) }
      }
    case .subscript(let base, let args):
      line("\(prefix)Subscript \(r)")
      nested { d in
        d.expr(base, label: "base")
        for a in args { d.argument(a) }
      }
    case .closure(let c):
      var desc = "\(prefix)Closure \(r)"
      if !c.attributes.isEmpty { desc += " attributes=[\(c.attributes.map { "@" + $0.name }.joined(separator: ", "))]" }
      if c.hasSignature {
        let params: [String] = c.parameters.map { p in
          (p.label.map { $0 + " " } ?? "") + p.name + (p.type.map { ": " + TypeReprPrinter.print($0) } ?? "")
        }
        desc += " params=[\(params.joined(separator: ", "))]"
      }
      if !c.effects.isEmpty { desc += " " + c.effects.joined(separator: " ") }
      if let t = c.resultType { desc += " returns=\(TypeReprPrinter.print(t))" }
      line(desc)
      nested { d in
        for capture in c.captures {
          d.line("Capture \(capture.specifier.map { $0 + " " } ?? "")\(capture.name) \(d.at(capture.range))")
          if let v = capture.value { d.nested { $0.expr(v, label: nil) } }
        }
        for s in c.body { d.stmt(s) }
      }
    case .array(let elements):
      line("\(prefix)ArrayLiteral \(r)")
      nested { for x in elements { $0.expr(x, label: nil) } }
    case .keyPath(let root, let comps):
      line("\(prefix)KeyPath \\\(root ?? "").\(comps.joined(separator: ".")) \(r)")
    case .prefixOperator(let op, let x):
      line("\(prefix)PrefixOperator \(op) \(r)")
      nested { $0.expr(x, label: nil) }
    case .postfixOperator(let op, let x):
      line("\(prefix)PostfixOperator \(op) \(r)")
      nested { $0.expr(x, label: nil) }
    case .binaryOperator(let op, let a, let b):
      line("\(prefix)BinaryOperator \(op) \(r)")
      nested { d in d.expr(a, label: nil); d.expr(b, label: nil) }
    case .ternary(let c, let t, let f):
      line("\(prefix)Ternary \(r)")
      nested { d in d.expr(c, label: "condition"); d.expr(t, label: "then"); d.expr(f, label: "else") }
    case .tuple(let args):
      line("\(prefix)Tuple \(r)")
      nested { for a in args { $0.argument(a) } }
    case .macro(let name, let args):
      line("\(prefix)MacroExpansion #\(name) \(r)")
      nested { for a in args { $0.argument(a) } }
    case .cast(let op, let x, let t):
      line("\(prefix)Cast \(op) \(TypeReprPrinter.print(t)) \(r)")
      nested { $0.expr(x, label: nil) }
    case .keyPathComponents(let root, let components):
      line("\(prefix)KeyPath \\\(root ?? "") \(r)")
      nested { d in
        for c in components {
          switch c {
          case .property(let name): d.line("Component .\(name)")
          case .optional(let op): d.line("Component \(op)")
          case .subscript(let args): d.line("Component []"); d.nested { for a in args { $0.argument(a) } }
          }
        }
      }
    case .dictionary(let keys, let values):
      line("\(prefix)DictionaryLiteral \(r)")
      nested { d in for (k, v) in zip(keys, values) { d.expr(k, label: "key"); d.expr(v, label: "value") } }
    case .try(let op, let x):
      line("\(prefix)Try \(op) \(r)")
      nested { $0.expr(x, label: nil) }
    case .await(let x):
      line("\(prefix)Await \(r)")
      nested { $0.expr(x, label: nil) }
    case .specialize(let base, let args):
      line("\(prefix)Specialize <\(args.map(TypeReprPrinter.print).joined(separator: ", "))> \(r)")
      nested { $0.expr(base, label: nil) }
    case .statement(let s):
      line("\(prefix)StatementExpression \(r)")
      nested { $0.stmt(s) }
    case .isPattern(let t):
      line("\(prefix)IsPattern \(TypeReprPrinter.print(t)) \(r)")
    case .type(let t):
      line("\(prefix)TypeExpression \(TypeReprPrinter.print(t)) \(r)")
    case .error:
      line("\(prefix)Error \(r)")
    }
  }
}

/// Prints a written type back in Swift syntax (for dumps and messages).
public enum TypeReprPrinter {
  public static func print(_ t: TypeRepr) -> String {
    var prefix = t.label.map { $0 + ": " } ?? ""
    prefix += t.attributes.map { "@" + $0.name + ($0.argumentText.map { "(\($0))" } ?? "") + " " }.joined()
    if let s = t.specifier { prefix += s + " " }
    return prefix + printKind(t)
  }

  private static func printKind(_ t: TypeRepr) -> String {
    switch t.kind {
    case .named(let path, let args):
      return path.joined(separator: ".") + (args.isEmpty ? "" : "<" + args.map(print).joined(separator: ", ") + ">")
    case .optional(let w): return operand(w) + "?"
    case .implicitlyUnwrappedOptional(let w): return operand(w) + "!"
    case .array(let e): return "[" + print(e) + "]"
    case .dictionary(let k, let v): return "[" + print(k) + ": " + print(v) + "]"
    case .tuple(let es): return "(" + es.map(print).joined(separator: ", ") + ")"
    case .function(let ps, let r):
      var effects = ""
      if t.effects.isAsync { effects += " async" }
      if let k = t.effects.throwsKeyword { effects += " " + k + (t.effects.thrownType.map { "(" + print($0) + ")" } ?? "") }
      return "(" + ps.map(print).joined(separator: ", ") + ")" + effects + " -> " + print(r)
    case .opaque(let w): return "some " + print(w)
    case .existential(let w): return "any " + print(w)
    case .metatype(let w, let isProtocol): return operand(w) + (isProtocol ? ".Protocol" : ".Type")
    case .composition(let parts): return parts.map(print).joined(separator: " & ")
    case .variadic(let w): return print(w) + "..."
    case .packExpansion(let w): return "repeat " + print(w)
    case .packElement(let w): return "each " + print(w)
    case .error: return "<<error>>"
    }
  }

  /// A type before `?`, `!` or `.Type`, parenthesised when it would otherwise read differently.
  private static func operand(_ t: TypeRepr) -> String {
    switch t.kind {
    case .function, .opaque, .existential, .composition, .packExpansion, .packElement: return "(" + print(t) + ")"
    default: return t.attributes.isEmpty && t.specifier == nil ? print(t) : "(" + print(t) + ")"
    }
  }
}
