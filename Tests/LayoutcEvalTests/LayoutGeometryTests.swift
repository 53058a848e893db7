import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

@testable import LayoutcEval

/// The values a custom layout's code computes with, as Swift computes them: floating-point
/// members of numbers however they were written, and geometry values compared across spellings.
@Suite struct LayoutGeometryTests {
  static let untypedInfinity = Value.member(type: nil, name: "infinity", arguments: [])

  /// `v.name` as layout code, which runs untyped, reads it: through the builtins table by the
  /// kind of the value.
  static func untypedMember(_ v: Value, _ name: String) -> Value? {
    let evaluator = Evaluator(sema: Sema.check([], sdk: .ios17))
    let e = Expr(.identifier("x"), SourceRange(at: SourceLocation(offset: 0, line: 1, column: 1)))
    guard let id = evaluator.builtinProperty(e, name, on: v) else { return nil }
    return evaluator.builtinPropertyValue(id, of: v, e, base: e)
  }

  @Test func floatingMembersOfNumbers() {
    #expect(Self.untypedMember(.double(.infinity), "isInfinite") == .bool(true))
    #expect(Self.untypedMember(Self.untypedInfinity, "isFinite") == .bool(false))
    #expect(Self.untypedMember(.double(.nan), "isNaN") == .bool(true))
    #expect(Self.untypedMember(.int(0), "isZero") == .bool(true))
    #expect(Self.untypedMember(.double(-2.5), "magnitude") == .double(2.5))
    let largest = Value.member(type: nil, name: "greatestFiniteMagnitude", arguments: [])
    #expect(Self.untypedMember(largest, "isFinite") == .bool(true))
    // Not a number, or a member Swift's FloatingPoint does not have here: nil, for the caller to report.
    #expect(Self.untypedMember(.string("1"), "isFinite") == nil)
    #expect(Self.untypedMember(.double(1), "isSignalingNaN") == nil)
  }

  @Test func geometryEqualityAcrossSpellings() {
    let unspecified = LayoutGeometry.proposal(nil, nil)
    #expect(LayoutGeometry.equal(unspecified, .member(type: nil, name: "unspecified", arguments: [])) == true)
    #expect(LayoutGeometry.equal(LayoutGeometry.proposal(.infinity, .infinity), Self.untypedInfinity) == true)
    #expect(LayoutGeometry.equal(LayoutGeometry.proposal(0, 0), .member(type: nil, name: "zero", arguments: [])) == true)
    #expect(LayoutGeometry.equal(LayoutGeometry.proposal(300, nil), unspecified) == false)
    #expect(LayoutGeometry.equal(.double(.infinity), Self.untypedInfinity) == true)
    let center = Value.member(type: "UnitPoint", name: "init", arguments: [.double(0.5), .double(0.5)])
    #expect(LayoutGeometry.equal(center, .member(type: nil, name: "center", arguments: [])) == true)
    #expect(LayoutGeometry.equal(center, .member(type: "UnitPoint", name: "top", arguments: [])) == false)
    // Values of no geometry type: left to the evaluator's own comparison.
    #expect(LayoutGeometry.equal(.string("a"), .string("a")) == nil)
  }
}
