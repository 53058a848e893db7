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
    d.nested { d in for decl in file.declarations { d.decl(decl) } }
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
      if !t.genericParameters.isEmpty {
        let generics: [String] = t.genericParameters.map { g in
          if let c = g.constraint { return g.name + ": " + TypeReprPrinter.print(c) }
          return g.name
        }
        desc += " generics=[" + generics.joined(separator: ", ") + "]"
      }
      if !t.inheritance.isEmpty { desc += " inherits=[" + t.inheritance.map(TypeReprPrinter.print).joined(separator: ", ") + "]" }
      if !t.modifiers.isEmpty { desc += " modifiers=[\(t.modifiers.joined(separator: ", "))]" }
      line(desc)
      nested { for m in t.members { $0.decl(m) } }
    case .variable(let v):
      variable(v)
    case .function(let f):
      var desc = "FuncDecl \(f.name) \(at(d.range))"
      if !f.attributes.isEmpty { desc += " attributes=[\(f.attributes.map { "@" + $0.name }.joined(separator: ", "))]" }
      if !f.modifiers.isEmpty { desc += " modifiers=[\(f.modifiers.joined(separator: ", "))]" }
      if !f.genericParameters.isEmpty { desc += " generics=[\(f.genericParameters.map(\.name).joined(separator: ", "))]" }
      if let r = f.returnType { desc += " returns=\(TypeReprPrinter.print(r))" }
      if f.isRequirement { desc += " requirement" }
      line(desc)
      nested { d in
        for p in f.parameters {
          var pd = "Parameter \(p.label ?? "_") \(p.name): \(TypeReprPrinter.print(p.type)) \(d.at(p.range))"
          if !p.attributes.isEmpty { pd += " attributes=[\(p.attributes.map { "@" + $0.name }.joined(separator: ", "))]" }
          d.line(pd)
          if let v = p.defaultValue { d.nested { $0.expr(v, label: "default") } }
        }
        for s in f.body { d.stmt(s) }
      }
    case .enumCase(let elements):
      line("EnumCaseDecl \(at(d.range))")
      nested { d in
        for e in elements {
          var desc = "Case \(e.name) \(d.at(e.range))"
          if !e.associatedValues.isEmpty { desc += " values=(\(e.associatedValues.map(TypeReprPrinter.print).joined(separator: ", ")))" }
          d.line(desc)
          if let raw = e.rawValue { d.nested { $0.expr(raw, label: "raw") } }
        }
      }
    case .typealias(let name, let type):
      line("TypealiasDecl \(name) = \(TypeReprPrinter.print(type)) \(at(d.range))")
    case .associatedType(let a):
      var desc = "AssociatedTypeDecl \(a.name) \(at(d.range))"
      if !a.constraints.isEmpty { desc += " inherits=[" + a.constraints.map(TypeReprPrinter.print).joined(separator: ", ") + "]" }
      if let t = a.defaultType { desc += " default=\(TypeReprPrinter.print(t))" }
      line(desc)
    case .macro(let m):
      line("MacroExpansionDecl #\(m.name) \(at(d.range))")
      nested { d in
        for a in m.arguments { d.argument(a) }
        if let body = m.body { for s in body { d.stmt(s) } }
      }
    }
  }

  private mutating func variable(_ v: VariableDecl) {
    var desc = "\(v.isLet ? "Let" : "Var")Decl \(v.name) \(at(v.range))"
    if !v.attributes.isEmpty { desc += " attributes=[\(v.attributes.map { "@" + $0.name }.joined(separator: ", "))]" }
    if !v.modifiers.isEmpty { desc += " modifiers=[\(v.modifiers.joined(separator: ", "))]" }
    if let t = v.type { desc += " type=\(TypeReprPrinter.print(t))" }
    if v.getter != nil { desc += " computed" }
    if let a = v.accessorRequirements { desc += " requirement={ \(a.joined(separator: " ")) }" }
    line(desc)
    nested { d in
      if let e = v.initializer { d.expr(e, label: "initializer") }
      if let g = v.getter { for s in g { d.stmt(s) } }
    }
  }

  private mutating func stmts(_ list: [Stmt], label: String) {
    line(label)
    nested { for s in list { $0.stmt(s) } }
  }

  private mutating func stmt(_ s: Stmt) {
    switch s.kind {
    case .expression(let e):
      expr(e, label: nil)
    case .variable(let v):
      variable(v)
    case .if(let conditions, let then, let elseClause):
      line("IfStmt \(at(s.range))")
      nested { d in
        for c in conditions {
          switch c {
          case .expression(let e): d.expr(e, label: "condition")
          case .optionalBinding(let isLet, let name, let r, let value):
            d.line("OptionalBinding \(isLet ? "let" : "var") \(name) \(d.at(r))")
            if let value { d.nested { $0.expr(value, label: nil) } }
          case .available(let platforms, let r):
            d.line("Available \(platforms.joined(separator: " ")) \(d.at(r))")
          case .unavailable(let platforms, let r):
            d.line("Unavailable \(platforms.joined(separator: " ")) \(d.at(r))")
          case .pattern(let pattern, let value):
            d.line("CasePattern")
            d.nested { $0.expr(pattern, label: "pattern"); $0.expr(value, label: "value") }
          }
        }
        d.stmts(then, label: "Then")
        switch elseClause {
        case .block(let body, let r)?: d.stmts(body, label: "Else \(d.at(r))")
        case .elseIf(let nestedIf)?: d.line("Else"); d.nested { $0.stmt(nestedIf) }
        case nil: break
        }
      }
    case .switch(let subject, let cases):
      line("SwitchStmt \(at(s.range))")
      nested { d in
        d.expr(subject, label: "subject")
        for c in cases {
          d.line(c.isDefault ? "Default \(d.at(c.range))" : "Case \(d.at(c.range))")
          d.nested { d in
            for p in c.patterns { d.expr(p, label: "pattern") }
            if let w = c.whereClause { d.expr(w, label: "where") }
            for b in c.body { d.stmt(b) }
          }
        }
      }
    case .for(let pattern, let sequence, let body):
      line("ForStmt \(pattern) \(at(s.range))")
      nested { d in d.expr(sequence, label: "sequence"); for b in body { d.stmt(b) } }
    case .while(let cond, let body):
      line("WhileStmt \(at(s.range))")
      nested { d in d.expr(cond, label: "condition"); for b in body { d.stmt(b) } }
    case .return(let value):
      line("ReturnStmt \(at(s.range))")
      if let value { nested { $0.expr(value, label: nil) } }
    case .break: line("BreakStmt \(at(s.range))")
    case .continue: line("ContinueStmt \(at(s.range))")
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
      if c.hasSignature { desc += " params=[\(c.parameters.map(\.name).joined(separator: ", "))]" }
      line(desc)
      nested { for s in c.body { $0.stmt(s) } }
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
    case .error:
      line("\(prefix)Error \(r)")
    }
  }
}

/// Prints a written type back in Swift syntax (for dumps and messages).
public enum TypeReprPrinter {
  public static func print(_ t: TypeRepr) -> String {
    switch t.kind {
    case .named(let path, let args):
      return path.joined(separator: ".") + (args.isEmpty ? "" : "<" + args.map(print).joined(separator: ", ") + ">")
    case .optional(let w): return print(w) + "?"
    case .array(let e): return "[" + print(e) + "]"
    case .dictionary(let k, let v): return "[" + print(k) + ": " + print(v) + "]"
    case .tuple(let es): return "(" + es.map(print).joined(separator: ", ") + ")"
    case .function(let ps, let r): return "(" + ps.map(print).joined(separator: ", ") + ") -> " + print(r)
    case .opaque(let w): return "some " + print(w)
    case .existential(let w): return "any " + print(w)
    case .error: return "<<error>>"
    }
  }
}
