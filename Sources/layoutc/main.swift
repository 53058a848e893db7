import Foundation
import LayoutcDriver

// The executable only reads arguments, runs the driver and writes what it returns.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.current()
let output = Driver.run(arguments: arguments, environment: environment)
// The bytes as they are, without the copy `Data(_:)` makes: a `--frames` document of 100,000
// views is ~280 MB.
output.stdoutBytes.withUnsafeBytes { bytes in
  guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
  FileHandle.standardOutput.write(
    Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
}
FileHandle.standardError.write(Data(output.stderr.utf8))
var status = output.status.rawValue
for file in output.files {
  if !FileManager.default.createFile(atPath: file.path, contents: Data(file.contents.utf8)) {
    FileHandle.standardError.write(Data("layoutc: error: cannot write '\(file.path)'\n".utf8))
    status = 2
  }
}
exit(status)
