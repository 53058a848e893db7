// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Desk",
  platforms: [
    .macOS(.v14),
    .iOS("17.0"),
  ],
  targets: [
    .target(name: "Palette"),
    .executableTarget(name: "Desk", dependencies: ["Palette"]),
  ]
)
