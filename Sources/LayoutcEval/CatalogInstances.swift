import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// Instances of catalog views and modifiers, driven by each overload's layout role.
extension Evaluator {
  /// Evaluated arguments keyed by label, or `_<index>` for unlabeled parameters.
  func argumentValues(_ site: CallSite, _ args: [Argument], _ env: Environment) -> LabeledValues {
    var out = LabeledValues()
    // Room for every argument up front: one allocation.
    let implied = site.impliedArguments.count
    if site.arguments.count + implied > 0 { out.reserveCapacity(site.arguments.count + implied) }
    for a in site.arguments {
      let arg = args[a.argument].value
      switch a.kind {
      case .shapeStyle:
        // A gradient is a shape style that is a view: drawn as the view it is.
        let isGradient = Catalog.isGradientStyle(facts.type(of: arg)?.name)
        if isGradient {
          var thunk = ViewThunk(expr: arg, environment: env, file: currentFile)
          thunk.style = gradientStyle(arg, env)
          out[a.key] = .view(thunk)
        } else {
          out[a.key] = styleValue(arg, env)
        }
      case .style:
        // `BorderedProminentButtonStyle()`: the style type as written, read like
        // `.borderedProminent` (StyleNames); never nil, which would be the default look.
        if case .call(let callee, _) = arg.kind, case .identifier(let type) = callee.kind, model.views[type] == nil {
          out[a.key] = .member(type: type, name: "init", arguments: [])
        } else if case .call(let callee, _) = arg.kind, case .identifier(let type) = callee.kind, model.views[type]?.styleConfiguration != nil {
          // An app's own style (AppStyleBodies): its initializer, kept to run `makeBody`.
          out[a.key] = .member(type: type, name: Self.appStyle, arguments: [.view(ViewThunk(expr: arg, environment: env, file: currentFile))])
        } else {
          out[a.key] = argumentValue(arg, env)
        }
      case .title where a.isLocalizedTitle:
        if case .stringLiteral(let segments) = arg.kind {
          out[a.key] = localizedKeyText(segments, env)
        } else {
          out[a.key] = argumentValue(arg, env)
        }
      case .layoutValueKey:
        out[a.key] = eval(arg, env)  // `Rank.self`: the key type, never a view
      default: out[a.key] = argumentValue(arg, env)
      }
    }
    for (key, text) in site.impliedArguments where out[key] == nil { out[key] = .string(text) }
    return out
  }

  /// `LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)` as a record of
  /// its arguments, evaluated as the gradient view's own would be (`_0`… for unlabelled ones);
  /// `.linearGradient(colors:…)` as the record of the type it returns; `Color.blue.gradient` as
  /// an `AnyGradient` record of its colour.
  func gradientStyle(_ e: Expr, _ env: Environment) -> Value? {
    switch e.kind {
    case .call(let callee, let args):
      let type: String
      switch callee.kind {
      case .identifier(let name): type = name
      case .implicitMember:
        guard let name = facts.type(of: e)?.name else { return nil }
        type = name
      default: return nil
      }
      return .record(type: type, fields: args.enumerated().map { k, a in Value.Field(a.label ?? "_\(k)", argumentValue(a.value, env)) })
    case .member(let base, "gradient", _):
      return .record(type: Catalog.anyGradient, fields: [Value.Field("color", styleValue(base, env))])
    default:
      return nil
    }
  }

  /// A colour or style argument as a value: `.member(type: "Color", name: "red")`, with
  /// `opacity` folded in as a second argument.
  func styleValue(_ e: Expr, _ env: Environment) -> Value {
    if let (key, initial) = staticInitializer(e) {
      evaluatingGlobals.insert(key)
      defer { evaluatingGlobals.remove(key) }
      return styleValue(initial, .root(view: nil, properties: [:]))
    }
    switch e.kind {
    case .member(let base, let name, _):
      if case .identifier("Color") = base.kind { return .member(type: "Color", name: name, arguments: []) }
    case .implicitMember(let name):
      return .member(type: "Color", name: name, arguments: [])
    case .ternary(let c, let a, let b):
      // `c ? Color.blue : Color.gray.opacity(0.2)`: the chosen style, read as the literal would be.
      switch truth(eval(c, env)) {
      case .known(let holds): return styleValue(holds ? a : b, env)
      case .assumed(let root): return .opaque(root)  // either style, on the assumption
      }
    case .tuple(let xs) where xs.count == 1 && xs[0].label == nil:
      return styleValue(xs[0].value, env)
    case .call(let callee, let args):
      if case .identifier("Color") = callee.kind {
        return .member(type: "Color", name: "init", arguments: args.map { eval($0.value, env) })
      }
      if case .member(let base, "opacity", _) = callee.kind, let a = args.first {
        let inner = styleValue(base, env)
        if case .member(let t, let n, let xs) = inner { return .member(type: t, name: n, arguments: xs + [eval(a.value, env)]) }
      }
    default: break
    }
    let v = eval(e, env)
    return v
  }

