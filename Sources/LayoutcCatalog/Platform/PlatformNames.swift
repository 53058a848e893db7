/// The names an app takes from the platform — the Swift standard library, Foundation, SwiftUI,
/// Combine, Observation, SwiftData, Charts, the UIKit/AppKit basics — read from the SDKs' public
/// interfaces by scripts/generate-platform-names.py into `PlatformNames.table`
/// (PlatformNames.generated.swift). Beside the modelled vocabulary, not a second one: a name
/// found here is *known* (its kind, module and signatures), though layoutc may not model it.
///
/// The table is one string literal, read in place and indexed on first use (the start of each
/// line), searched by halving: the top-level names, then a type's members, which follow it in
/// order.
public enum PlatformNames {
  /// What a platform name is.
  public enum Kind: Character, Sendable {
    case structure = "s", `class` = "c", enumeration = "e", `protocol` = "p", actor = "a"
    case typeAlias = "t", view = "V", function = "f", property = "v", enumCase = "k"
    case initializer = "i", modifier = "M", environmentValue = "K", macro = "m"

    /// A type of any kind (struct, class, enum, protocol, actor, alias, view).
    public var isType: Bool {
      switch self {
      case .structure, .class, .enumeration, .protocol, .actor, .typeAlias, .view: true
      default: false
      }
    }

    /// How a diagnostic names the kind: "'glassEffect' is a SwiftUI modifier".
    public var spelled: String {
      switch self {
      case .structure, .class, .enumeration, .actor, .typeAlias: "type"
      case .protocol: "protocol"
      case .view: "view"
      case .function: "function"
      case .property: "property"
      case .enumCase: "case"
      case .initializer: "initializer"
      case .modifier: "modifier"
      case .environmentValue: "environment value"
      case .macro: "macro"
      }
    }
  }

  /// One name: its kind, the module an app imports for it, and its distinct short signatures
  /// (`(_:in:)->some View` for a function, the type for a property, `<Element>` for a type).
  public struct Name: Sendable, Equatable {
    public var kind: Kind
    public var module: String
    public var signatures: [String]

    public init(kind: Kind, module: String, signatures: [String]) {
      self.kind = kind
      self.module = module
      self.signatures = signatures
    }
  }

  /// A top-level name: a type (`Set`, `URL`, `PhotosPicker`), a function (`withAnimation`,
  /// `zip`), a global value or a macro.
  public static func named(_ name: String) -> Name? {
    guard let top = index.top(Array(name.utf8)) else { return nil }
    return index.name(atLine: index.tops[top], ownerModule: nil)
  }

  /// A member of a platform type: `member("glassEffect", of: "View")`,
  /// `member("dismiss", of: "EnvironmentValues")`, `member("TruncationMode", of: "Text")`.
  public static func member(_ name: String, of owner: String) -> Name? {
    guard let top = index.top(Array(owner.utf8)), let ownerName = index.name(atLine: index.tops[top], ownerModule: nil),
      let line = index.member(Array(name.utf8), of: top)
    else { return nil }
    return index.name(atLine: line, ownerModule: ownerName.module)
  }

  /// A dotted name: a top-level one, or a member of a type named by what comes before the
  /// last dot (`Text.TruncationMode`, `NSEvent.ModifierFlags`, `Color.red`).
  public static func qualified(_ path: String) -> Name? {
    guard let dot = path.firstIndex(of: ".") else { return named(path) }
    return member(String(path[path.index(after: dot)...]), of: String(path[..<dot]))
  }

  /// The modules that declare no SwiftUI view (UIKit's and AppKit's views are not SwiftUI's).
  static let modulesWithoutViews: Set<String> = [
    "Swift", "Foundation", "CoreGraphics", "Combine", "Observation", "SwiftData", "Dispatch", "os", "UIKit", "AppKit",
    "CoreTransferable",
  ]

  /// Whether `name` is a platform type that is never a SwiftUI view: a struct, class, enum or
  /// alias of the standard library, Foundation and the other modules without views (`URL`,
  /// `Set`, `Data`, `UIImage`).
  public static func isNonViewType(_ name: String) -> Bool {
    guard let n = named(name), n.kind.isType, n.kind != .protocol else { return false }
    return modulesWithoutViews.contains(n.module)
  }

  /// The type a platform method of `owner` returns (`mix` of `Color`: `Color`; `formatted` of
  /// `Date`: `String`), when every overload returns the same plain type (a name, perhaps
  /// dotted, perhaps `?`); nil for a generic, opaque or function result, or overloads that differ.
  public static func methodResult(_ name: String, of owner: String) -> String? {
    guard let n = member(name, of: owner), n.kind == .function || n.kind == .modifier, !n.signatures.isEmpty else { return nil }
    let results = Set(n.signatures.map { s -> String in
      let bytes = Array(s.utf8)
      guard let arrow = bytes.indices.dropLast(2).last(where: { bytes[$0] == 0x29 && bytes[$0 + 1] == 0x2D && bytes[$0 + 2] == 0x3E }) else { return "" }
      return String(decoding: bytes[(arrow + 3)...], as: UTF8.self)  // after `)->`
    })
    guard results.count == 1, let result = results.first, let first = result.first, first.isUppercase,
      result.dropLast(result.hasSuffix("?") ? 1 : 0).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
    else { return nil }
    return result
  }

