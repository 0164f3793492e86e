import Foundation
import Testing
@testable import QuestGrader

@Suite("The progress record")
struct ProgressRecordTests {
    private func grade(failing name: String?) -> ExerciseGrade {
        let results = [CheckResult(check: "search-filter", name: "rows", status: .pass)]
            + (name.map { [CheckResult(check: "search-filter", name: $0, status: .fail, hint: "try")] } ?? [])
        return ExerciseGrade(
            exerciseID: "list", title: "", entry: "ContentView", taskID: 1, checks: ["search-filter"],
            outcome: name == nil ? .passed : .failed, results: results
        )
    }

    @Test("start keeps earlier results; a new first failing step starts its hints again; a pass clears the step")
    func recording() throws {
        var record = ProgressRecord(lessonsDirectory: "/course/Lessons")
        record.start(lesson: "lesson22", exercises: ["list", "router"], workspace: "lesson22")
        #expect(record.lessons["lesson22"]?.exercises["router"]?.outcome == nil)

        record.record([grade(failing: "typing narrows")], lesson: "lesson22", workspace: "lesson22")
        record.lessons["lesson22"]?.exercises["list"]?.hintsShown = 2
        record.record([grade(failing: "typing narrows")], lesson: "lesson22", workspace: "lesson22")
        #expect(record.lessons["lesson22"]?.exercises["list"]?.hintsShown == 2, "same step: hints go on")
        record.record([grade(failing: "clearing shows all")], lesson: "lesson22", workspace: "lesson22")
        #expect(record.lessons["lesson22"]?.exercises["list"]?.hintsShown == 0, "another step: hints start again")

        record.start(lesson: "lesson22", exercises: ["list", "router"], workspace: "lesson22")
        #expect(record.lessons["lesson22"]?.exercises["list"]?.outcome == .failed, "start again keeps the results")

        record.record([grade(failing: nil)], lesson: "lesson22", workspace: "lesson22")
        let list = try #require(record.lessons["lesson22"]?.exercises["list"])
        #expect(list.outcome == .passed && list.failingStep == nil && list.passed == 1 && list.total == 1)
    }

    @Test("the record is written atomically and reads back the same; a file that is not a record is an error")
    func roundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-record-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var record = ProgressRecord(lessonsDirectory: "/course/Lessons")
        record.record([grade(failing: "typing narrows")], lesson: "lesson22", workspace: "lesson22")
        let path = folder + "/" + ProgressRecord.fileName
        try record.write(to: path)
        #expect(try ProgressRecord.read(at: path) == record)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [ProgressRecord.fileName])
        try "not json".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: GraderError.self) { try ProgressRecord.read(at: path) }
    }
}
