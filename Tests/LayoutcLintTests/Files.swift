import Foundation

enum URLPath {
  static var rulesFolder: String {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    url.deleteLastPathComponent()
    url.deleteLastPathComponent()
    return url.path + "/Sources/LayoutcLint/Rules"
  }
}

func listFiles(_ folder: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}
