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
    .target(name: "LayoutcLint", dependencies: ["LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcEval"]),
    // Back end
    .target(name: "LayoutcText", dependencies: ["LayoutEngine"], exclude: ["Fonts/OFL-Inter.txt", "Fonts/generate-embedded-fonts.py"]),
    .target(name: "LayoutcLowering", dependencies: [
      "LayoutcSource", "LayoutcCatalog", "LayoutcSema", "LayoutcEval", "LayoutEngine", "LayoutcText",
    ]),
    .target(name: "LayoutcEmit", dependencies: [
      "LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcEval", "LayoutcLowering", "LayoutEngine", "LayoutcText",
    ], exclude: ["Frames/generate-svg-fonts.py"]),
    // Orchestration
    .target(name: "LayoutcDriver", dependencies: [
      "LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcCatalog", "LayoutcEval", "LayoutcLint", "LayoutcLowering", "LayoutcEmit", "LayoutEngine", "LayoutcText",
    ]),
    // Editors
    .target(name: "LayoutcLanguageServer", dependencies: ["LayoutcDriver", "LayoutcEmit", "LayoutcSource", "LayoutcSema", "LayoutcLint"]),
    .executableTarget(name: "layoutc", dependencies: ["LayoutcDriver", "LayoutcLanguageServer"]),
    .executableTarget(name: "layoutc-bench", dependencies: ["LayoutcDriver", "LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcCatalog", "LayoutcEval", "LayoutcLowering", "LayoutcEmit", "LayoutEngine"], path: "Benchmarks/layoutc-bench"),  // benchmarks/run.sh only
    // Test support
    .target(name: "LayoutcTestSupport", dependencies: ["LayoutcSource", "LayoutcDriver"], path: "Tests/LayoutcTestSupport"),
    .testTarget(name: "LayoutcSyntaxTests", dependencies: ["LayoutcSyntax", "LayoutcSource", "LayoutcTestSupport"]),
    .testTarget(name: "LayoutcSemaTests", dependencies: ["LayoutcSema", "LayoutcSyntax", "LayoutcSource", "LayoutcCatalog", "LayoutcTestSupport"]),
    .testTarget(name: "LayoutcEvalTests", dependencies: ["LayoutcEval", "LayoutcCatalog", "LayoutcSema", "LayoutcSyntax", "LayoutcSource", "LayoutcTestSupport"]),
    .testTarget(name: "LayoutcLintTests", dependencies: ["LayoutcLint", "LayoutcEval", "LayoutcSema", "LayoutcSyntax", "LayoutcSource"]),
    .testTarget(name: "LayoutcLoweringTests", dependencies: [
      "LayoutcLowering", "LayoutcEval", "LayoutcSema", "LayoutcSyntax", "LayoutcSource", "LayoutEngine", "LayoutcText", "LayoutcTestSupport",
    ]),
    .testTarget(name: "LayoutcEmitTests", dependencies: ["LayoutcEmit", "LayoutcSource", "LayoutcSyntax", "LayoutcSema", "LayoutcEval"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "LayoutcTextTests", dependencies: ["LayoutcText", "LayoutEngine"]),
    .testTarget(name: "LayoutcDriverTests", dependencies: ["LayoutcDriver", "LayoutcEmit", "LayoutcSource", "LayoutcSyntax", "LayoutcText", "LayoutcTestSupport"]),
    .testTarget(name: "LayoutcLanguageServerTests", dependencies: ["LayoutcLanguageServer", "LayoutcSource"]),
    .testTarget(name: "SpecTests", dependencies: ["LayoutcDriver", "LayoutcCatalog", "LayoutcLint", "LayoutcTestSupport"]),
    .testTarget(name: "OracleTests", dependencies: ["LayoutcDriver", "LayoutcTestSupport"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
