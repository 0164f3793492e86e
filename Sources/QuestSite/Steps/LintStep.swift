import QuestCore

/// Stops the build on any lesson error, so a broken lesson never reaches the site; warnings go into the report.
struct LintStep: BuildStep {
    let name = "Checking lessons"

    func headline(_ context: BuildContext) -> String {
        context.upToDate ? "\(name) (unchanged)" : "\(name) (\(context.course.lessons.count))"
    }

    func run(_ context: BuildContext) throws {
        guard !context.upToDate else { return }
        let course = context.course
        let extra = course.lessons.flatMap { lesson in context.lessonChecks.flatMap { $0.diagnostics(for: lesson, in: course) } }
        let diagnostics = (course.diagnostics + extra).sortedForDisplay()
        let errors = diagnostics.filter { $0.severity == .error }
        if let first = errors.first {
            let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
            throw SiteBuildError(step: name, file: first.location.file,
                                 message: "\(count) in the lessons; the site was not changed", diagnostics: diagnostics)
        }
        context.report.diagnostics = diagnostics
    }
}
