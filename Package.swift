// swift-tools-version: 6.0
// layoutc: a compiler for SwiftUI layout specs. No package dependencies (the user's rule):
// the toolchain's Foundation and Swift Testing only. Targets are pipeline stages; dependencies
// point one way (docs/architecture.md). The layout engine is a leaf that knows no syntax.
import PackageDescription

let package = Package(
  name: "layoutc",
  products: [
    .executable(name: "layoutc", targets: ["layoutc"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
  ],
  targets: [
    // Leaves
    .target(name: "LayoutcSource"),
    .target(name: "LayoutEngine"),
    .target(name: "LayoutcCatalog"),
    // Front end
    .target(name: "LayoutcSyntax", dependencies: ["LayoutcSource"]),
    .target(name: "LayoutcSema", dependencies: ["LayoutcSource", "LayoutcSyntax", "LayoutcCatalog"]),
    .target(name: "LayoutcEval", dependencies: ["LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcCatalog"]),
    // Back end
    .target(name: "LayoutcEmit", dependencies: ["LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcEval"]),
    // Orchestration
    .target(name: "LayoutcDriver", dependencies: [
      "LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcCatalog", "LayoutcEval", "LayoutcEmit", "LayoutEngine",
    ]),
    .executableTarget(name: "layoutc", dependencies: ["LayoutcDriver"]),
    // Test support
    .target(name: "LayoutcTestSupport", dependencies: ["LayoutcSource", "LayoutcDriver"], path: "Tests/LayoutcTestSupport"),
    .testTarget(name: "LayoutcSyntaxTests", dependencies: ["LayoutcSyntax", "LayoutcSource", "LayoutcTestSupport"]),
    .testTarget(name: "LayoutcSemaTests", dependencies: ["LayoutcSema", "LayoutcSyntax", "LayoutcSource", "LayoutcCatalog", "LayoutcTestSupport"]),
    .testTarget(name: "LayoutcEvalTests", dependencies: ["LayoutcEval", "LayoutcSema", "LayoutcSyntax", "LayoutcSource", "LayoutcTestSupport"]),
    .testTarget(name: "LayoutcEmitTests", dependencies: ["LayoutcEmit", "LayoutcSource"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "LayoutcDriverTests", dependencies: ["LayoutcDriver", "LayoutcEmit", "LayoutcSource", "LayoutcTestSupport"]),
    .testTarget(name: "SpecTests", dependencies: ["LayoutcDriver", "LayoutcCatalog", "LayoutcTestSupport"]),
    .testTarget(name: "OracleTests", dependencies: ["LayoutcDriver", "LayoutcTestSupport"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
