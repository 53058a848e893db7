import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// Reads evaluated arguments (`Value`s) as the engine's types: numbers, edge sets, insets, sizes
/// and points. Arguments are keyed by parameter label, or `_0`, `_1` by parameter index for
/// unlabeled ones (`Evaluator.argumentValues`).
enum ArgumentReading {
  /// A number: literals, and the `CGFloat`/`Double` statics specs write (`.infinity`).
  static func number(_ value: Value?) -> Double? {
    guard let value else { return nil }
    return value.asDouble ?? value.named(NumberConstant.self)?.value
  }

  /// An `Edge.Set`: `.all`, `.horizontal`, `.top`, `[.top, .leading]`.
  static func edges(_ value: Value?) -> Edges? {
    switch value {
    case .member?:
      return value?.named(EdgeSetName.self).map { Edges($0.edges.map(Edges.init)) }
    case .array(let items)?:
      return items.reduce(into: Edges()) { set, item in set.formUnion(edges(item) ?? []) }
    default:
      return nil
    }
  }

  /// `EdgeInsets(top:leading:bottom:trailing:)` as a record, or a positional `.init(…)`.
  static func insets(_ value: Value?) -> EdgeInsets? {
    switch value {
    case .record(_, _)?:
      guard let v = value else { return nil }
      func f(_ n: String) -> Double { number(v.field(n)) ?? 0 }
      return EdgeInsets(top: f("top"), leading: f("leading"), bottom: f("bottom"), trailing: f("trailing"))
    default:
      switch value?.initializerArguments {
      case let args? where args.count == 4:
        let n = args.map { number($0) ?? 0 }
        return EdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
      // `EdgeInsets()`: SwiftUI's `init()`, every edge zero.
      case let args? where args.isEmpty:
        return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
      default:
        return nil
      }
    }
  }

  /// A pair of numbers from a `CGSize`/`CGPoint` value: fields `first`/`second` by name, or a
  /// positional `.init(…)`, or a tuple.
  static func pair(_ value: Value?, _ first: String, _ second: String) -> (Double, Double)? {
    switch value {
    case .record(_, _)?, .tuple(_, _)?:
      guard let v = value, let a = number(v.field(first)), let b = number(v.field(second)) else { return nil }
      return (a, b)
    default:
      if value?.named(NumberConstant.self) == .zero { return (0, 0) }
      guard let args = value?.initializerArguments, args.count == 2, let a = number(args[0]), let b = number(args[1]) else { return nil }
      return (a, b)
    }
  }

  /// The name of an implicit or explicit member (`.leading`, `ContentMode.fill`).
  static func memberName(_ value: Value?) -> String? {
    if case .member(_, let name, _)? = value { return name }
    return nil
  }

  /// The type sema gave an implicit member, if any (`HorizontalAlignment` for `.center`).
  static func memberType(_ value: Value?) -> String? {
    if case .member(let type, _, _)? = value { return type }
    return nil
  }

  /// A value for a message: `-10`, `.infinity`.
  static func describe(_ value: Value?) -> String {
    value.map(\.description) ?? "nil"
  }
}