  /// A value `modifier` may draw as a secondary view: a view, a closure, a colour.
  static func maySecondary(_ v: Value) -> Bool {
    switch v {
    case .view, .closure, .member(type: "Color", _, _): return true
    default: return false
    }
  }

  func catalogView(_ name: String, _ site: CallSite, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard let layout = site.layout else { return [] }
    let values = argumentValues(site, args, env)
    // The parameter each child came from, for views with several parts (`Instance.childSlots`).
    var slots: [String] = []
    func content(_ under: IdentityPath) -> [Instance] {
      var out: [Instance] = []
      for b in site.builders {
        // `content: content` in an initializer delegating to SwiftUI's: the closure passed on.
        if case .identifier(let n) = args[b.argument].value.kind, case .closure(let passed)? = env.lookup(n) {
          let built = inFile(passed.file) { block(passed.closure.body, passed.environment, under) }
          slots += Array(repeating: b.slot, count: built.count)
          out += built
          continue
        }
        guard case .closure(let c) = args[b.argument].value.kind else { continue }
        // A builder's value (GeometryReader's proxy) exists only during layout: the layout
        // modes give its numbers (`geometry`); elsewhere reading one of its members is the
        // error `eval.geometry-proxy`, never a made-up number.
        var inner = env
        if let type = b.proxyType {
          let proxy = type != Self.geometryProxyType ? .member(type: type, name: "proxy", arguments: [])
            : geometry[under.description].map { $0.value(provisional: false) }
              ?? provisionalGeometry.map { $0.value(provisional: true) } ?? GeometryProxyValues.unknown
          inner = env.binding(c.parameters.first.map { [$0.name: proxy] } ?? [:], shorthand: c.parameters.isEmpty ? proxy : nil)
        }
        let built = block(c.body, inner, under)
        slots += Array(repeating: b.slot, count: built.count)
        out += built
      }
      return out
    }
    let file = currentFile?.path ?? ""
    switch layout {
    case .emptyView:
      return []
    case .text:
      var values = values
      if let shown = formattedText(values["_0"], format: values["format"], dateStyle: values["style"], at: e.range) { values["_0"] = shown }
      let title = values["_0"] ?? values["verbatim"]
      return [leaf(name, role: .text, e, path, arguments: values, text: title.map { interpolated($0) } ?? "")]
    case .transparent:
      if site.takesRows {
        return forEach(name, site, args, e, env, path.appending(.type(name)))
      }
      return content(path.appending(.type(name)))
    case .hStack, .vStack, .zStack, .lazyHStack, .lazyVStack, .scrollView, .list, .control, .neutral,
      .label, .labeledRow, .section, .geometryReader, .navigationStack, .navigationSplitView, .tabView, .textField, .progressView, .slider, .toolbarItem,
      .grid, .gridRow, .lazyVGrid, .lazyHGrid, .viewThatFits, .anyLayout:
      guard count(at: e.range) else { return [] }
      let here = path.appending(.type(name))
      var children: [Instance]
      if site.takesRows {
        children = forEach("ForEach", site, args, e, env, here.appending(.type("ForEach")))
      } else {
        children = content(here)
      }
      if children.isEmpty, layout == .control, let title = values["_0"], let s = title.titleText {
        children = [Instance(kind: .view, name: "Text", role: .text, identity: here.appending(.type("Text")), file: file, range: e.range, text: s)]
        if case .opaque(let root) = title { mark(children, [root]) }
      }
      if slots.count != children.count { slots = [] }
      for (key, v) in values.sorted(by: { $0.key < $1.key }) {
        if case .view(let thunk) = v {
          let built = views(thunk, here)
          children += built
          slots += Array(repeating: key, count: built.count)
        }
      }
      // An app's own ButtonStyle or LabelStyle in effect draws the control (AppStyleBodies).
      if let (modifier, _) = Self.styledControls[name], case .member(_, Self.appStyle, _)? = environmentWritten[modifier],
        let styled = styledControlChildren(name, parts: styledControlParts(name, children: children, slots: slots, values: values, e, here), e, here)
      {
        let instance = Instance(kind: .view, name: name, role: layout, identity: here, file: file, range: e.range, arguments: values, children: styled)
        instance.attributes[Self.appStyle] = .bool(true)
        return [instance]
      }
      let instance = Instance(kind: .view, name: name, role: layout, identity: here, file: file, range: e.range, arguments: values, children: children)
      instance.childSlots = slots.count == children.count ? slots : []
      return [instance]
    default:
      let instance = leaf(name, role: layout, e, path, arguments: values)
      // A shape made of a shape (`AnyShape(Circle())`): the wrapped shape, whose path it draws.
      if layout == .shape, case .view(let thunk)? = values["_0"] { instance.children = views(thunk, instance.identity) }
      return [instance]
    }
  }