  /// `@Environment(\.horizontalSizeClass)`: the type of `EnvironmentValues.horizontalSizeClass`
  /// (`UserInterfaceSizeClass?`), if the platform declares the key.
  public static func environmentValueType(_ key: String) -> String? {
    guard let n = member(key, of: "EnvironmentValues"), n.kind == .environmentValue else { return nil }
    return n.signatures.first
  }

  /// The types whose methods are modifiers: any view, Text, Image, shapes, `ForEach`'s
  /// `onDelete` (DynamicViewContent), toolbar, chart and tab content, scenes, gestures.
  public static let modifierOwners = [
    "View", "Text", "Image", "Shape", "InsettableShape", "DynamicViewContent", "ToolbarContent", "ChartContent",
    "TabContent", "Scene", "Gesture",
  ]

  /// A view modifier the platform declares (`glassEffect`), on any view or on one of the
  /// other `modifierOwners`.
  public static func modifier(_ name: String) -> Name? {
    for owner in modifierOwners {
      if let n = member(name, of: owner), n.kind == .modifier || n.kind == .function { return Name(kind: .modifier, module: n.module, signatures: n.signatures) }
    }
    return nil
  }

  static let index = Index(table)

  /// The table's bytes, where each line starts, and which lines are top-level: a name is
  /// found by halving the top-level lines, a member by halving its owner's member lines.
  struct Index: @unchecked Sendable {  // `bytes` is the literal's immutable static storage
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of each line's first byte.
    let starts: [Int32]
    /// The indices in `starts` of the top-level lines; a top-level line's members are the
    /// lines up to the next one.
    let tops: [Int32]

    init(_ text: StaticString) {
      bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
      var starts: [Int32] = [], tops: [Int32] = []
      starts.reserveCapacity(bytes.count / 30)
      tops.reserveCapacity(bytes.count / 200)
      var start = 0
      while start < bytes.count {
        if bytes[start] != UInt8(ascii: " ") { tops.append(Int32(starts.count)) }
        starts.append(Int32(start))
        var i = start
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
        start = i + 1
      }
      self.starts = starts
      self.tops = tops
    }

    /// The position in `tops` of the top-level line whose key is `key`.
    func top(_ key: [UInt8]) -> Int? {
      var low = 0, high = tops.count - 1
      while low <= high {
        let mid = (low + high) / 2
        let order = compare(key, at: Int(starts[Int(tops[mid])]))
        if order == 0 { return mid }
        if order < 0 { high = mid - 1 } else { low = mid + 1 }
      }
      return nil
    }

    /// The line (an index in `starts`) of the member `key` of the top-level line `top`.
    func member(_ key: [UInt8], of top: Int) -> Int32? {
      var low = Int(tops[top]) + 1
      var high = (top + 1 < tops.count ? Int(tops[top + 1]) : starts.count) - 1
      while low <= high {
        let mid = (low + high) / 2
        let order = compare(key, at: Int(starts[mid]) + 1)
        if order == 0 { return Int32(mid) }
        if order < 0 { high = mid - 1 } else { low = mid + 1 }
      }
      return nil
    }

    /// Compares `key` with the key of the line at `offset` (up to its tab), bytewise.
    func compare(_ key: [UInt8], at offset: Int) -> Int {
      var i = 0
      while true {
        let b = offset + i < bytes.count ? bytes[offset + i] : UInt8(ascii: "\t")
        let lineEnded = b == UInt8(ascii: "\t")
        if i == key.count { return lineEnded ? 0 : -1 }
        if lineEnded { return 1 }
        if key[i] != b { return key[i] < b ? -1 : 1 }
        i += 1
      }
    }

    /// The fields of line `line` (an index in `starts`): key, kind, module, signatures.
    func name(atLine line: Int32, ownerModule: String?) -> Name? {
      var offset = Int(starts[Int(line)])
      if bytes[offset] == UInt8(ascii: " ") { offset += 1 }
      var fields: [String] = []
      var start = offset
      var i = offset
      while i <= bytes.count {
        let b = i < bytes.count ? bytes[i] : UInt8(ascii: "\n")
        if b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") {
          fields.append(String(decoding: bytes[start..<i], as: UTF8.self))
          start = i + 1
          if b == UInt8(ascii: "\n") { break }
        }
        i += 1
      }
      guard fields.count == 4, let k = fields[1].first, let kind = Kind(rawValue: k) else { return nil }
      let module = Int(fields[2]).map { PlatformNames.modules[$0] } ?? ownerModule ?? ""
      let signatures = fields[3].isEmpty ? [] : fields[3].split(separator: ";").map(String.init)
      return Name(kind: kind, module: module, signatures: signatures)
    }
  }
}
