/// SwiftUI's named layout values as data: the static members of `HorizontalAlignment`,
/// `VerticalAlignment`, `Edge.Set`, `Axis`, `ContentMode` and `LayoutDirection`, the numeric
/// constants of the floating-point types, and the lengths SwiftUI uses when none is written.
/// The evaluator reads a member value as one of these (`Value.named`); the lowering switches
/// over them, so no stage after the evaluator decides by a member's spelling.

/// A built-in guide of `HorizontalAlignment`.
public enum HorizontalGuideName: String, CaseIterable, Sendable {
  case leading, center, trailing

  /// The type that declares these guides.
  public static let typeName = "HorizontalAlignment"
}

/// A built-in guide of `VerticalAlignment`.
public enum VerticalGuideName: String, CaseIterable, Sendable {
  case top, center, bottom, firstTextBaseline, lastTextBaseline

  /// The type that declares these guides.
  public static let typeName = "VerticalAlignment"
}

/// An edge of a view: an `Edge.Set`'s elements.
public enum EdgeName: Sendable, CaseIterable {
  case top, leading, bottom, trailing
}

/// A static member of `Edge.Set` (or an `Edge` where a set is expected), and the edges it holds.
public enum EdgeSetName: String, CaseIterable, Sendable {
  case top, leading, bottom, trailing, horizontal, vertical, all

  public var edges: [EdgeName] {
    switch self {
    case .top: [.top]
    case .leading: [.leading]
    case .bottom: [.bottom]
    case .trailing: [.trailing]
    case .horizontal: [.leading, .trailing]
    case .vertical: [.top, .bottom]
    case .all: EdgeName.allCases
    }
  }
}

/// A member of `Axis` (or of `Axis.Set` naming one axis).
public enum AxisName: String, CaseIterable, Sendable {
  case horizontal, vertical
}

/// A member of `ContentMode`.
public enum ContentModeName: String, CaseIterable, Sendable {
  case fit, fill
}

/// A member of `LayoutDirection`.
public enum LayoutDirectionName: String, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

/// A static function of `GridItem.Size`: `.fixed(_:)`, `.flexible(minimum:maximum:)`,
/// `.adaptive(minimum:maximum:)`.
public enum GridItemSizeName: String, CaseIterable, Sendable {
  case fixed, flexible, adaptive
}

/// A static member of `Angle`: `.zero`, `.degrees(_:)`, `.radians(_:)`.
public enum AngleName: String, CaseIterable, Sendable {
  case zero, degrees, radians
}

/// A static constant of `Double` and `CGFloat` specs write as a length (`.infinity`).
public enum NumberConstant: String, CaseIterable, Sendable {
  case infinity, greatestFiniteMagnitude, nan, signalingNaN, zero, pi

  public var value: Double {
    switch self {
    case .infinity: .infinity
    case .greatestFiniteMagnitude: .greatestFiniteMagnitude
    case .nan, .signalingNaN: .nan
    case .zero: 0
    case .pi: .pi
    }
  }
}

/// A static constant of `Int` (`Int.max`).
public enum IntegerConstant: String, CaseIterable, Sendable {
  case max, min, zero

  public var value: Int {
    switch self {
    case .max: .max
    case .min: .min
    case .zero: 0
    }
  }
}

/// The lengths SwiftUI uses when a modifier is given none.
public enum LayoutDefaults {
  /// `padding()` and `padding(.horizontal)`: 16 on each edge, iOS's default padding
  /// (OpenSwiftUI `_PaddingLayout`; measured in the simulator).
  public static let padding = 16.0
}

/// A layout value's type (iOS 16): the stack and grid layouts an `AnyLayout` can hold, and
/// `AnyLayout` itself.
public enum LayoutTypeName: String, CaseIterable, Sendable {
  case anyLayout = "AnyLayout", hStackLayout = "HStackLayout", vStackLayout = "VStackLayout"
  case zStackLayout = "ZStackLayout", gridLayout = "GridLayout"
}

/// A static member of `UnitPoint`, and the point it is in the unit square (SwiftUI's
/// `UnitPoint` documentation: `.topLeading` is (0, 0), `.bottomTrailing` (1, 1)).
public enum UnitPointName: String, CaseIterable, Sendable {
  case zero, center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing

  public var x: Double {
    switch self {
    case .zero, .leading, .topLeading, .bottomLeading: 0
    case .center, .top, .bottom: 0.5
    case .trailing, .topTrailing, .bottomTrailing: 1
    }
  }

  public var y: Double {
    switch self {
    case .zero, .top, .topLeading, .topTrailing: 0
    case .center, .leading, .trailing: 0.5
    case .bottom, .bottomLeading, .bottomTrailing: 1
    }
  }
}

/// A case of `FloatingPointRoundingRule` (`x.rounded(.down)`).
public enum RoundingRuleName: String, CaseIterable, Sendable {
  case up, down, towardZero, awayFromZero, toNearestOrEven, toNearestOrAwayFromZero

  public var rule: FloatingPointRoundingRule {
    switch self {
    case .up: .up
    case .down: .down
    case .towardZero: .towardZero
    case .awayFromZero: .awayFromZero
    case .toNearestOrEven: .toNearestOrEven
    case .toNearestOrAwayFromZero: .toNearestOrAwayFromZero
    }
  }
}

/// The CoreGraphics and SwiftUI geometry types layout code computes with, whose values the
/// evaluator builds as `.member(type:name: "init", …)`.
public enum GeometryTypeName: String, CaseIterable, Sendable {
  case size = "CGSize", point = "CGPoint", rect = "CGRect", proposedViewSize = "ProposedViewSize", unitPoint = "UnitPoint"
  case viewSpacing = "ViewSpacing", angle = "Angle"
}

/// A static member of `ProposedViewSize`, and its width and height (nil: unspecified).
public enum ProposalName: String, CaseIterable, Sendable {
  case zero, infinity, unspecified

  public var dimension: Double? {
    switch self {
    case .zero: 0
    case .infinity: .infinity
    case .unspecified: nil
    }
  }
}
