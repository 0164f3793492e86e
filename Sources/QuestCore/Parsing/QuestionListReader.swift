/// Reads `## After this lesson you should be able to answer`: each list item's first block is the question and
/// the rest of the item, as written, is the author's answer.
struct QuestionListReader {
    let source: SourceText
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(source: SourceText, file: String) {
        self.source = source
        self.file = file
    }

    mutating func read(_ section: LessonSection) -> [Question] {
        let lists = section.blocks.filter(\.isList)
        guard !lists.isEmpty else {
            report(.error, section.line, .questionsNotAList,
                   "the questions under this heading must be a bullet list, one `- ` item per question")
            return []
        }
        for block in section.blocks where !block.isList {
            report(.warning, block.line, .textOutsideList,
                   "only list items are questions; this text outside the list is not shown on any card")
        }
        var questions: [Question] = []
        for item in lists.flatMap(\.children) {
            guard let first = item.children.first else {
                report(.error, item.line, .emptyQuestion, "this list item is empty; write the question after `- `")
                continue
            }
            let indent = first.column - 1
            let prompt = source.slice(first.line, first.endLine, dedent: indent, firstColumn: first.column)
            var answer: String?
            if item.children.count > 1 {
                let text = source.slice(item.children[1].line, item.endLine, dedent: indent)
                answer = text.isEmpty ? nil : text
            }
            questions.append(Question(id: "q\(questions.count + 1)", prompt: prompt, answer: answer, line: item.line))
        }
        return questions
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ line: Int, _ code: DiagnosticCode, _ message: String) {
        diagnostics.append(Diagnostic(severity, at: SourceLocation(file: file, line: line), code, message))
    }
}
