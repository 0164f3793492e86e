import QuestCore

/// Stops the build on any lesson error, so a broken lesson never reaches the site; warnings go into the report.
///
/// The lesson checks run over the lessons read now; an unchanged lesson's findings are its outline's, kept from the
/// build that read it (a check is a function of its lesson, as every check is today).
struct LintStep {
    static let name = "Checking lessons"

    /// Each lesson's checks' diagnostics by file name, and every diagnostic of the course, sorted.
    struct Output {
        var checkDiagnostics: [String: [Diagnostic]]
        var diagnostics: [Diagnostic]
    }

    let lessonChecks: [any LessonCheck]

    func run(_ loaded: LoadedCourse) throws -> Output {
        let course = Course(
            directory: loaded.directory, lessons: loaded.outlines.map { loaded.lessons[$0.slug] ?? $0.skeleton },
            diagnostics: loaded.diagnostics, settings: loaded.settings
        )
        var found: [String: [Diagnostic]] = [:]
        for outline in loaded.outlines {
            guard loaded.newOutlines.contains(outline.name), let lesson = loaded.lessons[outline.slug] else {
                found[outline.name] = outline.checkDiagnostics
                continue
            }
            found[outline.name] = lessonChecks.flatMap { $0.diagnostics(for: lesson, in: course) }
        }
        let diagnostics = (loaded.diagnostics + loaded.outlines.flatMap { found[$0.name] ?? [] }).sortedForDisplay()
        let errors = diagnostics.filter { $0.severity == .error }
        if let first = errors.first {
            let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
            throw SiteBuildError(step: Self.name, file: first.location.file,
                                 message: "\(count) in the lessons; the site was not changed", diagnostics: diagnostics)
        }
        return Output(checkDiagnostics: found, diagnostics: diagnostics)
    }
}
