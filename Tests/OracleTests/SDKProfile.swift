/// The two SwiftUI interfaces layoutc reproduces, as each side of the oracle spells them:
/// layoutc's `--sdk` value and the stand-in's compilation condition.
enum SDKProfile: String, CaseIterable, Sendable, CustomStringConvertible {
  case ios17, ios13

  var layoutcArguments: [String] { ["--sdk", rawValue] }
  var swiftcArguments: [String] { self == .ios13 ? ["-D", "LAYOUTC_SDK_IOS13"] : [] }
  var description: String { rawValue }
}
