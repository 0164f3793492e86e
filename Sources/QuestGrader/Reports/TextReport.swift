import QuestProtocol
import QuestCore

/// The report people read: each exercise, each check's steps with ✓ or ✗, what was expected and what happened,
/// the learner's `file:line`, the toolbar picture, the seed of the probes, and a score. Every text that is not
/// quest's own goes through `VisibleText` (`shown(_:)`), so nothing the learner's program produced can move the
/// terminal's cursor, paint, or start a line of its own.
public struct TextReport: Sendable {
    /// ANSI colour (only when writing to a terminal).
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    public func render(_ report: GradeReport) -> String {
        var lines = ["quest check \(shown(report.lesson))" + (report.title.isEmpty ? "" : ": \(shown(report.title))")]
        if let seedNote = report.seedNote { lines.append(seedNote) }
        if let problem = report.problem {
            lines.append("")
            lines.append(paint("✗", .red) + " nothing was graded: \(shown(problem))")
        }
        for grade in report.exercises {
            lines.append("")
            lines += render(grade, tutorial: report.tutorial, lesson: report.lesson)
        }
        let unavailable = Set(report.exercises.flatMap(\.unavailable)).sorted()
        if !unavailable.isEmpty {
            lines.append("")
            lines.append("note: the sandbox ran without: " + shown(unavailable.joined(separator: "; ")))
        }
        let score = report.score
        lines.append("")
        lines.append(paint("Score: \(score.passed)/\(score.total) checks passed", score.passed == score.total ? .green : .red))
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ grade: ExerciseGrade, tutorial: Tutorial?, lesson: String) -> [String] {
        let verdict = grade.outcome == .passed ? paint("passed", .green) : paint(grade.outcome.rawValue, .red)
        var lines = ["\(shown(grade.exerciseID)) (\(shown(grade.entry))): \(verdict)"]
        for check in grade.checks {
            let results = grade.results.filter { $0.check == check }
            guard !results.isEmpty else { continue }
            lines.append("  \(shown(check))")
            var pictures: [String] = []
            for result in results {
                lines += render(result)
                if result.status != .pass, let step = tutorial?.step(claiming: result.check, name: result.name) {
                    lines.append("        tutorial: \(shown(step.heading)) (quest check \(shown(lesson)) --step \(step.number))")
                }
                if let picture = result.picture, !pictures.contains(picture) { pictures.append(picture) }
            }
            for picture in pictures {
                lines += VisibleText.lines(picture).map { "      " + $0 }
            }
        }
        if !grade.contractProblems.isEmpty {
            lines += grade.contractProblems.map { "  " + paint("✗", .red) + " " + shown($0) }
        }
        if grade.outcome == .didNotCompile {
            for diagnostic in grade.diagnostics where grade.contractProblems.isEmpty || diagnostic.inLearnerFile {
                lines += VisibleText.lines(diagnostic.description).map { "  " + $0 }
            }
            if !grade.contractProblems.isEmpty {
                let compilerSaid = grade.diagnostics.filter { !$0.inLearnerFile && $0.isError }.map(\.message)
                if !compilerSaid.isEmpty { lines.append("  (the compiler said: \(shown(compilerSaid.joined(separator: "; "))))") }
            }
        } else if let message = grade.message {
            lines.append("  " + paint("✗", .red) + " " + shown(message))
            let printed = grade.printedOutput
            if !printed.isEmpty {
                lines.append("  output:")
                lines += VisibleText.lines(printed).map { "    " + $0 }
            }
        }
        return lines
    }

    private func render(_ result: CheckResult) -> [String] {
        if result.status == .pass {
            var lines = ["    " + paint("✓", .green) + " " + shown(result.name)]
            // A pass with a hint is advice: something that works but could be better (accents, for example).
            if !result.hint.isEmpty {
                let hint = result.hint
                let advice = hint.hasPrefix("Advice: ") ? String(hint.dropFirst("Advice: ".count)) : hint
                lines.append("        advice: \(shown(advice))")
                if !result.expected.isEmpty { lines.append("        expected: \(shown(result.expected))") }
                if !result.actual.isEmpty { lines.append("        actual:   \(shown(result.actual))") }
            }
            return lines
        }
        var lines = ["    " + paint("✗", .red) + " " + shown(result.name)]
        if !result.expected.isEmpty { lines.append("        expected: \(shown(result.expected))") }
        if !result.actual.isEmpty { lines.append("        actual:   \(shown(result.actual))") }
        if let location = result.location { lines.append("        at \(shown(location))") }
        if !result.hint.isEmpty {
            let section = result.section.isEmpty ? "" : " (lesson section \(shown(result.section)))"
            lines.append("        hint: \(shown(result.hint))" + section)
        }
        return lines
    }

    /// Text from outside quest on one line of the report.
    private func shown(_ text: some StringProtocol) -> String {
        VisibleText.line(text)
    }

    private enum Paint: String {
        case green = "32"
        case red = "31"
    }

    private func paint(_ text: String, _ paint: Paint) -> String {
        color ? "\u{1B}[\(paint.rawValue)m\(text)\u{1B}[0m" : text
    }
}
