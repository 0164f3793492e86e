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

    /// The errors in every check file of `course` and in its shared helpers (`SharedCheckFiles`), at their own lines
    /// (`check-does-not-compile`); an error in a shared helper is reported once, however many checks it breaks.
    public func diagnostics(for course: Course) -> [Diagnostic] {
        var seen: Set<String> = []
        var found: [Diagnostic] = []
        let shared = SharedCheckFiles(lessonsDirectory: course.directory)
        for lesson in course.lessons {
            for exercise in lesson.exercises {
                for file in LessonCheckFile.named(by: exercise, lessonFile: lesson.file) where seen.insert(file.path).inserted {
                    for diagnostic in diagnostics(for: file, shared: shared, exercise: exercise, lessonsDirectory: course.directory)
                    where !found.contains(where: { $0.location == diagnostic.location && $0.message == diagnostic.message }) {
                        found.append(diagnostic)
                    }
                }
            }
        }
        return found
    }

    private func diagnostics(
        for file: LessonCheckFile, shared: SharedCheckFiles, exercise: Exercise, lessonsDirectory: String
    ) -> [Diagnostic] {
        // The harness adds the file's type that conforms to Check: without one, nothing could ever be graded.
        if let text = try? String(contentsOfFile: file.path, encoding: .utf8),
           CheckGlue.checkType(in: SwiftSourceFile(path: file.path, text: text)) == nil {
            return [Diagnostic(.error, at: SourceLocation(file: file.path, line: 1), code: "check-does-not-compile",
                               "the check \(file.name) " + CheckGlue.noCheckType(file.name))]
        }
        guard let folder = exercise.solution ?? exercise.starter else { return [] }
        do {
            let root = LearnerFiles.join(lessonsDirectory, folder)
            let learner = try LearnerWorkspace.read(root).sources.map { LearnerFiles.join(root, $0.path) }
            // The check file and the shared helpers are the author's (trusted, and they import QuestChecks): compiled
            // beside the learner's files, as the harness compiles them, not admitted.
            let result = try compiler.typecheck(paths: learner, generated: [file.path] + shared.paths)
            return result.diagnostics.filter { $0.isError }.compactMap { diagnostic in
                let what: String
                if diagnostic.file == file.path {
                    what = "the check \(file.name) does not compile"
                } else if let path = diagnostic.file, shared.paths.contains(path) {
                    what = "the shared check helpers do not compile"
                } else {
                    return nil
                }
                return Diagnostic(.error, at: SourceLocation(file: diagnostic.file ?? file.path, line: diagnostic.line ?? 1,
                                                            column: diagnostic.column ?? 1),
                                  code: "check-does-not-compile", "\(what) with \(root): \(diagnostic.message)")
            }
        } catch {
            return [Diagnostic(.error, at: SourceLocation(file: file.path, line: 1), code: "check-does-not-compile",
                               "the check \(file.name) could not be compiled: \(error)")]
        }
    }
}
