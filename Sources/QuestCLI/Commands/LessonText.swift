import QuestCore

/// `quest dump --format text`: the extracted lesson laid out for reading in a terminal, part by part, with lines.
enum LessonText {
    static func render(_ lesson: Lesson) -> String {
        var out: [String] = ["Lesson \(lesson.number): \(lesson.title)  [\(lesson.slug)]"]
        if let summary = lesson.summary { out.append("Summary: \(summary)") }
        if let platform = lesson.platform { out.append("Platform: \(platform)") }
        section("Notes (line \(lesson.notesLine))", lesson.notes, into: &out)
        for callout in lesson.callouts {
            section("\(callout.title) (line \(callout.line))", callout.markdown, into: &out)
        }
        for exercise in lesson.exercises {
            exerciseLines(exercise, into: &out)
        }
        if !lesson.questions.isEmpty {
            out.append("")
            out.append("Questions")
            for question in lesson.questions {
                out.append("  \(question.id) (line \(question.line)): \(question.prompt)")
                out.append(indent(question.answer.map { "answer: \($0)" } ?? "answer: (not written)", by: 6))
            }
        }
        if !lesson.resources.isEmpty {
            out.append("")
            out.append("Resources")
            for resource in lesson.resources {
                out.append("  - \(resource.title)" + (resource.url.map { " <\($0)>" } ?? " (no link)")
                    + (resource.note.map { " \($0)" } ?? "") + " (line \(resource.line))")
            }
        }
        for notes in lesson.sections {
            section("\(notes.title) (line \(notes.line))", notes.markdown, into: &out)
        }
        if let interview = lesson.interview {
            interviewLines(interview, into: &out)
        }
        if !lesson.codeBlocks.isEmpty {
            out.append("")
            out.append("Code blocks")
            for block in lesson.codeBlocks {
                let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
                out.append("  line \(block.line): \(block.info.isEmpty ? "(no language)" : block.info), \(count) lines")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private static func exerciseLines(_ exercise: Exercise, into out: inout [String]) {
        out.append("")
        out.append("\(exercise.title): \(exercise.id) (line \(exercise.line))")
        out.append("  entry: \(exercise.entry)")
        out.append("  checks: \(exercise.checks.joined(separator: ", "))")
        for (key, value) in [("starter", exercise.starter), ("solution", exercise.solution), ("mutants", exercise.mutants)] {
            if let value { out.append("  \(key): \(value)") }
        }
        if !exercise.prompt.isEmpty { out.append(indent(exercise.prompt, by: 2)) }
    }

    private static func interviewLines(_ interview: InterviewProblem, into out: inout [String]) {
        section("Interview problem · Part \(interview.part): \(interview.title) (line \(interview.line))", interview.prompt, into: &out)
        if let source = interview.source { section("  Where this comes from", source, into: &out) }
        if let answer = interview.answer { section("  Answer (\(interview.code.count) code blocks)", answer, into: &out) }
        if let exercise = interview.exercise {
            out.append("")
            out.append("  Exercise \(exercise.id) (line \(exercise.line)): entry \(exercise.entry), checks \(exercise.checks.joined(separator: ", "))")
        }
        if let listenFor = interview.listenFor { section("  What interviewers listen for", listenFor, into: &out) }
    }

    private static func section(_ title: String, _ markdown: String, into out: inout [String]) {
        out.append("")
        out.append(title)
        if !markdown.isEmpty { out.append(indent(markdown, by: 4)) }
    }

    private static func indent(_ text: String, by spaces: Int) -> String {
        let pad = String(repeating: " ", count: spaces)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }
            .joined(separator: "\n")
    }
}
