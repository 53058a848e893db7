import Foundation
import LayoutcDriver
import Testing

/// The lowering's invariant check ("no assumed value shown without its mark") runs on another
/// core while a root is laid out (`ConcurrentCheck`): what it finds reaches
/// `DriverOutput.invariantViolations` all the same, in the same order on one thread and on two.
@Suite struct UnmarkedAssumptionCheckTests {
  /// Texts whose strings look like placeholders (`<assumed …>`) and carry no mark: the check
  /// reports them, as it would an opaque value that reached output unmarked. Enough rows that the
  /// check is worth a thread (`Compilation.concurrentCheckNodes`).
  static let spec = """
    struct ContentView: View {
      var body: some View {
        VStack {
          Text("<assumed one>")
          ForEach(0..<1200, id: \\.self) { i in Text("Row \\(i)") }
          Text("<assumed two>")
        }
      }
    }

    """

  @Test(arguments: ["1", "2"])
  func violationsAreReportedOnEveryThreadCount(jobs: String) throws {
    let root = NSTemporaryDirectory() + "layoutc-unmarked-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Self.spec.write(toFile: root + "/a.ui", atomically: true, encoding: .utf8)
    let out = Driver.run(
      arguments: ["a.ui", "--frames", "--jobs", jobs], environment: ProcessEnvironment(), workingDirectory: root,
      readStandardInput: { _ in [] })
    #expect(out.invariantViolations.count == 2)
    #expect(out.invariantViolations.first?.hasPrefix("a.ui:4:") == true, "\(out.invariantViolations)")
    #expect(out.invariantViolations.last?.hasPrefix("a.ui:6:") == true, "\(out.invariantViolations)")
  }
}
