import Foundation
import QuestCLI
import Testing

/// `quest start`, `quest check` and `quest typecheck`, run in-process; `check` and `typecheck` need QuestUI and
/// QuestChecks built next to the test bundle (as `swift build --build-tests` does).
@Suite("Grading commands: start, check, typecheck")
struct GradingCommandsTests {
    static let lessons = CLI.root.appendingPathComponent("Lessons").path
    static let solution = lessons + "/lesson22/solution"
    static let starter = lessons + "/lesson22/starter"
    /// True when the prebuilt modules are next to the test bundle.
    static let prebuiltModulesBuilt: Bool = {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent().path
        return ["Modules/QuestUI.swiftmodule", "Modules/QuestChecks.swiftmodule", "quest-sandbox"]
            .allSatisfy { FileManager.default.fileExists(atPath: folder + "/" + $0) }
    }()
    /// Whether the grading tests run: skipped without the prebuilt modules, except in CI, where they must fail.
    static let canGrade = prebuiltModulesBuilt || PrebuiltRequirement.isRequired

    @Test("the prebuilt modules are there when CI requires them (CI=true or QUEST_REQUIRE_PREBUILT=1)")
    func prebuiltModulesWhenRequired() {
        #expect(Self.prebuiltModulesBuilt || !PrebuiltRequirement.isRequired, "QuestUI, QuestChecks or quest-sandbox is not built")
    }

