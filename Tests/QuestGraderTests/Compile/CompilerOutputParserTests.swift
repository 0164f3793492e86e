import Testing
@testable import QuestGrader

@Suite("Compiler diagnostics come back with the learner's paths")
struct CompilerOutputParserTests {
    static let files = LearnerFiles(
        relativePaths: ["ContentView.swift", "Views/Row.swift"], root: "/home/learner/lesson22",
        copies: "/tmp/quest-run-1/build/learner"
    )

    @Test("paths of the compiled copies become relative, and the excerpt keeps its newlines")
    func relativePaths() {
        let output = """
            /tmp/quest-run-1/build/learner/Views/Row.swift:12:5: error: cannot find 'trip' in scope
                    Text(trip.name)
                         ^~~~
            /tmp/quest-run-1/build/learner/ContentView.swift:3:1: warning: unused variable
            let x = 1
            ^
            /tmp/quest-run-1/build/generated/QuestGlue-router.swift:9:13: error: cannot find 'Router' in scope
            error: fatal error encountered during compilation

            """
        let parser = CompilerOutputParser(files: Self.files, generatedRoots: ["/tmp/quest-run-1/build/generated"])
        let diagnostics = parser.parse(output)
        #expect(diagnostics.count == 4)
        #expect(diagnostics[0].description == """
            Views/Row.swift:12:5: error: cannot find 'trip' in scope
                    Text(trip.name)
                         ^~~~
            """)
        #expect(diagnostics[0].inLearnerFile)
        #expect(diagnostics[1].severity == "warning" && diagnostics[1].file == "ContentView.swift")
        #expect(diagnostics[2].file == "QuestGlue-router.swift" && !diagnostics[2].inLearnerFile)
        #expect(diagnostics[3].file == nil && diagnostics[3].message == "fatal error encountered during compilation")
    }

    @Test("a file ID or a bare name maps to the learner's path when it is unique", arguments: [
        ("Learner/Row.swift", "Views/Row.swift"),
        ("ContentView.swift", "ContentView.swift"),
        ("/home/learner/lesson22/ContentView.swift", "ContentView.swift"),
        ("Swift/ContiguousArrayBuffer.swift", nil),
        ("/usr/lib/swift/Row.swift", nil),
    ] as [(String, String?)])
    func fileIDs(path: String, expected: String?) {
        #expect(Self.files.relativePath(for: path) == expected)
    }

    @Test("a Fatal error line names the message and the learner's line")
    func crash() {
        let stderr = """
            Learner/Row.swift:7: Fatal error: Unexpectedly found nil while unwrapping an Optional value

            *** Signal 4: Backtracing from 0x7f… done ***
            """
        let crash = CrashReport.parse(standardError: stderr, signal: 4, files: Self.files)
        #expect(crash == CrashReport(
            message: "Unexpectedly found nil while unwrapping an Optional value", file: "Views/Row.swift", line: 7
        ))
        let silent = CrashReport.parse(standardError: "", signal: 11, files: Self.files)
        #expect(silent.message == "bad memory access (SIGSEGV)" && silent.location == nil)
    }
}
