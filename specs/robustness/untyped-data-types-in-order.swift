// Found linting the same app twice: when no error is reported but an expression is left
// untyped, the first one is reported (sema.untyped); the data types of a view's file were
// checked in a dictionary's order, which changes with the process's hash seed, so each run
// named another of these six lines. They are checked in declaration order. The statics' type
// through the enum's computed `url` is now inferred (a static's initial value is read in its
// own file), so no expression is left untyped and the run is clean: the golden holds that.
// layoutc-run: lint --lint
import SwiftUI

enum Scheme: String {
    case first, second, third, fourth, fifth, sixth
    var url: URL { URL(string: rawValue + "://")! }
}

struct Links {
    static let first = Scheme.first.url
    static let second = Scheme.second.url
    static let third = Scheme.third.url
    static let fourth = Scheme.fourth.url
    static let fifth = Scheme.fifth.url
    static let sixth = Scheme.sixth.url
}

struct FirstLink { let url = Links.first.appendingParameter(name: "from", value: "1") }
struct SecondLink { let url = Links.second.appendingParameter(name: "from", value: "2") }
struct ThirdLink { let url = Links.third.appendingParameter(name: "from", value: "3") }
struct FourthLink { let url = Links.fourth.appendingParameter(name: "from", value: "4") }
struct FifthLink { let url = Links.fifth.appendingParameter(name: "from", value: "5") }
struct SixthLink { let url = Links.sixth.appendingParameter(name: "from", value: "6") }

struct LinkView: View {
    var body: some View { Text("links") }
}
