import Foundation
import QuestUI
import Testing
@testable import QuestChecks

/// A check that records a pass, then a failure in a step of its own.
@MainActor private struct TwoStepCheck: Check {
    func run(_ check: CheckContext) async throws {
        check.section = .interview
        check.expect(true, "first", expected: "a", actual: "a")
        await check.step("second") {
            .fail(expected: "[]", actual: "[.trip(id: 1)]", at: SourcePoint(file: "Router.swift", line: 9), hint: "Empty it.")
        }
    }
}

@MainActor @Suite("The harness entry point", .serialized)
struct HarnessTests {
    /// One record of the channel, as the grader decodes it.
    struct Record: Decodable {
        struct Step: Decodable { var check: String; var name: String }
        struct Result: Decodable {
            var check: String; var name: String; var status: String
            var file: String?; var line: Int?; var section: String?; var advice: Bool?
        }
        var seq: Int
        var started: Bool?
        var begin: Step?
        var result: Result?
        var completed: String?
        var end: Bool?
    }

    /// A pipe holding the handover (`secret`, then the seed) for the harness to read, and one for its records.
    static func channel(secret: String, seed: UInt64 = 7) -> (argument: String, secret: Int32, records: (read: Int32, write: Int32)) {
        var secretEnds: [Int32] = [0, 0]
        var recordEnds: [Int32] = [0, 0]
        pipe(&secretEnds)
        pipe(&recordEnds)
        let handover = HarnessInvocation.Handover(secret: secret, seed: seed).text
        _ = handover.withCString { write(secretEnds[1], $0, strlen($0)) }
        close(secretEnds[1])
        return ("\(secretEnds[0]):\(recordEnds[1])", secretEnds[0], (recordEnds[0], recordEnds[1]))
    }

    @Test("takes the secret and closes its descriptor, then sends each event as a line with the secret, in sequence")
    func sendsRecords() async throws {
        let secret = "0123456789abcdef"
        let channel = Self.channel(secret: secret)
        var pipeBefore = stat()
        fstat(channel.secret, &pipeBefore)
        let harness = Harness(arguments: ["harness", channel.argument])
        // Closed before any checker (or learner code) runs. Tests run in parallel in this process, so the number may
        // already name another file: what matters is that it no longer names this pipe.
        var after = stat()
        let stillOpen = fstat(channel.secret, &after) == 0 && after.st_ino == pipeBefore.st_ino && after.st_dev == pipeBefore.st_dev
        #expect(!stillOpen)
        harness.add("router", TwoStepCheck())
        #expect(await harness.run() == Harness.completed)
        close(channel.records.write)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(channel.records.read, &buffer, buffer.count), count > 0 { bytes += buffer[0..<count] }
        close(channel.records.read)
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix(secret + " ") })
        let records = try lines.map { try JSONDecoder().decode(Record.self, from: Data($0.dropFirst(secret.count + 1).utf8)) }
        #expect(records.map(\.seq) == Array(0..<records.count))
        // Record 0 says the harness started, before any check (or learner code) ran; then the first step begins.
        #expect(records.first?.started == true)
        #expect(records.dropFirst().first?.begin?.name == "starting the router check")
        #expect(records.compactMap(\.result?.name) == ["first", "second"])
        #expect(records.compactMap(\.begin?.name) == ["starting the router check", "first", "second"])
        let failure = try #require(records.compactMap(\.result).last)
        #expect(failure.status == "fail" && failure.file == "Router.swift" && failure.line == 9 && failure.section == "#interview")
        #expect(records.suffix(2).map(\.completed) == ["router", nil] && records.last?.end == true)
    }

    @Test("refuses to run without a channel, or with a handover that is not a secret and a seed")
    func usage() async {
        #expect(await Harness(arguments: ["harness"]).run() == Harness.usage)
        #expect(await Harness(arguments: ["harness", "results.json"]).run() == Harness.usage)
        #expect(await Harness(arguments: ["harness", "3:4:4182"]).run() == Harness.usage)
        var ends: [Int32] = [0, 0]
        pipe(&ends)
        _ = "0123456789abcdef".withCString { write(ends[1], $0, strlen($0)) }
        close(ends[1])
        #expect(await Harness(arguments: ["harness", "\(ends[0]):\(ends[1])"]).run() == Harness.usage)
    }

    @Test("grades the exercises named after the channel argument, or every exercise when none is named")
    func selection() {
        let some = Harness(arguments: ["harness", "results.json", "list-toolbar-search"])
        #expect(some.grades("list-toolbar-search") && !some.grades("deep-link-router"))
        #expect(Harness(arguments: ["harness", "results.json"]).grades("deep-link-router"))
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
        #expect(results.first?.hint.contains("the error says which control was missing") == true)
    }

    @Test("gives a step's own hint when it stops on a control the screen lacks")
    func thrownErrorWithHint() async {
        struct Editing: Check {
            func run(_ check: CheckContext) async throws {
                await check.step("tapping Edit opens a sheet", hint: "Add an Edit button that sets isEditing = true.") {
                    throw ViewHostError("No button \"Edit\"", path: "TripView")
                }
            }
        }
        let results = await Editing().run(named: "edit-sheet")
        #expect(results.first?.status == .fail && results.first?.hint == "Add an Edit button that sets isEditing = true.")
    }
}
