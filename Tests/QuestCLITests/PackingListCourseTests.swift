import Foundation
import Testing

/// The fixture course `Tests/Fixtures/Courses/packing-list` (lesson 24) with the real binary: a debounced search
/// checked on the virtual clock, a confirmation dialog, a row's swipe actions and a button disabled until valid.
@Suite("Packing-list course: time, dialogs, swipe actions, disabled controls", .serialized)
struct PackingListCourseTests {
    static let fixture = CLI.root.appendingPathComponent("Tests/Fixtures/Courses/packing-list/Lessons")

    @Test("its starter fails, its solution passes, and each mutant fails the packing check")
    func fixtureValidates() throws {
        let root = try CLI.courseCopy(of: Self.fixture)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.binary(["validate", "Lessons"], in: root)
        #expect(run.status == 0, "\(run.output)")
        let mutants = ["add-always-enabled", "deletes-first-item", "deletes-without-asking", "filters-at-once", "never-filters",
                       "wait-not-restarted"]
        for mutant in mutants {
            let row = run.output.split(separator: "\n").first { $0.contains("mutant \(mutant) ") }
            #expect(row?.contains("failed packing") == true, "\(mutant): \(row ?? "no row")")
        }
    }

    /// The lesson's check is compiled in the learner's module: a learner's `==` for `[String]` is what its
    /// `screen.rows() == expected` would call (it passed the starter through two steps before quest audited what the
    /// check's object calls). Each way of taking a name the check uses is refused at the learner's line; helpers of
    /// the learner's own that the check never calls are not.
    @Test("a starter that takes a name the lesson's check calls is refused at its line; its own helpers are not",
          arguments: [
              ("func == (lhs: [String], rhs: [String]) -> Bool { true }\nfunc != (lhs: [String], rhs: [String]) -> Bool { false }\n",
               "Helpers.swift:1:6: error: the lesson's check `packing` calls your operator `==`"),
              ("extension Array where Element == String {\n    static func == (lhs: [String], rhs: [String]) -> Bool { true }\n}\n",
               "Helpers.swift:2:17: error: the lesson's check `packing` calls `Array.==`, which you added to a type that is not yours"),
              ("enum Describe {\n    static func rows(_ rows: [String]) -> String { \"as expected\" }\n}\n",
               "Helpers.swift:1:1: error: your type `Describe` stands in for the `Describe` the lesson's check `packing` names"),
              ("enum Said { static func rows(_ rows: [String]) -> String { \"as expected\" } }\ntypealias Describe = Said\n",
               "Helpers.swift:2:1: error: your type alias `Describe` stands in for the `Describe` the lesson's check `packing` names"),
              ("extension String {\n    var trimmed: String { trimmingCharacters(in: .whitespaces) }\n}\nfunc label(_ name: String) -> String { name.trimmed }\n",
               ""),
          ])
    func capturesRefused(helpers: String, refusal: String) throws {
        let root = try CLI.courseCopy(of: Self.fixture, workspace: "lesson24/starter")
        defer { try? FileManager.default.removeItem(at: root) }
        try helpers.write(to: root.appendingPathComponent("work/Helpers.swift"), atomically: true, encoding: .utf8)
        let run = try CLI.binary(["check", "lesson24", "work", "--lessons", "Lessons"], in: root)
        if refusal.isEmpty {
            #expect(run.status == 1, "\(run.output)")
            #expect(run.output.contains("Score: 2/6 checks passed"), "\(run.output)")
        } else {
            #expect(run.status == 2, "\(run.output)")
            #expect(run.output.contains("did not compile"), "\(run.output)")
            #expect(run.output.contains(refusal), "\(run.output)")
        }
    }
}
