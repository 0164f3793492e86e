import Foundation
import QuestAnalyzer
import QuestCore
import QuestGrader

/// `quest analyze [<dir>]`: the analyzer's advice on a folder of Swift files, for people (text) or as Exercism's
/// analyzer output (`analysis.json` and `tags.json`). A thin command over `QuestAnalyzer` and `LessonAdvice`.
public struct AnalyzeCommand: QuestCommand {
    public static let name = "analyze"
    public static let abstract = "Comment on SwiftUI code as a mentor would (advice only: nothing is compiled or graded)."
    public static let discussion = """
    Reads every Swift file of the folder with the toolchain's parser and prints the analyzer's advice, each comment \
    typed essential, actionable, informative or celebratory (Docs/analyzer.md lists the rules). With --exercise, the \
    exercise's (or the lesson's) `advice:` tuning applies. --format exercism writes Exercism's analyzer output, \
    analysis.json and tags.json, into the --output folder (Scripts/exercism/analyze.sh wraps it).
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the code was analyzed (advice never fails it)",
        .couldNotRun: "the folder, the lessons or the output folder could not be read or written",
    ]

    /// What `--format` writes.
    public enum Format: String, CaseIterable, Sendable {
        case text
        case exercism
    }

    static let dirArgument = Positional("dir", default: ".", help: "The folder with the Swift files (default: .).")
    static let exerciseOption = Option<String?>(
        "exercise", value: "id", help: "Apply this exercise's advice tuning (an exercise id, or a lesson slug for all its exercises)."
    )
    static let lessonsOption = CommonArguments.lessonsOption
    static let formatOption = Option("format", default: Format.text, help: "text (default) or exercism (analysis.json and tags.json).")
    static let outputOption = Option<String?>("output", value: "dir", help: "With --format exercism: the folder to write into (default: <dir>).")
    static let rulesFlag = Flag("rules", help: "List the rules (id, kind, where the course teaches it, what it looks for) and stop.")
    public static var arguments: [any CommandArgument] {
        [dirArgument, exerciseOption, lessonsOption, formatOption, outputOption, rulesFlag]
    }

    public var directory: String
    public var exercise: String?
    public var lessons: String
    public var format: Format
    public var output: String?
    public var listRules: Bool

    public init(_ arguments: ParsedArguments) throws(UsageError) {
        directory = arguments[Self.dirArgument]
        exercise = arguments[Self.exerciseOption]
        lessons = arguments[Self.lessonsOption]
        format = arguments[Self.formatOption]
        output = arguments[Self.outputOption]
        listRules = arguments[Self.rulesFlag]
        if output != nil, format != .exercism { throw UsageError("--output is for --format exercism") }
    }

    public func run(_ context: CommandContext) -> ExitCode {
        if listRules {
            for rule in Analyzer.rules {
                context.output.line("\(rule.id)  \(rule.kind.rawValue)  \(rule.section?.description ?? "-")  \(rule.summary)")
            }
            return .success
        }
        var exercises: [Exercise] = []
        if let exercise {
            guard let course = LessonsFolder.load(lessons, context) else { return .couldNotRun }
            let all = course.lessons.flatMap { lesson in GradableExercises.all(in: lesson).map { (lesson, $0.exercise) } }
            exercises = all.filter { $0.0.slug == exercise || $0.1.id == exercise }.map(\.1)
            guard !exercises.isEmpty else {
                context.errors.line("error: no lesson or exercise '\(exercise)' in \(lessons)")
                return .couldNotRun
            }
        }
        let workspace: LearnerWorkspace
        do {
            workspace = try LearnerWorkspace.read(directory)
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error, path: directory))")
            return .couldNotRun
        }
        let advice = LessonAdvice.advice(for: exercises, workspace: workspace)
        switch format {
        case .text:
            context.output.write(AdviceText.render(advice).drop { $0 == "\n" } + "")
            context.output.line(ExercismAnalysis(advice: advice, tags: []).summary)
            return .success
        case .exercism:
            let files = workspace.sources.map { (path: $0.path, text: $0.text) }
            let analysis = ExercismAnalysis(advice: advice, tags: Analyzer().tags(files: files))
            let folder = output ?? directory
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try analysis.analysisJSON.write(toFile: folder + "/analysis.json", atomically: true, encoding: .utf8)
                try analysis.tagsJSON.write(toFile: folder + "/tags.json", atomically: true, encoding: .utf8)
            } catch {
                context.errors.line("error: \(FileProblem.sentence(for: error, path: folder))")
                return .couldNotRun
            }
            return .success
        }
    }
}
