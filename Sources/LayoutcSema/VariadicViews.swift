import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax

/// Seed 004's variadic views: `_VariadicView.Tree(Root()) { content }` where `Root` conforms to
/// `_VariadicView_UnaryViewRoot` (the tree is one view) or `_VariadicView_MultiViewRoot` (a
/// list of views, transparent to modifiers like Group), and the root's
/// `body(children: _VariadicView.Children)` makes the view of the content's children.
/// `_VariadicView.Children` is `_VariadicView_Children`, a RandomAccessCollection whose
/// `Element` is a View and Identifiable with an `AnyHashable` id (SwiftUI.swiftinterface:
/// `extension _VariadicView_Children: RandomAccessCollection`, `public struct Element: View,
/// Identifiable { public var id: AnyHashable }`). The tree's type is
/// `_VariadicView.Tree<Root, Content>`, printed `Tree<Root, Content>`.
public enum VariadicViews {
  public static let childrenType = "_VariadicView_Children"
  public static let childType = "_VariadicView_Children.Element"
  /// A section of a view (`SectionConfiguration`: its `header`, `content` and `footer` are
  /// subviews collections) and the collection of them (`SectionCollection`, iOS 18).
  public static let sectionType = "SectionConfiguration"
  public static let sectionsType = "SectionCollection"

  /// Whether a declared struct is a variadic root, and which kind.
  public static func root(_ t: TypeDecl) -> VariadicRootKind? {
    for i in t.inheritance {
      guard case .named(let path, _) = i.kind else { continue }
      switch path.joined(separator: ".") {
      case "_VariadicView_UnaryViewRoot", "_VariadicView.UnaryViewRoot": return .unary
      case "_VariadicView_MultiViewRoot", "_VariadicView.MultiViewRoot": return .multi
      default: continue
      }
    }
    return nil
  }
}

extension TypeChecker {
  static let childrenType = VariadicViews.childrenType
  static let childType = VariadicViews.childType
  static func variadicRoot(_ t: TypeDecl) -> VariadicRootKind? { VariadicViews.root(t) }

  /// The written type of `children` in `body(children:)`.
  static func isChildrenType(_ t: TypeRepr) -> Bool {
    guard case .named(let path, _) = t.kind else { return false }
    return path == ["_VariadicView", "Children"] || path == [childrenType]
  }

