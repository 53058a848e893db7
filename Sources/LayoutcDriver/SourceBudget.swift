import LayoutcSource

/// How much source one run compiles: the bytes of each module (its own files and the files of
/// the libraries it depends on, checked with it) and of the whole run (every module's bytes
/// added up, a library's files once for each module compiling them, since each compiles them
/// again). The file limit alone (`Inputs.defaultSizeLimit`) bounds one file, not how many:
/// eight 8 MiB files in one folder took more memory than the machine had.
///
/// Memory and time are roughly linear in the bytes checked (a release build checks a dense
/// 8 MiB file in 2.6 s and 490 MB with `--types`, more in the layout modes), so the limits are
/// in bytes. They are far above real apps: apple-browsers, the largest measured, is 24 MB of
/// Swift in 4,069 files.
struct SourceBudget {
  /// The most source one module compiles.
  static let moduleByteLimit = 32 * 1024 * 1024
  /// The most source one run compiles, over every module.
  static let runByteLimit = 256 * 1024 * 1024

  /// The limits this budget applies: the two above, or smaller ones in tests.
  var moduleLimit = Self.moduleByteLimit
  var runLimit = Self.runByteLimit

  /// Bytes of the modules accepted so far.
  private(set) var runBytes = 0
  /// Modules refused because the run's budget was spent, after the first (which has its own
  /// diagnostic).
  private(set) var modulesRefused = 0

  /// Whether a module of `bytes` in all is compiled, and the error that refuses it: a module
  /// past its own limit is refused alone; once one is past the run's, it and every module
  /// after it are refused, the first with an error and the others counted (`summary`).
  mutating func admit(module name: String, files: [String], bytes: Int) -> (admitted: Bool, diagnostic: Diagnostic?) {
    if bytes > moduleLimit {
      return (false, DriverDiagnostics.moduleTooLarge(name, files: files.count, bytes: bytes, limit: moduleLimit))
    }
    guard modulesRefused == 0, runBytes + bytes <= runLimit else {
      modulesRefused += 1
      return (false, modulesRefused == 1 ? DriverDiagnostics.runTooLarge(name, limit: runLimit, file: files.first ?? name) : nil)
    }
    runBytes += bytes
    return (true, nil)
  }

  /// A note counting the modules refused after the first, when there were any.
  var summary: Diagnostic? {
    modulesRefused > 1 ? DriverDiagnostics.moreModulesNotCompiled(modulesRefused - 1) : nil
  }
}
