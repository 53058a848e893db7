import LayoutcSyntax

/// What Swift needs to know of a SwiftUI property wrapper to synthesise a view's memberwise
/// initializer (SE-0258) and to check assignments in actions. Each entry follows the
/// wrapper's declaration in Apple's documentation (developer.apple.com/documentation/swiftui/
/// <wrapper>): its initializers, and whether `wrappedValue` has a `nonmutating set`.
public struct PropertyWrapper: Sendable {
  /// The attribute's name: `State`, `FocusState.Binding`.
  public var name: String
  /// `init(wrappedValue:)`: the memberwise parameter has the property's own type; without
  /// it the parameter has the wrapper's type (`@Binding var v: Int` takes a `Binding<Int>`).
  public var initializesFromWrappedValue: Bool
  /// An `init()` with no arguments (`@Namespace var ns`, `@FocusState var f: Bool`): the
  /// backing storage has an initial value, so the memberwise parameter has a default.
  public var defaultInitializable: Bool
  /// `init()` where the value is optional (`@State var selection: Int?`).
  public var defaultInitializableWhenOptional: Bool
  /// `wrappedValue { get nonmutating set }`: an action may assign to it although a view is a
  /// value; else swiftc's "cannot assign to property: 'x' is a get-only property".
  public var isSettable: Bool
  /// `init(_ key:…) where Value == T?` (AppStorage, SceneStorage: "defaults to nil if there is
  /// no restored value", developer.apple.com/documentation/swiftui/appstorage/init(_:store:)):
  /// an optional property is initialised by the attribute's arguments alone.
  public var initializesFromArgumentsWhenOptional = false

  /// The wrappers a view may use. `@Environment(\.key)` and `@AppStorage("key")` are
  /// initialised by their attribute's arguments.
  public static let known: [String: PropertyWrapper] = {
    let entries = [
      // State: init(wrappedValue:), init() where Value: ExpressibleByNilLiteral; nonmutating set.
      PropertyWrapper(name: "State", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: true, isSettable: true),
      // Binding: init(projectedValue:) only (no init(wrappedValue:)); nonmutating set.
      PropertyWrapper(name: "Binding", initializesFromWrappedValue: false, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: true),
      // Environment: init(_ keyPath:), init(_ objectType:); get-only.
      PropertyWrapper(name: "Environment", initializesFromWrappedValue: false, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: false),
      // EnvironmentObject: init(); get-only.
      PropertyWrapper(name: "EnvironmentObject", initializesFromWrappedValue: false, defaultInitializable: true, defaultInitializableWhenOptional: true, isSettable: false),
      // FocusState: init() where Value == Bool, init<T>() where Value == T?; nonmutating set.
      PropertyWrapper(name: "FocusState", initializesFromWrappedValue: false, defaultInitializable: true, defaultInitializableWhenOptional: true, isSettable: true),
      // FocusState.Binding: no public initializer; nonmutating set.
      PropertyWrapper(name: "FocusState.Binding", initializesFromWrappedValue: false, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: true),
      // Namespace: init(); get-only (a Namespace.ID).
      PropertyWrapper(name: "Namespace", initializesFromWrappedValue: false, defaultInitializable: true, defaultInitializableWhenOptional: true, isSettable: false),
      // SwiftData's Query: init() and init(filter:sort:...); get-only.
      PropertyWrapper(name: "Query", initializesFromWrappedValue: false, defaultInitializable: true, defaultInitializableWhenOptional: true, isSettable: false),
      // AppStorage, SceneStorage: init(wrappedValue:_:...); nonmutating set.
      PropertyWrapper(name: "AppStorage", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: true, initializesFromArgumentsWhenOptional: true),
      PropertyWrapper(name: "SceneStorage", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: true, initializesFromArgumentsWhenOptional: true),
      // ScaledMetric: init(wrappedValue:), init(wrappedValue:relativeTo:); get-only.
      PropertyWrapper(name: "ScaledMetric", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: false),
      // GestureState: init(wrappedValue:), init(initialValue:), init(reset:...); get-only.
      PropertyWrapper(name: "GestureState", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: true, isSettable: false),
      // StateObject: init(wrappedValue: @autoclosure () -> ObjectType); wrappedValue { get }.
      PropertyWrapper(name: "StateObject", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: false),
      // ObservedObject: init(wrappedValue:), init(initialValue:); `var wrappedValue` (a mutating set).
      PropertyWrapper(name: "ObservedObject", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: false),
      // Observation's Bindable: init(wrappedValue:), init(_:); `var wrappedValue` (a mutating set).
      PropertyWrapper(name: "Bindable", initializesFromWrappedValue: true, defaultInitializable: false, defaultInitializableWhenOptional: false, isSettable: false),
    ]
    return Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0) })
  }()
}

extension VariableDecl {
  /// A local property wrapper (SE-0258, Swift 5.4): `@Bindable var model = model`, `@State var
  /// hovered = false` in a body (`TypeChecker.bindWrappedLocal`).
  public var isWrappedLocal: Bool { propertyWrapper != nil && initializer != nil }

  /// The SwiftUI property wrapper applied to this property, with its attribute.
  public var propertyWrapper: (wrapper: PropertyWrapper, attribute: Attribute)? {
    for a in attributes { if let w = PropertyWrapper.known[a.name] { return (w, a) } }
    return nil
  }

  /// A property wrapper layoutc does not know (`@AppSettings(\\.x)`, `@Injected var store`).
  /// Written with arguments, its storage is initialised by them and the memberwise initializer
  /// gives the property a default (swiftc 6.3, SE-0258); without, its `init()` may do the same
  /// or the initializer takes the value: either way a call may leave it out or give it, so it
  /// counts as defaulted. Attributes that are not wrappers are lower-case or Swift's own
  /// (`@available(…)`, `@objc(…)`, `@MainActor`) or macros (`@Previewable`, SwiftData's).
  public var hasUnknownWrapper: Bool {
    attributes.contains { a in
      PropertyWrapper.known[a.name] == nil && a.name.first?.isUppercase == true && !Self.notWrappers.contains(a.name)
    }
  }

  private static let notWrappers: Set<String> = [
    "MainActor", "ViewBuilder", "Sendable", "Entry", "Previewable", "Model", "Observable", "Attribute", "Relationship",
    "Transient", "Published", "ObservationIgnored", "ObservationTracked",
  ]
}
