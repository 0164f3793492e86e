import Foundation
public import QuestCore
public import QuestGrader
import QuestDigest

/// Evaluates candidates as `quest check` grades a learner: the learner's files type-checked first (a fraction of a
/// build, and most candidates that fail, fail there), then the harness built and the checks run in the sandbox.
///
/// Results are cached in `cacheDirectory` under the SHA-256 of everything that decides them: the exercises (id, entry,
/// check names), the text of the lesson's own check files they name (`Lessons/<slug>/checks/<name>.swift`), the
/// prebuilt QuestChecks and QuestUI modules, the cache's format, and each candidate file's path and text. So a second
/// draft compiles nothing, and editing a check (renaming a step) drafts again.
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
        fingerprint = Self.fingerprint(exercises: exercises.map(\.exercise), lessonFile: lessonFile,
                                       moduleDirectory: grader.compiler.settings.modules.moduleDirectory)
    }

    /// Bumped when `Evaluation`'s cached form changes meaning.
    static let cacheFormat = "2"

    /// The SHA-256 of everything besides the candidate's files that decides an evaluation.
    static func fingerprint(exercises: [Exercise], lessonFile: String?, moduleDirectory: String) -> String {
        var digest = Digest.sha256()
        digest.update(field: cacheFormat)
        for exercise in exercises {
            digest.update(field: exercise.id)
            digest.update(field: exercise.entry)
            for check in exercise.checks {
                digest.update(field: check)
                // A lesson's own check: its text decides which steps there are, what they are called and what passes.
                guard BuiltInCheck(rawValue: check) == nil, let lessonFile else { continue }
                let path = LessonCheckFile(name: check, lessonFile: lessonFile).path
                digest.update(field: FileManager.default.contents(atPath: path).map { "text:" + String(decoding: $0, as: UTF8.self) } ?? "missing")
            }
        }
        // The course's shared check helpers decide what its checks do too.
        for path in lessonFile.map({ SharedCheckFiles(lessonFile: $0).paths }) ?? [] {
            digest.update(field: path)
            digest.update(field: FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
        for module in ["QuestChecks", "QuestUI"] {
            (FileManager.default.contents(atPath: "\(moduleDirectory)/\(module).swiftmodule") ?? Data()).withUnsafeBytes { digest.update($0) }
        }
        return digest.hexDigest()
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
        let results = grades.flatMap(\.results)
        let passing = results.filter { $0.status == .pass }.map { $0.check + CheckClaim.separator + $0.name }
        var failing: [String: String] = [:]
        for result in results where result.status == .fail {
            failing[result.check + CheckClaim.separator + result.name] = result.actual + "\n" + result.hint
        }
        return .ran(passing: passing, failing: failing)
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
