import LayoutcSource
import LayoutcSyntax
import LayoutcCatalog

/// The symbol table of one module (all input files together): every declaration by name.
public final class SemanticModel: @unchecked Sendable {
  public internal(set) var views: [String: ViewInfo] = [:]
  /// View names in declaration order (files in input order).
  public internal(set) var viewOrder: [String] = []
  public internal(set) var dataTypes: [String: DataInfo] = [:]
  public internal(set) var enums: [String: EnumInfo] = [:]
  public internal(set) var alignments: [String: CustomAlignment] = [:]
  /// Every `AlignmentID` type, by its own name.
  public internal(set) var alignmentIDs: [String: AlignmentIDInfo] = [:]
  public internal(set) var previews: [PreviewInfo] = []
  public internal(set) var assets: [String: AssetInfo] = [:]
  public internal(set) var globals: [String: GlobalInfo] = [:]
  public let sdk: SDK

  init(sdk: SDK) { self.sdk = sdk }

  /// Every name a user could mean where a type or view is expected, for suggestions.
  var declaredTypeNames: [String] {
    Array(views.keys) + Array(dataTypes.keys) + Array(enums.keys)
  }
}
