import Foundation
import Testing

/// `--seed`: the seed of the checks' random probes, named in every report, repeats a run's probes exactly.
@Suite("quest check --seed, end to end", .serialized)
struct ProbeSeedTests {
    /// `quest check lesson22` on the starter with a router that is a table of the links the check used to open.
    private func check(_ extra: [String]) throws -> (status: Int32, output: String) {
        let learner = FileManager.default.temporaryDirectory.appendingPathComponent("quest-seed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: learner) }
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Lessons/lesson22/starter"), to: learner)
        try FileManager.default.removeItem(at: learner.appendingPathComponent("Router.swift"))
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Tests/Hostile/router-lookup-table.swift"),
                                         to: learner.appendingPathComponent("Router.swift"))
        return try CLI.binary(["check", "lesson22", learner.path, "--lessons", CLI.root.appendingPathComponent("Lessons").path,
                               "--exercise", "deep-link-router"] + extra, in: CLI.root)
    }

    @Test("the same seed gives the same report in every format; another seed opens other links")
    func seedRepeats() throws {
        for format in ["text", "json", "junit"] {
            let first = try check(["--seed", "4182", "--format", format])
            let again = try check(["--seed", "4182", "--format", format])
            #expect(first.status == 1, "\(first.output)")
            #expect(first.output == again.output)
            #expect(first.output.contains("4182"), "\(first.output)")
        }
        let text = try check(["--seed", "4182"]).output
        #expect(text.split(separator: "\n")[1] == "seed 4182: quest check lesson22 --seed 4182 runs the same probes")
        #expect(text.contains("✗ opening https://quest.example/trips/<id>/log gives [.trip(id: <id>), .log(tripID: <id>)]"))
        let other = try check(["--seed", "4183"]).output
        #expect(other.replacingOccurrences(of: "4183", with: "4182") != text)
    }

    @Test("without --seed each run draws its own seed; a seed that is not a number is bad usage")
    func freshSeeds() throws {
        let seeds = try (0..<2).map { _ in
            try check([]).output.split(separator: "\n")[1].split(separator: " ")[1].dropLast()
        }
        #expect(seeds.allSatisfy { UInt64($0) != nil })
        let bad = try check(["--seed", "many"])
        #expect(bad.status == 64 && bad.output.contains("--seed must be a whole number"), "\(bad.output)")
    }
}
