import Foundation

/// The entry point of a generated harness: takes the run's secret, runs the exercise's checks and sends every step,
/// result and finished check on the results channel.
///
/// The grader's generated entry file reads like this (see `Sources/QuestGrader/Harness/HarnessSource.swift`); its
/// first act is `begin()`, a module-qualified call with no arguments that nothing in the learner's module can shadow,
/// because making the harness takes the secret:
///
///     let harness = QuestChecks.Harness.begin()
///     if harness.grades("list-toolbar-search") {
///         harness.add("toolbar-layout", ToolbarLayoutCheck(view: { ContentView() }))
///     }
///     await harness.finish()
@MainActor public final class Harness {
    /// The exit status once every check ran and its results were sent (whatever the checks decided).
    public static let completed: Int32 = 0
    /// The exit status when the channel argument is missing or its secret cannot be read.
    public static let usage: Int32 = 64
    /// The exit status when a record cannot be sent.
    public static let cannotWrite: Int32 = 73

    private let channel: ResultsChannel?
    /// The exercise ids the harness was given (every exercise when empty).
    private let exercises: Set<String>
    /// The seed of the checks' random values (`CheckRandom`).
    private let seed: UInt64
    private var checks: [(name: String, check: any Check)] = []
    private var sendError: (any Error)?

    /// The entry point's first act, before any learner code runs: the harness of this process, made from its own
    /// command line (`harness <secret fd>:<records fd> [exercise id …]`, `HarnessInvocation`), which takes the run's
    /// secret and seed.
    public static func begin() -> Harness {
        Harness(arguments: CommandLine.arguments)
    }

    /// A harness invoked as `harness <secret fd>:<records fd> [exercise id …]`: reads the handover (the secret and
    /// the seed of the checks' random values) and closes its descriptor now.
    public init(arguments: [String]) {
        channel = arguments.count >= 2 ? ResultsChannel(argument: arguments[1]) : nil
        seed = channel?.seed ?? CheckRandom.defaultSeed
        exercises = Set(arguments.dropFirst(2))
    }

    /// Whether this run grades `exercise`: the harness was given its id, or no id at all.
    public func grades(_ exercise: String) -> Bool {
        exercises.isEmpty || exercises.contains(exercise)
    }

    /// Runs every check (`run()`), then ends the process with its exit status.
    public func finish() async -> Never {
        exit(await run())
    }

    /// Adds `check` under the name the lesson's `checks:` gives it; checks run in the order added, which is the
    /// order the lesson lists them.
    public func add(_ name: String, _ check: some Check) {
        checks.append((name, check))
    }

    /// Runs every check, sending each event as it happens, and returns the exit status.
    public func run() async -> Int32 {
        guard let channel else { return Self.usage }
        LimitSignals.install()
        let recorder = CheckRecorder(seed: seed)
        var sent = 0
        recorder.onChange = { [weak self] recorder in
            for result in recorder.results[sent...] { self?.send(channel, HarnessRecord(result: result)) }
            sent = recorder.results.count
            if let running = recorder.running {
                self?.send(channel, HarnessRecord(begin: running))
            }
        }
        for (name, check) in checks {
            await recorder.run(check, named: name)
            send(channel, HarnessRecord(completed: name))
        }
        send(channel, HarnessRecord(end: true))
        return sendError == nil ? Self.completed : Self.cannotWrite
    }

    private func send(_ channel: ResultsChannel, _ record: HarnessRecord) {
        guard sendError == nil else { return }
        do { try channel.send(record) } catch { sendError = error }
    }
}
