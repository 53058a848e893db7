import LayoutcSema

/// printf's output for the conversions `FormatSpecifier` understands, computed exactly (the
/// binary value rounded half to even at the requested digit, as glibc and Apple's libc do)
/// without Foundation: `%.2f` of 2.675 is "2.67" because the double is 2.67499999….
extension FormatSpecifier {
  public func format(int value: Int) -> String {
    let digits = String(value.magnitude)
    return prefix + padded(sign: value < 0 ? "-" : positiveSign, digits) + suffix
  }

  public func format(double value: Double) -> String {
    let sign = value.sign == .minus ? "-" : positiveSign
    let body: String
    if value.isNaN {
      body = "nan"
    } else if value.isInfinite {
      body = "inf"
    } else {
      body = Self.fixed(value.magnitude, digits: precision ?? 6)
    }
    return prefix + padded(sign: value.isNaN ? positiveSign : sign, body, zeroPadAllowed: value.isFinite) + suffix
  }

  private var positiveSign: String { plusSign ? "+" : spaceSign ? " " : "" }

  private func padded(sign: String, _ digits: String, zeroPadAllowed: Bool = true) -> String {
    let length = sign.count + digits.count
    guard width > length else { return sign + digits }
    let fill = String(repeating: zeroPad && !leftAlign && zeroPadAllowed ? "0" : " ", count: width - length)
    if leftAlign { return sign + digits + String(repeating: " ", count: width - length) }
    return zeroPad && zeroPadAllowed ? sign + fill + digits : fill + sign + digits
  }

  /// `x` (finite, not negative) with `digits` digits after the point.
  static func fixed(_ x: Double, digits: Int) -> String {
    // x = significand × 2^exponent exactly; scaled = x × 10^digits, rounded half to even.
    var number = BigNatural(x.significandBitPattern | (x.isNormal ? 1 << UInt64(Double.significandBitCount) : 0))
    let shift = x.isNormal ? Int(x.exponent) - Double.significandBitCount : -1074
    for _ in 0..<digits { number.multiply(by: 10) }
    if shift >= 0 {
      number.shiftLeft(shift)
    } else {
      let (roundUp, tie) = number.lowBitsAgainstHalf(-shift)
      number.shiftRight(-shift)
      if roundUp || (tie && number.isOdd) { number.addOne() }
    }
    var text = number.decimal
    if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
    guard digits > 0 else { return text }
    let point = text.index(text.endIndex, offsetBy: -digits)
    return text[..<point] + "." + text[point...]
  }
}

/// A natural number of any size, little-endian 32-bit limbs: only what `fixed` needs.
struct BigNatural {
  private var limbs: [UInt32]

  init(_ v: UInt64) {
    limbs = [UInt32(truncatingIfNeeded: v), UInt32(truncatingIfNeeded: v >> 32)]
    trim()
  }

  private mutating func trim() { while limbs.last == 0 { limbs.removeLast() } }

  var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

  mutating func multiply(by m: UInt32) {
    var carry: UInt64 = 0
    for i in limbs.indices {
      let p = UInt64(limbs[i]) * UInt64(m) + carry
      limbs[i] = UInt32(truncatingIfNeeded: p)
      carry = p >> 32
    }
    if carry > 0 { limbs.append(UInt32(carry)) }
  }

  mutating func addOne() {
    for i in limbs.indices {
      limbs[i] &+= 1
      if limbs[i] != 0 { return }
    }
    limbs.append(1)
  }

  mutating func shiftLeft(_ n: Int) {
    guard !limbs.isEmpty else { return }
    let words = n / 32, bits = UInt32(n % 32)
    var out = [UInt32](repeating: 0, count: words)
    var carry: UInt32 = 0
    for l in limbs {
      out.append(bits == 0 ? l : (l << bits) | carry)
      carry = bits == 0 ? 0 : l >> (32 - bits)
    }
    if carry != 0 { out.append(carry) }
    limbs = out
  }

  mutating func shiftRight(_ n: Int) {
    let words = n / 32, bits = UInt32(n % 32)
    guard words < limbs.count else { limbs = []; return }
    var out: [UInt32] = []
    for i in words..<limbs.count {
      let high: UInt32 = i + 1 < limbs.count && bits != 0 ? limbs[i + 1] << (32 - bits) : 0
      out.append((limbs[i] >> bits) | high)
    }
    limbs = out
    trim()
  }

  func bit(_ i: Int) -> Bool {
    let w = i / 32
    return w < limbs.count && (limbs[w] >> UInt32(i % 32)) & 1 == 1
  }

  /// How the lowest `n` bits (the part a right shift by `n` drops) compare with half of 2^n.
  func lowBitsAgainstHalf(_ n: Int) -> (above: Bool, tie: Bool) {
    guard n > 0, bit(n - 1) else { return (false, false) }
    for i in 0..<(n - 1) where bit(i) { return (true, false) }
    return (false, true)
  }

  /// Decimal digits, "0" for zero.
  var decimal: String {
    var rest = self
    var groups: [UInt32] = []
    while !rest.limbs.isEmpty { groups.append(rest.divide(by: 1_000_000_000)) }
    guard let last = groups.popLast() else { return "0" }
    var s = String(last)
    for g in groups.reversed() {
      let part = String(g)
      s += String(repeating: "0", count: 9 - part.count) + part
    }
    return s
  }

  /// Divides in place and returns the remainder.
  private mutating func divide(by d: UInt32) -> UInt32 {
    var remainder: UInt64 = 0
    for i in limbs.indices.reversed() {
      let cur = (remainder << 32) | UInt64(limbs[i])
      limbs[i] = UInt32(cur / UInt64(d))
      remainder = cur % UInt64(d)
    }
    trim()
    return UInt32(remainder)
  }
}
