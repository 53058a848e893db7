import LayoutcCatalog

/// A guide an alignment-guide closure reads from its view's dimensions: `d[.bottom]`,
/// `d[HorizontalAlignment.center]`, `d[.midStarAndTitle]`. Built-in guides are the catalog's
/// names; `center` alone is read on the axis of the guide being computed, as Swift resolves
/// `d[.center]` from the closure's guide type.
public enum GuideReference: Sendable, Equatable {
  case horizontal(HorizontalGuideName)
  case vertical(VerticalGuideName)
  /// `d[.center]`: the centre on the computed guide's axis.
  case center
  /// A guide the module declares (`extension VerticalAlignment { static let … }`), by name.
  case custom(String)

  /// The guide `name`, written on `type` (`HorizontalAlignment`, `VerticalAlignment`) or bare.
  public init(_ name: String, on type: String?) {
    let horizontal = HorizontalGuideName(rawValue: name)
    let vertical = VerticalGuideName(rawValue: name)
    switch (type, horizontal, vertical) {
    case (HorizontalGuideName.typeName?, let h?, _): self = .horizontal(h)
    case (VerticalGuideName.typeName?, _, let v?): self = .vertical(v)
    case (_, let h?, nil): self = .horizontal(h)
    case (_, nil, let v?): self = .vertical(v)
    case (_, .some, .some): self = .center
    case (_, nil, nil): self = .custom(name)
    }
  }
}
