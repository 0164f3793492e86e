import QuestProtocol
import Foundation
import QuestCore
import QuestSyntax

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
    ///
    /// A wrong router counts as caught only when the tests compile against it and then fail (a failed expectation,
    /// or a run that did not reach its end: a crash or a hang is a failure the tests found). Tests that do not compile
    /// against it caught nothing: a test that reads a member only the learner's router has would otherwise "catch"
    /// every mistake. A run whose program stopped before the test run began (code in a test's `arguments:` runs
    /// that early) catches nothing either. Throws when the sandbox itself could not run (the machine's fault).
    ///
    /// With `reference` (the lesson's solution), the tests are also run against it when there are wrong routers: an
    /// expectation that fails on the course's correct router tests a point the exercise leaves open (negative ids) or
    /// gets the exercise wrong, so a wrong router counts as caught only by an expectation (test, file and line) that
    /// the reference passes, or by a crash the reference does not have.
    func results(
        workspace: LearnerWorkspace, tests: [SwiftSourceFile], wrong: [(name: String, workspace: LearnerWorkspace)],
        reference: LearnerWorkspace? = nil
    ) throws -> [CheckResult] {
        let location = tests.first.map(\.path)
        var results: [CheckResult] = []
        // The learner's router and tests are learner code like any other: admitted before they are compiled (tests
        // may write `@testable import`, as an Xcode test target does), and the router's object audited.
        let admission = LearnerAdmission(
            files: (Self.routerFiles(of: workspace) + tests).map { ($0.path, $0.prepared().text) }, allowing: ["testable"]
        )
        if let refusal = admission.refusals.first {
            return [fail("your tests compile with your Router", expected: "the tests compile", actual: refusal.message,
                         file: refusal.file, line: refusal.line, hint: "Write the router and its tests as plain, memory-safe Swift.")]
        }
        switch try run(tests, router: workspace, audit: true) {
        case .routerDidNotCompile(let error):
            return [fail("your tests compile with your Router", expected: "your Router builds on its own, then the tests with it",
                         actual: error.message, file: error.file, line: error.line,
                         hint: "router-tests builds Router from the files that declare or extend Router and Route, with every file declaring a name they use (not the app's other views): declare what Router needs in such files.")]
        case .didNotCompile(let error):
            return [fail("your tests compile with your Router", expected: "the tests compile", actual: error.message,
                         file: error.file, line: error.line, hint: "Import Testing, mark the suite @MainActor (Router is), and call Router(), open(_:) and popToRoot() as the exercise names them.")]
        case .ran(let events, let output):
            guard events.started else {
                return [fail("your tests pass against your own Router", expected: "every test passes",
                             actual: Self.stoppedEarly(output), file: location, line: nil,
                             hint: "Something your tests file runs before any test (an arguments: list, a static value) crashed or ended the program.")]
            }
            guard !events.ran.isEmpty else {
                if Self.usesXCTest(tests) {
                    return [fail("your tests file has tests", expected: "at least one Swift Testing @Test",
                                 actual: "no tests ran: router-tests runs Swift Testing tests (import Testing, @Test functions); XCTest test cases (XCTestCase) are not run",
                                 file: location, line: nil,
                                 hint: "Write the same tests with Swift Testing: import Testing, @MainActor @Suite struct RouterTests with @Test functions, and #expect(router.path == [...]) instead of XCTAssertEqual.")]
                }
                return [fail("your tests file has tests", expected: "at least one @Test", actual: "no tests ran", file: location, line: nil,
                             hint: "Write @Test functions (import Testing) in \(Self.folder)/RouterTests.swift.")]
            }
            if !events.passed {
                return [fail("your tests pass against your own Router", expected: "every test passes",
                             actual: Self.failure(events), file: location, line: nil,
                             hint: "A test that fails on a correct router tests the wrong thing, or the router has a bug: fix whichever the failure shows.")]
            }
            let count = events.ran.count
            results.append(CheckResult(check: Self.check, name: "your tests pass against your own Router", status: .pass,
                                       expected: "every test passes", actual: "\(count) test\(count == 1 ? "" : "s") passed", file: location))
        }
        // A learner whose path is a NavigationPath gets the course's routers with one too, so that tests comparing
        // NavigationPath values compile against them.
        let navigationPath = NavigationPathRouter.holdsNavigationPath(Self.routerFiles(of: workspace))
        var uncompiled: [CompilerDiagnostic] = []
        var onReference: TestEventStream?
        if let reference, !wrong.isEmpty, case .ran(let events, _) = try run(tests, router: reference, navigationPath: navigationPath),
           events.started, !events.passed {
            onReference = events
        }
        for mistake in wrong {
            let mistakeName = mistake.name.replacingOccurrences(of: "-", with: " ")
            let name = "your tests catch a Router where " + mistakeName
            let expected = "a test that compiles against this router and fails on it"
            switch try run(tests, router: mistake.workspace, navigationPath: navigationPath) {
            case .ran(let events, let output) where !events.started:
                results.append(fail(name, expected: expected, actual: Self.stoppedEarly(output), file: location, line: nil,
                                    hint: "Something your tests file runs before any test crashed or ended the program, so no test ran against this router."))
            case .ran(let events, _) where events.passed:
                results.append(fail(name, expected: expected, actual: "every test passed: your tests miss this mistake",
                                    file: location, line: nil, hint: "Add a test that would fail if \(mistakeName): open the links that show it and assert the path."))
            case .ran(let events, _) where onReference.map { !Self.catches(events, beyond: $0) } ?? false:
                results.append(fail(name, expected: expected,
                                    actual: "your tests failed on it only where they also fail on the course's correct Router (\(onReference.map(Self.failure) ?? "")), so they did not catch this mistake",
                                    file: location, line: nil,
                                    hint: "Test what the exercise asks (a link opens its stack, a second link replaces it, a malformed link changes nothing, popToRoot() empties the path), not a choice the lesson leaves open such as negative ids; then add a test that would fail if \(mistakeName)."))
            case .ran(let events, _):
                results.append(CheckResult(check: Self.check, name: name, status: .pass, expected: expected,
                                           actual: Self.failure(events), file: location))
            case .didNotCompile(let error), .routerDidNotCompile(let error):
                uncompiled.append(error)
                results.append(fail(name, expected: expected, actual: "your tests did not compile against it: \(error.message)",
                                    file: location, line: nil,
                                    hint: "Test Router only through what the exercise names (Router(), open(_:), popToRoot(), path and Route's cases): a test that needs more than that cannot run against another router, so it catches nothing."))
            }
        }
        if wrong.count > 1, uncompiled.count == wrong.count, let error = uncompiled.first {
            // Not one of the course's routers could run the tests: one result that says so, not one per router.
            results.removeLast(wrong.count)
            results.append(fail("your tests compile against the course's routers", expected: "tests that compile against any Router with the exercise's API",
                                actual: "your tests did not compile against any of the course's \(wrong.count) known-wrong routers, so they were not run against them: \(error.message)",
                                file: error.file ?? location, line: error.line,
                                hint: "Test Router only through what the exercise names (Router(), open(_:), popToRoot(), path and Route's cases): the course's routers hold path as [Route] (or a NavigationPath when yours does), and a test that needs more cannot run against them."))
        }
        return results
    }

    /// True when `events` (a run against a wrong router) failed somewhere `reference` (the same tests against the
    /// course's correct router) did not: an expectation at another test, file or line, a damaged stream, or a run that
    /// did not reach its end.
    static func catches(_ events: TestEventStream, beyond reference: TestEventStream) -> Bool {
        // Each run builds in a directory of its own: the file is compared by name, the place by line.
        let place = { (failure: TestEventStream.Failure) in
            "\(failure.test)|\(failure.file.map { ($0 as NSString).lastPathComponent } ?? "")|\(failure.line ?? -1)"
        }
        let known = Set(reference.failures.map(place))
        return events.failures.contains { !known.contains(place($0)) }
            || (events.damaged && !reference.damaged) || (!events.ended && reference.ended)
    }

    /// True when a test file imports XCTest, whose test cases router-tests does not run.
    static func usesXCTest(_ tests: [SwiftSourceFile]) -> Bool {
        tests.contains { ParsedSwiftFile(text: $0.text).imports.contains { $0.module == "XCTest" } }
    }

    /// What a run that did not pass showed: its first failed expectation, or why it did not reach its end.
    static func failure(_ events: TestEventStream) -> String {
        if let failure = events.firstFailure { return failure }
        if events.damaged { return "the test run's event stream was damaged (something other than the testing library wrote to it)" }
        if !events.ended { return "the test run stopped before its end (a crash or a limit): \(events.ran.last.map { "in \($0)" } ?? "before any test")" }
        return "the tests did not pass"
    }

    /// Why a run that never began its tests stopped, from the first lines its program printed.
    static func stoppedEarly(_ output: String) -> String {
        let lines = output.split(separator: "\n").prefix(3).joined(separator: " ")
        return "the program stopped before the test run began" + (lines.isEmpty ? "" : ": \(lines.prefix(300))")
    }

    private func fail(_ name: String, expected: String, actual: String, file: String?, line: Int?, hint: String) -> CheckResult {
        CheckResult(check: Self.check, name: name, status: .fail, expected: expected, actual: actual, file: file, line: line,
                    hint: hint, section: "#interview")
    }

    enum Run {
        /// The router's files did not compile on their own (before any test was compiled).
        case routerDidNotCompile(CompilerDiagnostic)
        case didNotCompile(CompilerDiagnostic)
        /// The tests ran (or their program stopped): what the event stream says, and what the program printed.
        case ran(TestEventStream, output: String)
    }

    /// The files of `workspace` the router needs: those that declare or extend `Router` or `Route`, then, until none
    /// is added, every file that declares a name an included file uses (a type, a global, an extension member such
    /// as a helper in `DeepLinkParser.swift`) or extends a type an included file declares (`Router+Home.swift`).
    /// The app's views stay out unless the router names them. In the workspace's order.
    static func routerFiles(of workspace: LearnerWorkspace) -> [SwiftSourceFile] {
        let sources = workspace.sources
        let parsed = sources.map { ParsedSwiftFile(text: $0.text) }
        let types = sources.map { Set($0.declarations.map(\.name)) }
        let provides = zip(types, parsed).map { types, file in
            types.union(file.declarations.types.map(\.name)).union(file.declarations.globals.map(\.name))
                .union(file.declarations.extensionMembers.map(\.name))
        }
        let extends = sources.map(\.extendedTypes)
        let contract: Set<String> = ["Router", "Route"]
        var included = Set(sources.indices.filter { !types[$0].isDisjoint(with: contract) || !extends[$0].isDisjoint(with: contract) })
        while true {
            let used = Set(included.flatMap { parsed[$0].identifiers.map(\.name) })
            let declared = included.reduce(into: Set<String>()) { $0.formUnion(types[$1]) }
            let added = sources.indices.filter { index in
                !included.contains(index) && (!provides[index].isDisjoint(with: used) || !extends[index].isDisjoint(with: declared))
            }
            if added.isEmpty { break }
            included.formUnion(added)
        }
        return sources.indices.filter(included.contains).map { sources[$0] }
    }

    /// Builds `tests` with the files of `router` the router needs (`routerFiles(of:)`), and runs them in the sandbox.
    /// With `audit`, the router's object must pass `ObjectAudit` (the learner's own router; the course's are trusted).
    /// With `navigationPath`, the router (a course router) is given a `NavigationPath` path (`NavigationPathRouter`).
    private func run(_ tests: [SwiftSourceFile], router: LearnerWorkspace, audit: Bool = false, navigationPath: Bool = false) throws -> Run {
        do {
            let directory = try SandboxDirectory()
            defer { directory.remove() }
            let build = directory.root + "/tests"
            let routerFiles = navigationPath ? NavigationPathRouter.adapting(Self.routerFiles(of: router)) : Self.routerFiles(of: router)
            var library: [String] = []
            var files = LearnerFiles(displayPaths: [])
            var libraryFiles = LearnerFiles(displayPaths: [])
            for source in routerFiles {
                let path = LearnerFiles.join(build + "/learner", source.path)
                try write(source.prepared().text, to: path)
                libraryFiles.addCopy(path, of: source.path)
                libraryFiles.displayPaths.append(source.path)
                library.append(path)
            }
            let libraryRun = try ChildProcess.run(
                compiler.settings.toolchain.swiftc, compiler.settings.testableLibraryArguments(library, in: build),
                timeLimit: LearnerCompiler.jobTimeLimit
            )
            if libraryRun.exitCode != 0 {
                let first = CompilerOutputParser(files: libraryFiles).parse(libraryRun.standardError + libraryRun.standardOutput)
                    .first(where: \.isError)
                let names = routerFiles.map(\.path).joined(separator: ", ")
                return .routerDidNotCompile(CompilerDiagnostic(
                    severity: "error", file: first?.file, line: first?.line, column: first?.column,
                    message: "the router's files (\(names)) did not compile without the rest of the app"
                        + (first.map { ": \($0.file.map { "\($0):" } ?? "")\($0.line.map { "\($0): " } ?? " ")\($0.message)" } ?? ""),
                    inLearnerFile: first?.inLearnerFile ?? false))
            }
            if audit, let refusal = ObjectAudit.refusals(
                objects: [(file: routerFiles.first?.path ?? "Router.swift",
                           object: Result { try ELFObject(path: build + "/\(CompilerSettings.learnerModuleName).o") })]
            ).first {
                return .didNotCompile(refusal)
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
                // Generated by quest: runs the learner's Swift Testing tests through the testing library's ABI entry
                // point, which hands each event record to a closure: every record is written to descriptor \(HarnessInvocation.recordsDescriptor) (a pipe
                // only the launcher reads) before the next test step runs, so a crash keeps what came before it.
                import Testing
                import Foundation

                @_silgen_name("swt_abiv0_getEntryPoint") @unsafe func questTestingEntryPoint() -> UnsafeRawPointer
                typealias QuestTestingEntryPoint = @convention(thin) @Sendable (
                    UnsafeRawBufferPointer?, @escaping @Sendable (UnsafeRawBufferPointer) -> Void
                ) async throws -> Bool

                @main enum QuestTestsMain {
                    static func main() async {
                        // quest's own code, compiled with the learner's tests as memory-safe Swift: the unsafe calls
                        // the testing library's ABI needs are acknowledged here (learner files may not write `unsafe`).
                        let entryPoint = unsafe unsafeBitCast(questTestingEntryPoint(), to: QuestTestingEntryPoint.self)
                        let records = FileHandle(fileDescriptor: \(HarnessInvocation.recordsDescriptor), closeOnDealloc: false)
                        let configuration = Array(#"\(TestEventStream.configuration)"#.utf8)
                        let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: configuration.count, alignment: 1)
                        unsafe bytes.copyBytes(from: configuration)
                        // Tests run in parallel: one record at a time, so that a long one is never split by another.
                        let lock = NSLock()
                        let passed = try? await unsafe entryPoint(UnsafeRawBufferPointer(bytes)) { record in
                            let line = unsafe Data(record) + Data([10])
                            lock.withLock { records.write(line) }
                        }
                        exit(passed == true ? 0 : 1)
                    }
                }

                """, to: main)
            let executable = directory.root + "/tests-runner"
            let testsRun = try ChildProcess.run(
                compiler.settings.toolchain.swiftc, compiler.settings.testsArguments(compiled + [main], library: build, output: executable),
                timeLimit: LearnerCompiler.jobTimeLimit
            )
            if testsRun.exitCode != 0 {
                let diagnostics = CompilerOutputParser(files: files).parse(testsRun.standardError + testsRun.standardOutput)
                return .didNotCompile(diagnostics.first(where: \.isError) ?? CompilerDiagnostic(
                    severity: "error", file: nil, line: nil, column: nil, message: "the tests did not compile", inLearnerFile: false))
            }
            // The event stream comes back on the records descriptor (the run's home is a private tmpfs the grader
            // never sees, and the pipe cannot be reopened by path as the sandbox's user); the channel's secret is
            // not used here.
            let run = try sandbox.run(executable, arguments: [], in: directory, channel: HarnessChannel())
            return .ran(TestEventStream(run.records), output: run.standardError + run.standardOutput)
        } catch let error as GraderError {
            throw error
        } catch {
            throw GraderError.filesystem("cannot build the tests: \(error)")
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

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}