  /// ForEach (and List with data): one row per element, identified by its id.
  func forEach(_ name: String, _ site: CallSite, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    var data: [Value] = []
    var keyPath: [String]? = nil
    var row: ClosureValue? = nil
    var opaqueData: String? = nil
    for arg in site.arguments {
      let a = arg.argument
      switch arg.kind {
      case .rowBuilder, .rowContent:
        if case .closure(let c) = args[a].value.kind { row = ClosureValue(expr: args[a].value, closure: c, environment: env, file: currentFile) }
      case .identityKeyPath:
        if case .keyPath(_, let comps) = args[a].value.kind { keyPath = comps }
      default:
        let v = eval(args[a].value, env)
        // Over the limit before expanding: no million-row array, and the error is at the ForEach.
        if let n = v.elementCount, n > budget.remaining {
          _ = allocate(n, at: e.range)
          return []
        }
        if let items = v.elements, data.isEmpty { data = items }
        // `ForEach($items) { $item in … }`: each row gets a Binding to its element.
        if case .binding(let path, let bound) = v, let items = bound.elements, data.isEmpty {
          data = items.enumerated().map { .binding(path + "[\($0.offset)]", $0.element) }
        }
        // Assumed data: one row stands for its unknown elements, marked (docs/language.md).
        if case .opaque(let root) = v, data.isEmpty { data = [v]; opaqueData = root }
      }
    }
    var result: [Instance] = []
    var ids: [String] = []
    var assumedIDs: [Bool] = []
    ids.reserveCapacity(data.count)
    assumedIDs.reserveCapacity(data.count)
    // `id: \.self`, or elements that are their own ids: an element's text is its id's.
    let idIsElement = keyPath.map { $0.allSatisfy { $0 == "self" } } ?? !site.usesIdentifiable
    defer {
      let values = idIsElement && ids.count == data.count ? nil : data
      expansions.append(ForEachExpansion(file: currentFile?.path ?? "", range: e.range, ids: ids, elementValues: values, assumedIDs: assumedIDs))
    }
    for element in data where !stopped {
      var id = if case .binding(_, let v) = element { v } else { element }
      if case .opaque = element {
        // An assumed element stands for its own id.
      } else if !idIsElement {
        id = elementID(element, keyPath ?? ["id"])
      }
      let idText = IdentityPath.explicitText(id.description)
      ids.append(idText)
      assumedIDs.append(!id.assumptions.isEmpty)
      guard let row else { continue }
      let inner = row.environment.binding(Self.rowBindings(row.closure, element), shorthand: row.closure.parameters.isEmpty ? element : nil)
      let rows = block(row.closure.body, inner, path.appending(.element(idText)))
      mark(rows, (opaqueData.map { [$0] } ?? []) + id.assumptions)
      result += rows
    }
    return result
  }

  /// A row closure's parameters bound to one element, as the checker binds them
  /// (`bindRowParameters`): `{ x in }`, `{ index, name in }` over a tuple, `{ $item in }`
  /// (the element, a binding's value, under both names).
  static func rowBindings(_ c: Closure, _ element: Value) -> [String: Value] {
    guard let first = c.parameters.first else { return [:] }
    if c.parameters.count > 1, case .tuple(let values, _) = element, values.count == c.parameters.count {
      var bindings: [String: Value] = [:]
      for (p, v) in zip(c.parameters, values) where p.name != "_" { bindings[p.name] = v }
      return bindings
    }
    if first.name == "_" { return [:] }
    if first.name.hasPrefix("$") {
      let value = if case .binding(_, let v) = element { v } else { element }
      return [first.name: element, String(first.name.dropFirst()): value]
    }
    return [first.name: element]
  }

  /// An element's id by the components of its key path. A stored field's nil is nil; a member
  /// layoutc cannot compute (of an assumed type, a class's object identity, SwiftData's
  /// `persistentModelID`) is an assumption, never nil: two such ids are not "the same id".
  func elementID(_ element: Value, _ components: [String]) -> Value {
    var id = element
    for c in components where c != "self" {
      if case .opaque = id { return id }
      if let f = id.field(c) { id = f; continue }
      let member = memberOf(id, c)
      if case .none = member { return .opaque("\(id.description).\(c)") }
      id = member
    }
    return id
  }

