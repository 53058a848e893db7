import Foundation
import LayoutcDriver
import LayoutcTestSupport
import Testing

/// `--html`: the preview page is one self-contained file holding every device × direction layout
/// of every preview, and it works in a browser: headless Chromium loads it without a console
/// error or a blocked resource, and clicking a view shows its details; the device picker and the
/// right-to-left switch redraw from the page's own data.
@Suite struct PreviewPageTests {
  static let environment = ProcessEnvironment(variables: [:], standardErrorIsTerminal: false, standardOutputIsTerminal: false)

  static func page(_ arguments: [String], stdin: String = "") throws -> String {
    let run = Driver.run(arguments: arguments + ["--html"], environment: environment, workingDirectory: RepositoryPaths.root,
      readStandardInput: { _ in Array(stdin.utf8) })
    try #require(run.status == .success, "\(run.stderr)")
    return run.stdout
  }

  /// The page's JSON data, parsed.
  static func data(_ page: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"layoutc-data\">"
    let start = try #require(page.range(of: open)).upperBound
    let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
    return try #require(try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8)) as? [String: Any])
  }

  static let devices = ["iphone-se", "iphone-15-pro", "iphone-15-pro-max", "ipad"]

  @Test func everyDeviceAndDirectionIsInThePage() throws {
    let page = try Self.page(["specs/talks/toast.ui"])
    let data = try Self.data(page)
    #expect(data["schema"] as? String == "layoutc.preview-page/1")
    let previews = try #require(data["previews"] as? [[String: Any]])
    #expect(previews.count == 1)
    let variants = try #require(previews[0]["variants"] as? [String: [String: Any]])
    #expect(Set(variants.keys) == Set(Self.devices.flatMap { ["\($0)/ltr", "\($0)/rtl"] }))
    for (key, variant) in variants {
      let template = try #require(variant["template"] as? String)
      #expect(page.contains("<template id=\"\(template)\"><svg "), "\(key)")
      let nodes = try #require(variant["nodes"] as? [[String: Any]])
      #expect(nodes.first?["identity"] as? String == "Toast", "\(key)")
      let text = try #require(nodes.first { ($0["title"] as? String)?.hasPrefix("Text") == true })
      #expect((text["explain"] as? String)?.contains("proposed") == true)
      #expect((text["source"] as? String)?.hasSuffix("toast.ui:22:9") == true)
    }
    // The window follows the device: an iPhone SE is 375 points wide, an iPad 820.
    func width(_ key: String) throws -> Double {
      let nodes = try #require(variants[key]?["nodes"] as? [[String: Any]])
      let root = try #require(nodes.first?["frame"] as? [Double])
      return root[0] * 2 + root[2]
    }
    #expect(try width("iphone-se/ltr") == 375)
    #expect(try width("ipad/ltr") == 820)
    #expect(try width("iphone-15-pro/rtl") == 393)
    // The types report: the root view's body type.
    let root = try #require((variants["iphone-15-pro/ltr"]?["nodes"] as? [[String: Any]])?.first)
    #expect((root["bodyType"] as? String)?.hasPrefix("Toast.body: ModifiedContent<") == true)
  }

  @Test func aFixedWindowIsLaidOutOnceADirection() throws {
    let page = try Self.page(["specs/talks/avocado-frame.ui", "--size", "120x60"])
    let previews = try #require(try Self.data(page)["previews"] as? [[String: Any]])
    #expect(previews[0]["fixed"] as? Bool == true)
    let variants = try #require(previews[0]["variants"] as? [String: Any])
    #expect(Set(variants.keys) == ["iphone-15-pro/ltr", "iphone-15-pro/rtl"])
  }

  @Test func thePageFetchesNothing() throws {
    let page = try Self.page(["specs/talks"])
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none';"))
    // The only URL is the SVG namespace, which names and is never fetched.
    let urls = page.components(separatedBy: "://").dropFirst().map { String($0.prefix(20)) }
    #expect(!urls.isEmpty && urls.allSatisfy { $0.hasPrefix("www.w3.org/2000/svg") }, "\(Set(urls))")
    #expect(!page.contains(" src=\"") && !page.contains(" href=\"") && !page.contains("<link"))
    #expect(page.contains("@font-face { font-family: \"Inter layoutc\"; font-weight: 400; src: url(\"data:font/woff;base64,"))
  }

  @Test func stringsFromTheSpecCannotEndTheScript() throws {
    let page = try Self.page(["-"], stdin: """
      #Preview { Text("</script><script>alert(1)</script> <!-- &amp;") }

      """)
    let data = try Self.data(page)
    let previews = try #require(data["previews"] as? [[String: Any]])
    let variants = try #require(previews.first?["variants"] as? [String: [String: Any]])
    let nodes = try #require(variants["iphone-15-pro/ltr"]?["nodes"] as? [[String: Any]])
    #expect(nodes.contains { ($0["title"] as? String)?.contains("</script><script>alert(1)") == true })
    #expect(page.components(separatedBy: "</script>").count == 3, "only the data's and the script's own ends")
  }

