import Foundation
public import QuestCore
public import QuestGrader
import QuestDigest

/// Evaluates candidates as `quest check` grades a learner: the learner's files type-checked first (a fraction of a
/// build, and most candidates that fail, fail there), then the harness built and the checks run in the sandbox.
///
/// Results are cached in `cacheDirectory` under the SHA-256 of everything they depend on (the exercises and their
/// checks, the prebuilt QuestChecks module and each file's path and text), so a second draft compiles nothing.
public struct GraderEvaluator: CandidateEvaluator {
    public var grader: Grader
    public var exercises: [(exercise: Exercise, taskID: Int)]
    public var cacheDirectory: String?
    /// The lesson file, so that the lesson's own checks (`Lessons/<slug>/checks/`) are found.
    public var lessonFile: String?
    /// Compiles and runs so far, and answers found in the cache.
    public private(set) var compiles = 0
    public private(set) var cacheHits = 0
    private let fingerprint: String

    public init(grader: Grader, exercises: [(exercise: Exercise, taskID: Int)], cacheDirectory: String?, lessonFile: String? = nil) {
        self.grader = grader
        self.lessonFile = lessonFile
        self.exercises = exercises
        self.cacheDirectory = cacheDirectory
        var digest = Digest.sha256()
        for (exercise, _) in exercises {
            digest.update(field: exercise.id)
            digest.update(field: exercise.entry)
            for check in exercise.checks { digest.update(field: check) }
        }
        let checksModule = grader.compiler.settings.modules.moduleDirectory + "/QuestChecks.swiftmodule"
        (FileManager.default.contents(atPath: checksModule) ?? Data()).withUnsafeBytes { digest.update($0) }
        fingerprint = digest.hexDigest()
    }

    public mutating func evaluate(_ files: [String: String]) throws -> Evaluation {
        let key = Self.key(files, fingerprint: fingerprint)
        if let cached = cached(key) {
            cacheHits += 1
            return cached
        }
        compiles += 1
        let evaluation = try run(files)
        store(evaluation, key: key)
        return evaluation
    }

    private func run(_ files: [String: String]) throws -> Evaluation {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quest-draft-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let paths = files.keys.sorted().map { folder + "/" + $0 }
        let typecheck = try grader.compiler.typecheck(paths: paths)
        if !typecheck.succeeded {
            return .didNotCompile(errors: typecheck.diagnostics.filter(\.isError).map(\.message))
        }
        let workspace = try LearnerWorkspace.read(folder)
        let grades = grader.grade(exercises, workspace: workspace, lessonFile: lessonFile)
        if let failed = grades.first(where: { $0.outcome == .didNotCompile || $0.outcome == .couldNotRun }) {
            if failed.outcome == .couldNotRun { throw DraftError.couldNotRun(failed.message ?? "the harness did not run") }
            return .didNotCompile(errors: failed.diagnostics.filter(\.isError).map(\.message) + failed.contractProblems)
        }
        let passing = grades.flatMap(\.results).filter { $0.status == .pass }.map { $0.check + CheckClaim.separator + $0.name }
        return .ran(passing: passing)
    }

    static func key(_ files: [String: String], fingerprint: String) -> String {
        var digest = Digest.sha256()
        digest.update(field: fingerprint)
        for path in files.keys.sorted() {
            digest.update(field: path)
            digest.update(field: files[path] ?? "")
        }
        return digest.hexDigest()
    }

    private func cached(_ key: String) -> Evaluation? {
        guard let cacheDirectory, let data = FileManager.default.contents(atPath: "\(cacheDirectory)/\(key).json") else { return nil }
        return try? JSONDecoder().decode(Evaluation.self, from: data)
    }

    private func store(_ evaluation: Evaluation, key: String) {
        guard let cacheDirectory else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(evaluation) else { return }
        try? FileManager.default.createDirectory(atPath: cacheDirectory, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: "\(cacheDirectory)/\(key).json"), options: .atomic)
    }
}

/// Why a draft could not be made.
public enum DraftError: Error, CustomStringConvertible {
    case couldNotRun(String)
    case noTutorialExercise(String)
    case solutionDoesNotPass(String)

    public var description: String {
        switch self {
        case .couldNotRun(let why): "the checks could not be run: \(why)"
        case .noTutorialExercise(let lesson): "\(lesson) has no exercise with both a starter and a solution to draft a tutorial from"
        case .solutionDoesNotPass(let why): "the solution does not pass its checks, so no order of changes can reach it: \(why)"
        }
    }
}
