// A decision on an assumed value takes one branch, never both, and says so: an assumed Bool is
// true for layout, so `if isPro` is taken and `if !isPro` is not, `!isPro ? a : b` shows `b`,
// an `else` after a condition that is false on an assumption is taken and marked with it.
// A `switch` over an enum layoutc cannot see (`Account.Tier`, from another module), alone or in a
// tuple, takes its first case and is marked with the assumption it rests on.
// layoutc-run: tree --tree
import SwiftUI
import Account

struct Badge: View {
  let account: Account
  var body: some View {
    VStack {
      if account.isPro {
        Text("Pro")
      }
      if !account.isPro {
        Text("Upgrade")
      }
      if !account.isPro {
        Text("Free plan")
      } else {
        Text("Thanks")
      }
      !account.isPro ? Text("Buy") : Text("Manage")
      switch account.tier {
      case .gold: Text("Gold")
      case .silver: Text("Silver")
      default: Text("Basic")
      }
    }
  }
}

struct Tiers: View {
  @State private var tier: Account.Tier = .silver
  @State private var expanded = true
  var body: some View {
    switch (tier, expanded) {
    case (.gold, true): Text("Gold, expanded")
    case (.gold, false): Text("Gold")
    default: Text("Other")
    }
  }
}

#Preview { Badge(account: .preview) }
#Preview("tier") { Tiers() }
