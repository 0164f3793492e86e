import Foundation
import QuestCore

/// `router-tests`: grades the learner's own tests of `Router` (Swift Testing, in the workspace's `Tests/` folder).
/// They are built with the learner's router and run (they must pass), then with each of the lesson's known-wrong
/// routers, the mutants whose `fails` is `router` (each must make a test fail); a router no test fails on is a mistake
/// the learner's tests would miss.
///
/// Why Swift Testing only: it finds `@Test` functions from the metadata its macros emit, so a plain executable whose
/// `main` awaits `Testing.__swiftPMEntryPoint()` runs them (measured: 2 tests, 0.25 s run). XCTest on Linux has no
/// discovery: `XCTMain` needs a generated list of `(name, closure)` pairs, and a `@MainActor` test class (what a
/// `@MainActor` `Router` requires) does not fit those nonisolated closures.
struct LearnerTests: Sendable {
    var compiler: LearnerCompiler
    var sandbox: Sandbox

    /// The check's name.
    static let check = BuiltInCheck.routerTests.rawValue
    /// The folder of the learner's workspace that holds their tests (quest start says so).
    static let folder = "Tests"

    /// The learner's test files (`Tests/**/*.swift`), or none.
    static func files(in workspace: LearnerWorkspace) -> [SwiftSourceFile] {
        let folder = LearnerFiles.join(workspace.absoluteDirectory, Self.folder)
        guard let tests = try? LearnerWorkspace.read(folder) else { return [] }
        return tests.sources.map { SwiftSourceFile(path: LearnerFiles.join(Self.folder, $0.path), text: $0.text) }
    }

    /// The results of `router-tests` for `workspace`, with `wrong` routers (mutant name and workspace).
    func results(workspace: LearnerWorkspace, tests: [SwiftSourceFile], wrong: [(name: String, workspace: LearnerWorkspace)]) -> [CheckResult] {
        let location = tests.first.map(\.path)
        let own = run(tests, router: workspace)
        var results: [CheckResult] = []
        switch own {
        case .didNotCompile(let error):
            return [fail("your tests compile with your Router", expected: "the tests compile", actual: error.message,
                         file: error.file, line: error.line, hint: "Import Testing, mark the suite @MainActor (Router is), and call Router(), open(_:) and popToRoot() as the exercise names them.")]
        case .ran(let passed, let count, let output):
            guard count > 0 else {
                return [fail("your tests file has tests", expected: "at least one @Test", actual: "no tests ran", file: location, line: nil,
                             hint: "Write @Test functions (import Testing) in \(Self.folder)/RouterTests.swift.")]
            }
            if !passed {
                return [fail("your tests pass against your own Router", expected: "every test passes",
                             actual: Self.firstFailure(output), file: location, line: nil,
                             hint: "A test that fails on a correct router tests the wrong thing, or the router has a bug: fix whichever the failure shows.")]
            }
            results.append(CheckResult(check: Self.check, name: "your tests pass against your own Router", status: .pass,
                                       expected: "every test passes", actual: "\(count) test\(count == 1 ? "" : "s") passed", file: location))
        }
        for mistake in wrong {
            let name = "your tests catch a Router where " + mistake.name.replacingOccurrences(of: "-", with: " ")
            switch run(tests, router: mistake.workspace) {
            case .ran(true, _, _):
                results.append(fail(name, expected: "a test that fails on this router", actual: "every test passed: your tests miss this mistake",
                                    file: location, line: nil, hint: "Add a test that would fail if \(mistake.name.replacingOccurrences(of: "-", with: " ")): open the links that show it and assert the path."))
            case .ran(false, _, let output):
                results.append(CheckResult(check: Self.check, name: name, status: .pass, expected: "a test that fails on this router",
                                           actual: Self.firstFailure(output), file: location))
            case .didNotCompile(let error):
                results.append(CheckResult(check: Self.check, name: name, status: .pass, expected: "a test that fails on this router",
                                           actual: "the tests did not compile with it: \(error.message)", file: location))
            }
        }
        return results
    }

