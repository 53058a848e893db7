import Foundation
import LayoutcDriver

// The executable only reads arguments, runs the driver and writes what it returns.
let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.current()
let output = Driver.onLargeStack { Driver.run(arguments: arguments, environment: environment) }
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
var status = output.status.rawValue
for file in output.files {
  if !FileManager.default.createFile(atPath: file.path, contents: Data(file.contents.utf8)) {
    FileHandle.standardError.write(Data("layoutc: error: cannot write '\(file.path)'\n".utf8))
    status = 2
  }
}
exit(status)
