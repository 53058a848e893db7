import Foundation
import LayoutcDriver
import LayoutcLanguageServer

// The executable only reads arguments, runs the driver and hands what it returns to
// `OutputDelivery`, which writes it and reports failed writes.
// A closed pipe is a write error to report (EPIPE), not a signal that kills the process silently.
signal(SIGPIPE, SIG_IGN)
// A large spec allocates hundreds of megabytes in big arrays. By default glibc maps every
// block over 128 KiB on its own and gives freed memory back at once, so each time such an
// array grows its pages are faulted in anew (with those defaults, page faults are ~14 % of
// `--frames` on 100,000 views). Big blocks come from the heap instead, grown 64 MiB at a time
// and kept when freed.
#if canImport(Glibc)
// `mallopt` is glibc's (malloc.h, which Swift's Glibc module leaves out): found by name, and
// its options by their values there (M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3).
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
  let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
  _ = mallopt(-3, 32 << 20)
  _ = mallopt(-1, 512 << 20)
  _ = mallopt(-2, 64 << 20)
}
#endif
// `layoutc lsp` serves the Language Server Protocol on standard input and output until `exit`.
if CommandLine.arguments.dropFirst().first == "lsp" {
  exit(LanguageServer(arguments: Array(CommandLine.arguments.dropFirst(2))).run())
}
// `--watch` runs again whenever an input changes, until interrupted.
if let watch = Watch(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current()) {
  exit(watch.run())
}
// A frames document is formatted while it is written (`StreamedOutput`), not built whole first.
// The process exits once the output is written: what the stages no longer need is not freed
// (`keepsValuesUntilExit`, as clang's -disable-free).
let output = Driver.run(
  arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessEnvironment.current(), streamsDocuments: true,
  keepsValuesUntilExit: true, prefaultsHeap: true)
exit(OutputDelivery.deliver(output))
