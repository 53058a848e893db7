import Foundation

/// A JSON-RPC 2.0 value as JSONSerialization reads and writes it.
typealias JSONObject = [String: Any]

/// A request id: a number or a string (JSON-RPC 2.0), kept as the client sent it.
struct RequestID: Hashable, @unchecked Sendable {
  let value: AnyHashable
  var json: Any { value.base }

  init?(_ json: Any?) {
    if let n = json as? Int { value = n } else if let s = json as? String { value = s } else { return nil }
  }
}

/// One incoming message, sorted by kind.
enum IncomingMessage: @unchecked Sendable {
  case request(id: RequestID, method: String, params: Any?)
  case notification(method: String, params: Any?)
  /// A response to a request the server sent (`window/showDocument`).
  case response(id: RequestID)
  /// Not JSON, or not a JSON-RPC message: answered with the error (the id when one was readable).
  case invalid(id: RequestID?, error: ResponseError)

  init(_ bytes: [UInt8]) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) else {
      self = .invalid(id: nil, error: ResponseError(.parseError, "the message is not JSON"))
      return
    }
    guard let message = object as? JSONObject else {
      self = .invalid(id: nil, error: ResponseError(.invalidRequest, "the message is not a JSON object"))
      return
    }
    let id = RequestID(message["id"])
    guard let method = message["method"] as? String else {
      if let id, message["result"] != nil || message["error"] != nil {
        self = .response(id: id)
      } else {
        self = .invalid(id: id, error: ResponseError(.invalidRequest, "the message has no method"))
      }
      return
    }
    if message["id"] != nil {
      guard let id else {
        self = .invalid(id: nil, error: ResponseError(.invalidRequest, "the request's id is neither a number nor a string"))
        return
      }
      self = .request(id: id, method: method, params: message["params"])
    } else {
      self = .notification(method: method, params: message["params"])
    }
  }
}

/// An error answering a request (JSON-RPC 2.0 and LSP 3.17 error codes).
struct ResponseError: Error {
  enum Code: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    case requestFailed = -32803
  }

  var code: Code
  var message: String

  init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  var json: JSONObject { ["code": code.rawValue, "message": message] }
}

/// The messages the server writes, as JSON bytes.
enum OutgoingMessage {
  static func response(_ id: RequestID?, result: Any) -> [UInt8] {
    encode(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "result": result])
  }

  static func error(_ id: RequestID?, _ error: ResponseError) -> [UInt8] {
    encode(["jsonrpc": "2.0", "id": id?.json ?? NSNull(), "error": error.json])
  }

  static func notification(_ method: String, _ params: Any) -> [UInt8] {
    encode(["jsonrpc": "2.0", "method": method, "params": params])
  }

  static func request(_ id: Int, _ method: String, _ params: Any) -> [UInt8] {
    encode(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
  }

  private static func encode(_ object: JSONObject) -> [UInt8] {
    // Sorted keys: the same message is the same bytes, which tests and logs can compare.
    Array((try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data())
  }
}
