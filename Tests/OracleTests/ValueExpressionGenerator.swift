/// Random Int, Double, Bool and String expressions for the value oracle: arithmetic,
/// comparisons, ternaries, smart shifts, bitwise and wrapping operators, `Int.max`/`Int.min`,
/// `.pi`, `.infinity`, conversions and `String(describing:)`.
///
/// Each expression is built with its Int value alongside (Swift's own arithmetic, reporting
/// overflow), so that none of them traps or overflows: a trap would stop the swiftc program, and
/// an overflow swiftc can fold is a compile error. Doubles never trap. Operands are variables
/// (`i1`, `d1`…) or literals; composite operands are parenthesized, so the text means the same
/// to both compilers whatever their precedence tables.
struct ValueExpressionGenerator {
  var rng: SeededGenerator

  /// The variables every expression may use, declared the same way on both sides.
  static let declarations: [(name: String, text: String, int: Int?)] = [
    ("i1", "7", 7), ("i2", "-3", -3), ("i3", "1_000_003", 1_000_003), ("i4", "0", 0),
    ("big", "Int.max - 5", Int.max - 5), ("d1", "2.5", nil), ("d2", "0.1", nil), ("d3", "-1e16", nil),
    ("d4", "0.0", nil), ("d5", "123.456", nil), ("d6", "1e-7", nil), ("d7", "-1.5", nil), ("d8", "0.5e300", nil),
    ("s1", "\"ab\"", nil), ("s2", "\"Zed\"", nil), ("flag", "true", nil),
  ]

  /// An interpolation operand of any of the four types.
  mutating func expression() -> String {
    switch rng.below(10) {
    case 0...3: return int(depth: 3).text
    case 4...6: return double(depth: 2)
    case 7, 8: return bool(depth: 2)
    default: return string(depth: 2)
    }
  }

  /// An Int expression and its value, nil where the generator does not know it (a ternary's
  /// condition is not tracked): operators that can trap or overflow take known operands only.
  mutating func int(depth: Int) -> (text: String, value: Int?) {
    if depth == 0 || rng.chance(25) { return intLeaf() }
    for _ in 0..<8 {
      let a = int(depth: depth - 1), b = int(depth: depth - 1)
      let op = rng.pick(["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&+", "&-", "&*", "~", "-x", "?:", "min", "Int(d)"])
      var text = "(\(a.text) \(op) \(b.text))"
      let both: (Int, Int)? = a.value.flatMap { x in b.value.map { (x, $0) } }
      var value: Int?
      var safe = true
      switch op {
      case "+", "-", "*", "/", "%":
        guard let (x, y) = both else { safe = false; break }
        let r: (partialValue: Int, overflow: Bool)
        switch op {
        case "+": r = x.addingReportingOverflow(y)
        case "-": r = x.subtractingReportingOverflow(y)
        case "*": r = x.multipliedReportingOverflow(by: y)
        case "/": r = y == 0 ? (0, true) : x.dividedReportingOverflow(by: y)
        default: r = y == 0 ? (0, true) : x.remainderReportingOverflow(dividingBy: y)
        }
        if r.overflow { safe = false } else { value = r.partialValue }
      case "<<", ">>":
        let amount = rng.inRange(-70...70)
        text = "(\(a.text) \(op) \(amount < 0 ? "(\(amount))" : "\(amount)"))"
        value = a.value.map { op == "<<" ? $0 << amount : $0 >> amount }
      case "&": value = both.map { $0 & $1 }
      case "|": value = both.map { $0 | $1 }
      case "^": value = both.map { $0 ^ $1 }
      case "&+": value = both.map { $0 &+ $1 }
      case "&-": value = both.map { $0 &- $1 }
      case "&*": value = both.map { $0 &* $1 }
      case "~":
        text = "(~\(a.text))"
        value = a.value.map { ~$0 }
      case "-x":
        // Not of a negative literal: swiftc finds `-(-8)` ambiguous.
        guard let x = a.value, x != Int.min, !a.text.hasPrefix("(-") else { safe = false; break }
        text = "(-\(a.text))"
        value = -x
      case "?:":
        text = "(\(bool(depth: 1)) ? \(a.text) : \(b.text))"
      case "min":
        text = "\(rng.pick(["min", "max"]))(\(a.text), \(b.text))"
      default:
        text = "Int(\(rng.pick(["d1", "d2", "2.75", "(-9.5)"])) * \(rng.pick(["0.0", "3.0", "(-2.0)", "41.0"])))"
      }
      if safe { return (text, value) }
    }
    return intLeaf()
  }

  private mutating func intLeaf() -> (text: String, value: Int?) {
    switch rng.below(6) {
    case 0: let n = rng.inRange(-20...20); return (n < 0 ? "(\(n))" : "\(n)", n)
    case 1: return ("Int.max", Int.max)
    case 2: return ("Int.min", Int.min)
    case 3: return ("123456789", 123456789)
    default:
      let v = rng.pick(Self.declarations.filter { $0.int != nil })
      return (v.name, v.int!)
    }
  }

  mutating func double(depth: Int) -> String {
    // Mostly variables: swiftc gives up on ("unable to type-check … in reasonable time") a
    // few nested operators over floating-point literals.
    if depth == 0 || rng.chance(25) {
      if rng.chance(75) { return rng.pick(Self.declarations.filter { $0.name.hasPrefix("d") }.map(\.name)) }
      return rng.pick(["2.5", "0.1", "1e16", "3.0", "Double.pi", "Double.infinity", "Double.zero", "CGFloat.pi"])
    }
    switch rng.below(7) {
    case 0: return "(\(double(depth: depth - 1)) / \(rng.pick(["0", "2", "3", "(-4)"])))"
    case 1: return "Double(\(rng.pick(["i1", "i2", "i3", "big", "7"])))"
    case 2: return "(\(bool(depth: 1)) ? \(double(depth: depth - 1)) : \(double(depth: depth - 1)))"
    case 3:
      let x = double(depth: depth - 1)
      return x.hasPrefix("(-") ? x : "(-\(x))"
    default: return "(\(double(depth: depth - 1)) \(rng.pick(["+", "-", "*", "/"])) \(double(depth: depth - 1)))"
    }
  }

  mutating func bool(depth: Int) -> String {
    if depth == 0 || rng.chance(20) { return rng.pick(["flag", "true", "false"]) }
    switch rng.below(5) {
    case 0: return "(\(int(depth: 1).text) \(rng.pick(["<", "<=", ">", ">=", "==", "!="])) \(int(depth: 1).text))"
    case 1: return "(\(double(depth: 1)) \(rng.pick(["<", "<=", ">", ">=", "==", "!="])) \(double(depth: 1)))"
    case 2: return "(\(bool(depth: depth - 1)) \(rng.pick(["&&", "||"])) \(bool(depth: depth - 1)))"
    case 3: return "(s1 \(rng.pick(["<", "==", ">"])) s2)"
    default: return "!\(bool(depth: 0))"
    }
  }

  mutating func string(depth: Int) -> String {
    if depth == 0 || rng.chance(25) { return rng.pick(["s1", "s2", "\"x y\""]) }
    switch rng.below(4) {
    case 0: return "(\(string(depth: depth - 1)) + \(string(depth: depth - 1)))"
    case 1: return "String(\(int(depth: 1).text))"
    case 2: return "String(describing: \(double(depth: 1)))"
    default: return "(\(bool(depth: 1)) ? \(string(depth: depth - 1)) : \(string(depth: depth - 1)))"
    }
  }
}