    static func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("quest-grading-\(UUID().uuidString)").path
    }

    @Test("start writes the starter files, a README and .quest.json, and never overwrites without --force")
    func start() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = CLI.run("start", "lesson22", folder, "--lessons", Self.lessons)
        #expect(first.status == 0, "\(first.stderr)")
        for name in ["ContentView.swift", "Router.swift", "README.md", ".quest.json"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(name) written")
        }
        let readme = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
        #expect(readme.contains("## Interview problem"))
        #expect(readme.contains("quest check lesson22"))
        let metadata = try String(contentsOfFile: folder + "/.quest.json", encoding: .utf8)
        #expect(metadata.contains("\"lesson\" : \"lesson22\""))

        try "// my work\n".write(toFile: folder + "/ContentView.swift", atomically: true, encoding: .utf8)
        let second = CLI.run("start", "lesson22", folder, "--lessons", Self.lessons)
        #expect(second.status == 1)
        #expect(second.stderr.contains("\(folder)/ContentView.swift already exists"))
        #expect(try String(contentsOfFile: folder + "/ContentView.swift", encoding: .utf8) == "// my work\n")

        let forced = CLI.run("start", "lesson22", folder, "--lessons", Self.lessons, "--force")
        #expect(forced.status == 0)
        #expect(forced.stdout.contains("wrote \(folder)/ContentView.swift"))
    }

    @Test("check passes the reference solution: exit 0, Exercism JSON with status pass", .enabled(if: canGrade))
    func checkSolution() throws {
        let run = CLI.run("check", "lesson22", Self.solution, "--lessons", Self.lessons, "--format", "json")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 3)
        #expect(json["status"] as? String == "pass")
    }

    @Test("check fails the starter with ✗ lines and exit 1; junit goes to --output", .enabled(if: canGrade))
    func checkStarter() throws {
        let text = CLI.run("check", "lesson22", Self.starter, "--lessons", Self.lessons)
        #expect(text.status == 1)
        #expect(text.stdout.contains("✗"))
        #expect(text.stdout.contains("Score: "))
        let output = Self.temporaryFolder() + ".xml"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let junit = CLI.run("check", "lesson22", "--solution", Self.starter, "--lessons", Self.lessons,
                            "--exercise", "deep-link-router", "--format", "junit", "--output", output)
        #expect(junit.status == 1)
        #expect(junit.stdout.isEmpty)
        let xml = try String(contentsOfFile: output, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml"))
        #expect(xml.contains("<testsuite name=\"deep-link-router\""))
        #expect(!xml.contains("list-toolbar-search"))
    }

    @Test("code that does not compile exits 2 with the compiler's diagnostic", .enabled(if: canGrade))
    func checkCompileError() throws {
        let folder = Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "import SwiftUI\nstruct ContentView: View {\n    var body: some View { Txt(\"x\") }\n}\n"
            .write(toFile: folder + "/ContentView.swift", atomically: true, encoding: .utf8)
        let run = CLI.run("check", "lesson22", folder, "--lessons", Self.lessons)
        #expect(run.stdout.contains("ContentView.swift:3:27: error: cannot find 'Txt' in scope"))
        #expect(run.stdout.contains("did not compile"))
        expectCouldNotRun(run.status)
    }

    @Test("check says which entry types it looked for when none is in the folder")
    func checkNothingToGrade() throws {
        let folder = Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = CLI.run("check", "lesson22", folder, "--lessons", Self.lessons)
        #expect(run.stderr.contains("expected one of ContentView (list-toolbar-search), Router (deep-link-router)"))
        expectCouldNotRun(run.status)
    }

    @Test("a lesson that does not exist still gives machines a results.json that says so")
    func checkUnknownLesson() throws {
        let run = CLI.run("check", "lesson99", Self.solution, "--lessons", Self.lessons, "--format", "json")
        #expect(run.stderr.contains("error: no lesson 'lesson99'"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["status"] as? String == "error")
        #expect((json["message"] as? String)?.contains("no lesson 'lesson99'") == true)
        expectCouldNotRun(run.status)
    }

    @Test("typecheck: exit 0 for good code; the learner's path and exit 2 (as check) for an error", .enabled(if: canGrade))
    func typecheck() throws {
        #expect(CLI.run("typecheck", Self.solution).status == 0)
        let folder = Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "import SwiftUI\n\n#Preview { Text(\"hi\") }\nlet count: Int = \"three\"\n"
            .write(toFile: folder + "/Broken.swift", atomically: true, encoding: .utf8)
        let run = CLI.run("typecheck", folder + "/Broken.swift")
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("\(folder)/Broken.swift:4:18: error: cannot convert value of type 'String'"))
        #expect(run.stderr.contains("Broken.swift:3: #Preview set aside"))
    }

    @Test("typecheck takes several files; Swift 5-era code (Combine view model, completion handler) compiles", .enabled(if: canGrade))
    func typecheckSwift5EraFiles() throws {
        let folder = Self.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A view model file that imports only Combine and Foundation, as many tutorials write it, and that updates
        // its state from a completion handler: Swift 6 mode rejects that, Swift 5 mode (quest's) accepts it.
        try """
        import Combine
        import Foundation

        final class TripStore: ObservableObject {
            @Published var names: [String] = []

            func load() {
                URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
                    self.names = ["Lisbon"]
                }.resume()
            }
        }
        """.write(toFile: folder + "/TripStore.swift", atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        struct TripsView: View {
            @StateObject private var store = TripStore()
            var body: some View {
                List(store.names, id: \\.self) { Text($0) }.onAppear { store.load() }
            }
        }
        """.write(toFile: folder + "/TripsView.swift", atomically: true, encoding: .utf8)
        let run = CLI.run("typecheck", folder + "/TripStore.swift", folder + "/TripsView.swift")
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    /// Code that did not compile or could not run exits 2.
    private func expectCouldNotRun(_ status: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == 2, sourceLocation: sourceLocation)
    }
}

@Suite("Scripts/exercism/run.sh follows Exercism's test-runner interface")
struct ExercismRunnerTests {
    static let script = CLI.root.appendingPathComponent("Scripts/exercism/run.sh").path

    func runner(_ slug: String, _ input: String) throws -> (status: Int32, results: [String: Any]) {
        let output = GradingCommandsTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.script, slug, input + "/", output + "/"]
        var environment = ProcessInfo.processInfo.environment
        let binary = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("quest").path
        environment["QUEST_BIN"] = binary
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let data = try Data(contentsOf: URL(fileURLWithPath: output + "/results.json"))
        let results = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return (process.terminationStatus, results)
    }

    @Test("an unknown slug still writes results.json (status error) and exits 0")
    func unknownSlug() throws {
        let (status, results) = try runner("no-such-exercise", GradingCommandsTests.solution)
        #expect(status == 0)
        #expect(results["version"] as? Int == 3)
        #expect(results["status"] as? String == "error")
        #expect((results["message"] as? String)?.contains("no-such-exercise") == true)
    }

    @Test("an exercise id grades that exercise only, and exits 0 even when it fails", .enabled(if: GradingCommandsTests.canGrade))
    func exerciseSlug() throws {
        let (status, results) = try runner("deep-link-router", GradingCommandsTests.starter)
        #expect(status == 0)
        #expect(results["status"] as? String == "fail")
        let tests = try #require(results["tests"] as? [[String: Any]])
        #expect(tests.allSatisfy { ($0["task_id"] as? Int) == 2 })
    }
}
