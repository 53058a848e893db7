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

  /// This value as an initializer call of one of the catalog's named types, with its
  /// arguments in the parameters' order (`HStackLayout(alignment: .top)` as
  /// `LayoutTypeName.hStackLayout`); nil for another value.
  public func initializer<Name: RawRepresentable>(of _: Name.Type) -> (Name, [Value])? where Name.RawValue == String {
    guard case .member(let type?, "init", let arguments) = self, let id = Name(rawValue: type) else { return nil }
    return (id, arguments)
  }

  /// The type a metatype value names: `MyID.self`, and `Key.Type` (what the evaluator makes of a
  /// declared type used as a value); nil for another value.
  public var metatypeName: String? {
    switch self {
    case .member(let type?, "self", let arguments) where arguments.isEmpty, .member(let type?, "Type", let arguments) where arguments.isEmpty:
      type
    default:
      nil
    }
  }

  /// The value a binding reads: `$isOn`'s (`.binding`), or the value of `.constant(v)`
  /// (`Binding.constant`); nil for another value.
  public var boundValue: Value? {
    switch self {
    case .binding(_, let v): v
    case .member(_, "constant", let arguments) where arguments.count == 1: arguments[0]
    default: nil
    }
  }
}
