import LayoutcCatalog
import LayoutcSema
import LayoutcSource

/// One node of the instance tree: a view or modifier as evaluated under concrete state.
///
/// Groups, TupleViews and ForEach are already flattened into their parent's children; a
/// modifier's first child is the view it modifies, any others are its secondary views
/// (background and overlay content). User views stay as neutral nodes whose children are
/// their body's views, so identities and `@State` can be traced to them.
///
/// Its mutable properties skip the runtime's exclusivity checks (`@exclusivity(unchecked)`)
/// where this module accesses them: the evaluator's writes and `assumptions`, which the lowering
/// asks of every instance (each checked access costs ~150 instructions, a third of
/// `assumptions`). Other modules' reads stay checked (the attribute applies to the accesses its
/// own module compiles; reading through accessors instead costs as much as it saves). This is
/// sound because the evaluator finishes an instance before anything else reads it, and its own
/// writes (`attributes[name] = v`, `children = …`) are single statements that never read the
/// same property while they write it.
public final class Instance: @unchecked Sendable {
  public enum Kind: String, Sendable { case view, modifier, userView }

  public let kind: Kind
  /// `Text`, `VStack`, `padding`, or the user view's name.
  public let name: String
  /// How it takes part in layout (from the catalog; `.neutral` for user views).
  public let role: LayoutRole
  /// The catalog view it is an instance of, when the lowering treats that view by more than its
  /// role; nil for user views, opaque views and modifiers.
  public let viewID: CatalogViewID?
  /// The catalog modifier it is an instance of, when the lowering treats that modifier by more
  /// than its role; nil for views and opaque modifiers.
  public let modifierID: CatalogModifierID?
  public let identity: IdentityPath
  public let file: String
  public let range: SourceRange
  /// Evaluated arguments, by parameter label (`_0`, `_1` for unlabeled by position).
  public let arguments: LabeledValues
  @exclusivity(unchecked) public internal(set) var children: [Instance]
  /// The string a Text shows.
  public let text: String?
  /// Styling folded in by methods that return the same view type (`Text.bold()`,
  /// `Image.resizable()`, `Color.opacity(_:)`, `Shape.fill(_:)`), by method name.
  @exclusivity(unchecked) public internal(set) var attributes: LabeledValues = LabeledValues()
  /// The methods a shape returned a shape (or shape view) from, innermost first, with their
  /// arguments (`Circle().trim(from: 0, to: 0.5).rotation(.degrees(-90))`: trim, then
  /// rotation): the order `attributes` cannot keep, which the shape's drawn path depends on.
  @exclusivity(unchecked) public internal(set) var shapeMethods: [(id: ShapeMethodID, arguments: LabeledValues)] = []
  /// A user view's `@State` properties with their values.
  public let state: [Value.Field]
  /// The parameter label each child came from, parallel to `children`, for catalog views whose
  /// parts lay out differently (Label's title and icon, Section's header and footer,
  /// NavigationLink's label and destination); empty when not recorded.
  @exclusivity(unchecked) public internal(set) var childSlots: [String] = []
  /// The assumptions this instance's layout rests on (docs/language.md, "Assumptions"): its own
  /// (an opaque view or modifier) and those of the opaque values among its arguments and
  /// attributes. Empty for everything layoutc models.
  public var assumptions: [String] {
    // Nearly every instance has none: answered without sorting its values (the lowering asks
    // for each instance; sorting was a twelfth of lowering a Text).
    if marks.isEmpty && !arguments.contains(where: { $0.value.hasAssumptions }) && !attributes.contains(where: { $0.value.hasAssumptions }) {
      return []
    }
    var all = marks
    for (_, v) in arguments.sorted(by: { $0.key < $1.key }) { all += v.assumptions }
    for (_, v) in attributes.sorted(by: { $0.key < $1.key }) { all += v.assumptions }
    var seen: Set<String> = []
    return all.filter { seen.insert($0).inserted }
  }
  /// A view a container reads as a subview proxy (`_VariadicView.Children`, iOS 18's
  /// `ForEach(subviews:)`/`Group(subviews:)`): environment modifiers on the proxy do not
  /// reach it.
  @exclusivity(unchecked) public internal(set) var isSubviewProxy = false
  /// True for an opaque view or modifier (`KFImage(url)`, `.shimmering()`).
  public let isOpaque: Bool
  /// The assumptions the instance itself rests on, without its values': what it is (when
  /// opaque), or where it comes from (a row of assumed data, a view with an assumed id).
  @exclusivity(unchecked) public internal(set) var marks: [String]

  init(
    kind: Kind, name: String, role: LayoutRole, identity: IdentityPath, file: String, range: SourceRange,
    arguments: LabeledValues = LabeledValues(), children: [Instance] = [], text: String? = nil, state: [Value.Field] = [],
    assumptions: [String] = [], isOpaque: Bool = false
  ) {
    self.marks = assumptions
    self.isOpaque = isOpaque
    self.kind = kind
    self.name = name
    self.role = role
    // Resolved once, here, from the name the catalog entry gave it.
    self.viewID = kind == .view && !isOpaque ? CatalogViewID(rawValue: name) : nil
    self.modifierID = kind == .modifier && !isOpaque ? CatalogModifierID(rawValue: name) : nil
    self.identity = identity
    self.file = file
    self.range = range
    self.arguments = arguments
    self.children = children
    self.text = text
    self.state = state
  }

  /// Every instance of the subtree, depth first, parents before children.
  public func walk(_ visit: (Instance, Int) -> Void, depth: Int = 0) {
    visit(self, depth)
    for c in children { c.walk(visit, depth: depth + 1) }
  }
}

/// The instances of one root (a `#Preview`, or the root view).
public struct InstanceRoot: Sendable {
  public var name: String
  public var preview: PreviewInfo?
  public var instances: [Instance]
}
