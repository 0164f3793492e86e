import Foundation
import QuestCore
import QuestGrader

/// `quest lint [<dir>]`: reads every lesson, prints each problem in the compiler's format and a one-line summary.
public struct LintCommand: QuestCommand {
    public static let name = "lint"
    public static let abstract = "Check every lesson and print each problem with its file, line and column."
    public static let discussion = """
    Prints diagnostics as `Lessons/lesson22.md:12:3: error: message [code]`, then a summary such as \
    `1 lesson, 0 errors, 0 warnings`.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "no lesson has errors (warnings allowed)",
        .failure: "a lesson has errors",
    ]
    static let dirArgument = CommonArguments.lessonsDirArgument
    public static var arguments: [any CommandArgument] { [dirArgument] }

    /// The lessons folder as the user named it; diagnostics show paths under it.
    public var directory: String

    public init(_ arguments: ParsedArguments) {
        directory = arguments[Self.dirArgument]
    }

    public func validate() throws(UsageError) {
        try LessonsFolder.check(directory)
    }

    public func run(_ context: CommandContext) -> ExitCode {
        guard let course = LessonsFolder.load(directory, context) else { return .failure }
        let diagnostics = (Self.diagnostics(for: course, checks: context.lessonChecks) + Self.exerciseFileDiagnostics(course))
            .sortedForDisplay()
        for diagnostic in diagnostics {
            context.output.line(diagnostic.description)
        }
        context.output.line(Self.summary(lessons: course.lessons.count, diagnostics: diagnostics))
        return diagnostics.hasErrors ? .failure : .success
    }

    /// What `quest lint` reports for `course` (and `quest validate` too): the parser's diagnostics, then each lesson
    /// check's, in display order.
    static func diagnostics(for course: Course, checks: [any LessonCheck]) -> [Diagnostic] {
        var diagnostics = course.diagnostics
        for check in checks {
            for lesson in course.lessons {
                diagnostics += check.diagnostics(for: lesson, in: course)
            }
        }
        return diagnostics.sortedForDisplay()
    }

    /// What the exercises' folders and check files hold: each `entry:` type declared by the starter and the
    /// solution (`ExerciseEntryCheck`), and each of the lesson's own check files compiled with its exercise's solution.
    static func exerciseFileDiagnostics(_ course: Course) -> [Diagnostic] {
        // What `quest validate` would refuse to grade before compiling anything (a mutant's `fails` file naming no
        // check its exercise runs, a mutant without one): found by reading the folders, so lint says it too.
        // A lesson whose exercise names a check quest does not find has that error already: its mutants' fails files,
        // which name the same check, are not reported again.
        let unknownChecks = Set(course.diagnostics.filter { $0.code == DiagnosticCode.unknownCheck.rawValue }.map(\.location.file))
        let mutants = ValidationPlan(course: course).problems.filter { row in
            !unknownChecks.contains { LessonParser.slug(ofFile: $0) == row.lesson }
        }.flatMap(\.diagnostics)
        return ExerciseEntryCheck.diagnostics(for: course) + mutants + checkFileDiagnostics(course)
    }

    /// The lesson's own check files, each compiled with its exercise's solution: their errors at their own lines.
    static func checkFileDiagnostics(_ course: Course) -> [Diagnostic] {
        guard CheckFileCompiler.hasCheckFiles(course) else { return [] }
        do {
            return try CheckFileCompiler.locate().diagnostics(for: course)
        } catch {
            return [Diagnostic(.warning, at: SourceLocation(file: course.directory, line: 1), code: "check-does-not-compile",
                               "the lessons' check files were not compiled: \(error)")]
        }
    }

    /// `2 lessons, 1 error, 0 warnings` (notes are counted only when there are some).
    static func summary(lessons: Int, diagnostics: [Diagnostic]) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var parts = [
            count(lessons, "lesson"),
            count(diagnostics.filter { $0.severity == .error }.count, "error"),
            count(diagnostics.filter { $0.severity == .warning }.count, "warning"),
        ]
        let notes = diagnostics.filter { $0.severity == .note }.count
        if notes > 0 { parts.append(count(notes, "note")) }
        return parts.joined(separator: ", ")
    }
}

/// The check every command that reads lessons makes first: the folder must exist.
public enum LessonsFolder {
    /// Throws a usage error naming `directory` when it is not an existing folder.
    public static func check(_ directory: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("no lessons folder at '\(directory)'")
        }
    }

    /// Reads every lesson of `directory`; when the folder cannot even be listed, says so on `context.errors` and
    /// returns nil (a lesson with problems is still read: its diagnostics are in the course).
    static func load(_ directory: String, _ context: CommandContext) -> Course? {
        do {
            return try CourseLoader().load(directory: directory)
        } catch {
            context.errors.line("error: cannot read the lessons: \(FileProblem.sentence(for: error, path: directory))")
            return nil
        }
    }
}
