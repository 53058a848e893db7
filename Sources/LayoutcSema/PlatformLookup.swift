import LayoutcCatalog
import LayoutcSource

/// A name the module does not declare and layoutc does not model, looked up among the
/// platform's names (`PlatformNames`) before it is called unknown. A known name is never an
/// assumption: in a tolerant file it is an opaque value of its real type, without a note (a
/// view or modifier gets a note of its own kind); in a strict spec it is an error that says
/// what it is ("'glassEffect' is a SwiftUI modifier that layoutc does not model yet"), never
/// "cannot find" or a "did you mean".
struct PlatformMatch {
  /// The name as the diagnostic shows it: `glassEffect`, `PhotosPicker`, `\.openURL`.
  var shown: String
  var name: PlatformNames.Name
}

extension TypeChecker {
  /// Names every Swift file may use that no module declares: the receiver and its type, and
  /// the identity key path.
  static let languageNames: Set<String> = ["Self", "self", "\\.self", "super"]

  /// The platform name an assumption's spelling stands for, if the platform declares it.
  /// Spellings are `Assumptions`' (`.glassEffect(_:in:)`, `Text(_:style:)`, `\.dismiss`,
  /// `NSEvent.ModifierFlags`, `ShapeStyle.tint`, `any Error`).
  func platformMatch(_ kind: Assumption.Kind, _ spelled: String) -> PlatformMatch? {
    let bare = Self.callName(spelled)
    switch kind {
    case .modifier:
      let name = bare.hasPrefix(".") ? String(bare.dropFirst()) : bare
      guard let n = PlatformNames.modifier(name) else { return nil }
      return PlatformMatch(shown: name, name: n)
    case .view:
      // `Text(_:style:)`: an initializer of a type the vocabulary models in part.
      if spelled.contains("("), let entry = PlatformNames.named(bare), entry.kind.isType,
        let inits = PlatformNames.member("init", of: bare),
        inits.signatures.contains(String(spelled.dropFirst(bare.count)))
      {
        return PlatformMatch(shown: spelled, name: .init(kind: .initializer, module: entry.module, signatures: []))
      }
      guard let n = PlatformNames.qualified(bare), n.kind.isType || n.kind == .function else { return nil }
      return PlatformMatch(shown: bare, name: n)
    case .value:
      if bare.hasPrefix("\\.") {
        guard let n = PlatformNames.member(String(bare.dropFirst(2)), of: "EnvironmentValues") else { return nil }
        return PlatformMatch(shown: bare, name: n)
      }
      let name = bare.hasSuffix("<…>") ? String(bare.dropLast(3)) : bare
      guard let n = PlatformNames.qualified(name.hasPrefix("#") ? String(name.dropFirst()) : name) else { return nil }
      return PlatformMatch(shown: name, name: n)
    case .type:
      // An upper-case name called (`NSLocalizedString(…)`) or an attribute (`@Model`) is noted
      // as a type: a function or macro of that name is known too.
      var name = bare
      for prefix in ["any ", "some "] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
      guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
        let n = PlatformNames.qualified(name), n.kind.isType || n.kind == .function || n.kind == .macro
      else { return nil }
      return PlatformMatch(shown: name, name: n)
    case .member:
      // `ShapeStyle.tint`, `Array<Int>.sorted`: the owner without its generic arguments.
      guard let dot = bare.lastIndex(of: "."), dot != bare.startIndex else { return nil }
      var owner = String(bare[..<dot])
      if let angle = owner.firstIndex(of: "<") { owner = String(owner[..<angle]) }
      let member = String(bare[bare.index(after: dot)...])
      guard let n = PlatformNames.member(member, of: owner) ?? Self.protocolMember(member, of: owner) else { return nil }
      return PlatformMatch(shown: member, name: n)
    case .generic, .initializer:
      // An argument Swift infers, or an initializer the module declares: not the platform's.
      return nil
    }
  }

  /// A member a value of a modelled type has from a protocol it conforms to (`Color.opacity`
  /// is View's modifier; `Font.bold` is declared on Font itself).
  static func protocolMember(_ name: String, of owner: String) -> PlatformNames.Name? {
    guard let t = PlatformNames.named(owner), t.kind == .view else { return nil }
    return PlatformNames.modifier(name)
  }

