/// The interview problem: its prompt, `###` sub-parts, answer code and optional exercise block.
extension LessonBodyParser {
    mutating func interview(in section: LessonSection, part: Int, title: String) -> InterviewProblem {
        var marks: [(part: InterviewPart, heading: MarkdownNode)] = []
        for block in section.blocks where block.headingLevel == 3 {
            let text = block.plainText.trimmingWhitespace
            if let subPart = InterviewPart(heading: text) {
                if let earlier = marks.first(where: { $0.part == subPart }) {
                    error(block.line, .duplicatePart,
                          "`### \(text)` appears a second time in this interview problem (first at line \(earlier.heading.line))")
                }
                marks.append((subPart, block))
            } else if let suggestion = InterviewPart.suggestion(forMisspelt: text) {
                warn(block.line, .misspeltPartHeading,
                     "`### \(text)` looks like a misspelt interview part; did you mean `\(suggestion)`?")
            }
        }
        let promptEnd = marks.first.map { $0.heading.line - 1 } ?? section.end
        var problem = InterviewProblem(
            part: part, title: title, prompt: source.slice(section.start, promptEnd), line: section.line
        )
        for (position, mark) in marks.enumerated() {
            let start = mark.heading.endLine + 1
            let end = position + 1 < marks.count ? marks[position + 1].heading.line - 1 : section.end
            let text = source.slice(start, end)
            switch mark.part {
            case .source where problem.source == nil:
                problem.source = text.isEmpty ? nil : text
            case .listenFor where problem.listenFor == nil:
                problem.listenFor = text.isEmpty ? nil : text
            case .answer where problem.answer == nil:
                readAnswer(start...max(start, end), into: &problem)
            default:
                break
            }
        }
        return problem
    }

    mutating func readAnswer(_ lines: ClosedRange<Int>, into problem: inout InterviewProblem) {
        let blocks = exerciseBlocks(in: lines)
        for extra in blocks.dropFirst() {
            error(extra.line, .extraExerciseBlock, "an interview answer holds at most one ```quest-exercise block")
        }
        let removed = blocks.first.map { $0.line...$0.endLine }
        let answer = source.slice(lines.lowerBound, lines.upperBound, removing: removed)
        problem.answer = answer.isEmpty ? nil : answer
        problem.code = codeBlocks.filter { lines.contains($0.line) && !$0.isExerciseBlock }.compactMap(\.modelCodeBlock)
        if let block = blocks.first {
            let title = problem.title.isEmpty ? "Interview problem" : problem.title
            problem.exercise = exercises.parse(block, title: title, prompt: problem.prompt, diagnostics: &diagnostics)
        }
    }
}
