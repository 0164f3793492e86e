/// One lesson, as extracted from `Lessons/<slug>.md`. Every part keeps its Markdown and the line it starts on.
///
/// This is the contract every output reads (site, decks, grader) and the shape of `quest dump --format json`.
public struct Lesson: Hashable, Codable, Sendable {
    /// `lesson:` in the front matter; unique in the course.
    public var number: Int
    /// The file name without `.md`: lowercase letters, digits and hyphens.
    public var slug: String
    public var title: String
    public var summary: String?
    public var platform: String?
    /// The path of the lesson file as given to the parser (for diagnostics and links back to the source).
    public var file: String
    /// Everything before the first `##` heading (minus an optional `# Title` line), as Markdown.
    public var notes: String
    /// The line the notes start on.
    public var notesLine: Int
    /// `## New in …` sections.
    public var callouts: [Callout]
    /// `## Exercise` sections, each with its `quest-exercise` block.
    public var exercises: [Exercise]
    /// Items of `## After this lesson you should be able to answer`.
    public var questions: [Question]
    /// Links of `## Resources`.
    public var resources: [Resource]
    /// The `## Interview problem · Part N: Title` section, if the lesson has one.
    public var interview: InterviewProblem?
    /// Any other `##` sections, rendered as written, in source order.
    public var sections: [NotesSection]
    /// The `## Build along` part, if the lesson has one.
    public var tutorial: Tutorial?
    /// Every fenced code block in the file, in source order (including those inside other parts).
    public var codeBlocks: [CodeBlock]
    /// The ```quest-toolbar blocks, wherever they are, in source order.
    public var toolbarPictures: [ToolbarPicture] = []

    public init(
        number: Int, slug: String, title: String, summary: String? = nil, platform: String? = nil, file: String,
        notes: String = "", notesLine: Int = 1, callouts: [Callout] = [], exercises: [Exercise] = [],
        questions: [Question] = [], resources: [Resource] = [], interview: InterviewProblem? = nil,
        sections: [NotesSection] = [], codeBlocks: [CodeBlock] = [], tutorial: Tutorial? = nil
    ) {
        self.number = number
        self.slug = slug
        self.title = title
        self.summary = summary
        self.platform = platform
        self.file = file
        self.notes = notes
        self.notesLine = notesLine
        self.callouts = callouts
        self.exercises = exercises
        self.questions = questions
        self.resources = resources
        self.interview = interview
        self.sections = sections
        self.codeBlocks = codeBlocks
        self.tutorial = tutorial
    }
}

/// A `## New in …` callout.
public struct Callout: Hashable, Codable, Sendable {
    /// The heading text after `##`, e.g. `New in iOS 27`.
    public var title: String
    public var markdown: String
    public var line: Int

    public init(title: String, markdown: String, line: Int) {
        self.title = title
        self.markdown = markdown
        self.line = line
    }
}

/// Any `##` section that is not one of the named parts.
public struct NotesSection: Hashable, Codable, Sendable {
    public var title: String
    public var markdown: String
    public var line: Int

    public init(title: String, markdown: String, line: Int) {
        self.title = title
        self.markdown = markdown
        self.line = line
    }
}

/// A review question: its first paragraph is the prompt; any further blocks in the item are the author's answer.
public struct Question: Hashable, Codable, Sendable {
    /// Positional and stable under rewording: `q1`, `q2`, … (card GUIDs derive from it).
    public var id: String
    public var prompt: String
    /// The author's answer as Markdown, or nil when none is written.
    public var answer: String?
    public var line: Int

    public init(id: String, prompt: String, answer: String?, line: Int) {
        self.id = id
        self.prompt = prompt
        self.answer = answer
        self.line = line
    }
}

/// An entry of `## Resources`.
public struct Resource: Hashable, Codable, Sendable {
    public var title: String
    /// Nil when the item has no link (the seed's "Write the code").
    public var url: String?
    /// The item's text after its link (`— the reference for placements`), as plain text; nil when there is none.
    public var note: String?
    public var line: Int

    public init(title: String, url: String?, note: String? = nil, line: Int) {
        self.title = title
        self.url = url
        self.note = note
        self.line = line
    }
}

/// A fenced code block.
public struct CodeBlock: Hashable, Codable, Sendable {
    /// The first word of the info string (`swift`), empty when none.
    public var language: String
    /// The whole info string (`swift fragment`).
    public var info: String
    public var code: String
    /// The line of the opening fence. The block's first code line is `line + 1`.
    public var line: Int
    /// True for ```` ```swift fragment ````: not meant to compile on its own.
    public var fragment: Bool
    /// `file=ContentView.swift` in the info string: a build-along step's whole file, compiled with the learner's
    /// other files when the step is replayed (not on its own with the lesson's blocks).
    public var file: String?

    public init(language: String, info: String, code: String, line: Int, fragment: Bool, file: String? = nil) {
        self.language = language
        self.info = info
        self.code = code
        self.line = line
        self.fragment = fragment
        self.file = file
    }
}
