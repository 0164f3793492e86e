public import QuestProtocol

/// Turns what the sandbox saw (status, output, the results the channel proved) into an outcome.
///
/// The order matters: a program killed by the wall clock also shows SIGKILL, and one out of memory also shows a
/// `Fatal error:`, so the specific causes are tested before the generic "crashed". A run passes or fails by its
/// results only when the harness proved that every planned check ran to its end: a program that ends sooner, with
/// exit status 0 or not, *did not finish*.
public struct RunClassifier: Sendable {
    public var limits: SandboxLimits
    public var files: LearnerFiles

    public init(limits: SandboxLimits, files: LearnerFiles) {
        self.limits = limits
        self.files = files
    }

    /// The verdict of one run.
    public struct Verdict: Hashable, Sendable {
        public var outcome: Outcome
        public var results: [CheckResult]
        /// The step that was running when the program stopped, when the harness said.
        public var interruptedStep: HarnessStep?
        public var crash: CrashReport?
        /// One sentence for outcomes other than passed/failed.
        public var message: String?
    }

    /// The verdict of `run`, whose channel proved `results`, for a harness that was to run the `planned` checks.
    public func classify(_ run: SandboxRun, results: HarnessResults, planned: [String]) -> Verdict {
        let status = run.status
        var verdict = Verdict(outcome: .couldNotRun, results: results.results, interruptedStep: results.running)
        let during = results.running.map { " during \"\($0.name)\" (\($0.check))" } ?? ""
        let stderr = run.standardError

        if let launchError = status.launchError {
            verdict.message = "The harness could not be started: \(launchError)." + Self.machineAdvice
        } else if !results.started {
            // No learner code runs before the harness's first record, so a run without one failed on the machine.
            verdict.message = "The harness stopped before it started the checks, so none of your code ran"
                + Self.cause(stderr, status: status) + "." + Self.machineAdvice
        } else if status.memoryLimited {
            verdict.outcome = .outOfMemory
            verdict.message = "The program's processes together used more than \(limits.memoryBytes >> 20) MB of memory\(during)."
            verdict.crash = CrashReport.parse(standardError: stderr, signal: status.signal, files: files)
        } else if status.timedOut, let waiting = status.waitingMilliseconds, Self.machineTooBusy(status, waiting: waiting) {
            // Runnable but not run: the time went to other programs on the machine, not to the learner's code.
            verdict.message = "The machine was too busy to run the checks: in \(Self.seconds(status.wallMilliseconds)) "
                + "the program waited \(Self.seconds(waiting)) for a processor and ran for only "
                + "\(Self.seconds(status.cpuMilliseconds))\(during). That is the machine's fault, not your code's: run the "
                + "check again when the machine is less busy."
        } else if status.timedOut {
            verdict.outcome = .timeLimit
            verdict.crash = Self.stoppedAt(stderr, files: files)
            verdict.message = "The code was still running after \(Self.seconds(limits.wallMilliseconds))\(during)"
                + Self.where(verdict.crash) + ": look for a loop that never ends or a wait that is never fulfilled."
        } else if status.outputLimited || status.signal == 25 {
            verdict.outcome = .outputLimit
            verdict.message = "The code wrote more than \(limits.outputBytes / 1024) KB of output\(during): "
                + "look for a print in a loop."
        } else if status.signal == 24 || (status.signal == 9 && status.cpuMilliseconds >= limits.cpuSeconds * 1000)
                    || stderr.contains(Self.cpuMarker) {
            verdict.outcome = .cpuLimit
            verdict.crash = Self.stoppedAt(stderr, files: files)
            verdict.message = "The code used more than \(limits.cpuSeconds) s of CPU time\(during)"
                + Self.where(verdict.crash) + ": look for a loop that never ends."
        } else if Self.ranOutOfMemory(stderr) {
            verdict.outcome = .outOfMemory
            verdict.message = "The code asked for more than \(limits.memoryBytes >> 20) MB of memory\(during)."
            verdict.crash = CrashReport.parse(standardError: stderr, signal: status.signal, files: files)
        } else if status.signal != nil || stderr.contains("Fatal error:") {
            let crash = CrashReport.parse(standardError: stderr, signal: status.signal, files: files)
            verdict.outcome = .crashed
            verdict.crash = crash
            verdict.message = "The code crashed\(during): \(crash.message)"
                + (crash.location.map { " at \($0)" } ?? "") + "."
        } else if let rejected = results.rejected {
            verdict.outcome = .didNotFinish
            verdict.message = "The program wrote to the grader's results channel (\(rejected)), "
                + "so nothing after that is trusted."
        } else if !results.finished(planned) {
            verdict.outcome = .didNotFinish
            let code = status.exitCode.map { " (exit status \($0))" } ?? ""
            let missing = planned.filter { !results.completedChecks.contains($0) }
            verdict.message = "The program exited\(code)\(during) before the checks finished"
                + (missing.isEmpty ? "." : ": \(missing.joined(separator: ", ")) did not run to the end.")
        } else if let code = status.exitCode, code != 0 {
            verdict.outcome = .crashed
            verdict.crash = CrashReport(message: "the program exited with status \(code) after the checks finished")
            verdict.message = "The code stopped the program (exit status \(code)) after the checks finished."
        } else {
            verdict.outcome = Outcome(results: results.results)
        }
        return verdict
    }

