import Testing
@testable import QuestGrader

@Suite("Classifying a run from the launcher's status")
struct RunClassifierTests {
    static let limits = SandboxLimits(wallMilliseconds: 5_000, cpuSeconds: 2, memoryBytes: 1 << 30)
    static let results = HarnessResults(
        results: [CheckResult(check: "router", name: "a", status: .pass)], completedChecks: ["router"], complete: true
    )

    @Test("the specific cause wins over the generic crash", arguments: [
        (SandboxStatus(signal: 9, timedOut: true), "", Outcome.timeLimit),
        (SandboxStatus(signal: 9, outputLimited: true), "", .outputLimit),
        (SandboxStatus(signal: 24, cpuMilliseconds: 2_010), "", .cpuLimit),
        (SandboxStatus(signal: 9, cpuMilliseconds: 3_000), "", .cpuLimit),
        (SandboxStatus(signal: 3, cpuMilliseconds: 2_050), "\nquest-harness: CPU time limit reached\n", .cpuLimit),
        (SandboxStatus(signal: 6), "Fatal error: failed to allocate 4294967328 bytes of memory", .outOfMemory),
        (SandboxStatus(signal: 4), "Learner/A.swift:3: Fatal error: boom", .crashed),
        (SandboxStatus(signal: 11), "", .crashed),
        (SandboxStatus(exitCode: 3), "", .crashed),
        (SandboxStatus(exitCode: 127, launchError: "cannot run"), "", .couldNotRun),
        (SandboxStatus(exitCode: 0), "", .passed),
    ])
    func outcomes(status: SandboxStatus, stderr: String, expected: Outcome) {
        let run = SandboxRun(status: status, standardOutput: "", standardError: stderr)
        let classifier = RunClassifier(limits: Self.limits, files: LearnerFiles(displayPaths: ["A.swift"]))
        #expect(classifier.classify(run, results: Self.results, planned: ["router"]).outcome == expected)
    }

    @Test("a run that ends before the harness proved every planned check did not finish, even with exit status 0",
          arguments: [
              HarnessResults(results: [CheckResult(check: "router", name: "a", status: .pass)]),
              HarnessResults(results: [], completedChecks: ["router"], complete: true, rejected: "record 2 is not signed"),
              HarnessResults(results: [], completedChecks: ["search-filter"], complete: true),
          ])
    func didNotFinish(results: HarnessResults) {
        let run = SandboxRun(status: SandboxStatus(exitCode: 0), standardOutput: "", standardError: "")
        let verdict = RunClassifier(limits: Self.limits, files: LearnerFiles(displayPaths: []))
            .classify(run, results: results, planned: ["router"])
        #expect(verdict.outcome == .didNotFinish)
    }

    @Test("a step that was running when the program died is named")
    func interrupted() {
        let run = SandboxRun(status: SandboxStatus(signal: 9, timedOut: true), standardOutput: "", standardError: "")
        var results = Self.results
        results.running = HarnessStep(check: "search-filter", name: "typing narrows the rows")
        let verdict = RunClassifier(limits: Self.limits, files: LearnerFiles(displayPaths: [])).classify(run, results: results, planned: ["router"])
        #expect(verdict.results.count == 1)
        #expect(verdict.message?.contains("during \"typing narrows the rows\" (search-filter)") == true)
    }

    @Test("a loop stopped by a limit is placed at the learner's line the harness's backtrace names", arguments: [
        (SandboxStatus(signal: 3, cpuMilliseconds: 2_050), "quest-harness: CPU time limit reached",
         " (toolbar-layout) at ContentView.swift:13: look for a loop that never ends."),
        (SandboxStatus(signal: 9, timedOut: true), "quest-harness: wall-clock time limit reached",
         " (toolbar-layout) at ContentView.swift:13: look for a loop that never ends or a wait that is never fulfilled."),
    ])
    func limitWithBacktrace(status: SandboxStatus, marker: String, ending: String) throws {
        let stderr = """
            \(marker)
            *** Signal 3: Backtracing from 0x5643... done ***
            Thread 0 "harness" crashed:
              0                  0x00007f5582dc04bd _stringCompareInternal(_:_:expecting:) + 669 in libswiftCore.so
              1 [ra]             0x0000555bc0f32faa ContentView.body.getter + 873 in harness at learner/ContentView.swift:13:69
            """
        let run = SandboxRun(status: status, standardOutput: "", standardError: stderr)
        var results = Self.results
        results.running = HarnessStep(check: "toolbar-layout", name: "the toolbar has a Sort menu")
        let verdict = RunClassifier(limits: Self.limits, files: LearnerFiles(displayPaths: ["ContentView.swift"]))
            .classify(run, results: results, planned: ["router"])
        #expect(verdict.crash?.location == "ContentView.swift:13")
        let message = try #require(verdict.message)
        #expect(message.hasSuffix(ending), "\(message)")
    }

    @Test("a limit hit on an instruction without a line names the learner's file and function")
    func limitWithoutLine() {
        let stderr = """
            quest-harness: CPU time limit reached
              0                  0x0000560abe8d8250 ContentView.body.getter + 592 in harness at learner/ContentView.swift
              1 [ra] [thunk]     0x0000560abe8d8865 protocol witness for View.body.getter in conformance ContentView + 20 in harness at //<compiler-generated>
            """
        let run = SandboxRun(status: SandboxStatus(signal: 3, cpuMilliseconds: 2_050), standardOutput: "", standardError: stderr)
        let verdict = RunClassifier(limits: Self.limits, files: LearnerFiles(displayPaths: ["ContentView.swift"]))
            .classify(run, results: Self.results, planned: ["router"])
        #expect(verdict.outcome == .cpuLimit)
        #expect(verdict.message?.contains(" at ContentView.swift, in ContentView.body.getter: ") == true, "\(verdict.message ?? "")")
    }
}
