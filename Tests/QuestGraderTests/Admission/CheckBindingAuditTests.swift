import Foundation
import QuestSyntax
import Testing
@testable import QuestGrader

/// What a lesson's check may reach of the learner's code: symbols read by the runtime's demangler, classified, and
/// held to the exercise's own names. (The real compile is `PackingListCourseTests.capturesRefused`.)
@Suite("Admission: what a lesson's check may call in the learner's module")
struct CheckBindingAuditTests {
    @Test("the runtime's demangler reads the symbols the compiler gives learner declarations")
    func demangles() {
        #expect(SwiftDemangler.demangle("$s7Learner2eeoiySbSaySSG_ACtF") == "Learner.== infix(Swift.Array<Swift.String>, Swift.Array<Swift.String>) -> Swift.Bool")
        #expect(SwiftDemangler.demangle("$sSb7LearnerE16isEnabledForSureSbvg") == "(extension in Learner):Swift.Bool.isEnabledForSure.getter : Swift.Bool")
        #expect(SwiftDemangler.demangle("write") == nil)
    }

    @Test("each symbol is a member of a learner type, a global, or a member added to another module's type")
    func classifies() {
        let types: Set = ["Router", "Route", "Helper"]
        #expect(CheckBindingAudit.binding("Learner.== infix([Swift.String], [Swift.String]) -> Swift.Bool", types: types) == .global(name: "=="))
        #expect(CheckBindingAudit.binding("Learner.min(Swift.Int, Swift.Int) -> Swift.Int", types: types) == .global(name: "min"))
        #expect(CheckBindingAudit.binding("Learner.secret.unsafeMutableAddressor : Swift.Int", types: types) == .global(name: "secret"))
        #expect(CheckBindingAudit.binding("Learner.Router.open(Foundation.URL) -> ()", types: types) == .typeMember(type: "Router"))
        #expect(CheckBindingAudit.binding("type metadata accessor for Learner.Route", types: types) == .typeMember(type: "Route"))
        #expect(CheckBindingAudit.binding("static Learner.Route.== infix(Learner.Route, Learner.Route) -> Swift.Bool", types: types)
            == .typeMember(type: "Route"))
        #expect(CheckBindingAudit.binding("Learner.(Helper in _4C1B2A).init() -> Learner.(Helper in _4C1B2A)", types: types)
            == .typeMember(type: "Helper"))
        #expect(CheckBindingAudit.binding("(extension in Learner):Swift.Array<A where A == Swift.String>.contains(Swift.String) -> Swift.Bool",
                                          types: types) == .extensionMember(text: "Swift.Array<A where A == Swift.String>.contains(Swift.String) -> Swift.Bool"))
        #expect(CheckBindingAudit.binding("QuestUI.Text.init(Swift.String) -> QuestUI.Text", types: types) == nil)
    }

    @Test("an operator of a learner type that takes another module's type is found by its operands")
    func foreignOperands() {
        #expect(CheckBindingAudit.foreignOperand("static Learner.Fake.== infix(Swift.Array<Swift.String>, Learner.Fake) -> Swift.Bool")
            == "Array<String>")
        #expect(CheckBindingAudit.foreignOperand("static Learner.Route.== infix(Learner.Route, Learner.Route) -> Swift.Bool") == nil)
        #expect(CheckBindingAudit.foreignOperand("static Learner.Money.+= infix(inout Learner.Money, Swift.Int) -> ()") == "Int")
        #expect(CheckBindingAudit.foreignOperand("Learner.Router.open(Foundation.URL) -> ()") == nil)
        #expect(CheckBindingAudit.foreignOperand("protocol witness for static Swift.Equatable.== infix(A, A) -> Swift.Bool "
            + "in conformance Learner.Route : Swift.Equatable in Learner") == nil)
    }

    @Test("a file's top-level declarations: types, globals and operators, and its extensions' members")
    func declarations() {
        let parsed = ParsedSwiftFile(text: """
            struct Trip {}
            enum Route { case home; static func == (lhs: Route, rhs: Route) -> Bool { true }; protocol Inner {} }
            typealias Trips = [Trip]
            func == (lhs: [String], rhs: [String]) -> Bool { true }
            let (first, second) = (1, 2)
            #if DEBUG
            var verbose = true
            #endif
            extension [String] { static func != (lhs: Self, rhs: Self) -> Bool { false } }
            extension Swift.Optional { var isAbsent: Bool { self == nil }; init(none: Void) { self = .none } }
            extension Date { subscript(day: Int) -> Int { day } }
            """).declarations
        #expect(parsed.types.map(\.name) == ["Trip", "Route", "Trips"])
        #expect(parsed.typeAliases.map(\.name) == ["Trips"])
        #expect(parsed.globals.map(\.name) == ["==", "first", "second", "verbose"])
        #expect(parsed.extensionMembers.map { "\($0.type).\($0.name)" } == ["Array.!=", "Optional.isAbsent", "Optional.init", "Date.subscript"])
        #expect(parsed.globals.first?.location == ParsedSwiftFile.Location(line: 4, column: 6))
        #expect(parsed.typeMembers.map { "\($0.type).\($0.name)" } == ["Route.==", "Route.Inner"])
        #expect(parsed.typeMembers.first?.location == ParsedSwiftFile.Location(line: 2, column: 37))
    }

    @Test("a check compares a learner type's values when it uses that type's Equatable or Hashable conformance or its ==")
    func comparedTypes() {
        #expect(CheckBindingAudit.comparedType("protocol conformance descriptor for Learner.Route : Swift.Hashable in Learner") == "Route")
        #expect(CheckBindingAudit.comparedType("protocol conformance descriptor for Learner.Box<A> : Swift.Equatable in Learner") == "Box")
        #expect(CheckBindingAudit.comparedType("protocol witness table for Learner.(Tab in _4C1B) : Swift.Equatable in Learner") == "Tab")
        #expect(CheckBindingAudit.comparedType("static Learner.Route.== infix(Learner.Route, Learner.Route) -> Swift.Bool") == "Route")
        #expect(CheckBindingAudit.comparedType("static Learner.Route.__derived_enum_equals(Learner.Route, Learner.Route) -> Swift.Bool") == "Route")
        #expect(CheckBindingAudit.comparedType("protocol conformance descriptor for Learner.Route : Swift.Identifiable in Learner") == nil)
        #expect(CheckBindingAudit.comparedType("Learner.Router.open(Foundation.URL) -> ()") == nil)
    }

    @Test("without a starter or solution to read, only operators are held to the exercise")
    func unknownExercise() {
        var unknown = ExerciseAPI()
        #expect(!unknown.isKnown)
        #expect(unknown.allows("filtered", declaredIn: unknown.globals, key: "filtered"))
        #expect(!unknown.allows("==", declaredIn: unknown.globals, key: "=="))
        unknown.isKnown = true
        #expect(!unknown.allows("filtered", declaredIn: unknown.globals, key: "filtered"))
        let read = ExerciseAPI(folders: [GraderFixture.lesson22 + "/solution", "/nonexistent"])
        #expect(read.isKnown && read.types.isSuperset(of: ["ContentView", "Router", "Route"]))
    }

    @Test("a message names the file that called: the lesson's check, the shared helpers, or quest's harness")
    func callers() {
        #expect(CheckBindingAudit.caller("checks/packing.swift") == "the lesson's check `packing`")
        #expect(CheckBindingAudit.caller("checks/_checks-Fixtures.swift") == "the course's shared check helpers")
        #expect(CheckBindingAudit.caller("QuestGlue-deep-link-router-router.swift") == "quest's harness")
    }
}
