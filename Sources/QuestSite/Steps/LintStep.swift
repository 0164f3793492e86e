import Dispatch
import QuestCore
import Synchronization

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
        var checked: [(name: String, lesson: Lesson)] = []
        for outline in loaded.outlines {
            guard loaded.newOutlines.contains(outline.name), let lesson = loaded.lessons[outline.slug] else {
                found[outline.name] = outline.checkDiagnostics
                continue
            }
            checked.append((outline.name, lesson))
        }
        // The lessons read now are checked on all cores (a clean build of 500 lessons spent 0.9 s here on one); each
        // lesson's findings go to its own slot, so the result is the same in any order.
        let checks = lessonChecks
        let lessons = checked
        let slots = Mutex<[[Diagnostic]]>(Array(repeating: [], count: checked.count))
        DispatchQueue.concurrentPerform(iterations: checked.count) { index in
            let diagnostics = checks.flatMap { $0.diagnostics(for: lessons[index].lesson, in: course) }
            slots.withLock { $0[index] = diagnostics }
        }
        for (lesson, diagnostics) in zip(checked, slots.withLock { $0 }) { found[lesson.name] = diagnostics }
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
