import Foundation

/// The messages read so far and not yet handled, filled by a reader thread so that the server
/// can wait for the next one or a deadline (the debounce), and can see a `$/cancelRequest`
/// for a request still waiting behind a check.
final class Inbox: @unchecked Sendable {
  enum Item {
    case message(IncomingMessage)
    case malformed(String)
    case end
  }

  private let condition = NSCondition()
  private var items: [Item] = []
  private var cancelled: Set<RequestID> = []

  /// Reads `fd` on a thread of its own until the stream ends.
  func startReading(_ fd: Int32) {
    let thread = Thread { [self] in
      let reader = FrameReader(fd: fd)
      while true {
        switch reader.next() {
        case .message(let bytes): put(.message(IncomingMessage(bytes)))
        case .malformedHeader(let why): put(.malformed(why))
        case .end:
          put(.end)
          return
        }
      }
    }
    thread.start()
  }

  func put(_ item: Item) {
    condition.withLock {
      if case .message(.notification("$/cancelRequest", let params)) = item, let id = RequestID((params as? JSONObject)?["id"]) {
        // Cancellations of requests already answered are never taken: a bound keeps them
        // from piling up over a long session.
        if cancelled.count >= 1024 { cancelled.removeAll() }
        cancelled.insert(id)
      }
      items.append(item)
      condition.signal()
    }
  }

  /// The next item, waiting for it until `deadline` (forever when nil); nil at the deadline.
  func take(before deadline: Date?) -> Item? {
    condition.withLock {
      while items.isEmpty {
        if let deadline {
          if !condition.wait(until: deadline) && items.isEmpty { return nil }
        } else {
          condition.wait()
        }
      }
      return items.removeFirst()
    }
  }

  /// Whether the client cancelled request `id`; a request is answered once, so the mark goes.
  func takeCancellation(_ id: RequestID) -> Bool {
    condition.withLock { cancelled.remove(id) != nil }
  }

  /// Whether a message is waiting.
  var hasItems: Bool { condition.withLock { !items.isEmpty } }
}
