import Foundation
import Testing
@testable import QuestChecks

@MainActor @Suite("The router check")
struct RouterCheckTests {
    /// The ids a check run under `name` with `seed` opens: the first is the trip with a log, the second the trip.
    static func ids(seed: UInt64 = CheckRandom.defaultSeed, name: String = "check") -> (first: Int, second: Int) {
        var random = CheckRandom(seed: seed, stream: name)
        return DeepLink.ids(&random)
    }

    @Test("passes the lesson's answer, every step, with nothing but passes")
    func answerPasses() async {
        let results = await RouterCheck(probe: RouterProbes.answer).run(named: "router")
        // Root and own path, 2 links, 4 second links, the malformed links and one on a one-screen stack, a run of
        // links, the long ids, the negative id, 3 popToRoot steps, Codable.
        #expect(results.count == 2 + 2 + 4 + DeepLink.malformed.count + 1 + 1 + 1 + 1 + 2 + 3 + 1)
        #expect(results.allSatisfy { !$0.failed }, "\(results.filter(\.failed))")
        #expect(results.allSatisfy { $0.check == "router" && $0.section == "#interview" })
        #expect(Set(results.map(\.name)).count == results.count, "names are unique within the check")
    }

    @Test("passes a struct router with a switch and a route that is not Codable, advising Codable")
    func switchStylePasses() async throws {
        let results = await RouterCheck(probe: RouterProbes.switchStyle).run()
        #expect(results.allSatisfy { !$0.failed }, "\(results.filter(\.failed))")
        let codable = try #require(results.first { $0.name.contains("Codable") })
        #expect(codable.advice == true)
        #expect(codable.hint.contains("Codable"))
    }

    @Test("fails each known mistake on the step that names it, pointing at open(_:)", arguments: [
        ("stacking", "a second link replaces the stack instead of adding to it", "instead of appending"),
        ("clearing", "a malformed link leaves the path unchanged: https://quest.example/trips/abc (the id is not a number)", "must not clear"),
        ("log-only", "opening https://quest.example/trips/<id>/log gives [.trip(id: <id>), .log(tripID: <id>)]", "on top of its trip"),
        ("any-segment", "a malformed link leaves the path unchanged: https://quest.example/flights/42 (the first segment is not trips)", "parts.first == \"trips\""),
    ])
    func mistakesFail(style: String, step: String, hintFragment: String) async throws {
        let probe = switch style {
        case "stacking": RouterProbes.stacking
        case "clearing": RouterProbes.clearing
        case "log-only": RouterProbes.logOnly
        default: RouterProbes.anySegment
        }
        let results = await RouterCheck(probe: probe).run()
        let failure = try #require(results.first { $0.name == step })
        #expect(failure.failed)
        #expect(failure.hint.contains(hintFragment), "\(failure.hint)")
        #expect(failure.file == "Router.swift" && failure.line == 9)
    }

    @Test("reports what the stack held and what a correct router holds")
    func describesPaths() async throws {
        let results = await RouterCheck(probe: RouterProbes.stacking).run()
        let failure = try #require(results.first { $0.name.hasPrefix("a second link") })
        let (first, second) = Self.ids()
        #expect(failure.expected == "[.trip(id: \(second))] after opening https://quest.example/trips/\(second)")
        #expect(failure.actual == "[.trip(id: \(first)), .log(tripID: \(first)), .trip(id: \(second))]")
    }

    @Test("fails a popToRoot that keeps the first screen")
    func halfPopFails() async throws {
        let results = await RouterCheck(probe: RouterProbes.halfPop).run()
        let failures = results.filter(\.failed)
        #expect(failures.map(\.name) == ["popToRoot() empties the path", "popToRoot() empties a one-screen path"])
        #expect(failures.first?.actual == "[.trip(id: \(Self.ids().first))]")
    }

    @Test("fails a Codable route whose decoding loses the log")
    func lossyCodableFails() async throws {
        let results = await RouterCheck(probe: RouterProbes.lossy).run()
        let failure = try #require(results.first { $0.name.contains("Codable") })
        #expect(failure.failed)
        let id = Self.ids().first
        #expect(failure.actual == "[.trip(id: \(id)), .trip(id: \(id))]")
    }

    @Test("fails every link step when Route's trip(id:) and log(tripID:) make routes that do not hold the id")
    func idlessRouteFails() async throws {
        let results = await RouterCheck(probe: RouterProbes.idless).run()
        let links = results.filter { $0.name.hasPrefix("opening") || $0.name.hasPrefix("a second link") }
        #expect(links.count == 6 && links.allSatisfy(\.failed), "\(links)")
        let (first, _) = Self.ids()
        let failure = try #require(links.first)
        #expect(failure.expected == "Route.trip(id: \(first)) to make the route .trip(id: \(first))", "\(failure.expected)")
        #expect(failure.actual == "it made .tripScreen")
        #expect(failure.file == "Router.swift" && failure.line == 3)
        #expect(failure.hint.contains("case trip(id: Int) and case log(tripID: Int)"))
    }

    @Test("fails a router that is a lookup table of the links an earlier run opened, for every seed", arguments: 1...40)
    func lookupTableFails(seed: UInt64) async {
        let results = await RouterCheck(probe: RouterProbes.lookupTable).run(named: "router", seed: seed)
        let failed = results.filter(\.failed).map(\.name)
        #expect(failed.contains("opening https://quest.example/trips/<id>/log gives [.trip(id: <id>), .log(tripID: <id>)]"), "\(failed)")
        #expect(failed.contains("opening https://quest.example/trips/<id> gives [.trip(id: <id>)]"), "\(failed)")
    }

    @Test("a seed repeats the same links, step by step, and another seed opens other ids")
    func seedRepeats() async {
        let first = await RouterCheck(probe: RouterProbes.stacking).run(named: "router", seed: 4182)
        let again = await RouterCheck(probe: RouterProbes.stacking).run(named: "router", seed: 4182)
        let other = await RouterCheck(probe: RouterProbes.stacking).run(named: "router", seed: 4183)
        #expect(first == again)
        #expect(first.map(\.name) == other.map(\.name), "step names never depend on the seed")
        #expect(first.map(\.expected) != other.map(\.expected))
        let (id, _) = Self.ids(seed: 4182, name: "router")
        #expect(first.first { $0.name.hasPrefix("opening") }?.expected == "[.trip(id: \(id)), .log(tripID: \(id))] after opening https://quest.example/trips/\(id)/log")
    }
}
