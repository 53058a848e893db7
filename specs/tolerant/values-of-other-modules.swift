// Values whose types another module declares, as a whole app's targets meet them: `Episode`,
// `Registry` and the preference key's metatype are not declared here. A method called through
// an optional chain on a cast to such a type (`(item as? Episode)?.owner()`) is a member of an
// assumed value, an Optional the `guard let` unwraps, not a modifier; a property of a
// metatype (`Key.Type?`) is an assumed value; and a hexadecimal literal too large for an Int
// passed inside a dictionary to an initializer layoutc does not know has the type that
// initializer gives it (a `UInt64` in the package), not an overflowing Int. An enum's raw type
// may be Foundation's `TimeInterval` (a Double: `.rawValue` is computed) or a type layoutc does
// not know (a C typedef `u_char`: its raw values are not modelled). None is an error that would
// skip the views using them.
// layoutc-run: types
// layoutc-run: tree --tree
import SwiftUI

struct Titles {
  static func owner(of item: AnyObject?) -> String? {
    guard let owner = (item as? Episode)?.owner() else { return nil }
    return owner.name
  }
}

struct Schema {
  static let lock = Registry(versions: ["Token": [0xA8C4_75E8_7449_4BB1, 0x7948_6E93_449F_0B3D]])
}

struct HeightKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

struct Measured<Key: PreferenceKey>: ViewModifier where Key.Value == CGFloat {
  private let key: Key.Type?
  init(key: Key.Type? = nil) { self.key = key }
  func body(content: Content) -> some View { content.padding(4) }
}

enum Delay: TimeInterval {
  case never = -1
  case hour = 3600
}

enum Code: u_char {
  case start = 0x01
  case stop = 0x02
}

struct OwnerRow: View {
  var body: some View {
    VStack {
      Text(Titles.owner(of: nil) ?? "none")
        .modifier(Measured<HeightKey>(key: HeightKey.self))
        .onAppear { _ = Schema.lock }
      Text("every \(Delay.hour.rawValue) s")
      Text("code \(Code.stop.rawValue)")
    }
  }
}

#Preview { OwnerRow() }