    /// What a *could not run* verdict adds: whose problem it is and what to do.
    static let machineAdvice = " This is a problem of this machine or of quest's installation, not of the code: "
        + "`quest doctor` says what to fix."

    /// `: bwrap: Can't find source path …` — the first line the machine wrote, or how the launcher saw the end.
    static func cause(_ stderr: String, status: SandboxStatus) -> String {
        if let line = stderr.split(separator: "\n").first(where: { $0.contains { !$0.isWhitespace } }) {
            return ": \(line.prefix(300))"
        }
        if let signal = status.signal { return " (it was ended by signal \(signal))" }
        if status.timedOut { return " (it was still starting when the time limit ran out)" }
        return status.exitCode.map { " (exit status \($0))" } ?? ""
    }

    /// The line the harness writes when `SIGXCPU` arrives, before aborting so that Swift prints a backtrace
    /// (`LimitSignals` in QuestChecks; the wall-clock one needs no marker, `timedOut` says it).
    static let cpuMarker = "quest-harness: CPU time limit reached"

    /// Where a program stopped by a limit was running: the first learner frame of the backtrace the harness printed.
    static func stoppedAt(_ stderr: String, files: LearnerFiles) -> CrashReport? {
        if let frame = CrashReport.firstLearnerFrame(in: stderr, files: files) {
            return CrashReport(message: "stopped here", file: frame.file, line: frame.line)
        }
        return CrashReport.firstLearnerFileFrame(in: stderr, files: files)
            .map { CrashReport(message: $0.function.map { "in \($0)" } ?? "stopped here", file: $0.file) }
    }

    /// ` at ContentView.swift:13`, ` at ContentView.swift, in ContentView.body.getter` when the line is unknown, or
    /// nothing when the place is.
    static func `where`(_ crash: CrashReport?) -> String {
        guard let crash, let location = crash.location else { return "" }
        return crash.line == nil && crash.message.hasPrefix("in ") ? " at \(location), \(crash.message)" : " at \(location)"
    }

    static func ranOutOfMemory(_ stderr: String) -> Bool {
        let markers = ["Fatal error: failed to allocate", "Cannot allocate memory", "std::bad_alloc", "out of memory"]
        return markers.contains { stderr.contains($0) }
    }

    /// True when a run that hit the wall clock spent at least a quarter of it waiting for a processor while its own
    /// processes used less than three quarters of it: other programs had the machine. A program that waits on nothing
    /// but itself waits on no run queue, and one that keeps its processor busy with its own threads reaches the CPU
    /// limit (half the wall clock by default) first: both stay the code's.
    static func machineTooBusy(_ status: SandboxStatus, waiting: Int) -> Bool {
        waiting * 4 >= status.wallMilliseconds && status.cpuMilliseconds * 4 < status.wallMilliseconds * 3
    }

    static func seconds(_ milliseconds: Int) -> String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
