import Foundation
import QuestCore
@testable import QuestGrader
import QuestLayout
import Testing

/// How validate judges a ```quest-toolbar picture against the toolbar the harness reported: made-up reports, laid out
/// by the same engine the harness uses.
@Suite("toolbar picture verdicts")
struct ToolbarPictureVerdictTests {
    static let exercise = Exercise(id: "list", title: "Exercise", prompt: "", entry: "ContentView", checks: ["search-filter"], line: 30)
    static let block = """
        title: Trips
        devices: iphone-se, ipad
        - Sort: menu, placement topBarLeading
        - Add: symbol plus, placement primaryAction, priority high
        - Shuffle: placement topBarTrailing
        - Share: symbol square.and.arrow.up, placement topBarTrailing, priority low
        - Remove All: in ToolbarOverflowMenu
        """

    static func lesson(_ block: String = block) -> Lesson {
        var lesson = Lesson(number: 22, slug: "lesson22", title: "Toolbars", file: "Lessons/lesson22.md", exercises: [exercise])
        lesson.toolbarPictures = [ToolbarPicture(exercise: "list", source: block, line: 12)]
        return lesson
    }

    /// The results a harness writes for `description`, resolved on every device, as `ToolbarReportCheck` does.
    static func grade(reporting description: String?, outcome: Outcome = .passed) -> ExerciseGrade {
        var results = [CheckResult(check: "search-filter", name: "typing narrows the rows", status: .pass)]
        if let description {
            let toolbar = ToolbarDescription.parse(description).description
            results.append(CheckResult(check: ToolbarDescription.HarnessReport.check, name: ToolbarDescription.HarnessReport.declared,
                                       status: .pass, picture: toolbar.text))
            for layout in ToolbarLayoutEngine().layouts(toolbar.items, context: toolbar.context) {
                results.append(CheckResult(check: ToolbarDescription.HarnessReport.check, name: layout.profile.id,
                                           status: .pass, picture: layout.textPicture))
            }
        }
        var grade = ExerciseGrade(exerciseID: "list", title: "Exercise", entry: "ContentView", taskID: 1, checks: ["search-filter"],
                                  outcome: outcome, results: results)
        grade.reportedToolbar = ReportedToolbar(results: results)
        return grade
    }

    private func judge(_ grade: ExerciseGrade, lesson: Lesson = lesson()) -> [Diagnostic] {
        ToolbarPictureVerdict(lesson: lesson, graded: "Lessons/lesson22/solution").diagnostics(for: Self.exercise, grade: grade)
    }

    @Test("a solution whose toolbar resolves as drawn holds, whatever its item ids or priority spelling")
    func matching() {
        let same = Self.block.replacingOccurrences(of: "priority high", with: "priority 1")
        #expect(judge(Self.grade(reporting: same)).isEmpty)
    }

    @Test("a solution whose toolbar resolves differently on a device is an error at the block's line, naming the device")
    func differing() throws {
        // Without the low priority on Share, Shuffle and Share tie, and the trailing-most (Share) still moves: the
        // same picture. With Shuffle low instead, Shuffle moves on iPhone SE.
        let moved = Self.block.replacingOccurrences(of: "- Shuffle: placement topBarTrailing", with: "- Shuffle: placement topBarTrailing, priority low")
            .replacingOccurrences(of: ", priority low\n- Remove", with: "\n- Remove")
        let found = judge(Self.grade(reporting: moved))
        let error = try #require(found.first)
        #expect(error.severity == .error)
        #expect(error.code == ToolbarPictureVerdict.differs)
        #expect(error.location == SourceLocation(file: "Lessons/lesson22.md", line: 12))
        #expect(error.message.contains("on iPhone SE the picture shows \"[Sort ▾]  [+] [Shuffle] [⋯] / Trips / ⋯ menu: Share, Remove All\""))
        #expect(error.message.contains("but the solution shows \"[Sort ▾]  [+] [⇪] [⋯] / Trips / ⋯ menu: Shuffle, Remove All\""))
        #expect(!error.message.contains("iPad"), "the iPad has room for everything either way")
        #expect(found.last?.severity == .note)
        #expect(found.last?.message.contains("- Shuffle: placement topBarTrailing, priority low") == true)
    }

    @Test("a missing item is a difference too")
    func missingItem() {
        let fewer = Self.block.replacingOccurrences(of: "- Remove All: in ToolbarOverflowMenu\n", with: "")
            .replacingOccurrences(of: "- Remove All: in ToolbarOverflowMenu", with: "")
        #expect(judge(Self.grade(reporting: fewer)).first?.code == ToolbarPictureVerdict.differs)
    }

    @Test("a solution that ran but reported no toolbar is an error; one that did not compile has its own")
    func notReported() {
        #expect(judge(Self.grade(reporting: nil)).map(\.code) == [ToolbarPictureVerdict.notReported])
        #expect(judge(Self.grade(reporting: nil, outcome: .didNotCompile)).isEmpty)
    }

    @Test("the report's results come out of the run's results by the harness's names")
    func readsReport() throws {
        let report = try #require(Self.grade(reporting: Self.block).reportedToolbar)
        #expect(report.devices.map(\.profile) == DeviceProfile.all.map(\.id))
        #expect(report.toolbar.items.count == 5)
        let drawings = report.drawings(exercise: "list", profiles: [.iPhoneSE, .iPad])
        #expect(drawings.map(\.file) == ["list-iphone-se.svg", "list-ipad.svg"])
        #expect(drawings.allSatisfy { $0.svg.hasPrefix("<svg ") })
    }

    @Test("Docs/lesson-format.md documents the codes validate gives pictures")
    func documented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("Docs/lesson-format.md"), encoding: .utf8)
        for code in [ToolbarPictureVerdict.differs, ToolbarPictureVerdict.notReported] {
            #expect(docs.contains("`\(code)`"), "add \(code) to Docs/lesson-format.md")
        }
    }
}
