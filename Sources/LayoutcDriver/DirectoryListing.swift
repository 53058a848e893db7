#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names in a directory, without `.` and `..`. A name is bytes to the file system; the
/// driver's paths are `String`s, so a name that is not UTF-8 cannot be spelled as a path that
/// opens the file again: it is kept apart, as its bytes, to be reported rather than turned
/// into a path that does not exist.
struct DirectoryListing: Sendable, Equatable {
  var names: [String] = []
  /// Names that are not UTF-8, as their bytes.
  var undecodable: [[UInt8]] = []

  /// The entries of the directory `path`, or why it cannot be read.
  static func of(_ path: String) -> Result<DirectoryListing, SystemError> {
    guard let stream = opendir(path) else { return .failure(SystemError.current()) }
    defer { closedir(stream) }
    var listing = DirectoryListing()
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        return errno == 0 ? .success(listing) : .failure(SystemError.current())
      }
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      if let name = String(validating: bytes, as: UTF8.self) {
        listing.names.append(name)
      } else {
        listing.undecodable.append(bytes)
      }
    }
  }

  /// A name's bytes as text for a message: UTF-8 as it is, every byte that is not part of
  /// valid UTF-8 as `\xE9` (the escape `PrintableText` leaves to the renderer for the rest).
  static func escaped(_ bytes: [UInt8]) -> String {
    var text = ""
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    loop: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        offset += length
      case .emptyInput:
        break loop
      }
    }
    return text
  }

  /// Whether the entry `name` (bytes) in the directory `folder` is a directory, links
  /// followed, looked up by its bytes.
  static func isDirectory(_ name: [UInt8], in folder: String) -> Bool {
    var path = Array(folder.utf8)
    if path.last != 0x2F { path.append(0x2F) }
    path += name
    path.append(0)
    var info = stat()
    return path.withUnsafeBufferPointer { p in
      p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { stat($0, &info) }
    } == 0 && info.st_mode & S_IFMT == S_IFDIR
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
