import LayoutcSource
import LayoutcSyntax

/// A plain data struct (`struct Pet: Identifiable { let id: Int; let name: String }`).
public final class DataInfo: Sendable {
  public let decl: TypeDecl
  public let file: SourceFile
  /// Stored properties, in order (the memberwise initializer's parameters).
  public let storedProperties: [PropertyInfo]
  /// Computed properties (`var id: UUID { UUID() }`).
  public let computedProperties: [VariableDecl]
  /// The qualified name: `Outer.Item` for a type nested in `Outer` (printed as `Item`).
  public let name: String
  public var isIdentifiable: Bool { decl.conforms(to: "Identifiable") }
  /// Initializers declared in the type's body (`init(name: String) { self.name = name }`):
  /// a struct that declares one has no memberwise initializer, and a class has no other.
  public let initializers: [FunctionDecl]
  /// A class or actor: no memberwise initializer; `init()` when every stored property has
  /// an initial value and none is declared.
  public var isClass: Bool { decl.kind == .class || decl.kind == .actor }

  init(decl: TypeDecl, name: String, file: SourceFile, storedProperties: [PropertyInfo], computedProperties: [VariableDecl],
    initializers: [FunctionDecl] = [])
  {
    self.decl = decl
    self.name = name
    self.file = file
    self.storedProperties = storedProperties
    self.computedProperties = computedProperties
    self.initializers = initializers
  }

  public func property(named name: String) -> VariableDecl? {
    storedProperties.first { $0.name == name }?.decl ?? computedProperties.first { $0.name == name }
  }
}

/// `static let midStarAndTitle = VerticalAlignment(MidStarAndTitle.self)` in an extension of
/// `VerticalAlignment` or `HorizontalAlignment`, with its `AlignmentID`'s default value.
public struct CustomAlignment: Sendable {
  public enum Axis: String, Sendable { case horizontal, vertical }
  public var name: String
  public var axis: Axis
  public var identifier: String
  public var defaultValue: FunctionDecl?
  public var range: SourceRange
  public var file: SourceFile

  public init(name: String, axis: Axis, identifier: String, defaultValue: FunctionDecl?, range: SourceRange, file: SourceFile) {
    self.name = name
    self.axis = axis
    self.identifier = identifier
    self.defaultValue = defaultValue
    self.range = range
    self.file = file
  }
}

/// A type conforming to `AlignmentID`: at the top level (`enum MyID: AlignmentID`, named
/// `MyID`) or nested in an extension of `HorizontalAlignment`/`VerticalAlignment` (named
/// `HorizontalAlignment.MyID` from outside, the `owner`). `HorizontalAlignment(MyID.self)`
/// makes a guide of it inline; every guide of one identifier on one axis is the same guide.
public struct AlignmentIDInfo: Sendable {
  public var name: String
  public var owner: String?
  public var defaultValue: FunctionDecl?
  public var range: SourceRange
  public var file: SourceFile
}

/// A `#Preview` root: its name, layout traits and body.
public struct PreviewInfo: Sendable {
  public enum Traits: Sendable, Equatable {
    case device
    case fixedLayout(width: Double, height: Double)
    case sizeThatFits
  }
  public var name: String?
  public var traits: Traits
  public var body: [Stmt]
  public var range: SourceRange
  public var file: SourceFile
  /// The `PreviewProvider` type whose `previews` this is: its statics are in scope unqualified
  /// (`static let sample = ...` read as `sample`); nil for a `#Preview`.
  public var context: String? = nil
}

/// `#asset("name", width: 20, height: 20)`: the pixel size of `Image("name")`.
public struct AssetInfo: Sendable {
  public var name: String
  public var width: Double
  public var height: Double
  public var range: SourceRange
}

/// A top-level `let`/`var` (`let pets = [...]`), or a static one keyed by its qualified name
/// (`Theme.spacing`, `Color.brand` from `extension Color { static let brand = ... }`).
public struct GlobalInfo: Sendable {
  public var decl: VariableDecl
  public var file: SourceFile
  /// The type that declares a static (`Theme`), where names in its initializer are looked up.
  public var context: String? = nil
}

/// `typealias Name = T`: `T` as written, read in the declaring type's context.
public struct TypeAliasInfo: Sendable {
  public var decl: TypealiasDecl
  public var context: String?
}

/// A function outside view members: top-level (`func makeItems() -> [Item]`), or a member of
/// a type keyed by its qualified name (`ContentView.title`, `Item.make`), with the type
/// that declares it.
public struct FunctionInfo: Sendable {
  public var decl: FunctionDecl
  public var file: SourceFile
  public var context: String?
}
