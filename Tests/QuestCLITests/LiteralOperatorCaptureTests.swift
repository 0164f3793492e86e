import Foundation
import Testing

/// A learner type that takes an array literal and declares `==` against `[String]`: Swift picks it for a lesson
/// check's `rows == ["Lisbon", "Kyoto", "Oslo"]` (the drafter fixture's lesson 31 compares so), which would make the
/// comparison the learner's. The real binary refuses it at the type; without it, the starter fails as before.
@Suite("A learner operator that would answer a check's literal comparison", .serialized)
struct LiteralOperatorCaptureTests {
    static let fixture = CLI.root.appendingPathComponent("Tests/Fixtures/Courses/drafter/Lessons")

    @Test("refused at the learner's type, naming the check and the value that is not the learner's")
    func refused() throws {
        let root = try CLI.courseCopy(of: Self.fixture, workspace: "lesson31/starter")
        defer { try? FileManager.default.removeItem(at: root) }
        let workspace = root.appendingPathComponent("work")
        let honest = try CLI.binary(["check", "lesson31", "work", "--lessons", "Lessons"], in: root)
        #expect(honest.status == 1 && honest.output.contains("Score: 1/2 checks passed"), "\(honest.output)")
        try """
            struct Fake: ExpressibleByArrayLiteral {
                init(arrayLiteral elements: String...) {}
                static func == (lhs: [String], rhs: Fake) -> Bool { true }
            }

            """.write(to: workspace.appendingPathComponent("Helpers.swift"), atomically: true, encoding: .utf8)
        let run = try CLI.binary(["check", "lesson31", "work", "--lessons", "Lessons"], in: root)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("Helpers.swift:1:1: error: the lesson's check `trip-search` calls an operator of your "
            + "type `Fake` on a value that is not yours (Array<String>)"), "\(run.output)")
    }
}
