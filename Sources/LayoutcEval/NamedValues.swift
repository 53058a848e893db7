import LayoutcCatalog

extension Value {
  /// This value as one of the catalog's named SwiftUI values (`.leading` as
  /// `HorizontalGuideName.leading`, `CGFloat.infinity` as `NumberConstant.infinity`), nil for
  /// another value: the later stages read member values through this, not by their spelling.
  public func named<Name: RawRepresentable>(_: Name.Type) -> Name? where Name.RawValue == String {
    guard case .member(_, let name, let arguments) = self, arguments.isEmpty else { return nil }
    return Name(rawValue: name)
  }

  /// This value as a call of one of the catalog's named functions or methods, with its
  /// arguments (`.system(size: 20)` as `FontConstructor.system`; a method's receiver is its
  /// first argument, `.title.bold()` as `FontMethod.bold` of `[.title]`).
  public func namedCall<Name: RawRepresentable>(_: Name.Type) -> (Name, [Value])? where Name.RawValue == String {
    guard case .member(_, let name, let arguments) = self, let id = Name(rawValue: name) else { return nil }
    return (id, arguments)
  }

  /// The arguments of a value built by an initializer (`EdgeInsets(top:…)`,
  /// `.init(horizontal:vertical:)`), in the parameters' order; nil for another value.
  public var initializerArguments: [Value]? {
    if case .member(_, "init", let arguments) = self { arguments } else { nil }
  }
}
