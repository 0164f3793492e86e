public import QuestProtocol
import Foundation
public import QuestCore
import QuestHTML

/// The hints for one failing step, in the order `quest hint` gives them: the check's own hint, then the part of the
/// lesson that teaches it, then (only when asked a third time) the lines of the reference solution that the
/// learner's file lacks.
public struct HintLadder: Sendable {
    /// How many hints a step has.
    public static let steps = 3

    /// One hint, ready to print.
    public struct Hint: Hashable, Sendable {
        /// 1-based: which of the `steps` hints this is.
        public var number: Int
        /// What the hint is about (`the lesson notes`, `the solution's ContentView.swift`).
        public var title: String
        public var lines: [String]
    }

    public var lesson: Lesson
    public var exercise: Exercise
    /// The lessons folder, for the solution's files.
    public var lessonsDirectory: String
    /// The learner's workspace folder.
    public var workspace: String

    public init(lesson: Lesson, exercise: Exercise, lessonsDirectory: String, workspace: String) {
        self.lesson = lesson
        self.exercise = exercise
        self.lessonsDirectory = lessonsDirectory
        self.workspace = workspace
    }

    /// Hint `number` (1…`steps`; larger numbers give the last one again) for `step`.
    public func hint(_ number: Int, for step: CheckResult) -> Hint {
        switch min(max(number, 1), Self.steps) {
        case 1: checkHint(step)
        case 2: sectionHint(step)
        default: solutionHint(step)
        }
    }

    private func checkHint(_ step: CheckResult) -> Hint {
        var lines = [step.name]
        if !step.hint.isEmpty { lines.append("Try this: \(step.hint)") }
        if !step.expected.isEmpty { lines.append("Expected: \(step.expected)") }
        if !step.actual.isEmpty { lines.append("Your code: \(step.actual)") }
        if let location = step.location { lines.append("Where: \(location)") }
        return Hint(number: 1, title: "the check (\(step.check))", lines: lines)
    }

    /// The lesson part whose anchor the step names (`#notes`, `#new-in-ios-27`, a section's heading), else the
    /// exercise's own text.
    private func sectionHint(_ step: CheckResult) -> Hint {
        let anchor = step.section.hasPrefix("#") ? String(step.section.dropFirst()) : step.section
        let (title, markdown) = part(anchor: anchor)
        let page = sitePage + (anchor.isEmpty ? "" : "#\(anchor)")
        var lines = ["Read “\(title)” again (\(page)):", ""]
        let text = LineDiff.lines(of: markdown.trimmingCharacters(in: .whitespacesAndNewlines))
        lines += text.prefix(Self.sectionLines).map { "  " + $0 }
        if text.count > Self.sectionLines { lines.append("  …") }
        return Hint(number: 2, title: title, lines: lines)
    }

    /// The lesson's page in the course's `Site/` (beside its lessons folder), as the learner in the workspace would
    /// open it: relative to the workspace when the course is near, else absolute.
    var sitePage: String {
        let course = URL(fileURLWithPath: lessonsDirectory).standardizedFileURL.deletingLastPathComponent()
        let page = course.appendingPathComponent("Site/\(lesson.slug)/index.html").path
        return RelativePath.display(page, from: URL(fileURLWithPath: workspace).standardizedFileURL.path)
    }

    /// At most this many lines of a lesson part are shown.
    static let sectionLines = 18
    /// At most this many solution lines are shown.
    static let solutionLines = 24

    private func part(anchor: String) -> (title: String, markdown: String) {
        if anchor == "notes" { return ("the lesson notes", lesson.notes) }
        if anchor == "interview", let interview = lesson.interview {
            return ("Interview problem · Part \(interview.part): \(interview.title)", interview.prompt + "\n\n" + (interview.answer ?? ""))
        }
        if let callout = lesson.callouts.first(where: { HeadingAnchors.slug($0.title) == anchor }) {
            return (callout.title, callout.markdown)
        }
        if let section = lesson.sections.first(where: { HeadingAnchors.slug($0.title) == anchor }) {
            return (section.title, section.markdown)
        }
        if !anchor.isEmpty, let heading = heading(anchor: anchor) { return heading }
        return (exercise.title == "Exercise" ? "the exercise" : "Exercise: \(exercise.title)", exercise.prompt)
    }

