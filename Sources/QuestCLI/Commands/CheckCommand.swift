import Foundation
import QuestCore
import QuestWatch
import QuestAnalyzer
public import QuestGrader

/// `quest check <lesson> [<dir>]`: grades the learner's code in a sandboxed harness and reports per check.
public struct CheckCommand: QuestCommand {
    public static let name = "check"
    public static let abstract = "Grade the exercises of a lesson: compile, run the checks sandboxed, report each one."
    public static let discussion = """
    Without --exercise, grades every exercise of the lesson whose entry type (ContentView, Router, …) is declared \
    in the folder. Learner code runs only in a sandboxed child process (time, CPU, memory, output and process \
    limits, a private filesystem, /tmp, PID and network namespaces, and a user of its own when quest runs as \
    root). Formats: text (default), json (Exercism's \
    test-runner results.json, version 3), junit and github (the text report, then GitHub Actions notices). After the \
    checks, an Advice section gives a mentor's comments on the code (Docs/analyzer.md), in every format; advice \
    never changes a verdict or the exit code, and --no-advice leaves it out.
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "every check passes (with --step N: every check step that tutorial steps 1…N turn green)",
        .failure: "a check fails, or the code crashed or hit a limit",
        .couldNotRun: "the code did not compile or could not be run (or no exercise's type is there, or the course's lessons cannot be found or read)",
    ]
    static let lessonArgument = CommonArguments.workspaceLessonArgument
    static let dirArgument = Positional<String?>("dir", help: "The folder with the learner's Swift files (default: .).")
    static let solutionOption = Option<String?>(
        "solution", value: "dir", help: "The folder to grade, instead of <dir> (e.g. Lessons/lesson22/solution)."
    )
    static let exerciseOption = Option<String?>("exercise", value: "id", help: "Grade only this exercise.")
    static let formatOption = Option(
        "format", default: ReportFormat.text, help: "text (default), json (Exercism results.json v3), junit or github."
    )
    static let outputOption = Option<String?>(
        "output", value: "file", help: "Write the report to a file instead of standard output."
    )
    static let lessonsOption = CommonArguments.workspaceLessonsOption
    static let picturesOption = Option<String?>(
        "pictures", value: "dir",
        help: "Also draw each toolbar exercise's toolbar, as the harness laid it out, into <exercise>-<device>.svg files there."
    )
    static let stepOption = Option<Int?>(
        "step", value: "N", help: "Grade only what build-along steps 1…N turn green, and say what comes next.",
        expected: "a positive number", parse: { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    )
    static let seedOption = CommonArguments.seedOption(
        "Use this seed for the checks' random probes (the report names each run's seed; default: a fresh one)."
    )
    static let watchFlag = Flag(
        "watch", help: "Grade again each time a Swift file of the folder is saved, until Ctrl-C (exit 0 then)."
    )
    static let pollFlag = Flag(
        "poll",
        help: "With --watch, look for saved files every \(PollingWatcher.defaultIntervalDescription) instead of waiting for change events (automatic on a Windows drive, Docker Desktop's file sharing and network shares)."
    )
    static let noAdviceFlag = Flag(
        "no-advice", help: "Leave out the Advice section (the analyzer's comments on the code; they never change a verdict)."
    )
    public static var arguments: [any CommandArgument] {
        [lessonArgument, dirArgument, solutionOption, exerciseOption, stepOption, formatOption, outputOption, lessonsOption, picturesOption, seedOption, watchFlag, pollFlag, noAdviceFlag]
    }

    /// The lesson as given, or the one the workspace's `.quest.json` names.
    public var lesson: String
    public var directory: String
    public var exercise: String?
    public var format: ReportFormat
    public var outputFile: String?
    public var lessons: String?
    public var watch: Bool
    /// `--poll`: `--watch` looks at the files every so often instead of waiting for change events.
    public var poll: Bool
    public var pictures: String?
    public var step: Int?
    /// The seed given with `--seed`, else nil: each grading draws a fresh one.
    public var seed: UInt64?
    /// `--no-advice`: the report without the analyzer's comments.
    public var noAdvice: Bool

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        if arguments[Self.dirArgument] != nil, arguments[Self.solutionOption] != nil {
            throw UsageError("give the folder to grade either as <dir> or as --solution, not both")
        }
        directory = arguments[Self.solutionOption] ?? arguments[Self.dirArgument] ?? "."
        lesson = try CommonArguments.workspaceLesson(arguments[Self.lessonArgument], in: directory)
        exercise = arguments[Self.exerciseOption]
        format = arguments[Self.formatOption]
        outputFile = arguments[Self.outputOption]
        lessons = arguments[Self.lessonsOption]
        pictures = arguments[Self.picturesOption]
        step = arguments[Self.stepOption]
        seed = arguments[Self.seedOption]
        if step != nil, exercise != nil { throw UsageError("--step grades the tutorial's exercises; leave out --exercise") }
        watch = arguments[Self.watchFlag]
        poll = arguments[Self.pollFlag]
        noAdvice = arguments[Self.noAdviceFlag]
        if watch, outputFile != nil {
            throw UsageError("--watch prints each report; it cannot be combined with --output")
        }
        if poll, !watch {
            throw UsageError("--poll says how --watch looks for saved files; use it with --watch")
        }
    }

    public func validate() throws(UsageError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError("no folder at '\(directory)'")
        }
    }

    public func run(_ context: CommandContext) -> ExitCode {
        // Where the report goes is checked before grading, so a typo in it does not cost the grading.
        if let outputFile, let problem = FileProblem.writing(outputFile) {
            context.errors.line("error: \(problem)")
            return .couldNotRun
        }
        return watch ? watchAndGrade(context) : gradeOnce(context)
    }

    /// `--watch`: grades, then grades again after each settled burst of saves of a Swift file (an editor's rename or
    /// double write is one change), until SIGINT or SIGTERM. Each report replaces the last on a terminal and is
    /// appended otherwise. Code that does not compile, or a file caught mid-save, is a report like any other.
    private func watchAndGrade(_ context: CommandContext) -> ExitCode {
        let watcher: any FolderWatcher
        let pollingBecause: String?
        do {
            (watcher, pollingBecause) = try makeFolderWatcher(folders: [URL(fileURLWithPath: directory)], polling: poll)
        } catch {
            context.errors.line("error: cannot watch \(directory): \(error)")
            return .couldNotRun
        }
        // Ignored, then handled on a queue: a grading under way finishes (its compiler and sandbox inherit the
        // ignored signal), and the loop ends before the next one.
        let stopSignals = StopSignals { watcher.stop() }
        defer { stopSignals.cancel() }
        let terminal = context.output is StandardStream && isatty(STDOUT_FILENO) == 1
        while true {
            if terminal { context.output.write("\u{1B}[2J\u{1B}[H") }
            let clock = ContinuousClock()
            let started = clock.now
            _ = gradeOnce(context)
            let elapsed = (clock.now - started).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            let how = pollingBecause.map { " by looking every \(PollingWatcher.defaultIntervalDescription), since \($0) (no change events)" } ?? ""
            context.output.line("Checked in \(String(format: "%.2f", seconds)) s. Watching \(directory) for saved Swift files\(how) (Ctrl-C stops).")
            if !terminal { context.output.line("") }
            while true {
                guard let change = watcher.nextChange(waitingAtMost: nil) else { return .success }
                if change.overflowed || change.paths.contains(where: { $0.hasSuffix(".swift") }) { break }
            }
        }
    }

    private func gradeOnce(_ context: CommandContext) -> ExitCode {
        let lessonsDirectory: String
        switch CourseLocator(given: lessons, lesson: lesson, command: Self.name).lessonsDirectory(workspaces: [directory]) {
        case .success(let found):
            lessonsDirectory = found
        case .failure(let notFound):
            context.errors.line("error: \(notFound)")
            return write(GradeReport(lesson: lesson, title: "", exercises: [], problem: notFound.description), context)
        }
        let lookup = LessonLookup(lesson: lesson)
        let problems = CapturedOutput()
        guard let found = lookup.find(in: lessonsDirectory, context: CommandContext(output: context.output, errors: problems)) else {
            context.errors.write(problems.text)
            return write(GradeReport(lesson: lesson, title: "", exercises: [], problem: Self.firstError(problems.text)), context)
        }
        context.errors.write(problems.text)
        if let step, let problem = TutorialProgress.problem(step: step, in: found.tutorial, lesson: found.slug) {
            context.errors.line("error: \(problem)")
            return .usage
        }
        var report: GradeReport
        var advice: [Advice] = []
        let progress = step.flatMap { step in found.tutorial.map { TutorialProgress(tutorial: $0, step: step) } }
        do {
            let workspace = try LearnerWorkspace.read(directory)
            var selected = try GradableExercises.selected(in: found, workspace: workspace, id: exercise)
            if let progress { selected = selected.filter { progress.tutorial.exerciseIDs.contains($0.exercise.id) } }
            var grader = try Grader.locate(glue: CheckGlue())
            grader.builds = BuildFolders()
            grader.seed = seed ?? ProbeSeed.fresh()
            let pictured = pictures == nil ? [] : ToolbarDrawings.exercises(in: found)
            let grades = grader.grade(selected, workspace: workspace, lessonFile: found.file, reportingToolbarsOf: pictured)
            report = GradeReport(lesson: found.slug, title: found.title, exercises: grades, tutorial: found.tutorial,
                                 seed: grader.seed)
            try ProgressBook.update(workspace: directory, lessonsDirectory: lessonsDirectory) { record, folder in
                record.record(grades, lesson: found.slug, workspace: folder)
            }
            if let pictures { try ToolbarDrawings.write(grades, of: found, to: pictures, context) }
            if !noAdvice { advice = LessonAdvice.advice(for: selected.map(\.exercise), workspace: workspace) }
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return write(GradeReport(lesson: found.slug, title: found.title, exercises: [], problem: "\(error)"), context)
        }
        guard let progress else { return write(report, context, advice: advice) }
        let graded = report.exercises
        report.exercises = progress.narrowed(graded)
        let code = write(report, context, advice: advice)
        let done = progress.unmet(graded).isEmpty && code == .success
        if format == .text && outputFile == nil { context.output.line(progress.summary(graded)) } else { context.errors.line(progress.summary(graded)) }
        return done ? .success : (code == .success ? .failure : code)
    }

    /// Writes the report (whatever happened: a report that says nothing could be graded is still a report, so
    /// machines reading `--format json` always get a results file) and returns the report's exit code.
    /// `advice` is said after the checks and never changes the exit code, which is the report's alone.
    private func write(_ report: GradeReport, _ context: CommandContext, advice: [Advice] = []) -> ExitCode {
        if report.problem != nil && format == .text && outputFile == nil { return .couldNotRun }
        let color = format == .text && outputFile == nil && context.output is StandardStream && isatty(STDOUT_FILENO) == 1
        let text = format.render(report, color: color, advice: advice, directory: directory)
        if let outputFile {
            do {
                try text.write(toFile: outputFile, atomically: true, encoding: .utf8)
            } catch {
                context.errors.line("error: \(FileProblem.sentence(for: error, path: outputFile))")
                return .couldNotRun
            }
        } else {
            context.output.write(text)
        }
        return ExitCode(rawValue: report.exitCode) ?? .failure
    }

    /// The first `error: …` line, without the prefix.
    private static func firstError(_ text: String) -> String {
        let line = text.split(separator: "\n").first { $0.hasPrefix("error: ") } ?? Substring(text)
        return String(line.hasPrefix("error: ") ? line.dropFirst("error: ".count) : line)
    }
}
