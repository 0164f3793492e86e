import Foundation

/// `quest dump --format json`: the extracted lesson as pretty JSON with sorted keys, explicit nulls for absent
/// optional parts, and no machine-specific paths, so the same lesson always gives the same bytes.
public enum LessonJSON {
    /// The JSON text of `lesson`, ending in a newline.
    public static func encode(_ lesson: Lesson) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail; the fallback only satisfies the type checker.
        guard let data = try? encoder.encode(LessonRecord(lesson)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

/// The dump's shape. Optional values are encoded with `encode` (not `encodeIfPresent`), so they appear as `null`.
private struct LessonRecord: Encodable {
    let lesson: Lesson

    init(_ lesson: Lesson) { self.lesson = lesson }

    enum Keys: String, CodingKey {
        case number, slug, title, summary, platform, notes, notesLine, callouts, exercises, questions, resources
        case interview, sections, codeBlocks, tutorial, toolbarPictures
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(lesson.number, forKey: .number)
        try container.encode(lesson.slug, forKey: .slug)
        try container.encode(lesson.title, forKey: .title)
        try container.encode(lesson.summary, forKey: .summary)
        try container.encode(lesson.platform, forKey: .platform)
        try container.encode(lesson.notes, forKey: .notes)
        try container.encode(lesson.notesLine, forKey: .notesLine)
        try container.encode(lesson.callouts.map { TitledMarkdown(title: $0.title, markdown: $0.markdown, line: $0.line) }, forKey: .callouts)
        try container.encode(lesson.exercises.map(ExerciseRecord.init), forKey: .exercises)
        try container.encode(lesson.questions.map(QuestionRecord.init), forKey: .questions)
        try container.encode(lesson.resources.map(ResourceRecord.init), forKey: .resources)
        try container.encode(lesson.interview.map(InterviewRecord.init), forKey: .interview)
        try container.encode(lesson.sections.map { TitledMarkdown(title: $0.title, markdown: $0.markdown, line: $0.line) }, forKey: .sections)
        try container.encode(lesson.codeBlocks.map { CodeRecord(block: $0) }, forKey: .codeBlocks)
        try container.encode(lesson.tutorial, forKey: .tutorial)
        try container.encode(lesson.toolbarPictures, forKey: .toolbarPictures)
    }
}

private struct TitledMarkdown: Encodable {
    let title: String
    let markdown: String
    let line: Int
}

private struct ExerciseRecord: Encodable {
    let exercise: Exercise

    init(_ exercise: Exercise) { self.exercise = exercise }

    enum Keys: String, CodingKey { case id, title, prompt, entry, checks, starter, solution, mutants, line }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(exercise.id, forKey: .id)
        try container.encode(exercise.title, forKey: .title)
        try container.encode(exercise.prompt, forKey: .prompt)
        try container.encode(exercise.entry, forKey: .entry)
        try container.encode(exercise.checks, forKey: .checks)
        try container.encode(exercise.starter, forKey: .starter)
        try container.encode(exercise.solution, forKey: .solution)
        try container.encode(exercise.mutants, forKey: .mutants)
        try container.encode(exercise.line, forKey: .line)
    }
}

private struct QuestionRecord: Encodable {
    let question: Question

    init(_ question: Question) { self.question = question }

    enum Keys: String, CodingKey { case id, prompt, answer, line }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(question.id, forKey: .id)
        try container.encode(question.prompt, forKey: .prompt)
        try container.encode(question.answer, forKey: .answer)
        try container.encode(question.line, forKey: .line)
    }
}

private struct ResourceRecord: Encodable {
    let resource: Resource

    init(_ resource: Resource) { self.resource = resource }

    enum Keys: String, CodingKey { case title, url, note, line }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(resource.title, forKey: .title)
        try container.encode(resource.url, forKey: .url)
        try container.encode(resource.note, forKey: .note)
        try container.encode(resource.line, forKey: .line)
    }
}

private struct InterviewRecord: Encodable {
    let problem: InterviewProblem

    init(_ problem: InterviewProblem) { self.problem = problem }

    enum Keys: String, CodingKey { case part, title, prompt, source, answer, code, listenFor, exercise, line }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(problem.part, forKey: .part)
        try container.encode(problem.title, forKey: .title)
        try container.encode(problem.prompt, forKey: .prompt)
        try container.encode(problem.source, forKey: .source)
        try container.encode(problem.answer, forKey: .answer)
        try container.encode(problem.code.map { CodeRecord(block: $0) }, forKey: .code)
        try container.encode(problem.listenFor, forKey: .listenFor)
        try container.encode(problem.exercise.map(ExerciseRecord.init), forKey: .exercise)
        try container.encode(problem.line, forKey: .line)
    }
}

private struct CodeRecord: Encodable {
    let block: CodeBlock

    enum Keys: String, CodingKey { case language, info, code, line, fragment, file }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(block.language, forKey: .language)
        try container.encode(block.info, forKey: .info)
        try container.encode(block.code, forKey: .code)
        try container.encode(block.line, forKey: .line)
        try container.encode(block.fragment, forKey: .fragment)
        try container.encode(block.file, forKey: .file)
    }
}