    private func fail(_ name: String, expected: String, actual: String, file: String?, line: Int?, hint: String) -> CheckResult {
        CheckResult(check: Self.check, name: name, status: .fail, expected: expected, actual: actual, file: file, line: line,
                    hint: hint, section: "#interview")
    }

    enum Run {
        case didNotCompile(CompilerDiagnostic)
        case ran(passed: Bool, tests: Int, output: String)
    }

    /// Builds `tests` with the files of `router` that declare `Router` or `Route`, and runs them in the sandbox.
    private func run(_ tests: [SwiftSourceFile], router: LearnerWorkspace) -> Run {
        do {
            let directory = try SandboxDirectory()
            defer { directory.remove() }
            let build = directory.root + "/tests"
            let routerFiles = router.sources.filter { source in source.declarations.contains { ["Router", "Route"].contains($0.name) } }
            var library: [String] = []
            var files = LearnerFiles(displayPaths: [])
            for source in routerFiles {
                let path = LearnerFiles.join(build + "/learner", source.path)
                try write(source.prepared().text, to: path)
                library.append(path)
            }
            let libraryRun = try ChildProcess.run(compiler.settings.toolchain.swiftc, compiler.settings.testableLibraryArguments(library, in: build))
            if libraryRun.exitCode != 0 {
                return .didNotCompile(CompilerDiagnostic(severity: "error", file: nil, line: nil, column: nil,
                                                         message: "the router does not compile", inLearnerFile: false))
            }
            var compiled: [String] = []
            for test in tests {
                let path = LearnerFiles.join(build + "/tests", test.path)
                try write(Self.importingLearner(test.prepared().text), to: path)
                files.addCopy(path, of: test.path)
                files.displayPaths.append(test.path)
                compiled.append(path)
            }
            let main = build + "/QuestTestsMain.swift"
            try write("""
                // Generated by quest: runs the learner's Swift Testing tests.
                import Testing
                import Foundation

                @main enum QuestTestsMain {
                    static func main() async { exit(await Testing.__swiftPMEntryPoint() as CInt) }
                }

                """, to: main)
            let executable = directory.root + "/tests-runner"
            let testsRun = try ChildProcess.run(
                compiler.settings.toolchain.swiftc, compiler.settings.testsArguments(compiled + [main], library: build, output: executable)
            )
            if testsRun.exitCode != 0 {
                let diagnostics = CompilerOutputParser(files: files).parse(testsRun.standardError + testsRun.standardOutput)
                return .didNotCompile(diagnostics.first(where: \.isError) ?? CompilerDiagnostic(
                    severity: "error", file: nil, line: nil, column: nil, message: "the tests did not compile", inLearnerFile: false))
            }
            let run = try sandbox.run(executable, arguments: [], in: directory)
            let output = run.standardOutput + run.standardError
            return .ran(passed: run.status.exitCode == 0, tests: Self.testCount(output), output: output)
        } catch {
            return .didNotCompile(CompilerDiagnostic(severity: "error", file: nil, line: nil, column: nil, message: "\(error)", inLearnerFile: false))
        }
    }

    /// `@testable import TripsApp` (the learner's app module in Xcode) → `@testable import Learner`, columns kept
    /// where the line allows.
    static func importingLearner(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("@testable import ") else { return String(line) }
            return String(line.prefix { $0 == " " }) + "@testable import " + CompilerSettings.learnerModuleName
        }.joined(separator: "\n")
    }

    /// The number of tests Swift Testing ran (`Test run with 2 tests`), 0 when it says nothing.
    static func testCount(_ output: String) -> Int {
        guard let range = output.range(of: "Test run with ") else { return 0 }
        return Int(output[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }

    /// The first failed expectation in Swift Testing's output, or its last line.
    static func firstFailure(_ output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let failure = lines.first { $0.contains("recorded an issue") || $0.contains("Expectation failed") }
            ?? lines.first { $0.contains("Fatal error") } ?? lines.last ?? "the tests failed"
        return String(failure.drop { !$0.isLetter && $0 != "\"" })
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}
