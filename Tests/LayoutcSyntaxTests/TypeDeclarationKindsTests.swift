import LayoutcSource
import Testing

@testable import LayoutcSyntax

/// `class`, `actor` and `protocol` declarations: members, requirements without bodies,
/// `class` as a modifier, failable initializers.
@Suite struct TypeDeclarationKindsTests {
  @Test func classActorAndProtocolAreTypeDeclarations() {
    let (tree, diags) = Parser.parse(SourceFile(path: "t.ui", text: """
      final class VM: ObservableObject { @Published var n = 0 }
      actor Loader { var loaded = 0 }
      protocol P: AnyObject { var x: Int { get } }
      """))
    #expect(diags.isEmpty, "\(diags.map(\.message))")
    let kinds = tree.declarations.compactMap { d -> TypeDecl.Kind? in if case .type(let t) = d.kind { t.kind } else { nil } }
    #expect(kinds == [.class, .actor, .protocol])
  }

  @Test func protocolRequirementsHaveNoBodies() {
    let (dump, diags) = parse("""
      protocol P {
          associatedtype Content: View = EmptyView
          var title: String { get }
          var count: Int { mutating get set }
          static func make() -> Self
          init?(raw: Int)
          mutating func bump()
      }
      """)
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("AssociatedTypeDecl Content @2:5-2:45 inherits=[View] default=EmptyView"))
    #expect(dump.contains("VarDecl title @3:5-3:30 type=String requirement={ get }"))
    #expect(dump.contains("requirement={ get set }"))
    #expect(dump.components(separatedBy: " no-body\n").count == 4 + 3)  // make, init?, bump; 3 accessors
  }

  @Test func aFunctionWithoutBodyOutsideAProtocolIsAnError() {
    let (_, diags) = parse("struct S {\n    func f() -> Int\n}")
    #expect(diags.contains { $0.contains("expected '{' in body of function declaration") })
  }

  @Test func classBeforeFuncIsAModifier() {
    let (dump, diags) = parse("class C {\n    class func make() -> Int { 1 }\n    class var n: Int { 2 }\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("FuncDecl make @2:5-2:35 modifiers=[class]"))
    #expect(dump.contains("modifiers=[class] type=Int computed"))
  }

  @Test func actorAsAnIdentifierIsStillAName() {
    let (_, diags) = parse("let actor = 1\nlet b = actor")
    #expect(diags.isEmpty, "\(diags)")
  }

  @Test func observersAfterAnInitializerAreNotATrailingClosure() {
    let (dump, diags) = parse("class C {\n    @Published var q = \"\" {\n        didSet { print(q) }\n    }\n    var n = 1\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("initializer: StringLiteral \"\""))
    #expect(!dump.contains("Closure"))
  }

  @Test func classMemberModifiersAndDeinit() {
    let (dump, diags) = parse("class C {\n    weak var p: C?\n    required init() {}\n    convenience init(x: Int) { self.init() }\n    deinit {}\n}")
    #expect(diags.isEmpty, "\(diags)")
    #expect(dump.contains("modifiers=[weak]"))
    #expect(dump.contains("FuncDecl init @3:5-3:23 modifiers=[required]"))
    #expect(dump.contains("DeinitDecl"))
  }
}