  /// A computed property of a record (`var id: UUID { UUID() }`), evaluated afresh.
  func memberOf(_ v: Value, _ name: String) -> Value {
    if name == "hashValue" { return Self.hashValue(of: v) }
    return eval(Expr(.member(base: Expr(.identifier("__element"), Self.noRange), name: name, nameRange: Self.noRange), Self.noRange),
      .root(view: nil, properties: ["__element": v]))
  }

  /// `v` read along a key path's components (`\.name`, `\.self`).
  func follow(_ path: [String], from v: Value) -> Value {
    path.reduce(v) { $1 == "self" ? $0 : ($0.field($1) ?? memberOf($0, $1)) }
  }

  static let noRange = SourceRange(at: SourceLocation(offset: 0, line: 1, column: 1))

  /// `v.hashValue` through a key path: the hash of `v`, which Swift seeds anew in each process
  /// (SE-0206), so it is kept as that and never shown as a number; equal values give equal
  /// hashes, which is all an identity needs.
  static func hashValue(of v: Value) -> Value {
    if case .opaque = v { return v }
    return .member(type: "Int", name: "hashValue", arguments: [v])
  }

  func modifier(_ name: String, _ site: CallSite, _ base: Expr, _ args: [Argument], _ e: Expr, _ env: Environment, _ path: IdentityPath) -> [Instance] {
    guard let layout = site.layout else { return views(base, env, path) }
    let values = argumentValues(site, args, env)
    let file = currentFile?.path ?? ""
    if site.isExplicitIdentity {
      let id = values["_0"] ?? .none
      let inner = views(base, env, path.appending(.explicit(IdentityPath.explicitText(id.description))))
      mark(inner, id.assumptions)
      return inner.compactMap { child in
        guard count(at: e.range) else { return nil }
        return Instance(kind: .modifier, name: name, role: .neutral, identity: child.identity.appending(.modifier(name)), file: file,
          range: e.range, arguments: values, children: [child])
      }
    }
    let scope = environmentWritten.mark
    if let (key, value) = environmentWrite(site, name, args, values) { environmentWritten[key] = value }
    let inner = views(base, env, path)
    environmentWritten.restore(to: scope)
    guard site.wraps else {
      // A method returning the same kind of view (Text.bold(), Shape.fill(_:)): styling.
      for child in inner {
        child.attributes[name] = values["_0"] ?? values.values.first ?? .bool(true)
        for (k, v) in values where k != "_0" { child.attributes[name + "." + k] = v }
        if layout == .shape, let id = ShapeMethodID(rawValue: name) { child.shapeMethods.append((id, values)) }
      }
      return inner
    }
    func wrap(_ child: Instance) -> Instance? {
      guard count(at: e.range) else { return nil }
      var children = [child]
      // Most modifiers have no secondary views: their values are not sorted, nor a path made.
      let secondaryPath = values.values.contains(where: Self.maySecondary) ? child.identity.appending(.secondary(name)) : nil
      for (_, v) in secondaryPath == nil ? [] : values.sorted(by: { $0.key < $1.key }) {
        guard let secondaryPath else { break }
        switch v {
        case .view(let thunk): children += views(thunk, secondaryPath)
        case .closure(let c) where [.background, .overlay, .safeAreaInset, .barContent].contains(layout):
          children += inFile(c.file) { block(c.closure.body, c.environment, secondaryPath) }
        case .member(type: "Color", _, _) where [.background, .overlay, .border].contains(layout):
          let styleName = layout == .border ? "Rectangle" : "Color"
          guard count(at: e.range) else { break }
          let s = Instance(kind: .view, name: styleName, role: layout == .border ? .shape : .color,
            identity: secondaryPath.appending(.type(styleName)), file: file, range: e.range)
          s.attributes[layout == .border ? "stroke" : "color"] = v
          children.append(s)
        default: break
        }
      }
      return Instance(kind: .modifier, name: name, role: layout, identity: child.identity.appending(.modifier(name)),
        file: file, range: e.range, arguments: values, children: children)
    }
    // A view whose body is a multi-root variadic tree (seed 004's `Divided`) is a list of views:
    // the modifier applies to each, as it does to a Group's.
    return inner.compactMap { child in
      guard isMultiViewList(child) else { return wrap(child) }
      child.children = child.children.compactMap { wrap($0) }
      return child
    }
  }
}
