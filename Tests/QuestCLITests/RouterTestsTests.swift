import Foundation
import Testing

/// `router-tests` end to end: the learner's own Swift Testing tests (`Tests/RouterTests.swift`, real files under
/// `Tests/Fixtures/RouterTests/`) graded by the real binary against lesson 22's solution router and its known-wrong ones.
@Suite("router-tests, end to end", .serialized)
struct RouterTestsTests {
    /// `quest check lesson22 <solution + tests> --exercise deep-link-router`, run from the package root.
    private func check(tests: String) throws -> (status: Int32, output: String) {
        let learner = FileManager.default.temporaryDirectory.appendingPathComponent("quest-router-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: learner) }
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Lessons/lesson22/solution"), to: learner)
        try FileManager.default.createDirectory(at: learner.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Tests/Fixtures/RouterTests/\(tests)/RouterTests.swift"),
                                         to: learner.appendingPathComponent("Tests/RouterTests.swift"))
        return try CLI.binary(["check", "lesson22", learner.path, "--lessons", CLI.root.appendingPathComponent("Lessons").path,
                               "--exercise", "deep-link-router"], in: CLI.root)
    }

    @Test("tests of the interview's two cases pass on the learner's router and catch stacking and clearing links")
    func seedCases() throws {
        let run = try check(tests: "seed-cases")
        #expect(run.output.contains("✓ your tests pass against your own Router"), "\(run.output)")
        #expect(run.output.contains("✓ your tests catch a Router where second link stacks"), "\(run.output)")
        #expect(run.output.contains("✓ your tests catch a Router where malformed link clears path"), "\(run.output)")
        // A mistake these two cases do not cover is reported as missed, by name.
        #expect(run.output.contains("✗ your tests catch a Router where pop to root keeps trip"), "\(run.output)")
        #expect(run.output.contains("every test passed: your tests miss this mistake"))
    }

    @Test("a test file that asserts nothing passes on the learner's router and catches none of the mistakes")
    func nothingAsserted() throws {
        let run = try check(tests: "nothing-asserted")
        #expect(run.status == 1, "\(run.output)")
        #expect(run.output.contains("✓ your tests pass against your own Router"), "\(run.output)")
        let missed = run.output.components(separatedBy: "✗ your tests catch a Router where ").count - 1
        let caught = run.output.components(separatedBy: "✓ your tests catch a Router where ").count - 1
        #expect(caught == 0 && missed == 6, "\(run.output)")
    }

    @Test("quest start says where the tests file goes")
    func startSaysWhere() throws {
        let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("quest-router-start-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let run = try CLI.binary(["start", "lesson22", workspace.path, "--lessons", CLI.root.appendingPathComponent("Lessons").path], in: CLI.root)
        #expect(run.status == 0, "\(run.output)")
        let readme = try String(contentsOf: workspace.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("Put your own tests of `Router` in `Tests/RouterTests.swift`"), "\(readme)")
    }
}
