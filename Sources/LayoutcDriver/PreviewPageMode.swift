import LayoutcEmit
import LayoutcLowering
import LayoutcSema
import LayoutcSource

/// A device and a direction to lay every root of a module out in.
struct LayoutWindow: Hashable, Sendable {
  var device: PreviewDevice
  var rightToLeft: Bool
}

/// A root and its layouts, the first in the run's own window.
struct RootLayouts {
  var root: RootSelection.Root
  var layouts: [(window: LayoutWindow, preview: LaidOutPreview)]
}

/// A module's preview for the page, with where an error about it points.
struct PagePreview: Sendable {
  var page: PreviewPage.Preview
  var range: SourceRange
  var file: SourceFile
  /// Bytes of its first layout, the one the page always holds.
  var firstBytes: Int
}

/// How many layouts of each preview the page holds: every device of the first window's platform
/// in both directions, else the
/// run's device in both directions, else the run's layout alone, whichever keeps the page under
/// `PreviewPage.byteLimit` (docs/preview-page.md).
enum PageCoverage: Int, Comparable, Sendable {
  case first, bothDirections, everyDevice

  static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  func windows(from first: LayoutWindow) -> [LayoutWindow] {
    switch self {
    case .first: [first]
    case .bothDirections: [first, LayoutWindow(device: first.device, rightToLeft: !first.rightToLeft)]
    case .everyDevice:
      [first] + PreviewDevice.devices(of: first.device.platform).flatMap { d in
        [false, true].map { LayoutWindow(device: d, rightToLeft: $0) }
      }.filter { $0 != first }
    }
  }

  /// The most the page can hold for layouts whose first ones weigh `bytes`.
  static func fitting(_ bytes: Int, devices: Int) -> PageCoverage {
    let layouts = devices * 2
    if bytes * layouts <= PreviewPage.byteLimit { return .everyDevice }
    if bytes * 2 <= PreviewPage.byteLimit { return .bothDirections }
    return .first
  }
}

/// `--html`: each module's previews laid out on every device in both directions and rendered at
/// once (`PreviewPageVariant`), so no layout or trace outlives its module; the page is put
/// together when every module is done (`previewPage`).
extension Compilation {
  mutating func previewPageMode(_ sema: SemaResult) -> String? {
    let first = LayoutWindow(device: device, rightToLeft: options.rightToLeft)
    let bodyTypes = PreviewPageVariant.bodyTypes(sema.members)
    let labels = options.svgLabels
    // The first layouts are rendered once, to weigh them, and kept while they fit the page.
    var firstVariants: [PreviewPageVariant] = []
    var firstBytes: [Int] = []
    guard let roots = layOut(sema, in: first, more: { previews in
      var total = 0
      for preview in previews {
        let variant = PreviewPageVariant(preview, device: first.device, labels: labels, bodyTypes: bodyTypes)
        firstBytes.append(variant.byteCount)
        total += variant.byteCount
        if total <= PreviewPage.byteLimit { firstVariants.append(variant) }
      }
      return PageCoverage.fitting(total, devices: PreviewDevice.devices(of: first.device.platform).count).windows(from: first)
    }) else { return nil }
    // The first layouts alone must fit: past the limit, nothing more is rendered.
    var total = 0
    for (index, root) in roots.enumerated() {
      total += firstBytes[index]
      guard total <= PreviewPage.byteLimit else {
        let (range, file) = Self.location(of: root.root)
        diagnostics.emit(DriverDiagnostics.pageTooLarge(Self.pageLimit).at(range, in: file))
        return nil
      }
    }
    for (index, root) in roots.enumerated() {
      let (range, file) = Self.location(of: root.root)
      let firstWindow = root.layouts[0].preview.root
      let readsSizeClass = root.layouts[0].preview.lowered.readsSizeClass
      // A window that does not follow the device (nor its size class, where a view reads it):
      // its other devices' layouts are the same.
      let fixed = PreviewDevice.devices(of: first.device.platform).allSatisfy { d in
        guard let other = root.layouts.first(where: { $0.window.device == d })?.preview.root else { return true }
        return other.device.size == firstWindow.device.size && other.device.safeAreaInsets == firstWindow.device.safeAreaInsets
          && (!readsSizeClass || other.isRegularWidth == firstWindow.isRegularWidth)
      } && root.layouts.contains { $0.window.device != first.device }
      let kept = root.layouts.filter { !fixed || $0.window.device == first.device }
      let variants = [firstVariants[index]] + kept.dropFirst().map {
        PreviewPageVariant($0.preview, device: $0.window.device, labels: labels, bodyTypes: bodyTypes)
      }
      let page = PreviewPage.Preview(
        name: root.layouts[0].preview.root.name, source: "\(file.path):\(range.start.line)", fixedWindow: fixed, variants: variants)
      pagePreviews.append(PagePreview(page: page, range: range, file: file, firstBytes: firstBytes[index]))
    }
    return ""
  }

  static var pageLimit: String { "\(PreviewPage.byteLimit / 1_000_000) MB" }

  /// The page of every module's previews, trimmed to its first layouts when the whole would pass
  /// `PreviewPage.byteLimit`; a located error when even those would.
  mutating func previewPage() -> String? {
    if pagePreviews.isEmpty && diagnostics.hasErrors { return nil }
    let first = LayoutWindow(device: pageDevice ?? device, rightToLeft: options.rightToLeft)
    var previews = pagePreviews.map(\.page)
    var notes: [String] = []
    let limit = Self.pageLimit
    if previews.reduce(0, { $0 + $1.byteCount }) > PreviewPage.byteLimit {
      var total = 0
      for (index, p) in pagePreviews.enumerated() {
        total += p.firstBytes
        guard total <= PreviewPage.byteLimit else {
          diagnostics.emit(DriverDiagnostics.pageTooLarge(limit).at(p.range, in: p.file))
          return nil
        }
        previews[index].variants = Array(previews[index].variants.prefix(1))
      }
      notes.append("Every preview is shown on the \(first.device.name) only, \(first.rightToLeft ? "right to left" : "left to right"): "
        + "with the other layouts the page would pass its limit of \(limit).")
    } else {
      let direction = first.rightToLeft ? "right to left" : "left to right"
      let oneLayout = previews.filter { $0.variants.count == 1 }.count
      let oneDevice = previews.filter { !$0.fixedWindow && $0.variants.count == 2 }.count
      if oneDevice > 0 {
        notes.append("\(oneDevice) of \(previews.count) previews are laid out on the \(first.device.name) only, in both directions: "
          + "with every device the page would pass its limit of \(limit).")
      }
      if oneLayout > 0 {
        notes.append("\(oneLayout) of \(previews.count) previews are laid out on the \(first.device.name) only, \(direction) only: "
          + "with more layouts the page would pass its limit of \(limit).")
      }
    }
    return PreviewPage.render(previews, settings: PreviewPage.Settings(device: first.device, rightToLeft: first.rightToLeft, notes: notes))
  }
}
