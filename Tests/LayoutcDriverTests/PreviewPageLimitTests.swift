@testable import LayoutcDriver
import LayoutcEmit
import LayoutcLowering
import Testing

/// The preview page's size limit (`PreviewPage.byteLimit`): past it the page holds fewer layouts
/// of each preview, and says so.
@Suite struct PreviewPageLimitTests {
  @Test func fewerLayoutsAsThePageGrows() {
    let limit = PreviewPage.byteLimit
    #expect(PageCoverage.fitting(limit / 8, devices: 4) == .everyDevice)
    #expect(PageCoverage.fitting(limit / 8 + 1, devices: 4) == .bothDirections)
    #expect(PageCoverage.fitting(limit / 2, devices: 4) == .bothDirections)
    #expect(PageCoverage.fitting(limit / 2 + 1, devices: 4) == .first)
    #expect(PageCoverage.fitting(limit / 2, devices: 1) == .everyDevice)
    let first = LayoutWindow(device: .iPhoneSE, rightToLeft: true)
    #expect(PageCoverage.first.windows(from: first) == [first])
    #expect(PageCoverage.bothDirections.windows(from: first) == [first, LayoutWindow(device: .iPhoneSE, rightToLeft: false)])
    let every = PageCoverage.everyDevice.windows(from: first)
    #expect(every.count == 8 && every.first == first && Set(every).count == 8)
    // A platform's page holds its own devices only: the Mac's one window, in both directions.
    let mac = LayoutWindow(device: .mac, rightToLeft: false)
    #expect(PageCoverage.everyDevice.windows(from: mac) == [mac, LayoutWindow(device: .mac, rightToLeft: true)])
  }

  @Test func thePageSaysWhatItLeftOut() {
    let page = PreviewPage.render([], settings: PreviewPage.Settings(notes: ["2 of 9 previews are laid out on the iPhone 15 Pro only"]))
    #expect(page.contains("<p class=\"note page-note\">2 of 9 previews are laid out on the iPhone 15 Pro only</p>"))
  }
}
