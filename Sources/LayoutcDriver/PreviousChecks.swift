import Foundation
import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// The last reusable type check of each module (one that noted no assumption: `ReusableCheck`),
/// for a process that checks the same modules after every edit (the language server): the next
/// check of a module reuses what the edits since cannot change (`Sema.check(reusing:)`), so that
/// the check after a transient assumption is incremental again. A module is known by its files'
/// paths, in order; the few most recent modules are kept, each replaced by its next reusable
/// check, so memory stays bounded however long the session.
public final class PreviousChecks: @unchecked Sendable {
  private let lock = NSLock()
  private var checks: [(module: [String], check: ReusableCheck)] = []
  /// Modules kept: a workspace's targets checked in turn.
  static let capacity = 8
  /// Files whose declarations the last check of a module typed (all of them in a full check),
  /// for the server's log and tests.
  public private(set) var lastFilesChecked = 0

  public init() {}

  /// Type-checks a module as `Sema.check` does, reusing its previous check when there is one.
  func check(_ trees: [SourceFileSyntax], sdk: SDK, parseErrors: [Diagnostic], imported: Set<String>) -> SemaResult {
    let module = trees.map(\.file.path)
    let previous = lock.withLock { checks.first { $0.module == module }?.check }
    let (result, reusable) = Sema.check(trees, sdk: sdk, parseErrors: parseErrors, imported: imported, reusing: previous)
    lock.withLock {
      if let reusable {
        checks.removeAll { $0.module == module }
        checks.append((module, reusable))
        if checks.count > Self.capacity { checks.removeFirst() }
      }
      lastFilesChecked = reusable?.filesChecked ?? trees.count
    }
    return result
  }
}
