import Foundation
import LayoutcDriver

// The executable only reads arguments, runs the driver and hands what it returns to
// `OutputDelivery`, which writes it and reports failed writes.
// A closed pipe is a write error to report (EPIPE), not a signal that kills the process silently.
signal(SIGPIPE, SIG_IGN)
// `--watch` runs again whenever an input changes, until interrupted.
if let watch = Watch(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current()) {
  exit(watch.run())
}
// A frames document is formatted while it is written (`StreamedOutput`), not built whole first.
let output = Driver.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current(), streamsDocuments: true)
exit(OutputDelivery.deliver(output))
