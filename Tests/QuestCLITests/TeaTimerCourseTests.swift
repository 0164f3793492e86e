import Foundation
import Testing

/// The fixture course `Tests/Fixtures/Courses/tea-timer` (lesson 25), written from Docs/checks.md alone after the
/// check API's time and controls landed: a countdown on the virtual clock, a confirmation dialog from the toolbar, a
/// button disabled until the form is valid, and two check files sharing helpers in `Lessons/_checks/`. Its
/// `Learners/` folder holds learner files written the many ways learners tick a timer (a `.task` loop, a view model's
/// `Timer.scheduledTimer`, `DispatchQueue.main.asyncAfter`, a Combine timer in an `@Observable` model); `pass-*`
/// must pass and `fail-*` must fail, graded by the real binary.
@Suite("Tea-timer course: a check written from the docs alone", .serialized)
struct TeaTimerCourseTests {
    static let course = CLI.root.appendingPathComponent("Tests/Fixtures/Courses/tea-timer")

    /// A copy of the course, so that nothing a run writes lands in the repository.
    static func copy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-tea-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: course, to: root)
        return root
    }

    @Test("its starter fails, its solution passes, and each mutant fails the check its fails file names")
    func fixtureValidates() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.binary(["validate", "Lessons"], in: root)
        #expect(run.status == 0, "\(run.output)")
        let mutants = ["counts-past-zero": "brew-countdown", "counts-too-fast": "brew-countdown",
                       "ignores-minutes": "brew-countdown", "keep-brewing-stops": "brew-countdown",
                       "start-always-enabled": "brew-form", "stops-without-asking": "brew-countdown"]
        for (mutant, check) in mutants {
            let row = run.output.split(separator: "\n").first { $0.contains("mutant \(mutant) ") }
            #expect(row?.contains("failed \(check)") == true, "\(mutant): \(row ?? "no row")")
        }
    }

    @Test("each learner file gets the verdict its folder names", arguments: try! FileManager.default
        .contentsOfDirectory(atPath: course.appendingPathComponent("Learners").path).sorted())
    func learnerVerdicts(folder: String) throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CLI.binary(["check", "lesson25", "Learners/\(folder)", "--lessons", "Lessons"], in: root)
        let expected: Int32 = folder.hasPrefix("pass-") ? 0 : 1
        #expect(run.status == expected, "\(folder):\n\(run.output)")
    }

    @Test("a shared helper that does not compile is reported once, at its own line, and fails validation")
    func brokenSharedHelper() throws {
        let root = try Self.copy()
        defer { try? FileManager.default.removeItem(at: root) }
        let helper = root.appendingPathComponent("Lessons/_checks/TeaTimerSteps.swift")
        let text = try String(contentsOf: helper, encoding: .utf8)
        try text.replacingOccurrences(of: "screen.texts.first", with: "screen.textz.first").write(to: helper, atomically: true, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("screen.texts.first") }! + 1
        let run = try CLI.binary(["validate", "Lessons"], in: root)
        #expect(run.status == 1)
        let located = run.output.split(separator: "\n").filter { $0.contains("Lessons/_checks/TeaTimerSteps.swift:\(line):") && $0.contains("textz") }
        #expect(located.count == 1, "\(run.output)")
        #expect(run.output.contains("not judged: check does not compile"))
        let lint = try CLI.binary(["lint", "Lessons"], in: root)
        #expect(lint.status == 1)
        #expect(lint.output.contains("Lessons/_checks/TeaTimerSteps.swift:\(line):"), "\(lint.output)")
    }
}
