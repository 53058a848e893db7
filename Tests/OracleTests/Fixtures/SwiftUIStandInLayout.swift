// Stand-in declarations for custom layouts, compiled with SwiftUIStandIn.swift: the
// `Layout` protocol and its proxies (`LayoutSubviews`, `LayoutSubview`, `ProposedViewSize`,
// `ViewSpacing`, `LayoutValueKey`), `_VariadicView.Tree` and `_LayoutRoot`, the stack layouts and
// `AnyLayout`. Written from Apple's declarations (developer.apple.com/documentation/swiftui/layout
// and SwiftUI.swiftinterface: `Layout.callAsFunction<V>(_:) -> _VariadicView.Tree<_LayoutRoot<Self>, V>`,
// `View.layoutValue(key:value:) { _trait(_LayoutTrait<K>.self, value) }`); none of it but
// `_VariadicView` is in the iOS 13 SDK. Types only: bodies are `fatalError()`.

import Foundation

// Seed 004's variadic views are in every SDK (iOS 13 on).
public enum _VariadicView {
  public typealias Children = _VariadicView_Children
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot
  public struct Tree<Root, Content>: _PrimitiveView {
    public init(_ root: Root, @ViewBuilder content: () -> Content) {}
  }
}

/// Seed 004's roots: a `body(children:)` making a view of the content's children.
public protocol _VariadicView_Root {}
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  associatedtype Body: View
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

public struct _VariadicView_Children: _PrimitiveView, RandomAccessCollection {
  public struct Element: _PrimitiveView, Identifiable {
    public var id: AnyHashable { fatalError() }
  }
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> Element { fatalError() }
}

#if !LAYOUTC_SDK_IOS13
extension Angle {
  public var radians: Double { fatalError() }
  public var degrees: Double { fatalError() }
}

public struct ProposedViewSize: Equatable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
  public init(_ size: CGSize) { width = size.width; height = size.height }
  public static var zero: ProposedViewSize { fatalError() }
  public static var infinity: ProposedViewSize { fatalError() }
  public static var unspecified: ProposedViewSize { fatalError() }
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize { fatalError() }
}

public struct ViewSpacing {
  public init() {}
  public static var zero: ViewSpacing { fatalError() }
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { fatalError() }
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { fatalError() }
}

public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

public struct LayoutSubview: Equatable {
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { fatalError() }
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
  public var priority: Double { fatalError() }
  public var spacing: ViewSpacing { fatalError() }
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { fatalError() }
}

public struct LayoutSubviews: RandomAccessCollection, Equatable {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> LayoutSubview { fatalError() }
}

public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func makeCache(subviews: Subviews) -> Cache
}

public struct LayoutProperties {
  public init() {}
  public var stackOrientation: Axis?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

public struct _LayoutRoot<L: Layout> {}

extension Layout {
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> _VariadicView.Tree<_LayoutRoot<Self>, V> { fatalError() }
}

public struct HStackLayout: Layout {
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct VStackLayout: Layout {
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct ZStackLayout: Layout {
  public init(alignment: Alignment = .center) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct GridLayout: Layout {
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

public struct AnyLayout: Layout {
  public init<L: Layout>(_ layout: L) {}
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { fatalError() }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

// iOS 18's containers (developer.apple.com/documentation/swiftui/foreach/init(subviews:content:),
// …/group/init(subviews:transform:)).
public struct Subview: _PrimitiveView, Identifiable {
  public struct ID: Hashable {}
  public var id: ID { fatalError() }
}
public struct SubviewsCollection: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> Subview { fatalError() }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { fatalError() }
}
public struct SubviewsCollectionSlice: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> Subview { fatalError() }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { fatalError() }
}
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> Subview { fatalError() }
}
public struct GroupElementsOfContent<Subviews: View, Content: View>: _PrimitiveView {}
extension ForEach {
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {}
}
extension Group {
  public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
  where Content == GroupElementsOfContent<Base, Result> {}
}
// Sections (…/foreach/init(sections:content:), …/group/init(sections:transform:),
// …/sectionconfiguration): a subviews collection is a View.
extension SubviewsCollection: _PrimitiveView {}
public struct SectionConfiguration: Identifiable {
  public struct ID: Hashable {}
  public var id: ID { fatalError() }
  public var header: SubviewsCollection { fatalError() }
  public var content: SubviewsCollection { fatalError() }
  public var footer: SubviewsCollection { fatalError() }
}
public struct SectionCollection: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> SectionConfiguration { fatalError() }
}
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(index: Int) -> SectionConfiguration { fatalError() }
}
public struct GroupSectionsOfContent<Sections: View, Content: View>: _PrimitiveView {}
extension ForEach {
  public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
  where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {}
}
extension Group {
  public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
  where Content == GroupSectionsOfContent<Base, Result> {}
}

public struct _LayoutTrait<K: LayoutValueKey>: _ViewTraitKey {}

extension View {
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(_TraitWritingModifier<_LayoutTrait<K>>())
  }
}
#endif
