import LayoutcSource
import LayoutcSyntax

/// A protocol declared in the module (`protocol Describable { var title: String { get } }`):
/// its requirements type member accesses on values of the protocol type (`any P`, `some P`,
/// a generic parameter constrained to it); its extensions' members are defaults.
public final class ProtocolInfo: Sendable {
  public let decl: TypeDecl
  public let name: String
  public let file: SourceFile

  init(decl: TypeDecl, name: String, file: SourceFile) {
    self.decl = decl
    self.name = name
    self.file = file
  }

  /// A property requirement (`var title: String { get }`).
  public func property(named name: String) -> VariableDecl? {
    for m in decl.members { if case .variable(let v) = m.kind, v.name == name { return v } }
    return nil
  }

  public var associatedTypes: [AssociatedTypeDecl] {
    decl.members.compactMap { if case .associatedType(let a) = $0.kind { a } else { nil } }
  }
}

/// A computed property or function declared in an extension of a data type or protocol.
public struct ExtensionMember: Sendable {
  public enum Kind: Sendable {
    case property(VariableDecl)
    case function(FunctionDecl)
  }
  public var kind: Kind
  public var file: SourceFile
  /// The extended type's name (`Item`, or the protocol `Describable`).
  public var owner: String

  public var name: String {
    switch kind {
    case .property(let v): v.name
    case .function(let f): f.name
    }
  }
}

/// An `init` declared in an extension, and the extension's `where` clause.
public struct ExtensionInitializer: Sendable {
  public var decl: FunctionDecl
  public var requirements: [GenericRequirement]
  public var file: SourceFile
}
