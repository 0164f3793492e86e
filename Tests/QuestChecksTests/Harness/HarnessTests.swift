import Foundation
import QuestUI
import Testing
@testable import QuestChecks

/// A check that records a pass, then looks at the results file while its second step runs, as if the learner's code
/// had crashed there.
@MainActor private struct StoppingCheck: Check {
    let seen: @MainActor (String) -> Void

    func run(_ check: CheckContext) async throws {
        check.section = .interview
        check.expect(true, "first", expected: "a", actual: "a")
        seen(try! String(contentsOfFile: HarnessTests.path, encoding: .utf8))
        await check.step("second") {
            seen(try! String(contentsOfFile: HarnessTests.path, encoding: .utf8))
            return .fail(expected: "[]", actual: "[.trip(id: 1)]", at: SourcePoint(file: "Router.swift", line: 9), hint: "Empty it.")
        }
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
        harness.add("router", StoppingCheck { snapshots.append($0) })
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

    @Test("turns a control the screen lacks, thrown inside a step, into a failure that says so")
    func thrownErrors() async {
        struct Tapping: Check {
            func run(_ check: CheckContext) async throws {
                await check.step("tapping Add adds exactly one row") {
                    throw ViewHostError("No button \"Add\"", path: "ContentView")
                }
            }
        }
        let results = await Tapping().run(named: "toolbar-layout")
        #expect(results.count == 1 && results[0].status == .fail)
        #expect(results.first?.actual == "it stopped with an error: No button \"Add\"")
    }
}
