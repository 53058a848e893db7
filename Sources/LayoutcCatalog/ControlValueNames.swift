/// SwiftUI's named values the lowering reads for controls, lists and navigation: the styles the
/// `*Style` modifiers set, and the members of the value types a control's or a bar's look
/// depends on. The evaluator hands a member value over as one of these (`Value.named`); the
/// lowering switches over them, so no stage after the evaluator decides by a member's spelling.
/// Each enum's cases are the catalog's members of its type (`NamedValuesTests`).

/// The members of one control style protocol (`Styles.swift`), and the modifier that sets it.
public protocol ControlStyleName: RawRepresentable<String>, CaseIterable, Sendable {
  /// The style protocol in `Catalog.styles`.
  static var styleProtocol: String { get }
  /// The modifier whose argument is the style.
  static var modifier: CatalogModifierID { get }
}

public enum ButtonStyleName: String, ControlStyleName {
  case automatic, bordered, borderedProminent, borderless, plain
  public static let styleProtocol = "PrimitiveButtonStyle"
  public static let modifier = CatalogModifierID.buttonStyle
}

public enum LabelStyleName: String, ControlStyleName {
  case automatic, iconOnly, titleOnly, titleAndIcon
  public static let styleProtocol = "LabelStyle"
  public static let modifier = CatalogModifierID.labelStyle
}

public enum ToggleStyleName: String, ControlStyleName {
  case automatic, `switch`, button
  public static let styleProtocol = "ToggleStyle"
  public static let modifier = CatalogModifierID.toggleStyle
}

public enum PickerStyleName: String, ControlStyleName {
  case automatic, menu, segmented, wheel, inline, navigationLink, palette
  public static let styleProtocol = "PickerStyle"
  public static let modifier = CatalogModifierID.pickerStyle
}

public enum TextFieldStyleName: String, ControlStyleName {
  case automatic, plain, roundedBorder
  public static let styleProtocol = "TextFieldStyle"
  public static let modifier = CatalogModifierID.textFieldStyle
}

public enum ListStyleName: String, ControlStyleName {
  case automatic, plain, grouped, inset, insetGrouped, sidebar
  public static let styleProtocol = "ListStyle"
  public static let modifier = CatalogModifierID.listStyle
}

public enum ProgressViewStyleName: String, ControlStyleName {
  case automatic, circular, linear
  public static let styleProtocol = "ProgressViewStyle"
  public static let modifier = CatalogModifierID.progressViewStyle
}

public enum TabViewStyleName: String, ControlStyleName {
  case automatic, page
  public static let styleProtocol = "TabViewStyle"
  public static let modifier = CatalogModifierID.tabViewStyle
}

/// A member of `ButtonRole`.
public enum ButtonRoleName: String, CaseIterable, Sendable {
  case cancel, destructive
}

/// A member of `Prominence` (`headerProminence(_:)`).
public enum ProminenceName: String, CaseIterable, Sendable {
  case standard, increased
}

/// A member or static function of `ListSectionSpacing`: `.default`, `.compact`, `.custom(_:)`.
public enum ListSectionSpacingName: String, CaseIterable, Sendable {
  case `default`, compact, custom
}

/// A member of `Visibility` (`listRowSeparator(_:)`).
public enum VisibilityName: String, CaseIterable, Sendable {
  case automatic, visible, hidden
}

/// A member of `NavigationBarItem.TitleDisplayMode`.
public enum TitleDisplayModeName: String, CaseIterable, Sendable {
  case automatic, inline, large
}

/// A member of `ToolbarItemPlacement`.
public enum ToolbarItemPlacementName: String, CaseIterable, Sendable {
  case automatic, principal, navigation, primaryAction, secondaryAction, status, confirmationAction
  case cancellationAction, destructiveAction, keyboard, bottomBar, navigationBarLeading, navigationBarTrailing
  case topBarLeading, topBarTrailing
}

/// A member of `NavigationSplitViewVisibility`.
public enum NavigationSplitViewVisibilityName: String, CaseIterable, Sendable {
  case automatic, all, doubleColumn, detailOnly
}

/// A member of `NavigationSplitViewColumn`.
public enum NavigationSplitViewColumnName: String, CaseIterable, Sendable {
  case sidebar, content, detail
}
