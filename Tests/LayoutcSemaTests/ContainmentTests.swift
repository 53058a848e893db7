import LayoutcCatalog
import LayoutcSource
import LayoutcSyntax
import Testing

@testable import LayoutcSema

/// Error containment: an error fails its declaration and what uses it (by resolved reference),
/// never the module; what neither holds an error nor uses a failed declaration stays checked.
@Suite struct ContainmentTests {
  /// Checks `files`; `strict` reads `.swift` files strictly too, where a failed function body
  /// spreads to its users as in a spec (in tolerant Swift it is contained to its body), so
  /// that which declarations a view reaches shows.
  func check(strict: Bool = false, _ files: [(String, String)]) -> SemaResult {
    let parsed = files.map { Parser.parse(SourceFile(path: $0.0, text: $0.1, strictness: strict ? .strict : nil)) }
    return Sema.check(parsed.map(\.0), sdk: .ios17, parseErrors: parsed.flatMap(\.1).filter { $0.severity == .error })
  }

  @Test func aModuleWithoutErrorsSkipsNothing() {
    let r = check(strict: true, [("A.ui", "import SwiftUI\nstruct A: View {\n  var body: some View { Text(\"a\") }\n}\n")])
    #expect(r.containment.isEmpty)
    #expect(r.containment.notes.isEmpty)
  }

  @Test func aViewWhoseInterfaceFailedSkipsItsUsersWithANote() {
    let r = check(strict: true, [
      ("Broken.ui", "import SwiftUI\nstruct Broken: View {\n  let gap: CGFloat = \"x\"\n  var body: some View { Text(\"b\") }\n}\n"),
      ("User.ui", "import SwiftUI\nstruct User: View {\n  var body: some View { Broken() }\n}\n#Preview { User() }\n"),
      ("Other.ui", "import SwiftUI\nstruct Other: View {\n  var body: some View { Text(\"o\") }\n}\n#Preview { Other() }\n"),
    ])
    #expect(r.containment.skippedViews == ["Broken", "User"])
    #expect(r.containment.skippedPreviews == [0])
    #expect(r.containment.notes.map(\.id) == ["sema.skipped-view", "sema.skipped-preview"])
    #expect(r.containment.notes.first?.message == "'User' is skipped: it depends on 'Broken.gap', which has errors")
    // The chain: User's body constructs Broken, whose stored property `gap` failed.
    #expect(r.containment.notes.first?.notes.map(\.message) == ["'User.body' uses 'Broken.gap'", "'Broken.gap' has errors"])
  }

  /// Swift checks a view's users against its interface only: a failed body stops the view
  /// itself; its users are checked, and the evaluator shows it as an opaque node.
  @Test func aViewWhoseBodyFailedStopsOnlyItself() {
    let r = check(strict: true, [
      ("Broken.ui", "import SwiftUI\nstruct Broken: View {\n  var body: some View { VStack(spacing: \"x\") { Text(\"b\") } }\n}\n"),
      ("User.ui", "import SwiftUI\nstruct User: View {\n  var body: some View { Broken() }\n}\n#Preview { User() }\n"),
    ])
    #expect(r.containment.skippedViews == ["Broken"])
    #expect(r.containment.skippedPreviews.isEmpty)
    #expect(r.containment.notes.isEmpty)
  }

