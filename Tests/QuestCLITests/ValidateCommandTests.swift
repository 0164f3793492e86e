import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `quest validate` end to end: the real binary on copies of the course, graded with the QuestUI and QuestChecks
/// modules built next to it (as `quest check` finds them).
@Suite("quest validate, end to end", .serialized)
struct ValidateCommandTests {
    /// A copy of `Lessons/` (lesson 22 and its exercise folders) in a fresh folder, keeping only the mutants named
    /// (all when nil), so that each test grades no more than it needs.
    struct CourseCopy {
        let root: URL
        var lessons: URL { root.appendingPathComponent("Lessons") }
        var lesson22: URL { lessons.appendingPathComponent("lesson22.md") }
        var exercises: URL { lessons.appendingPathComponent("lesson22") }

        init(keepingMutants kept: [String]?) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-validate-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Lessons"), to: lessons)
            guard let kept else { return }
            let mutants = exercises.appendingPathComponent("mutants")
            for name in try FileManager.default.contentsOfDirectory(atPath: mutants.path) where !kept.contains(name) {
                try FileManager.default.removeItem(at: mutants.appendingPathComponent(name))
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// The line of lesson 22's first ```` ```quest-exercise ```` fence (where its first exercise is reported),
        /// read from the copy, so that an author's edit of the lesson moves the expectation with it.
        func exerciseLine() throws -> Int {
            let lines = try String(contentsOf: lesson22, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            return try #require(lines.firstIndex { $0.hasPrefix("```quest-exercise") }) + 1
        }

        /// Drops lesson 22's `## Build along` (its last part): a test that edits the starter breaks its steps too.
        func removeTutorial() throws {
            let text = try String(contentsOf: lesson22, encoding: .utf8)
            guard let start = text.range(of: "\n## Build along\n") else { return }
            try String(text[..<start.lowerBound] + "\n").write(to: lesson22, atomically: true, encoding: .utf8)
        }

        /// Replaces `relative` (under `Lessons/lesson22/`) by `source` (also under it).
        func copy(_ source: String, over relative: String) throws {
            let destination = exercises.appendingPathComponent(relative)
            try FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: exercises.appendingPathComponent(source), to: destination)
        }
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    private func validate(_ arguments: [String], in directory: URL) throws -> Result {
        let binary = try #require(EndToEndTests.binary, "build quest first: swift build (looked next to the test bundle)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["validate"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        // Progress goes to stderr while the report waits on stdout: a file never fills up as a pipe can.
        let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent("quest-validate-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorsFile) }
        let errors = try FileHandle(forWritingTo: errorsFile)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: try String(contentsOf: errorsFile, encoding: .utf8))
    }

    @Test("the real Lessons/ validates clean: blocks compile, starters fail, solutions pass, every mutant is caught")
    func realCourseIsClean() throws {
        let result = try validate(["Lessons"], in: CLI.root)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains(": error:"))
        #expect(result.stdout.contains("all hold"))
        let mutants = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("Lessons/lesson22/mutants").path)
        for mutant in mutants {
            #expect(result.stdout.contains("mutant \(mutant) "), "the table lists mutant \(mutant)")
            #expect(result.stderr.contains("lesson22 · mutant \(mutant): ok"), "progress names mutant \(mutant)")
        }
        #expect(result.stderr.contains("[1/"))
    }

    @Test("a Swift block that does not compile gives a GitHub ::error on the lesson's own line and column")
    func brokenBlockAnnotatesTheLessonLine() throws {
        let course = try CourseCopy(keepingMutants: [])
        defer { course.remove() }
        var text = try String(contentsOf: course.lesson22, encoding: .utf8)
        let fence = text.split(separator: "\n", omittingEmptySubsequences: false).count + 3
        text += "\n## More notes\n\n```swift\nstruct Badge: View {\n    var body: some View { Text(missingTitle) }\n}\n```\n"
        try text.write(to: course.lesson22, atomically: true, encoding: .utf8)

        let result = try validate(["--format", "github"], in: course.root)
        #expect(result.status == 1)
        // The fence is on line `fence`; `missingTitle` is on the block's second line, at column 32.
        let annotation = "::error file=Lessons/lesson22.md,line=\(fence + 2),col=32,title=swift-block-error::cannot find 'missingTitle' in scope"
        #expect(result.stdout.split(separator: "\n").contains { $0 == annotation }, "\(result.stdout)")
    }

    @Test("a reference solution replaced by one of its mutants makes validation fail")
    func mutantAsSolutionFails() throws {
        let course = try CourseCopy(keepingMutants: ["sort-does-nothing"])
        defer { course.remove() }
        try course.copy("mutants/sort-does-nothing/ContentView.swift", over: "solution/ContentView.swift")

        let result = try validate(["Lessons", "--format", "github"], in: course.root)
        #expect(result.status == 1)
        let errors = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        let line = try course.exerciseLine()
        #expect(errors.contains { $0.hasPrefix("::error file=Lessons/lesson22.md,line=\(line),col=1,title=solution-fails::") }, "\(result.stdout)")
        #expect(errors.contains { $0.contains("toolbar-layout") })
        #expect(!errors.contains { $0.contains("deep-link-router") }, "the router's solution is untouched")
    }

    @Test("a starter that already passes its checks is reported")
    func passingStarterIsReported() throws {
        let course = try CourseCopy(keepingMutants: [])
        defer { course.remove() }
        try course.copy("solution/ContentView.swift", over: "starter/ContentView.swift")
        try course.removeTutorial()

        let result = try validate(["Lessons"], in: course.root)
        #expect(result.status == 1)
        let line = try course.exerciseLine()
        #expect(result.stdout.contains(
            "Lessons/lesson22.md:\(line):1: error: the starter Lessons/lesson22/starter already passes every check of list-toolbar-search"
        ), "\(result.stdout)")
        #expect(result.stdout.contains("[starter-passes]"))
        #expect(result.stdout.components(separatedBy: "[starter-passes]").count == 2, "the router's starter still fails")
    }

    @Test("junit output is one XML document with a failure per failing row")
    func junitReport() throws {
        let course = try CourseCopy(keepingMutants: [])
        defer { course.remove() }
        try course.copy("solution/ContentView.swift", over: "starter/ContentView.swift")
        try course.removeTutorial()

        let result = try validate(["Lessons", "--format", "junit", "--jobs", "1"], in: course.root)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("<?xml"))
        #expect(result.stdout.components(separatedBy: "<failure ").count == 2)
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        #expect(try document.nodes(forXPath: "//testcase").count == 7, "lint, blocks, two starters, two solutions, the shared solution's advice")
    }
}
