/// The ids of the catalog's views and modifiers that the lowering treats by more than their
/// layout role (a Toggle and a Stepper share `.control`; `opacity` and `tag` are both `.inert`,
/// but one is drawn and the other picks a Picker's row). The evaluator resolves an instance's
/// id once, from the catalog entry it made the instance of (`Instance.viewID`,
/// `Instance.modifierID`); the lowering switches over ids, never over a name's spelling. The raw
/// value is the entry's name (`NamedValuesTests` checks each names an entry).

/// A catalog view the lowering distinguishes from the others of its role.
public enum CatalogViewID: String, CaseIterable, Sendable {
  case button = "Button", toggle = "Toggle", stepper = "Stepper", picker = "Picker", labeledContent = "LabeledContent"
  case secureField = "SecureField", navigationLink = "NavigationLink", list = "List", form = "Form"
  case toolbarItem = "ToolbarItem", toolbarItemGroup = "ToolbarItemGroup", label = "Label"
  case contentUnavailableView = "ContentUnavailableView", color = "Color"
  // Shapes, by their outline (a clip's, a fill's corners).
  case rectangle = "Rectangle", roundedRectangle = "RoundedRectangle", capsule = "Capsule", ellipse = "Ellipse", circle = "Circle"
  // Gradients, by their geometry.
  case linearGradient = "LinearGradient", radialGradient = "RadialGradient", ellipticalGradient = "EllipticalGradient"
  case angularGradient = "AngularGradient"
}

/// A catalog modifier the lowering distinguishes from the others of its role.
public enum CatalogModifierID: String, CaseIterable, Sendable {
  // Read by an enclosing view: the Picker or TabView, the custom Layout, the navigation bar, the
  // list, the grid.
  case tag, layoutValue, navigationTitle, navigationBarTitleDisplayMode, toolbar, tabItem
  case listRowInsets, listRowSeparator, listRowBackground
  case gridCellColumns, gridColumnAlignment, gridCellAnchor, gridCellUnsizedAxes
  // Environment writers with their own spelling of the value.
  case environment, preferredColorScheme
  // Layout: the role's other spellings.
  case edgesIgnoringSafeArea, scaledToFit, scaledToFill
  // Drawing only (`--svg`).
  case opacity, clipped, cornerRadius, clipShape, shadow
  // The control styles (`ControlStyleName`).
  case buttonStyle, textFieldStyle, pickerStyle, toggleStyle, listStyle, progressViewStyle, labelStyle, tabViewStyle
}

/// A shape method the drawing reads: its geometry (`offset`, `rotation`, `scale`, `trim`,
/// `inset`, `size`, in the order written) and whether the outline is already stroked.
public enum ShapeMethodID: String, CaseIterable, Sendable {
  case offset, rotation, scale, trim, inset, size, stroke, strokeBorder

  /// Whether the method changes the shape's geometry (else it paints it).
  public var isTransform: Bool { self != .stroke && self != .strokeBorder }
}
