import Foundation

/// Xcode playgrounds found in a folder (`Tour.playground`): never part of an app's target. Each
/// page is its own module, a script whose top level holds statements (as `main.swift` does),
/// seeing the playground's `Sources` folder as a module it imports; a one-page playground's
/// `Contents.swift` is its module's page. Xcode's Playground Help, "Add auxiliary code to a
/// playground": code in Sources is compiled as a separate module the pages import.
enum PlaygroundModules {
  /// The module of a file inside a playground, or nil when the file is in none:
  /// `T.playground/Pages/P.xcplaygroundpage`, `T.playground/Sources`, `T.playground`.
  static func module(of path: String) -> String? {
    guard let playground = playground(containing: path) else { return nil }
    let inside = path.dropFirst(playground.count).split(separator: "/")
    if inside.first == "Sources" { return playground + "/Sources" }
    if inside.count >= 2, inside[0] == "Pages", inside[1].hasSuffix(".xcplaygroundpage") {
      return playground + "/Pages/" + inside[1]
    }
    return playground
  }

  /// The modules a playground's module sees (its playground's `Sources`, for a page), or nil
  /// when `module` is not a playground's.
  static func libraries(of module: String) -> [String]? {
    guard let playground = playground(containing: module) else { return nil }
    let sources = playground + "/Sources"
    return module == sources ? [] : [sources]
  }

  /// `…/T.playground`, the playground `path` is in or names.
  private static func playground(containing path: String) -> String? {
    var searched = path.startIndex..<path.endIndex
    while let found = path.range(of: ".playground", range: searched) {
      if found.upperBound == path.endIndex || path[found.upperBound] == "/" { return String(path[..<found.upperBound]) }
      searched = found.upperBound..<path.endIndex
    }
    return nil
  }
}
