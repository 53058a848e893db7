import LayoutcEmit

/// The mode's output when it is a document formatted while it is written (`--frames`): the
/// frames of a 100,000-view spec are ~280 MB, which built whole held that much memory and were
/// written only once the last byte was formatted. `OutputDelivery` writes it piece by piece, to
/// standard output or to the `-o` file (through a temporary file renamed at the end, as every
/// output file: a failure leaves the old file, never part of the new one).
public struct StreamedOutput: Sendable {
  public var document: PiecewiseJSONDocument
  /// `-o`: the file the document replaces; nil for standard output.
  public var path: String?
  /// Threads formatting the document's pieces (`--jobs`, else one per core).
  public var threads: Int

  public init(document: PiecewiseJSONDocument, path: String?, threads: Int) {
    self.document = document
    self.path = path
    self.threads = threads
  }

  /// The whole document in memory.
  public var bytes: [UInt8] { document.bytes(threads: threads) }
}
