import LayoutcEmit
import LayoutcSource

/// Hands a run's output to the world: standard output, the files it writes, standard error, in
/// that order. A failed write is an error like any other (exit status 2, the system's reason on
/// standard error): `layoutc spec.ui --frames > /dev/full` must not pass in CI.
public enum OutputDelivery {
  /// Writes `output` and returns the exit status the process should end with.
  /// - Parameters: standardOutput, standardError: the descriptors to write to (tests pass pipes).
  public static func deliver(_ output: DriverOutput, standardOutput: Int32 = 1, standardError: Int32 = 2) -> Int32 {
    var status = output.status
    var failures: [Diagnostic] = []
    if let reason = OutputFile.writeAll(output.stdoutBytes, to: standardOutput) {
      failures.append(DriverDiagnostics.writeFailed(nil, reason: reason))
    } else if let streamed = output.streamed, streamed.path == nil,
      let reason = streamed.document.write(threads: streamed.threads, to: { OutputFile.writeAll($0, to: standardOutput) })
    {
      failures.append(DriverDiagnostics.writeFailed(nil, reason: reason))
    }
    // The document's pieces are written as they are formatted (`StreamedOutput`).
    if let streamed = output.streamed, let path = streamed.path {
      let reason = OutputFile.write(to: path) { fd in
        streamed.document.write(threads: streamed.threads) { OutputFile.writeAll($0, to: fd) }
      }
      if let reason { failures.append(DriverDiagnostics.writeFailed(path, reason: reason)) }
    }
    for file in output.files {
      if let reason = OutputFile.write(Array(file.contents.utf8), to: file.path) {
        failures.append(DriverDiagnostics.writeFailed(file.path, reason: reason))
      }
    }
    var stderr = Array(output.stderr.utf8)
    if !failures.isEmpty {
      status = .failure
      stderr += Array(renderDiagnostics(failures, format: .text, sources: [:], color: false).utf8)
    }
    // Nowhere is left to report a failure to write standard error itself.
    _ = OutputFile.writeAll(stderr, to: standardError)
    return status.rawValue
  }
}
