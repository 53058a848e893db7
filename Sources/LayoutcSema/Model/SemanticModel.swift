import LayoutcSource
import LayoutcSyntax
import LayoutcCatalog

/// The symbol table of one module (all input files together): every declaration by name.
public final class SemanticModel: @unchecked Sendable {
  public internal(set) var views: [String: ViewInfo] = [:]
  /// View names in declaration order (files in input order).
  public internal(set) var viewOrder: [String] = []
  public internal(set) var dataTypes: [String: DataInfo] = [:]
  public internal(set) var enums: [String: EnumInfo] = [:]
  public internal(set) var alignments: [String: CustomAlignment] = [:]
  /// Every `AlignmentID` type, by its own name.
  public internal(set) var alignmentIDs: [String: AlignmentIDInfo] = [:]
  public internal(set) var previews: [PreviewInfo] = []
  public internal(set) var assets: [String: AssetInfo] = [:]
  public internal(set) var globals: [String: GlobalInfo] = [:]
  /// Top-level private types a file declares whose name another file's private type has, by
  /// file path and name: their keys (`filePrivateTypeKey`), which code in that file sees.
  public internal(set) var filePrivateTypes: [String: [String: String]] = [:]
  var filePrivateTypeCount: Int { filePrivateTypes.values.reduce(0) { $0 + $1.count } }
  /// Functions that return data, by name or qualified name; overloads share a key.
  public internal(set) var functions: [String: [FunctionInfo]] = [:]
  /// Static functions of a type that return a view (`static func primary(_:) -> Pill`,
  /// `static func empty() -> some View`), by qualified name (`Pill.primary`); overloads share a key.
  public internal(set) var viewFactories: [String: [ViewMember]] = [:]
  /// Top-level functions that return nothing (`func placeInRow(_:in:)`), by name: the checker
  /// types no call of them, but a custom layout's methods, which run untyped at layout time,
  /// call them for what they do (`CustomLayoutRun`).
  public internal(set) var procedures: [String: [FunctionInfo]] = [:]
  /// `ViewModifier` structs in declaration order (they are in `views` too, not in `viewOrder`).
  public internal(set) var modifierOrder: [String] = []
  public internal(set) var protocols: [String: ProtocolInfo] = [:]
  /// Computed properties and functions declared in extensions, by the extended type's name
  /// (a data type or a protocol, whose extension members are defaults for its conformers).
  public internal(set) var extensionMembers: [String: [ExtensionMember]] = [:]
  /// Conformances declared by extensions (`extension Category: Identifiable { … }`), by the
  /// extended type's name.
  public internal(set) var extensionInheritance: [String: [TypeRepr]] = [:]
  /// Initializers declared by extensions, by the extended type's name, with the extension's
  /// `where` clause (`extension Box where Content == EmptyView { init(isOpen: Bool) }`). A
  /// struct keeps its memberwise initializer beside them (The Swift Programming Language,
  /// Initialization: "Initializer Delegation for Value Types").
  public internal(set) var extensionInitializers: [String: [ExtensionInitializer]] = [:]
  /// `extension View { func card() -> some View { ... } }`: helpers every view has, by name.
  public internal(set) var viewExtensions: [String: [FunctionInfo]] = [:]
  /// Custom environment values: `extension EnvironmentValues { @Entry var x = … }` or a
  /// computed `var x: T { get { self[Key.self] } … }`, by the key's name.
  public internal(set) var environmentEntries: [String: GlobalInfo] = [:]
  /// `typealias Name = T`, by name or qualified name (`Outer.Name`), with the type it names.
  public internal(set) var typeAliases: [String: TypeAliasInfo] = [:]
  public let sdk: SDK

  init(sdk: SDK) { self.sdk = sdk }

  /// The key of a `private` or `fileprivate` top-level variable in `globals`. Such a name is
  /// visible only in its own file ("private access … restricts the use of an entity to the
  /// enclosing declaration": at the top level that is the file; The Swift Programming Language,
  /// Access Control), so two files may each declare one, and apps do (`private let logger`).
  static func fileScopedKey(_ name: String, file: String) -> String { file + "\u{1}" + name }

  /// The key of the `clash`-th file-private type kept apart (`Row` as `(private 1).Row`): a
  /// context of its own, so it prints by its name as a nested type does.
  static func filePrivateTypeKey(_ name: String, clash: Int) -> String { "(private \(clash + 1))." + name }

  /// The name as written of a `globals` key.
  static func spelledName(_ key: String) -> String {
    key.split(separator: "\u{1}", omittingEmptySubsequences: false).last.map(String.init) ?? key
  }

  /// The key of the top-level variable `name` as code in `file` sees it: the file's own private
  /// one first, then the module's.
  public func globalKey(_ name: String, inFile file: String?) -> String {
    guard let file else { return name }
    let own = Self.fileScopedKey(name, file: file)
    return globals[own] != nil ? own : name
  }

  /// The declared type `name` means where `context` (a qualified type name) encloses the
  /// reference: Swift's unqualified lookup, innermost type first, then the module. `Inner`
  /// inside `Outer` (or inside `Outer.Inner`) is `Outer.Inner`; `Outer.Inner` is itself.
  public func typeKey(_ name: String, in context: String?) -> String? {
    var prefix = context
    while let p = prefix {
      let candidate = p + "." + name
      if isDeclaredType(candidate) { return candidate }
      prefix = p.lastIndex(of: ".").map { String(p[..<$0]) }
    }
    return isDeclaredType(name) ? name : nil
  }

  public func isDeclaredType(_ key: String) -> Bool {
    views[key] != nil || dataTypes[key] != nil || enums[key] != nil || protocols[key] != nil
  }

  /// Every name a user could mean where a type or view is expected, for suggestions.
  var declaredTypeNames: [String] {
    Array(views.keys) + Array(dataTypes.keys) + Array(enums.keys)
  }
}