  @Test func aFailedMethodSkipsOnlyTheViewsThatCallIt() {
    let r = check(strict: true, [
      ("Model.swift", "final class Model {\n  var title = \"t\"\n  func load() {\n    let x = (\n  }\n}\n"),
      ("Views.swift", """
        import SwiftUI
        struct Reader: View {
          let model = Model()
          var body: some View { Text(model.title) }
        }
        struct Loader: View {
          let model = Model()
          var body: some View { Button("Load") { model.load() } }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Loader"])
    // The parse error's echoes in `load` are not reported again by the checker.
    #expect(!r.diagnostics.contains { $0.severity == .error && $0.file == "Model.swift" })
  }

  @Test func aFailedActionMethodOfAViewDoesNotStopIt() {
    let r = check(strict: true, [("A.swift", "import SwiftUI\nstruct A: View {\n  func act() {\n    let n = (\n  }\n  var body: some View { Text(\"a\") }\n}\n")])
    #expect(r.containment.skippedViews.isEmpty)
    #expect(!r.containment.isEmpty)
  }

  @Test func aFailedMemberSkipsOnlyTheViewsReachingItsType() {
    // Two types with a member `title`; only `Broken.title` fails. A view reaching only `Fine`
    // (through a stored property's type) is not skipped for sharing the name.
    let r = check(strict: true, [
      ("Models.swift", "final class Fine {\n  var title = \"f\"\n}\nfinal class Broken {\n  var title: String { let x = (\n  }\n}\n"),
      ("Views.swift", """
        import SwiftUI
        struct FineView: View {
          let model = Fine()
          var body: some View { Text(model.title) }
        }
        struct BrokenView: View {
          let model = Broken()
          var body: some View { Text(model.title) }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["BrokenView"])
  }

  @Test func aFailedMemberIsReachedThroughAFunctionAndAnExtension() {
    // `Store` is named only by the top-level function `makeStore`; `Store.count` fails in an
    // extension. A view calling the function reaches it; one naming neither does not.
    let r = check(strict: true, [
      ("Store.swift", "final class Store {}\nextension Store {\n  var count: Int { let x = (\n  }\n}\nfunc makeStore() -> Store { Store() }\nfinal class Tally {\n  var count = 1\n}\n"),
      ("Views.swift", """
        import SwiftUI
        struct Counter: View {
          var body: some View { Text("\\(makeStore().count)") }
        }
        struct TallyView: View {
          let tally = Tally()
          var body: some View { Text("\\(tally.count)") }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Counter"])
  }

  /// Keywords, the text of string literals and members of other types that share a failed
  /// member's name are not uses: only what a name resolves to is.
  @Test func namesAreResolvedNotMatchedBySpelling() {
    let r = check(strict: true, [
      ("Broken.swift", """
        func some() -> Int { let x = (
        }
        func show() -> Int { let y = (
        }
        final class Broken {
          var id: Int { let z = (
          }
          var all: [Int] { let w = (
          }
        }

        """),
      ("Canary.swift", """
        import SwiftUI
        struct Pet: Identifiable {
          let id: Int
          static let all = [Pet(id: 1)]
        }
        struct Canary: View {
          var body: some View {
            VStack {
              Text("show the id here, some of all")
              ForEach(Pet.all) { pet in Text("\\(pet.id)") }
            }
            .id(UUID())
          }
        }
        struct User: View {
          var body: some View { Text("\\(some())") }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["User"])
  }

  /// An `extension View` helper uses what it resolves to, not every type it could reach: a
  /// view calling one helper is not skipped for another helper's failed dependency, and the
  /// note names the chain view → helper → failed declaration.
  @Test func helpersAreFollowedThroughWhatTheyCall() {
    let r = check(strict: true, [
      ("Store.swift", "final class Store {\n  var count: Int { let x = (\n  }\n  var name = \"s\"\n}\n"),
      ("Helpers.swift", """
        import SwiftUI
        extension View {
          func card() -> some View { padding().background(Color.gray) }
          func badge(_ store: Store) -> some View { overlay(Text("\\(store.count)")) }
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Plain: View {
          let store = Store()
          var body: some View { Text(store.name).card() }
        }
        struct Badged: View {
          let store = Store()
          var body: some View { Text("b").badge(store) }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Badged"])
    let note = r.containment.notes.first { $0.message.hasPrefix("'Badged'") }
    #expect(note?.message == "'Badged' is skipped: it depends on 'Store.count', which has errors")
    #expect(note?.notes.map(\.message) == ["'Badged.body' uses 'View.badge'", "'View.badge' uses 'Store.count'", "'Store.count' has errors"])
  }

  /// A failed member of a model is contained to it: views using the model's other members are
  /// checked, and a failed extension of a standard type stops only its users.
  @Test func aFailedModelMemberIsContainedToItsUsers() {
    let r = check(strict: true, [
      ("Model.swift", """
        import SwiftUI
        struct Item: Identifiable {
          let id: Int
          var title: String
          var summary: String { let s = (
          }
        }
        extension Color {
          static let brand = Color(red: 1, green: (
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Row: View {
          let item: Item
          var body: some View { Text(item.title) }
        }
        struct Detail: View {
          let item: Item
          var body: some View { Text(item.summary) }
        }
        struct Branded: View {
          var body: some View { Text("x").foregroundStyle(Color.brand) }
        }
        struct Plain: View {
          var body: some View { Text("x").foregroundStyle(Color.blue) }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Detail", "Branded"])
  }

  /// A value's member is never a static member (`s.count` is not `Strings.count`), and a type
  /// nested in another is found only in its scope (`@Environment` is SwiftUI's, not
  /// `Item.Environment`).
  @Test func staticMembersAndNestedTypesAreFoundOnlyWhereSwiftFindsThem() {
    let r = check([
      ("Strings.swift", """
        enum Strings {
          static let count = tr("count", 1, 2)
          static func tr(_ key: String) -> String { key }
        }
        struct Item {
          struct Environment {
            var context: Int = Strings.count
          }
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Counted: View {
          @Environment(\\.colorScheme) private var scheme
          let hex = "#fff"
          var body: some View {
            let s = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
            Text("\\(s.count)")
          }
        }
        struct Titled: View {
          var body: some View { Text(Strings.count) }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Titled"])
  }

  /// A call reaches only the overloads its argument labels fit: `.init(top:leading:bottom:
  /// trailing:)` of a type layoutc cannot tell is not a failed `init(_ url:)` of another type.
  @Test func callsReachOnlyTheOverloadsTheirLabelsFit() {
    let r = check(strict: true, [
      ("Link.swift", "import Foundation\nstruct Link {\n  init?(_ url: URL) {\n    let x = (\n  }\n  init(path: String) {}\n}\n"),
      ("Views.swift", """
        import SwiftUI
        struct Inset: View {
          static var insets: EdgeInsets { .init(top: 1, leading: 2, bottom: 3, trailing: 4) }
          var body: some View { Text("a").padding(Self.insets) }
        }
        struct Linked: View {
          let link = Link(URL(string: "a")!)
          var body: some View { Text("b") }
        }
        struct Pathed: View {
          let link = Link(path: "a")
          var body: some View { Text("c") }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Linked"])
  }

  /// An implicit member takes its context's type where the checker gave it none: a declared
  /// variable's, a wrapped property's storage, the other operand of an operator; an operator is
  /// its operands' type's.
  @Test func implicitMembersAndOperatorsTakeTheirContextsType() {
    let r = check(strict: true, [
      ("Broken.swift", """
        struct Broken: Equatable {
          init() { let x = (
          }
          init(_ value: Int) { let y = (
          }
          static func == (a: Broken, b: Broken) -> Bool { let z = (
          }
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Options { var flags = 0 }
        struct Styled: View {
          @Binding var count: Int
          var options: Options = .init()
          init(count: Binding<Int>) {
            self._count = .init(projectedValue: count)
          }
          var body: some View { Text(options.flags == 0 && count != 3 ? "a" : "b") }
        }
        struct UsesBroken: View {
          var value: Broken = .init()
          var body: some View { Text("c") }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["UsesBroken"])
  }

  /// A property wrapper's attribute calls only the initializers its arguments fit, none when
  /// it has neither arguments nor an initial value (the view's initializer assigns it).
  @Test func aWrapperAttributeCallsOnlyTheInitializersItFits() {
    let r = check(strict: true, [
      ("Wrapper.swift", """
        import SwiftUI
        @propertyWrapper struct Clamped {
          var wrappedValue: Int
          init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
          init(range: Int) { let x = (
          }
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Plain: View {
          @Clamped var level: Int
          @Clamped var other = 3
          init(level: Int) { self._level = Clamped(wrappedValue: level) }
          var body: some View { Text("\\(level)") }
        }
        struct Ranged: View {
          @Clamped(range: 4) var level: Int
          var body: some View { Text("\\(level)") }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Ranged"])
  }

  /// Where no type can be told, a key path or a member that is not called names a property,
  /// never a method; `x == .tv` compares values of a type that has a static member `tv`; a
  /// parameter's default takes the parameter's type.
  @Test func untypedUsesAreNarrowedByTheirShape() {
    // Errors in signatures (a default value cut short): not contained to a body.
    let r = check([
      ("Broken.swift", """
        final class Coordinator {
          func id(for value: Int = ) -> Int { value }
        }
        struct Code: Equatable {
          static let zero = Code()
          static func == (a: Code, b: Code = ) -> Bool { true }
        }
        struct Gap {
          init(_ z: Int = ) { }
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Idiom: Equatable { static let phone = Idiom() }
        struct Listed<Data: RandomAccessCollection>: View where Data.Element: Identifiable {
          let data: Data
          init(data: Data, insets: EdgeInsets = .init()) { self.data = data }
          var body: some View { ForEach(data, id: \\.id) { _ in Text("row") } }
        }
        struct Phone: View {
          var body: some View { Text(UIDevice.current.kind == .phone ? "phone" : "other") }
        }
        struct Zero: View {
          var body: some View { Text(UIDevice.current.kind == .zero ? "zero" : "other") }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Zero"])
  }

  /// In tolerant Swift a body with errors in a declaration that produces no view is contained
  /// to it: its callers are checked, and the evaluator assumes what it computes. A failed member
  /// producing a view, or a stored property, still spreads.
  @Test func aFailedBodyOfTolerantSwiftIsContained() {
    let r = check([
      ("Model.swift", """
        struct Episode {
          let seconds: Int
          var runtime: String { let m = seconds / 60 +
          }
          func rank() -> Int { let p = 1 *
          }
          var badge: some View { Text("x") +
          }
          var tag: String = (
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Runtime: View {
          let e: Episode
          var body: some View { Text(e.runtime + "\\(e.rank())") }
        }
        struct Badged: View {
          let e: Episode
          var body: some View { e.badge }
        }
        struct Tagged: View {
          let e: Episode
          var body: some View { Text(e.tag) }
        }

        """),
    ])
    #expect(r.containment.skippedViews == ["Badged", "Tagged"])
    let runtime = r.model.dataTypes["Episode"]?.computedProperties.first { $0.name == "runtime" }
    #expect(runtime?.getter.map { r.containment.failedBody($0) } == "Episode.runtime")
  }

  /// A `private` or `fileprivate` member, or one of a private type, is used only from its own
  /// file: an access another file makes on a base of no known type does not reach it.
  @Test func aPrivateMemberOfAnotherFileIsNoUse() {
    let r = check([
      ("Frame.swift", """
        import SwiftUI
        private struct Box { var size: Int = ( }
        struct Tracker {
          private let key: Int = (
          func keyed(_ x: Tracker) -> Int { x.key }
        }

        """),
      ("Views.swift", """
        import SwiftUI
        struct Keyed: View {
          let store: Store
          var body: some View { Text("\\(store.entry.key) \\(store.entry.size)") }
        }

        """),
    ])
    #expect(r.containment.skippedViews.isEmpty)
  }

  /// A case pattern's implicit member is a member of the switch subject's type (or of the value
  /// an `if case` matches), never every static member of that name.
  @Test func casePatternsTakeTheSubjectsType() {
    let r = check(strict: true, [
      ("Broken.swift", "struct Builder {\n  static let `default`: Int = (\n}\n"),
      ("Views.swift", """
        import SwiftUI
        enum Backdrop { case `default`, plain }
        struct Picked: View {
          let backdrop: Backdrop
          var body: some View {
            switch backdrop {
            case .default: Text("d")
            case .plain: Text("p")
            }
          }
        }
        struct Matched: View {
          let backdrop: Backdrop
          var body: some View {
            if case .default = backdrop { Text("d") }
          }
        }

        """),
    ])
    #expect(r.containment.skippedViews.isEmpty)
  }
}
