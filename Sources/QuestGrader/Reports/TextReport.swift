import QuestCore

/// The report people read: each exercise, each check's steps with ✓ or ✗, what was expected and what happened,
/// the learner's `file:line`, the toolbar picture, and a score.
public struct TextReport: Sendable {
    /// ANSI colour (only when writing to a terminal).
    public var color: Bool

    public init(color: Bool = false) { self.color = color }

    public func render(_ report: GradeReport) -> String {
        var lines = ["quest check \(report.lesson)" + (report.title.isEmpty ? "" : ": \(report.title)")]
        if let problem = report.problem {
            lines.append("")
            lines.append(paint("✗", .red) + " nothing was graded: \(problem)")
        }
        for grade in report.exercises {
            lines.append("")
            lines += render(grade, tutorial: report.tutorial, lesson: report.lesson)
        }
        let unavailable = Set(report.exercises.flatMap(\.unavailable)).sorted()
        if !unavailable.isEmpty {
            lines.append("")
            lines.append("note: the sandbox ran without: " + unavailable.joined(separator: "; "))
        }
        let score = report.score
        lines.append("")
        lines.append(paint("Score: \(score.passed)/\(score.total) checks passed", score.passed == score.total ? .green : .red))
        return lines.joined(separator: "\n") + "\n"
    }

    private func render(_ grade: ExerciseGrade, tutorial: Tutorial?, lesson: String) -> [String] {
        let verdict = grade.outcome == .passed ? paint("passed", .green) : paint(grade.outcome.rawValue, .red)
        var lines = ["\(grade.exerciseID) (\(grade.entry)): \(verdict)"]
        for check in grade.checks {
            let results = grade.results.filter { $0.check == check }
            guard !results.isEmpty else { continue }
            lines.append("  \(check)")
            var pictures: [String] = []
            for result in results {
                lines += render(result)
                if result.status != .pass, let step = tutorial?.step(claiming: result.check, name: result.name) {
                    lines.append("        tutorial: \(step.heading) (quest check \(lesson) --step \(step.number))")
                }
                if let picture = result.picture, !pictures.contains(picture) { pictures.append(picture) }
            }
            for picture in pictures {
                lines += picture.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }
            }
        }
        if !grade.contractProblems.isEmpty {
            lines += grade.contractProblems.map { "  " + paint("✗", .red) + " " + $0 }
        }
        if grade.outcome == .didNotCompile {
            for diagnostic in grade.diagnostics where grade.contractProblems.isEmpty || diagnostic.inLearnerFile {
                lines += diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
            if !grade.contractProblems.isEmpty {
                let compilerSaid = grade.diagnostics.filter { !$0.inLearnerFile && $0.isError }.map(\.message)
                if !compilerSaid.isEmpty { lines.append("  (the compiler said: \(compilerSaid.joined(separator: "; ")))") }
            }
        } else if let message = grade.message {
            lines.append("  " + paint("✗", .red) + " " + message)
            let printed = grade.printedOutput
            if !printed.isEmpty {
                lines.append("  output:")
                lines += printed.split(separator: "\n").map { "    " + $0 }
            }
        }
        return lines
    }

    private func render(_ result: CheckResult) -> [String] {
        if result.status == .pass {
            var lines = ["    " + paint("✓", .green) + " " + result.name]
            // A pass with a hint is advice: something that works but could be better (accents, for example).
            if let hint = result.hint, !hint.isEmpty {
                let advice = hint.hasPrefix("Advice: ") ? String(hint.dropFirst("Advice: ".count)) : hint
                lines.append("        advice: \(advice)")
                if let expected = result.expected, !expected.isEmpty { lines.append("        expected: \(expected)") }
                if let actual = result.actual, !actual.isEmpty { lines.append("        actual:   \(actual)") }
            }
            return lines
        }
        var lines = ["    " + paint("✗", .red) + " " + result.name]
        if let expected = result.expected, !expected.isEmpty { lines.append("        expected: \(expected)") }
        if let actual = result.actual, !actual.isEmpty { lines.append("        actual:   \(actual)") }
        if let location = result.location { lines.append("        at \(location)") }
        if let hint = result.hint, !hint.isEmpty {
            lines.append("        hint: \(hint)" + (result.section.map { " (lesson section \($0))" } ?? ""))
        }
        return lines
    }

    private enum Paint: String {
        case green = "32"
        case red = "31"
    }

    private func paint(_ text: String, _ paint: Paint) -> String {
        color ? "\u{1B}[\(paint.rawValue)m\(text)\u{1B}[0m" : text
    }
}
