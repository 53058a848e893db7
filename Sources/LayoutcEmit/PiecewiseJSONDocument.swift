import Foundation

/// A JSON document as a sequence of pieces, formatted on several threads and handed to a sink
/// piece by piece, in order, as the pieces are ready.
///
/// The frames of a 100,000-view spec are ~280 MB of text: built whole, they would hold that
/// much memory, and writing them would start only once the last byte was formatted, on one
/// core. Cut into pieces that resume at their place in the document (`JSONStream.position`),
/// they format on every core and the output is written while the rest is formatted, with only
/// a few pieces in memory at once. The bytes are the same as one stream's: each piece starts
/// with the commas and indentation the whole document has there.
public struct PiecewiseJSONDocument: Sendable {
  public enum Piece: Sendable {
    /// Bytes already formatted (the document's frame around the parts).
    case text([UInt8])
    /// Bytes `format` writes into a stream resumed at `position`; `estimate` is roughly how
    /// many (the piece's buffer is reserved at once rather than grown by copying).
    case part(position: [Int], estimate: Int, format: @Sendable (inout JSONStream) -> Void)
  }

  public let pretty: Bool
  public private(set) var pieces: [Piece] = []

  public init(pretty: Bool) { self.pretty = pretty }

  public mutating func append(_ piece: Piece) {
    // Empty text is not worth a piece (two parts in a row leave none between them).
    if case .text(let bytes) = piece, bytes.isEmpty { return }
    pieces.append(piece)
  }

  /// How many pieces each thread may have formatted ahead of the one written: enough for the
  /// threads to stay busy while the writer waits on the output, few enough that memory stays a
  /// few pieces' worth.
  static let aheadPerThread = 4

  /// Formats the pieces on `threads` threads (1: all on the calling thread) and passes each
  /// one's bytes, in document order, to `sink` on the calling thread. A non-nil answer from
  /// `sink` (why the output failed) stops the document: nothing more is formatted or passed,
  /// and that reason is returned.
  public func write(threads: Int, to sink: ([UInt8]) -> String?) -> String? {
    let partCount = pieces.reduce(0) { if case .part = $1 { $0 + 1 } else { $0 } }
    guard threads > 1, partCount > 1 else { return writeSerially(to: sink) }
    let threadCount = min(threads, partCount)
    let shared = PieceBoard(pieces: pieces, limit: threads * Self.aheadPerThread, threads: threadCount)
    for _ in 0..<threadCount {
      let pretty = self.pretty
      let thread = Thread { shared.format(pretty: pretty) }
      // A part is a run of subtrees and formats recursively, as deep as they nest.
      thread.stackSize = Self.formattingStackSize
      thread.start()
    }
    var failure: String?
    for index in pieces.indices {
      guard let bytes = shared.take(index) else { break }
      if let reason = sink(bytes) {
        failure = reason
        break
      }
    }
    shared.stop()
    return failure
  }

  /// A formatting thread's stack: a part holds at most a few thousand nodes, so it nests at
  /// most that deep. Reserved address space, touched only as deep as the nesting goes.
  static let formattingStackSize = 1 << 26

  /// The whole document in memory (tests, the benchmark's emit phase).
  public func bytes(threads: Int) -> [UInt8] {
    var all: [UInt8] = []
    all.reserveCapacity(pieces.reduce(0) { total, piece in
      switch piece {
      case .text(let bytes): total + bytes.count
      case .part(_, let estimate, _): total + estimate
      }
    })
    _ = write(threads: threads) { bytes in
      all.append(contentsOf: bytes)
      return nil
    }
    return all
  }

  private func writeSerially(to sink: ([UInt8]) -> String?) -> String? {
    var stream = JSONStream(pretty: pretty)
    for piece in pieces {
      let failure: String?
      switch piece {
      case .text(let bytes):
        failure = sink(bytes)
      case .part(let position, let estimate, let format):
        stream.restart(at: position, reserving: estimate)
        format(&stream)
        failure = sink(stream.takeBytes())
      }
      if let failure { return failure }
    }
    return nil
  }
}

/// The pieces of one `write`, shared by the formatting threads and the writer: which part is
/// next to format, the formatted pieces not yet written, and whether to stop.
///
/// `@unchecked Sendable`: every mutable property is read and written only with `condition`
/// locked; the pieces themselves are immutable and Sendable.
private final class PieceBoard: @unchecked Sendable {
  private let pieces: [PiecewiseJSONDocument.Piece]
  private let condition = NSCondition()
  /// Formatted pieces waiting for the writer, by index (text pieces are ready from the start).
  private var ready: [[UInt8]?]
  /// The next piece a thread may claim.
  private var next = 0
  /// Parts claimed or formatted but not yet taken by the writer, and how many may be.
  private var ahead = 0
  private let limit: Int
  private var stopped = false
  /// Threads started and not yet returned (counted before they start, so that `stop` waits
  /// for one that has not begun running).
  private var runningThreads: Int

  init(pieces: [PiecewiseJSONDocument.Piece], limit: Int, threads: Int) {
    self.pieces = pieces
    self.limit = limit
    runningThreads = threads
    ready = pieces.map { if case .text(let bytes) = $0 { bytes } else { nil } }
  }

  /// A formatting thread's work: claims parts in order, formats each into its own stream
  /// (kept across parts: its buffers and memo of numbers), until none is left or `stop`.
  func format(pretty: Bool) {
    var stream = JSONStream(pretty: pretty)
    while let claimed = claim() {
      let (index, position, estimate, format) = claimed
      stream.restart(at: position, reserving: estimate)
      format(&stream)
      let bytes = stream.takeBytes()
      condition.lock()
      ready[index] = bytes
      condition.broadcast()
      condition.unlock()
    }
    condition.lock()
    runningThreads -= 1
    condition.broadcast()
    condition.unlock()
  }

  /// The next part to format, once fewer than `limit` are ahead of the writer; nil when every
  /// part is claimed or the writer stopped.
  private func claim() -> (Int, [Int], Int, @Sendable (inout JSONStream) -> Void)? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      while next < pieces.count, case .text = pieces[next] { next += 1 }
      if stopped || next == pieces.count { return nil }
      if ahead < limit { break }
      condition.wait()
    }
    guard case .part(let position, let estimate, let format) = pieces[next] else { return nil }
    let index = next
    next += 1
    ahead += 1
    return (index, position, estimate, format)
  }

  /// Piece `index`'s bytes, once formatted; nil if the document stopped.
  func take(_ index: Int) -> [UInt8]? {
    condition.lock()
    defer { condition.unlock() }
    while ready[index] == nil && !stopped { condition.wait() }
    guard let bytes = ready[index] else { return nil }
    ready[index] = nil
    if case .part = pieces[index] {
      ahead -= 1
      condition.broadcast()
    }
    return bytes
  }

  /// Ends the document (written, or failed): the threads finish the part in hand and return;
  /// waits for them, so that nothing runs on after `write` returns.
  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    while runningThreads > 0 { condition.wait() }
    condition.unlock()
  }
}
