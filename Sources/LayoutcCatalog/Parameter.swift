/// What an argument of a catalog entry accepts, and whether its type feeds the result type.
public enum ParameterKind: Sendable, Hashable {
  /// Any view expression. Binds the parameter's placeholder to the argument's view type.
  case view
  /// A `@ViewBuilder` closure with no parameters. Binds to the builder's result type.
  case viewBuilder
  /// A `@ViewBuilder` closure that receives one element of the entry's `.data` argument
  /// (ForEach, List). Binds to the builder's result type.
  case rowBuilder
  /// The same closure without `@ViewBuilder` (`ForEach(_:id:content:)` in the iOS 13 SDK): one
  /// expression or `return` statements; two views in a row are an error.
  case rowContent
  /// A collection whose elements a row builder receives (ForEach, List). Binds to its type.
  case data
  /// A key path `\.property` into the data's element naming its identity. Binds to the
  /// property's type.
  case identityKeyPath
  /// A ShapeStyle value: Color, or (where the overload allows) an implicit member like `.red`.
  /// Binds to the style's type.
  case shapeStyle
  /// A Shape value (`Circle()`, `RoundedRectangle(cornerRadius: 8)`). Binds to its type.
  case shape
  /// Any Hashable/Equatable value (`.id(x)`, `.tag(x)`, `animation(_:value:)`). Binds to its type.
  case hashable
  /// A value of a named catalog value type (`CGFloat`, `Alignment`, `Font`, `Edge.Set`, ...).
  /// `Optional<T>` names accept `nil` too.
  case value(String)
  /// A string shown to the user (`Text("…")`, `Button("…")`): a String literal or expression.
  case title
  /// A `Binding<T>` (`$isOn`).
  case binding(String)
  /// A closure run on an event (`Button` action, `onTapGesture`). Its body is not a view.
  case action
  /// A closure `(ViewDimensions) -> CGFloat` computing an alignment guide.
  case alignmentComputation
  /// A closure `(CGFloat, Axis) -> CGFloat` computing a length from a container's length on
  /// an axis (`containerRelativeFrame(_:alignment:_:)`).
  case lengthComputation
  /// A key path into `EnvironmentValues` (`\.font`). Binds to the value's type.
  case environmentKeyPath
  /// A style for a `*Style` modifier, named by its protocol (`"PrimitiveButtonStyle"`): an
  /// implicit member of the catalog's style table (`.bordered`), a catalog style's initializer
  /// (`PlainButtonStyle()`), or a value of a declared type conforming to the protocol (or, for
  /// buttons, to `ButtonStyle`). Binds to the style's type.
  case style(String)
  /// A closure run on an event that takes exactly this many parameters: `onChange(of:)`'s
  /// one-, two- and zero-parameter forms are different overloads with different types.
  case actionTaking(Int)
  /// A `@ViewBuilder` closure receiving one value of the named type (GeometryReader's
  /// `GeometryProxy`). Binds to the builder's result type.
  case builderTaking(String)
  /// An implicit Color member (`.green`) and nothing else. Where a generic `S?` parameter cannot
  /// infer `S` from an implicit member, Swift falls back to a `Color?` overload, even a
  /// disfavoured one: `.tint(.green)` takes `tint(_: Color?)`, `.tint(Color.green)` the generic.
  case implicitColor
  /// `K.self` of a type conforming to `LayoutValueKey` (`.layoutValue(key:value:)`). Binds to `K`.
  case layoutValueKey
}

extension ParameterKind {
  /// A closure receiving one element of the data: with or without `@ViewBuilder`.
  public var isRowClosure: Bool { self == .rowBuilder || self == .rowContent }
}

/// One parameter of an overload: its argument label (nil for `_`) and what it accepts.
public struct Parameter: Sendable, Hashable {
  public var label: String?
  public var kind: ParameterKind
  /// True when the argument may be omitted (Swift default argument).
  public var hasDefault: Bool
  /// When set, the argument's type must be exactly this type (printed as the runtime prints it)
  /// for the overload to apply. Lets overloads that share a kind be told apart the way Swift's
  /// generic constraints tell them apart: ForEach's and List's `Range<Int>` form versus their
  /// Identifiable form, both of which take `.data`.
  public var requiredType: String?
  /// True for a variadic parameter (`_ args: CVarArg...`): it takes zero or more arguments, the
  /// first with its label and the rest unlabeled.
  public var isVariadic: Bool

  public init(_ label: String?, _ kind: ParameterKind, default hasDefault: Bool = false, requiredType: String? = nil, isVariadic: Bool = false) {
    self.label = label
    self.kind = kind
    self.hasDefault = hasDefault
    self.requiredType = requiredType
    self.isVariadic = isVariadic
  }
}
