import LayoutcEval

/// The image and colour sets of a module's asset catalogs (`Assets.xcassets`), as the driver
/// read them: what `Image("turtlerock")` and `Color("Brand")` name in an app's Swift.
///
/// An image set holds variants by scale (1x, 2x, 3x, or one for every scale), idiom (universal,
/// iphone, ipad) and appearance (any, light, dark); its size in points is the chosen variant's
/// pixels divided by its scale (Apple's documentation of `UIImage.size`: "the logical
/// dimensions, in points"; an image of scale 2 and 200 pixels is 100 points). A vector (PDF)
/// variant is sized by its page, in points.
public struct AssetCatalog: Sendable, Equatable {
  public struct ImageVariant: Sendable, Equatable {
    /// 1, 2 or 3; nil for a single-scale or vector image, which serves every scale.
    public var scale: Double?
    /// `universal`, `iphone`, `ipad`, … as Contents.json spells it.
    public var idiom: String
    /// The pixel size (a vector's page size in points, with `scale` nil).
    public var width: Double
    public var height: Double

    public init(scale: Double?, idiom: String, width: Double, height: Double) {
      self.scale = scale
      self.idiom = idiom
      self.width = width
      self.height = height
    }
  }

  /// Light-appearance variants of each image set, by the set's name.
  public var images: [String: [ImageVariant]] = [:]
  /// Dark-appearance variants (`luminosity: dark`) of the image sets that have them.
  public var darkImages: [String: [ImageVariant]] = [:]
  /// Image sets found but not read (a file layoutc cannot size, a malformed Contents.json): the
  /// driver warned about each; their images are laid out at an assumed size, marked.
  public var unreadableImages: Set<String> = []
  /// The light-appearance colour of each colour set, by name.
  public var colors: [String: RGBA] = [:]
  /// The dark-appearance colour of the colour sets that have one.
  public var darkColors: [String: RGBA] = [:]
  /// The catalogs read, as the driver found them (`App/Assets.xcassets`): named by a missing
  /// image's fix-it.
  public var folders: [String] = []

  public init() {}

  /// Whether an image set has variants for a particular idiom, so that its size depends on the device.
  public func hasIdiomVariants(_ name: String) -> Bool {
    ((images[name] ?? []) + (darkImages[name] ?? [])).contains { $0.idiom != "universal" }
  }

  /// The point size of image `name` on a screen of `scale` for `idiom` in `appearance`: its dark
  /// variants in the dark appearance where it has some; the device's own idiom before
  /// `universal`, the exact scale, else a single-scale file, else the nearest larger scale, else
  /// the nearest smaller (an estimate: no source read gives the fallback order).
  public func imageSize(_ name: String, scale: Double, idiom: String, appearance: Appearance = .light) -> (width: Double, height: Double)? {
    guard let variants = (appearance == .dark ? darkImages[name] : nil) ?? images[name], !variants.isEmpty else { return nil }
    let ofIdiom = variants.filter { $0.idiom == idiom }
    let candidates = ofIdiom.isEmpty ? variants.filter { $0.idiom == "universal" } : ofIdiom
    guard !candidates.isEmpty else { return nil }
    func rank(_ v: ImageVariant) -> (Int, Double) {
      guard let s = v.scale else { return (1, 0) }
      if s == scale { return (0, 0) }
      return s > scale ? (2, s - scale) : (3, scale - s)
    }
    let best = candidates.min { rank($0) < rank($1) }!
    let s = best.scale ?? 1
    return (best.width / s, best.height / s)
  }
}

extension LoweringBuilder {
  /// The colour a value names in the preview's appearance, a colour set of the module's asset
  /// catalogs (`Color("Brand")`, its dark variant in the dark appearance) included.
  func color(_ value: Value?) -> RGBA? {
    if let arguments = value?.initializerArguments, arguments.count == 1, let name = arguments[0].asString,
      let color = (appearance == .dark ? lowering.assetCatalog.darkColors[name] : nil) ?? lowering.assetCatalog.colors[name]
    {
      return color
    }
    return ColorResolution.resolve(value, in: appearance)
  }

  /// `value`, or the colour it names in an asset catalog as `Color(red:green:blue:opacity:)`, so
  /// that the renderers, which do not see the catalog, draw it.
  func assetColorResolved(_ value: Value) -> Value {
    guard let arguments = value.initializerArguments, arguments.count == 1, arguments[0].asString != nil,
      let color = color(value)
    else { return value }
    return colorValue(color)
  }
}
