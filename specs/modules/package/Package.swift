// swift-tools-version: 5.9
import PackageDescription

let package = Package(
  name: "Gallery",
  platforms: [.iOS(.v17)],
  targets: [
    .target(name: "Gallery"),
    .target(name: "GalleryWidgets", dependencies: ["Gallery"]),
  ]
)
