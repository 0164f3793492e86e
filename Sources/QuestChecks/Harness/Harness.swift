import Foundation

/// The entry point of a generated harness: runs the exercise's checkers and keeps the results file current.
///
/// The grader's generated `main.swift` reads like this (see `Sources/QuestGrader/Harness/CheckGlue.swift`):
///
///     let harness = Harness(arguments: CommandLine.arguments)
///     harness.add("toolbar-layout", ToolbarLayoutCheck(view: { ContentView() }))
///     exit(await harness.run())
@MainActor public final class Harness {
    /// The exit status for a complete results file (whatever the checks decided), per the harness protocol.
    public static let completed: Int32 = 0
    /// The exit status for a missing results path.
    public static let usage: Int32 = 64
    /// The exit status when the results file cannot be written.
    public static let cannotWrite: Int32 = 73

    private let resultsPath: String?
    private var checks: [(name: String, check: any Check)] = []
    private var writeError: (any Error)?

    /// A harness invoked as `harness <results.json path>`.
    public init(arguments: [String]) {
        resultsPath = arguments.count >= 2 ? arguments[1] : nil
    }

    /// Adds `check` under the name the lesson's `checks:` gives it; checks run in the order added, which is the
    /// order the lesson lists them.
    public func add(_ name: String, _ check: some Check) {
        checks.append((name, check))
    }

    /// Runs every checker, writing the results file after each step, and returns the exit status.
    public func run() async -> Int32 {
        guard let resultsPath else { return Self.usage }
        LimitSignals.install()
        let file = ResultsFile(path: resultsPath)
        let recorder = CheckRecorder()
        recorder.onChange = { [weak self] recorder in
            do {
                try file.write(results: recorder.results, running: recorder.running)
            } catch {
                self?.writeError = error
            }
        }
        recorder.onChange?(recorder)
        for (name, check) in checks {
            await recorder.run(check, named: name)
        }
        return writeError == nil ? Self.completed : Self.cannotWrite
    }
}
