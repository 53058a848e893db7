import Testing

@testable import LayoutcEval

/// The values a custom layout's code computes with, as Swift computes them: floating-point
/// members of numbers however they were written, and geometry values compared across spellings.
@Suite struct LayoutGeometryTests {
  static let untypedInfinity = Value.member(type: nil, name: "infinity", arguments: [])

  @Test func floatingMembersOfNumbers() {
    #expect(LayoutGeometry.floatingMember(.double(.infinity), "isInfinite") == .bool(true))
    #expect(LayoutGeometry.floatingMember(Self.untypedInfinity, "isFinite") == .bool(false))
    #expect(LayoutGeometry.floatingMember(.double(.nan), "isNaN") == .bool(true))
    #expect(LayoutGeometry.floatingMember(.int(0), "isZero") == .bool(true))
    #expect(LayoutGeometry.floatingMember(.double(-2.5), "magnitude") == .double(2.5))
    let largest = Value.member(type: nil, name: "greatestFiniteMagnitude", arguments: [])
    #expect(LayoutGeometry.floatingMember(largest, "isFinite") == .bool(true))
    // Not a number, or a member Swift's FloatingPoint does not have here: nil, for the caller to report.
    #expect(LayoutGeometry.floatingMember(.string("1"), "isFinite") == nil)
    #expect(LayoutGeometry.floatingMember(.double(1), "isSignalingNaN") == nil)
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
