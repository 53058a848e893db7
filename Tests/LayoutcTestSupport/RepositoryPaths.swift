import Foundation

/// Where the repository is, found from this file's own path so tests run from any directory.
public enum RepositoryPaths {
  public static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // Tests/LayoutcTestSupport/RepositoryPaths.swift
    return url.path
  }()

  public static var specs: String { root + "/specs" }
}
