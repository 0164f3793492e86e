import Foundation
import Testing
@testable import QuestChecks

/// A checker that records a pass, then marks a step running and stops, as if the learner's code had crashed there.
@MainActor private struct StoppingChecker: Checker {
    let name = "router"
    let seen: @MainActor (String) -> Void

    func run(_ recorder: CheckRecorder) async {
        recorder.record(CheckResult(check: name, name: "first", status: .pass, expected: "a", actual: "a", section: .interview))
        seen(try! String(contentsOfFile: HarnessTests.path, encoding: .utf8))
        recorder.begin(check: name, name: "second")
        seen(try! String(contentsOfFile: HarnessTests.path, encoding: .utf8))
        recorder.record(CheckResult(
            check: name, name: "second", status: .fail, expected: "[]", actual: "[.trip(id: 1)]",
            location: SourcePoint(file: "Router.swift", line: 9), hint: "Empty it.", section: .interview
        ))
    }
}

@MainActor @Suite("The harness entry point", .serialized)
struct HarnessTests {
    static let path = NSTemporaryDirectory() + "quest-harness-tests-\(ProcessInfo.processInfo.processIdentifier).json"

    /// The results file as the grader decodes it.
    struct File: Decodable {
        struct Step: Decodable { var check: String; var name: String }
        struct Result: Decodable {
            var check: String; var name: String; var status: String
            var expected: String?; var actual: String?; var file: String?; var line: Int?
            var hint: String?; var section: String?; var picture: String?; var advice: Bool?
        }
        var results: [Result]
        var running: Step?
    }

    @Test("writes the results file after every step, naming the running step, and exits 0")
    func writesAsItGoes() async throws {
        var snapshots: [String] = []
        let harness = Harness(arguments: ["harness", Self.path])
        harness.add(StoppingChecker { snapshots.append($0) })
        let status = await harness.run()
        #expect(status == 0)
        let decoder = JSONDecoder()
        let afterFirst = try decoder.decode(File.self, from: Data(snapshots[0].utf8))
        #expect(afterFirst.results.map(\.name) == ["first"] && afterFirst.running == nil)
        let whileSecond = try decoder.decode(File.self, from: Data(snapshots[1].utf8))
        #expect(whileSecond.running?.name == "second" && whileSecond.running?.check == "router")
        let final = try decoder.decode(File.self, from: Data(contentsOf: URL(fileURLWithPath: Self.path)))
        #expect(final.running == nil)
        let failure = try #require(final.results.last)
        #expect(failure.status == "fail" && failure.file == "Router.swift" && failure.line == 9)
        #expect(failure.section == "#interview" && failure.advice == nil && failure.picture == nil)
        try? FileManager.default.removeItem(atPath: Self.path)
    }

    @Test("refuses to run without a results path")
    func usage() async {
        #expect(await Harness(arguments: ["harness"]).run() == Harness.usage)
    }

    @Test("turns an error thrown inside a step into a failure that says so")
    func thrownErrors() async {
        struct Missing: Error, CustomStringConvertible { var description: String { "No button \"Add\"" } }
        let recorder = CheckRecorder()
        let result = await recorder.step("toolbar-layout", "tapping Add adds exactly one row", section: .exercise) {
            throw Missing()
        }
        #expect(result.failed)
        #expect(result.actual == "it stopped with an error: No button \"Add\"")
        #expect(recorder.results == [result] && recorder.running == nil)
    }
}
