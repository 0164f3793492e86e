public import QuestCore

/// `quest lint`'s look at a lesson's own check files (`Lessons/<slug>/checks/<name>.swift`): each is type-checked,
/// as the harness compiles it, with the reference solution of the exercise that names it (or its starter), and its
/// errors are reported at the check file's own lines. Errors in the solution itself are `quest validate`'s business.
public struct CheckFileCompiler: Sendable {
    public var compiler: LearnerCompiler

    public init(compiler: LearnerCompiler) {
        self.compiler = compiler
    }

    /// A compiler using the toolchain and prebuilt modules `quest check` finds.
    public static func locate() throws -> CheckFileCompiler {
        CheckFileCompiler(compiler: LearnerCompiler(settings: try CompilerSettings.locate()))
    }

    /// True when some exercise of `course` names a check file (only then does lint need a compiler).
    public static func hasCheckFiles(_ course: Course) -> Bool {
        course.lessons.contains { lesson in lesson.exercises.contains { !LessonCheckFile.named(by: $0, lessonFile: lesson.file).isEmpty } }
    }

    /// The errors in every check file of `course`, at their own lines (`check-does-not-compile`).
    public func diagnostics(for course: Course) -> [Diagnostic] {
        var seen: Set<String> = []
        var found: [Diagnostic] = []
        for lesson in course.lessons {
            for exercise in lesson.exercises {
                for file in LessonCheckFile.named(by: exercise, lessonFile: lesson.file) where seen.insert(file.path).inserted {
                    found += diagnostics(for: file, exercise: exercise, lessonsDirectory: course.directory)
                }
            }
        }
        return found
    }

    private func diagnostics(for file: LessonCheckFile, exercise: Exercise, lessonsDirectory: String) -> [Diagnostic] {
        guard let folder = exercise.solution ?? exercise.starter else { return [] }
        do {
            let root = LearnerFiles.join(lessonsDirectory, folder)
            let learner = try LearnerWorkspace.read(root).sources.map { LearnerFiles.join(root, $0.path) }
            // The check file is the author's (trusted, and it imports QuestChecks): compiled beside the learner's files,
            // not admitted.
            let result = try compiler.typecheck(paths: learner, generated: [file.path])
            return result.diagnostics.filter { $0.file == file.path && $0.isError }.map { diagnostic in
                Diagnostic(.error, at: SourceLocation(file: file.path, line: diagnostic.line ?? 1, column: diagnostic.column ?? 1),
                           code: "check-does-not-compile",
                           "the check \(file.name) does not compile with \(root): \(diagnostic.message)")
            }
        } catch {
            return [Diagnostic(.error, at: SourceLocation(file: file.path, line: 1), code: "check-does-not-compile",
                               "the check \(file.name) could not be compiled: \(error)")]
        }
    }
}
