import Foundation

/// The base protocol's framing (LSP 3.17, "Base Protocol"): a header part of
/// `Name: value\r\n` lines ended by an empty line, then `Content-Length` bytes of JSON.
enum MessageFraming {
  /// What reading one message from the stream gave.
  enum Frame: Equatable {
    case message([UInt8])
    /// A header without a usable `Content-Length`: its content cannot be found, so the header
    /// is skipped and reading goes on at the next one.
    case malformedHeader(String)
    /// The stream ended (the client went away).
    case end
  }

  /// The header and content of `body`, ready to write.
  static func frame(_ body: [UInt8]) -> [UInt8] {
    Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}

/// Reads framed messages from a file descriptor, buffering what it read past a message.
final class FrameReader {
  private let fd: Int32
  private var buffer: [UInt8] = []
  private var ended = false
  /// The largest content accepted: a message is an edit or a request, never this large, and a
  /// length past it is a corrupt header rather than something to allocate.
  static let contentLimit = 64 * 1024 * 1024

  init(fd: Int32) { self.fd = fd }

  func next() -> MessageFraming.Frame {
    guard let headerEnd = readUntil([13, 10, 13, 10]) else { return .end }
    let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
    buffer.removeFirst(headerEnd + 4)
    var length: Int?
    for line in header.split(separator: "\r\n") {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
      length = Int(parts[1].trimmingCharacters(in: .whitespaces))
    }
    guard let length, length >= 0, length <= Self.contentLimit else {
      return .malformedHeader("no valid Content-Length in header '\(header.prefix(200))'")
    }
    while buffer.count < length {
      guard fill() else { return .end }
    }
    let body = Array(buffer[..<length])
    buffer.removeFirst(length)
    return .message(body)
  }

  /// The offset of `marker` in the buffer, reading more until it appears; nil at the end.
  private func readUntil(_ marker: [UInt8]) -> Int? {
    var searched = 0
    while true {
      if buffer.count >= marker.count {
        var i = max(0, searched - marker.count)
        while i + marker.count <= buffer.count {
          if buffer[i] == marker[0] && Array(buffer[i..<(i + marker.count)]) == marker { return i }
          i += 1
        }
        searched = buffer.count
      }
      guard fill() else { return nil }
    }
  }

  private func fill() -> Bool {
    guard !ended else { return false }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
      if n > 0 {
        buffer += chunk[..<n]
        return true
      }
      if n < 0 && errno == EINTR { continue }
      ended = true
      return false
    }
  }
}

/// Writes framed messages to a file descriptor, whole, one at a time.
final class FrameWriter: @unchecked Sendable {
  private let fd: Int32
  private let lock = NSLock()

  init(fd: Int32) { self.fd = fd }

  func write(_ body: [UInt8]) {
    let bytes = MessageFraming.frame(body)
    lock.withLock {
      var written = 0
      while written < bytes.count {
        let n = bytes[written...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress!, $0.count) }
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return }
        written += n
      }
    }
  }
}