  /// `@Environment(\.dismiss)` in a tolerant file, of a key the vocabulary does not model: an
  /// opaque value of the type the platform declares (`DismissAction`, `UserInterfaceSizeClass?`).
  func platformEnvironmentValueType(_ key: String) -> SwiftType? {
    guard isTolerant(), let type = PlatformNames.environmentValueType(key) else { return nil }
    facts.hasAssumptions = true
    return .assumed(type, [])
  }

  /// `Text` of `Text(_:style:)`, `.font` of `.font(_:weight:)`.
  static func callName(_ spelled: String) -> String {
    guard let paren = spelled.firstIndex(of: "(") else { return spelled }
    return String(spelled[..<paren])
  }

  /// The note (tolerant) or error (strict) for a platform name layoutc does not model, if
  /// `name` is one; nil otherwise. In a tolerant file a view or modifier is noted once per
  /// module; other kinds are opaque values of their real type, silently. A view or modifier the
  /// vocabulary models, called with labels it lacks (`.lineLimit(1...3)`), is noted as an
  /// overload; one on a receiver it does not apply to (an assumed view's own `.resizable()`)
  /// stays an assumption. A strict spec keeps its overload errors, and under `--sdk ios13` its
  /// own errors: the table is today's SDK, without availability.
  func platformName(_ kind: Assumption.Kind, _ name: String, at range: SourceRange, in file: SourceFile) -> Bool? {
    // `String.self`: a type's metatype, which every type has.
    if Self.languageNames.contains(name) || (kind == .member && name.hasSuffix(".self")) {
      return file.strictness == .tolerant ? true : nil
    }
    let modifierName = String(Self.callName(name).drop { $0 == "." })
    let modelled = (kind == .modifier && Catalog.modifiers[modifierName] != nil)
      || (kind == .view && Catalog.views[Self.callName(name)] != nil)
    // A modelled modifier on a receiver the vocabulary does not give it: SwiftUI's own when
    // any view or shape has it (`.fontWeight` on a stack, iOS 16; `.fill` on an app's shape),
    // else the receiver's own method (an assumed view's `.resizable()`), an assumption.
    if modelled, !name.contains("("),
      !(kind == .modifier && ["View", "Shape", "InsettableShape"].contains { PlatformNames.member(modifierName, of: $0)?.kind == .modifier })
    {
      return nil
    }
    guard var match = platformMatch(kind, name) else { return nil }
    var spelledKind = match.name.kind.spelled
    if kind == .member, match.name.kind == .function { spelledKind = "method" }
    if modelled {
      match.shown = String(name.drop { $0 == "." })
      spelledKind = "overload"
    }
    if file.strictness == .tolerant {
      facts.hasAssumptions = true
      if reports, kind == .view || kind == .modifier, assumptionLog.recordUnmodelled(kind.rawValue + " " + match.shown, file: file.path) {
        diagnostics.append(SemaDiagnostics.notModelled(match.shown, module: match.name.module, kind: spelledKind, strict: false).at(range, in: file))
      }
      return true
    }
    if modelled || sdk == .ios13 { return nil }
    if reports, assumptionLog.reportPlatformError(file.path, range.start.offset) {
      diagnostics.append(SemaDiagnostics.notModelled(match.shown, module: match.name.module, kind: spelledKind, strict: true).at(range, in: file))
    }
    return false
  }
}

extension AssumptionLog {
  /// True the first time a platform view or modifier layoutc does not model is noted.
  mutating func recordUnmodelled(_ key: String, file: String) -> Bool {
    guard unmodelled.insert(key).inserted else { return false }
    unmodelledByFile[file, default: 0] += 1
    return true
  }

  /// True the first time a strict error for a platform name is reported at this place; the
  /// generic error the caller reports next at the same place ("cannot find", "no member") is
  /// then left out (`suppresses`).
  mutating func reportPlatformError(_ path: String, _ offset: Int) -> Bool {
    platformErrors.insert(path + ":" + String(offset)).inserted
  }

  /// Whether an error at this place repeats one a platform name's error already says.
  func suppresses(_ message: DiagnosticMessage, _ range: SourceRange?, _ path: String?) -> Bool {
    guard !platformErrors.isEmpty, message.severity == .error, let range, let path else { return false }
    return platformErrors.contains(path + ":" + String(range.start.offset))
  }
}
