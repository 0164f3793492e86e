/// Splits a lesson's Markdown at its `##` headings and fills the lesson's parts, collecting diagnostics.
struct LessonBodyParser {
    let source: SourceText
    let file: String
    let document: MarkdownNode
    /// The first line after the front matter.
    let bodyStart: Int
    let exercises: ExerciseBlockParser
    var diagnostics: [Diagnostic] = []
    /// Every code block in the file, in order.
    let codeBlocks: [MarkdownNode]
    /// Opening-fence lines of the `quest-exercise` blocks some part has read.
    var consumedExerciseBlocks: Set<Int> = []

    init(source: SourceText, file: String, document: MarkdownNode, bodyStart: Int, exercises: ExerciseBlockParser) {
        self.source = source
        self.file = file
        self.document = document
        self.bodyStart = bodyStart
        self.exercises = exercises
        codeBlocks = CodeBlockCollector.collect(document)
    }

    mutating func fill(_ lesson: inout Lesson, frontMatterTitle: String?) {
        let blocks = document.children
        let sectionIndices = blocks.indices.filter { blocks[$0].headingLevel == 2 }
        let notesEnd = sectionIndices.first.map { blocks[$0].line - 1 } ?? source.lines.count
        readNotes(into: &lesson, blocks: blocks.prefix(sectionIndices.first ?? blocks.count), end: notesEnd, title: frontMatterTitle)
        var seenParts: [String: Int] = [:]
        for (position, index) in sectionIndices.enumerated() {
            let nextIndex = position + 1 < sectionIndices.count ? sectionIndices[position + 1] : blocks.count
            let end = nextIndex < blocks.count ? blocks[nextIndex].line - 1 : source.lines.count
            let heading = blocks[index]
            let section = LessonSection(
                heading: heading, title: heading.plainText.trimmingWhitespace, start: heading.endLine + 1, end: end,
                blocks: Array(blocks[(index + 1)..<nextIndex])
            )
            read(section, into: &lesson, seenParts: &seenParts)
        }
        lesson.codeBlocks = codeBlocks.compactMap(\.modelCodeBlock)
        lesson.toolbarPictures = toolbarPictures(exercises: lesson.exercises + [lesson.interview?.exercise].compactMap { $0 })
        reportStrayExerciseBlocks()
        reportDuplicateExerciseIDs(lesson)
        resolveTutorial(&lesson)
        reportUnclosedCodeBlocks()
        reportInaccessibleMarkdown()
    }

    private mutating func readNotes(into lesson: inout Lesson, blocks: ArraySlice<MarkdownNode>, end: Int, title: String?) {
        var start = bodyStart
        var notesBlocks = blocks
        if let first = blocks.first, first.headingLevel == 1 {
            let text = first.plainText.trimmingWhitespace
            if let title, text != title {
                warn(first.line, .titleMismatch, "the heading `# \(text)` differs from the front matter's title `\(title)`")
            }
            start = first.endLine + 1
            notesBlocks = notesBlocks.dropFirst()
        }
        lesson.notes = source.slice(start, end)
        lesson.notesLine = source.firstContentLine(start, end)
        reportStrayInterviewParts(in: notesBlocks)
    }

    private mutating func read(_ section: LessonSection, into lesson: inout Lesson, seenParts: inout [String: Int]) {
        switch PartHeading(section.title) {
        case .callout:
            lesson.callouts.append(Callout(title: section.title, markdown: source.slice(section.start, section.end), line: section.line))
            reportStrayInterviewParts(in: section.blocks)
        case .exercise(let title):
            if let exercise = exercise(in: section, title: title) { lesson.exercises.append(exercise) }
            reportStrayInterviewParts(in: section.blocks)
        case .questions:
            guard firstOccurrence("questions", of: section, seenParts: &seenParts) else { return }
            var reader = QuestionListReader(source: source, file: file)
            lesson.questions = reader.read(section)
            diagnostics += reader.diagnostics
        case .resources:
            guard firstOccurrence("resources", of: section, seenParts: &seenParts) else { return }
            lesson.resources = resources(in: section)
        case .interview(let part, let title):
            if part == nil {
                error(section.line, .interviewMissingPart,
                      "the interview heading needs a part number: `## Interview problem · Part <N>: <title>`")
            } else if title.isEmpty {
                error(section.line, .interviewMissingTitle,
                      "the interview heading needs a title after the part number: `## Interview problem · Part \(part ?? 1): <title>`")
            }
            guard firstOccurrence("interview", of: section, seenParts: &seenParts) else { return }
            let problem = interview(in: section, part: part ?? 0, title: title)
            if part != nil { lesson.interview = problem }
        case .tutorial:
            guard firstOccurrence("tutorial", of: section, seenParts: &seenParts) else { return }
            lesson.tutorial = tutorial(in: section)
        case .notes:
            if let suggestion = PartHeading.suggestion(forMisspelt: section.title) {
                warn(section.line, .misspeltPartHeading,
                     "`## \(section.title)` looks like a misspelt part heading; did you mean `\(suggestion)`? (it is read as a notes section)")
            }
            lesson.sections.append(NotesSection(title: section.title, markdown: source.slice(section.start, section.end), line: section.line))
            reportStrayInterviewParts(in: section.blocks)
        }
    }

    /// True the first time a part appears; a second `## Resources` (say) is an error and is not read.
    private mutating func firstOccurrence(_ part: String, of section: LessonSection, seenParts: inout [String: Int]) -> Bool {
        if let earlier = seenParts[part] {
            error(section.line, .duplicatePart, "`## \(section.title)` appears a second time (first at line \(earlier)); merge the two")
            return false
        }
        seenParts[part] = section.line
        return true
    }

    private mutating func resources(in section: LessonSection) -> [Resource] {
        let lists = section.blocks.filter(\.isList)
        if lists.isEmpty && !section.blocks.isEmpty {
            warn(section.line, .resourcesNotAList, "resources must be a bullet list of links (`- [Title](https://…)`); none were read")
        }
        return lists.flatMap(\.children).map { item in
            if let link = item.firstLink {
                return Resource(title: link.title, url: link.destination, note: item.textAfterFirstLink, line: item.line)
            }
            return Resource(title: item.plainText.trimmingWhitespace, url: nil, line: item.line)
        }
    }

    private mutating func reportStrayInterviewParts<Blocks: Sequence<MarkdownNode>>(in blocks: Blocks) {
        for block in blocks where block.headingLevel == 3 {
            let text = block.plainText.trimmingWhitespace
            if InterviewPart(heading: text) != nil {
                error(block.line, .interviewPartOutsideInterview,
                      "`### \(text)` belongs inside an `## Interview problem · Part <N>: <title>` section")
            }
        }
    }

    mutating func error(_ line: Int, _ code: DiagnosticCode, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: SourceLocation(file: file, line: line), code, message))
    }

    mutating func warn(_ line: Int, _ code: DiagnosticCode, _ message: String) {
        diagnostics.append(Diagnostic(.warning, at: SourceLocation(file: file, line: line), code, message))
    }
}
