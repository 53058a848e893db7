import LayoutcSema
import LayoutcSyntax

/// What Foundation's `String(format:_:)` and `String(format:arguments:)` return: the format
/// with each conversion replaced by its argument, as printf writes it. Understood: `%%`, `%@`
/// of a String or Int, `%d %i %ld %lld` of an Int, `%f %lf` of a Double (with flags, width and
/// precision, `FormatSpecifier`), and positional `%1$@` as localized formats use. Anything else
/// is a value layoutc does not compute: an assumption in tolerant Swift, an error in a spec
/// (never the format shown as it is written). `%s` is among them: it reads a C string, and a
/// Swift String passed for it is an object, not its text (Foundation bridges it to NSString).
extension Evaluator {
  /// `String(format: format, arguments…)`; `arguments` are the call's arguments after the format.
  func formattedString(_ format: Value, _ arguments: ArraySlice<Argument>, _ e: Expr, _ env: Environment) -> Value {
    guard case .string(let text) = format else { return unmodelled(e) }
    var values: [Value] = []
    var localized = false
    for a in arguments {
      switch a.label {
      case "locale":
        // A locale other than nil may write numbers its way (a decimal comma).
        if eval(a.value, env) != .none { localized = true }
      case "arguments":
        guard let xs = eval(a.value, env).elements else { return unmodelled(e) }
        values += xs
      case nil:
        values.append(eval(a.value, env))
      default:
        return unmodelled(e)
      }
    }
    if let root = values.lazy.compactMap({ v -> String? in if case .opaque(let r) = v { r } else { nil } }).first { return .opaque(root) }
    return Self.printf(text, values, localized: localized).map(Value.string) ?? unmodelled(e)
  }

  /// `format` with its conversions replaced by `values`; nil for a conversion not understood,
  /// an argument of another kind than its conversion takes, or too few arguments.
  public static func printf(_ format: String, _ values: [Value], localized: Bool) -> String? {
    let chars = Array(format)
    var out = ""
    var i = 0
    var next = 0
    while i < chars.count {
      guard chars[i] == "%" else { out.append(chars[i]); i += 1; continue }
      if i + 1 < chars.count, chars[i + 1] == "%" { out.append("%"); i += 2; continue }
      var j = i + 1
      while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
      let index: Int
      if j > i + 1, j < chars.count, chars[j] == "$", let n = Int(String(chars[(i + 1)..<j])), n >= 1 {
        index = n - 1
        j += 1
      } else {
        j = i + 1
        index = next
        next += 1
      }
      let start = j
      while j < chars.count, "-+ 0#.lhqzjt".contains(chars[j]) || (chars[j].isASCII && chars[j].isNumber) { j += 1 }
      guard j < chars.count, index < values.count else { return nil }
      let conversion = chars[j]
      let spec = "%" + String(chars[start...j])
      j += 1
      switch (conversion, values[index]) {
      case ("@", .string(let s)) where spec == "%@": out += s
      case ("@", .int(let n)) where spec == "%@": out += String(n)
      case ("d", .int(let n)), ("i", .int(let n)):
        guard let f = FormatSpecifier(parsing: spec) else { return nil }
        out += f.format(int: n)
      case ("f", .double(let d)) where !localized, ("F", .double(let d)) where !localized:
        guard let f = FormatSpecifier(parsing: spec) else { return nil }
        out += f.format(double: d)
      default:
        return nil
      }
      i = j
    }
    return out
  }
}
