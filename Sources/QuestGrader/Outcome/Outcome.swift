public import QuestProtocol

/// How grading one exercise ended, from the learner's point of view.
public enum Outcome: String, Hashable, Codable, Sendable, CaseIterable {
    case passed
    case failed
    case didNotCompile = "did not compile"
    case timeLimit = "time limit"
    case cpuLimit = "CPU limit"
    case crashed
    case outOfMemory = "out of memory"
    case outputLimit = "output limit"
    /// The program ended (by `exit`, even with status 0) before the harness proved that every planned check ran.
    case didNotFinish = "did not finish"
    /// The grader itself could not run the harness (a missing tool, a harness that wrote no results).
    case couldNotRun = "could not run"
    /// A check itself threw, crashed or did not compile: a bug of the lesson's author, never the learner's.
    case checkError = "check error"

    /// True when the checks ran to the end and their results are the verdict.
    public var ranToCompletion: Bool { self == .passed || self == .failed }

    /// The process exit code for this outcome alone: 0 passed, 1 a check failed, 2 nothing could be judged.
    public var exitCode: Int32 {
        switch self {
        case .passed: 0
        case .failed, .timeLimit, .cpuLimit, .crashed, .outOfMemory, .outputLimit, .didNotFinish: 1
        case .didNotCompile, .couldNotRun, .checkError: 2
        }
    }
}

extension Outcome {
    /// The outcome of a run that finished: a check error when a check threw, else failed when a step failed.
    public init(results: [CheckResult]) {
        if results.contains(where: { $0.status == .error }) {
            self = .checkError
        } else {
            self = results.contains { $0.status == .fail } ? .failed : .passed
        }
    }
}
