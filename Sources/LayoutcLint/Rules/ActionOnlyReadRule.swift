import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax

/// `action-only-read`: the body reads a value that only an action uses, so the body depends on
/// it for nothing.
struct ActionOnlyReadRule: Rule {
  static let description = RuleDescription(
    id: "action-only-read", name: "State read in the body for an action",
    summary: "A body reads state (or observes an object) that only an action uses",
    rationale: """
      A view depends on what its body reads: when that changes, the body re-runs. An action \
      runs later, on an event, and reads the current value itself, so a value read in the body \
      (into a local) and used only in an action makes the body depend on it for nothing. \
      (This counts @State, @Binding and @Observable properties: a plain property is compared \
      whether it is read or not.) Likewise an @ObservedObject the body never reads still subscribes the view to every \
      change of the object. Read the value inside the action, and hold an object used only \
      in actions as a plain property.
      """,
    severity: .warning,
    triggering: [
      Example("""
        struct ContentView: View {
            @State private var draft = "Milk"
            @State private var saved: [String] = []
            var body: some View {
                let ↓name = draft
                Button("Save") { saved.append(name) }
            }
        }
        """),
      Example("""
        final class Cart: ObservableObject {
            @Published var items: [String] = []
            func add(_ item: String) { items.append(item) }
        }
        struct AddButton: View {
            @ObservedObject var ↓cart: Cart
            var body: some View { Button("Add") { cart.add("Milk") } }
        }
        struct ContentView: View {
            @StateObject private var cart = Cart()
            var body: some View { VStack { Text("\\(cart.items.count)"); AddButton(cart: cart) } }
        }
        """),
    ],
    nonTriggering: [
      Example("""
        struct ContentView: View {
            @State private var draft = "Milk"
            @State private var saved: [String] = []
            var body: some View {
                Button("Save") { saved.append(draft) }
            }
        }
        """),
      Example("""
        final class Cart: ObservableObject {
            @Published var coupon = ""
            func apply() { coupon = "" }
        }
        struct CouponField: View {
            @ObservedObject var cart: Cart
            var body: some View {
                VStack { TextField("Coupon", text: $cart.coupon); Button("Apply") { cart.apply() } }
            }
        }
        struct ContentView: View {
            @StateObject private var cart = Cart()
            var body: some View { CouponField(cart: cart) }
        }
        """),
      Example("""
        final class Cart: ObservableObject {
            @Published var items: [String] = []
            func add(_ item: String) { items.append(item) }
        }
        struct AddButton: View {
            let cart: Cart
            var body: some View { Button("Add") { cart.add("Milk") } }
        }
        struct ContentView: View {
            @StateObject private var cart = Cart()
            var body: some View { VStack { Text("\\(cart.items.count)"); AddButton(cart: cart) } }
        }
        """),
    ])

  func check(_ input: LintInput) -> [Finding] {
    var findings: [Finding] = []
    let sema = input.sema
    for name in sema.model.viewOrder {
      guard let view = sema.model.views[name], input.inspects(view.file) else { continue }
      let r = BodyReads.of(view, sema: sema)
      for local in r.locals where local.usesInBody == 0 && local.usesInActions > 0 {
        // Only reads that form a dependency of their own: @State and @Binding values, and
        // @Observable properties. A plain property is compared whether read or not, and an
        // object observed by a wrapper (or not at all) is the same dependency either way.
        let forming = local.reads.filter { read in
          guard let p = view.storedProperties.first(where: { $0.name == read.property }),
            let d = PropertyDependency.of(p, in: view, sema: sema)
          else { return false }
          if d.observation == .perProperty { return read.member != nil }
          return d.objectType == nil && (d.role == .state || d.role == .binding)
        }
        guard !forming.isEmpty else { continue }
        let what = forming.map { r in r.member.map { "\(r.property).\($0)" } ?? r.property }
        findings.append(Finding(
          file: view.file, range: local.range,
          message: "'\(local.name)' reads '\(what[0])' in the body, but only an action uses it: the body re-runs whenever it changes; read it inside the action instead"))
      }
      for p in view.storedProperties where p.decl.hasAttribute("ObservedObject") {
        guard !r.readsInBody(p.name), !r.projections.contains(where: { $0.property == p.name }),
          r.reads.contains(where: { $0.property == p.name && $0.inAction })
        else { continue }
        findings.append(Finding(
          file: view.file, range: p.decl.nameRange,
          message: "'\(TypePrinter.runtimeName(view.name))' observes '\(p.name)' but only its actions use it: every change to the object re-runs this body; declare it without @ObservedObject"))
      }
    }
    return findings
  }
}