    /// A heading inside a part (`### Sheets` is `#sheets`, as the page's ids are made), with what is under it up to
    /// the next heading of its level or above.
    private func heading(anchor: String) -> (title: String, markdown: String)? {
        let interview = [lesson.interview?.prompt, lesson.interview?.answer].compactMap { $0 }
        let parts = [lesson.notes] + lesson.callouts.map(\.markdown) + lesson.sections.map(\.markdown)
            + lesson.exercises.map(\.prompt) + interview
        for markdown in parts {
            let lines = LineDiff.lines(of: markdown)
            var inFence = false
            var headings: [(index: Int, level: Int, title: String)] = []
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
                guard !inFence, let match = line.wholeMatch(of: #/(#{1,6})[ \t]+(.*?)[ \t#]*/#) else { continue }
                headings.append((index, match.1.count, String(match.2)))
            }
            guard let found = headings.first(where: { HeadingAnchors.slug($0.title) == anchor }) else { continue }
            let end = headings.first { $0.index > found.index && $0.level <= found.level }?.index ?? lines.count
            return (found.title, lines[(found.index + 1)..<end].joined(separator: "\n"))
        }
        return nil
    }

    /// The lines of the solution's file that the learner's file of the same name lacks (all of it when the learner
    /// has no such file), numbered as in the solution.
    private func solutionHint(_ step: CheckResult) -> Hint {
        guard let solution = exercise.solution.map({ LearnerFiles.join(lessonsDirectory, $0) }),
              let file = solutionFile(for: step, in: solution),
              let text = try? String(contentsOfFile: LearnerFiles.join(solution, file), encoding: .utf8)
        else {
            return Hint(number: 3, title: "the solution", lines: ["This exercise has no reference solution to show."])
        }
        let solutionLines = LineDiff.lines(of: text)
        // The learner's file is read without following a link (a link to the solution would show nothing to add).
        let learnerText = (try? WorkspaceFiles.text(of: file, in: workspace)) ?? nil
        let learnerLines = learnerText.map(LineDiff.lines(of:)) ?? []
        let shown = LineDiff.insertedLines(from: learnerLines, to: solutionLines).sorted()
        var lines = ["The reference solution's \(file) has these lines that yours does not:", ""]
        if shown.isEmpty { lines = ["Your \(file) already has every line of the solution's; look at the other files."] }
        let width = String(solutionLines.count).count
        var previous: Int?
        for index in shown.prefix(Self.solutionLines) {
            if let previous, index > previous + 1 { lines.append(String(repeating: " ", count: width + 2) + "…") }
            let number = String(index + 1)
            lines.append(String(repeating: " ", count: width - number.count) + number + " | " + solutionLines[index])
            previous = index
        }
        if shown.count > Self.solutionLines { lines.append("(\(shown.count - Self.solutionLines) more lines in \(file))") }
        return Hint(number: 3, title: "the solution's \(file)", lines: lines)
    }

    /// The step's file when the solution has it, else the file that declares the exercise's entry type.
    private func solutionFile(for step: CheckResult, in solution: String) -> String? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: solution)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        if let file = step.file.map(LearnerFiles.lastComponent), names.contains(file) { return file }
        let declaration = try? Regex("(struct|class|enum|actor)\\s+\(exercise.entry)\\b")
        return names.first { name in
            guard let declaration, let text = try? String(contentsOfFile: LearnerFiles.join(solution, name), encoding: .utf8)
            else { return false }
            return text.contains(declaration)
        } ?? names.first
    }
}
