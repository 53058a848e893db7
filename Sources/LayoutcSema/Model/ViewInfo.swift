import LayoutcSource
import LayoutcSyntax

/// A stored property of a view or data struct, in declaration order.
public struct PropertyInfo: Sendable {
  public var decl: VariableDecl
  public var name: String { decl.name }
  public var isState: Bool { decl.hasAttribute("State") }
  public var isBinding: Bool { decl.hasAttribute("Binding") }
  public var isViewBuilder: Bool { decl.hasAttribute("ViewBuilder") }
  /// True when the memberwise initializer does not take it (`let x = 1`).
  public var isFixed: Bool { decl.isLet && decl.initializer != nil }
  /// The memberwise initializer may omit it (`var x = 1`, `@State var on = false`).
  public var hasDefault: Bool { decl.initializer != nil }
}

/// A member of a view that produces a view: `body`, a computed `some View` property, or a
/// function returning `some View`.
public struct ViewMember: Sendable {
  public enum Kind: Sendable {
    case property(VariableDecl)
    case function(FunctionDecl)
  }
  public var kind: Kind
  /// The name users see in reports: `body`, `header`, `row(_:)`.
  public var displayName: String
  public var isViewBuilder: Bool
  public var range: SourceRange
  public var nameRange: SourceRange

  public var body: [Stmt] {
    switch kind {
    case .property(let v): v.getter ?? []
    case .function(let f): f.body
    }
  }
}

/// A struct conforming to `View`.
public final class ViewInfo: Sendable {
  public let decl: TypeDecl
  public let file: SourceFile
  public let genericParameters: [String]
  public let storedProperties: [PropertyInfo]
  public let members: [ViewMember]
  public let initializers: [FunctionDecl]
  public var name: String { decl.name }

  init(decl: TypeDecl, file: SourceFile, storedProperties: [PropertyInfo], members: [ViewMember], initializers: [FunctionDecl]) {
    self.decl = decl
    self.file = file
    self.genericParameters = decl.genericParameters.map(\.name)
    self.storedProperties = storedProperties
    self.members = members
    self.initializers = initializers
  }

  public func member(named name: String) -> ViewMember? {
    members.first { m in
      switch m.kind {
      case .property(let v): v.name == name
      case .function(let f): f.name == name
      }
    }
  }
}
