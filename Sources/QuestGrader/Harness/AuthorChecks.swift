import QuestProtocol
import Foundation
import QuestCore
import QuestLayout

/// The lesson's own check files that the graded exercises name (`Lessons/lesson23/checks/edit-sheet.swift`), read
/// for one harness build; and how their compile errors, thrown errors and crashes are told from the learner's: a
/// check that does not compile, throws or crashes is a *check error*, the author's bug, shown at the check file.
struct AuthorChecks: Sendable {
    /// The files by check name.
    var files: [String: LessonCheckFile] = [:]
    /// Their text, by check name, as `HarnessSource` compiles it.
    var sources: [String: SwiftSourceFile] = [:]
    /// The course's shared helpers (`Lessons/_checks/*.swift`), compiled with the check files when there are any.
    var shared = SharedCheckFiles(lessonsDirectory: "/nonexistent")
    /// Their text, by generated file name (`checks/_checks-Fixtures.swift`), as `HarnessSource` compiles it.
    var sharedSources: [String: SwiftSourceFile] = [:]

    /// Reads every check file `exercises` name; throws when one is missing (lint reports it first).
    init(_ exercises: [Exercise], lessonFile: String?) throws {
        for exercise in exercises {
            // The toolbar report is the grader's own addition (`Grader.grade(…reportingToolbarsOf:)`), never a file.
            for check in exercise.checks where BuiltInCheck(rawValue: check) == nil && files[check] == nil
                && check != ToolbarDescription.HarnessReport.check {
                guard let lessonFile else {
                    throw GraderError.usage("\(exercise.id) names the check \(check), which is not built in; "
                        + "grading it needs the lesson, whose folder holds checks/\(check).swift")
                }
                let file = LessonCheckFile(name: check, lessonFile: lessonFile)
                guard let text = try? String(contentsOfFile: file.path, encoding: .utf8) else {
                    throw GraderError.usage("quest has no check named \(check), and \(file.path) cannot be read")
                }
                files[check] = file
                sources[check] = SwiftSourceFile(path: file.path, text: text)
            }
        }
        guard let lessonFile, !files.isEmpty else { return }
        shared = SharedCheckFiles(lessonFile: lessonFile)
        for path in shared.paths {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw GraderError.usage("the shared check helpers \(path) cannot be read")
            }
            sharedSources[SharedCheckFiles.generatedName(of: path)] = SwiftSourceFile(path: path, text: text)
        }
    }

    /// `diagnostic` with a generated check file's name (`checks/edit-sheet.swift`, `checks/_checks-Fixtures.swift`)
    /// replaced by the author's path.
    func relocated(_ diagnostic: CompilerDiagnostic) -> CompilerDiagnostic {
        var copy = diagnostic
        if let name = checkName(ofGenerated: diagnostic.file) {
            copy.file = files[name]?.path
        } else if let file = diagnostic.file, let path = shared.path(ofGenerated: file) {
            copy.file = path
        }
        return copy
    }

    /// The check that a generated file name belongs to (`checks/edit-sheet.swift` → `edit-sheet`).
    private func checkName(ofGenerated file: String?) -> String? {
        guard let file, file.hasPrefix(HarnessSource.checkFolder + "/") else { return nil }
        let name = String(file.dropFirst(HarnessSource.checkFolder.count + 1).dropLast(".swift".count))
        return files[name] == nil ? nil : name
    }

    /// When the check file of `check` has compile errors: one sentence quoting the first at its own line.
    func compileProblem(_ check: String, diagnostics: [CompilerDiagnostic]) -> String? {
        guard let file = files[check] else { return nil }
        // Errors in the shared helpers break every check of the course; the check's own file is named first.
        for path in [file.path] + shared.paths {
            let errors = diagnostics.filter { $0.file == path && $0.isError }
            guard var first = errors.first else { continue }
            first.excerpt = ""
            return "the check \(check) does not compile with this code (\(errors.count) error\(errors.count == 1 ? "" : "s") "
                + "in \(path)): \(first)"
        }
        return nil
    }

    /// The sentence for a check error a check threw (its result says where and what).
    func errorMessage(_ results: [CheckResult]) -> String? {
        guard let error = results.first(where: { $0.status == .error }) else { return nil }
        return "The check \(error.check) itself failed during \"\(error.name)\": \(error.actual.isEmpty ? "it threw" : error.actual). "
            + "This is a check error: a bug in the lesson's check, not in the learner's code."
    }

    /// Where a crashed harness stopped in a check file, when the crash is the check's own: the `Fatal error:` line
    /// names a check file, or the first backtrace frame in a learner or check file is a check file's.
    func crash(in standardError: String, learnerFiles: LearnerFiles) -> CrashReport? {
        guard !files.isEmpty else { return nil }
        var message = "the check crashed"
        for line in standardError.split(separator: "\n") {
            if let range = line.range(of: "Fatal error: ") {
                message = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                let place = line[..<range.lowerBound].split(separator: ":")
                if place.count >= 2, let number = Int(place[1].trimmingCharacters(in: .whitespaces)),
                   let file = checkFilePath(named: String(place[0])) {
                    return CrashReport(message: message, file: file, line: number)
                }
                continue
            }
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let parts = line[at.upperBound...].split(separator: ":")
            guard parts.count >= 2, let number = Int(parts[1]) else { continue }
            let path = String(parts[0])
            if learnerFiles.relativePath(for: path) != nil { return nil }
            if let file = checkFilePath(named: path) { return CrashReport(message: message, file: file, line: number) }
        }
        return nil
    }

    /// The check file (or shared helper) a crash report's path names: `…/generated/checks/edit-sheet.swift` or the `#fileID`
    /// `Learner/edit-sheet.swift`.
    private func checkFilePath(named path: String) -> String? {
        var generated: String?
        if let range = path.range(of: "/" + HarnessSource.checkFolder + "/", options: .backwards) {
            generated = HarnessSource.checkFolder + "/" + path[range.upperBound...]
        } else if path.hasPrefix(CompilerSettings.learnerModuleName + "/") {
            generated = HarnessSource.checkFolder + "/" + path.dropFirst(CompilerSettings.learnerModuleName.count + 1)
        }
        guard let generated else { return nil }
        // A crash in a shared helper is the author's too, named by the helper's own file.
        return shared.path(ofGenerated: generated) ?? checkName(ofGenerated: generated).flatMap { files[$0]?.path }
    }

    /// The sentence for a check that crashed.
    func crashMessage(_ crash: CrashReport) -> String {
        "The check crashed: \(crash.message)" + (crash.location.map { " at \($0)" } ?? "")
            + ". This is a check error: a bug in the lesson's check, not in the learner's code."
    }
}