  // MARK: Headless Chromium

  /// Runs before the page's script: records errors, console errors and blocked resources.
  static let recorder = """
    <script>
    window.__problems = [];
    window.addEventListener("error", function (e) { window.__problems.push("error: " + e.message); });
    document.addEventListener("securitypolicyviolation", function (e) { window.__problems.push("blocked: " + e.blockedURI); });
    var __consoleError = console.error;
    console.error = function () { window.__problems.push("console: " + Array.prototype.join.call(arguments, " ")); __consoleError.apply(console, arguments); };
    </script>
    """

  /// Runs after the page's script, as a user would: clicks the Text of the first preview, reads
  /// the inspector, then picks the iPhone SE and right to left and reads the drawing again.
  static let probe = """
    <script>
    (function () {
      var out = {};
      try {
        var card = document.querySelector(".card");
        out.cards = document.querySelectorAll(".card").length;
        var data = JSON.parse(document.getElementById("layoutc-data").textContent);
        var nodes = data.previews[0].variants["iphone-15-pro/ltr"].nodes;
        var text = nodes.findIndex(function (n) { return n.title.indexOf("Text") === 0; });
        card.querySelector(".hits rect[data-node='" + text + "']").dispatchEvent(new MouseEvent("click", { bubbles: true }));
        out.title = document.getElementById("selected-title").textContent;
        out.details = document.getElementById("selected-details").textContent;
        out.explain = document.getElementById("selected-explain").textContent;
        out.viewBox = card.querySelector("svg").getAttribute("viewBox");
        var select = document.getElementById("device");
        select.value = "iphone-se";
        select.dispatchEvent(new Event("change"));
        var rtl = document.getElementById("rtl");
        rtl.checked = true;
        rtl.dispatchEvent(new Event("change"));
        out.viewBoxSE = document.querySelector(".card svg").getAttribute("viewBox");
        out.detailsSE = document.getElementById("selected-details").textContent;
        out.clipsResolve = Array.prototype.every.call(document.querySelectorAll("#previews [clip-path]"), function (el) {
          var id = el.getAttribute("clip-path").slice(5, -1);
          return document.getElementById(id) !== null && el.closest(".card").contains(document.getElementById(id));
        });
      } catch (e) { window.__problems.push("probe: " + e.message); }
      out.problems = window.__problems;
      var pre = document.createElement("pre");
      pre.id = "probe-result";
      pre.textContent = JSON.stringify(out);
      document.body.appendChild(pre);
    })();
    </script>
    """

  @Test(.enabled(if: PixelTools.chromium != nil, "headless Chromium (Debian package chromium; run .ci/ensure-chromium.sh) is missing: the preview page is not loaded"))
  func chromiumLoadsThePageAndClickingAViewShowsItsDetails() throws {
    let page = try Self.page(["specs/talks/toast.ui"])
    let probed = page.replacingOccurrences(of: "<head>\n", with: "<head>\n" + Self.recorder + "\n")
      .replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>")
    let folder = NSTemporaryDirectory() + "layoutc-page-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try probed.write(toFile: folder + "/page.html", atomically: true, encoding: .utf8)
    var dom = ""
    let status = try SVGPixelTests.shell(PixelTools.chromium!, [
      "--headless", "--disable-gpu", "--no-sandbox", "--dump-dom", "file://\(folder)/page.html",
    ], output: &dom)
    let open = "<pre id=\"probe-result\">"
    let start = try #require(dom.range(of: open), "no probe result (status \(status)): \(dom.prefix(300))").upperBound
    let end = try #require(dom.range(of: "</pre>", range: start..<dom.endIndex)).lowerBound
    let json = String(dom[start..<end]).replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    let result = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(result["problems"] as? [String] == [], "\(result["problems"] ?? "")")
    #expect(result["cards"] as? Int == 1)
    #expect(result["title"] as? String == "Text \"Avocado Toast\"")
    let details = try #require(result["details"] as? String)
    #expect(details.contains("IdentityToast/Text"), "\(details)")
    #expect(details.contains("Sourcespecs/talks/toast.ui:22:9"), "\(details)")
    #expect(details.contains("Frame(137.167, 428.167) 118.667 × 20.667"), "\(details)")
    #expect((result["explain"] as? String)?.contains("proposed 373 × 739 → chose 118.667 × 20.667") == true)
    // Another device and direction: the picture and the selected view's frame change.
    #expect(result["viewBox"] as? String != result["viewBoxSE"] as? String)
    let detailsSE = try #require(result["detailsSE"] as? String)
    #expect(detailsSE.contains("IdentityToast/Text") && !detailsSE.contains("Frame(137.167"), "\(detailsSE)")
    #expect(result["clipsResolve"] as? Bool == true)
  }
}
