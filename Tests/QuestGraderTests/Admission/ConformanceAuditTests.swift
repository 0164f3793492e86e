import QuestSyntax
import Testing
@testable import QuestGrader

@Suite("Admission: a learner's conformance of another module's type through which it reflects or describes itself")
struct ConformanceAuditTests {
    static func learnerFile(_ source: String) throws -> CheckBindingAudit.LearnerFile {
        CheckBindingAudit.LearnerFile(
            path: "Route.swift", object: try CompiledObjectAuditTests.object(source),
            declarations: ParsedSwiftFile(text: source).declarations
        )
    }

    @Test("Foundation's, the standard library's and conditional conformances are refused at the learner's member")
    func refused() throws {
        let source = """
            import Foundation
            extension Decimal: @retroactive CustomReflectable {
                public var customMirror: Mirror { Mirror(self, children: [:]) }
            }
            extension Optional: @retroactive CustomStringConvertible where Wrapped == Int {
                public var description: String { "forty-two" }
            }
            enum Route: Hashable { case trip(id: Decimal) }
            """
        let refusals = ConformanceAudit.refusals([try Self.learnerFile(source)])
        #expect(refusals.map { "\($0.line ?? 0):\($0.column ?? 0)" } == ["3:16", "6:16"], "\(refusals)")
        #expect(refusals.first?.message.hasPrefix("you make `Decimal`, a type that is not yours, reflect itself with "
            + "your code (`CustomReflectable`)") == true, "\(refusals)")
        #expect(refusals.last?.message.contains("describe itself with your code (`CustomStringConvertible`)") == true)
    }

    @Test("the learner's own types may reflect and describe themselves, generic ones too")
    func ownTypes() throws {
        let source = """
            struct Box<Value> { var value: Value }
            extension Box: CustomStringConvertible where Value == Int { var description: String { "box" } }
            enum Route: Hashable, CustomStringConvertible, CustomReflectable {
                case trip(id: Int)
                var description: String { "trip" }
                var customMirror: Mirror { Mirror(self, children: [:]) }
            }
            extension Array: @retroactive Identifiable where Element == Int { public var id: Int { count } }
            """
        #expect(ConformanceAudit.refusals([try Self.learnerFile(source)]).isEmpty)
    }

    @Test("conformance descriptors read by their demangled names")
    func names() {
        #expect(ConformanceAudit.foreignConformance(
            "protocol conformance descriptor for FoundationEssentials.Decimal : Swift.CustomReflectable in Learner"
        )! == ("FoundationEssentials.Decimal", "CustomReflectable"))
        #expect(ConformanceAudit.foreignConformance(
            "protocol conformance descriptor for <A where A == Swift.Int> A? : Swift.CustomStringConvertible in Learner"
        )! == ("A?", "CustomStringConvertible"))
        #expect(ConformanceAudit.foreignConformance(
            "protocol conformance descriptor for <A where A == Swift.Int> Learner.Box<A> : Swift.CustomStringConvertible in Learner"
        ) == nil)
        #expect(ConformanceAudit.foreignConformance(
            "protocol conformance descriptor for FoundationEssentials.Decimal : Swift.Identifiable in Learner") == nil)
        #expect(ConformanceAudit.foreignConformance(
            "protocol conformance descriptor for QuestUI.Text : Swift.CustomStringConvertible in QuestUI") == nil)
    }
}