  /// `_VariadicView.Tree(root) { content }`: nil when `callee` does not name the tree.
  func checkVariadicTree(_ callee: Expr, _ args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    guard case .member(let base, "Tree", _) = callee.kind, case .identifier("_VariadicView") = base.kind else { return nil }
    guard args.count == 2, args[0].label == nil, case .closure(let c) = args[1].value.kind else {
      emit(SemaDiagnostics.incorrectLabels(have: args.map { ($0.label ?? "_") + ":" }.joined(), expected: "_:content:"), call.range)
      return .error
    }
    let root = checkView(args[0].value, scope)
    if root.isError { return .error }
    guard let name = root.name, let view = model.views[name], Self.variadicRoot(view.decl) != nil else {
      emit(SemaDiagnostics.notConforming(TypePrinter.print(root), "_VariadicView_Root"), args[0].value.range)
      return .error
    }
    let content = buildBody(c.body, scope: scope, isBuilder: true, range: args[1].value.range)
    if content.isError { return .error }
    facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .variadicTree(name), overload: nil, argumentIndices: [:])
    return .nominal("_VariadicView.Tree", [root, content])
  }

  /// iOS 18's container API: `ForEach(subviews: view) { subview in … }` and
  /// `Group(subviews: view) { subviews in … }`, nil for another call. Types from Apple's
  /// declarations (developer.apple.com/documentation/swiftui/foreach/init(subviews:content:),
  /// …/group/init(subviews:transform:)): `ForEach<ForEachSubviewCollection<Content>, Subview.ID,
  /// Content>` and `Group<GroupElementsOfContent<Base, Result>>`; a subview is a `Subview`, the
  /// collection a `SubviewsCollection`, the id a `Subview.ID` (a struct, printed `ID`).
  func checkContainerSubviews(_ name: String, _ args: [Argument], call: Expr, _ scope: Scope) -> SwiftType? {
    // Not in the iOS 13 SDK; with the current SDK's profile its iOS 18 availability is not
    // checked against the iOS 17 deployment target (docs/layout.md, "Known gaps").
    guard sdk != .ios13, name == "ForEach" || name == "Group", args.count == 2, args[0].label == "subviews" || args[0].label == "sections",
      case .closure = args[1].value.kind
    else { return nil }
    let sections = args[0].label == "sections"
    let base = checkView(args[0].value, scope)
    let parameter: SwiftType = switch (name, sections) {
    case ("ForEach", false): .nominal(Self.subviewType, [])
    case ("ForEach", true): .nominal(Self.sectionType, [])
    case (_, false): .nominal(Self.subviewsType, [])
    case (_, true): .nominal(Self.sectionsType, [])
    }
    let result = checkBuilderClosure(args[1].value, scope, parameters: [parameter])
    if base.isError || result.isError { return .error }
    facts.calls[ObjectIdentifier(call)] = ResolvedCall(target: .containerSubviews(name), overload: nil, argumentIndices: [:])
    // …/foreach/init(sections:content:): `ForEach<ForEachSectionCollection<Content>,
    // SectionConfiguration.ID, Content>`; …/group/init(sections:transform:):
    // `Group<GroupSectionsOfContent<Base, Result>>`.
    switch (name, sections) {
    case ("ForEach", false):
      return .nominal("ForEach", [.nominal("ForEachSubviewCollection", [result]), .nominal(Self.subviewType + ".ID", []), result])
    case ("ForEach", true):
      return .nominal("ForEach", [.nominal("ForEachSectionCollection", [result]), .nominal(Self.sectionType + ".ID", []), result])
    case (_, false): return .nominal("Group", [.nominal("GroupElementsOfContent", [base, result])])
    case (_, true): return .nominal("Group", [.nominal("GroupSectionsOfContent", [base, result])])
    }
  }

  static let subviewType = "Subview"
  static let subviewsType = "SubviewsCollection"
  static let sectionType = VariadicViews.sectionType
  static let sectionsType = VariadicViews.sectionsType

  /// Members of the children collection and of one child.
  func variadicMemberType(_ t: SwiftType, _ name: String) -> SwiftType? {
    switch (t.name, name) {
    case (Self.childrenType?, "count"): return .int
    case (Self.childrenType?, "isEmpty"): return .bool
    case (Self.childrenType?, "first"), (Self.childrenType?, "last"): return .optional(.nominal(Self.childType, []))
    case (Self.childrenType?, "indices"): return .nominal("Range", [.int])
    case (Self.childType?, "id"): return .nominal("AnyHashable", [])
    case (Self.subviewsType?, "count"): return .int
    case (Self.subviewsType?, "isEmpty"): return .bool
    case (Self.subviewsType?, "first"), (Self.subviewsType?, "last"): return .optional(.nominal(Self.subviewType, []))
    case (Self.subviewsType?, "indices"): return .nominal("Range", [.int])
    case (Self.subviewType?, "id"): return .nominal(Self.subviewType + ".ID", [])
    case (Self.sectionType?, "id"): return .nominal(Self.sectionType + ".ID", [])
    case (Self.sectionType?, "header"), (Self.sectionType?, "content"), (Self.sectionType?, "footer"): return .nominal(Self.subviewsType, [])
    case (Self.sectionsType?, "count"): return .int
    case (Self.sectionsType?, "isEmpty"): return .bool
    case (Self.sectionsType?, "first"), (Self.sectionsType?, "last"): return .optional(.nominal(Self.sectionType, []))
    case (Self.sectionsType?, "indices"): return .nominal("Range", [.int])
    default: return nil
    }
  }
}

/// How a variadic root's tree takes part in its parent: as one view, or as its views.
public enum VariadicRootKind: Sendable {
  case unary, multi
}
