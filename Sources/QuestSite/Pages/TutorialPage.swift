public import QuestCore
import QuestHTML
import QuestMustache

/// The values of `tutorial.mustache`: a lesson's build-along steps, each with its prose, its files highlighted with
/// the lines the step adds marked, what the learner should see pass, and the command that proves it.
public struct TutorialPage: Encodable, Sendable {
    struct Header: Encodable, Sendable {
        var number: Int
        var slug: String
        var title: String
    }

    struct FileView: Encodable, Sendable {
        var path: String
        /// Highlighted lines, each a `<span class="line">`, added ones `<ins class="line line-added">`.
        var codeHTML: String
        /// `new file`, or `2 lines added or changed (marked)`.
        var note: String
    }

    struct StepView: Encodable, Sendable {
        var anchor: String
        var number: Int
        var title: String
        var proseHTML: String
        var files: [FileView]
        var claims: [String]
        var checkCommand: String
    }

    var root = "../"
    var site: SiteValues
    /// The page's absolute address, when the site has a base URL.
    var canonicalURL: String?
    var lesson: Header
    var introHTML: String
    var steps: [StepView]
    var stepCount: Int
    var startCommand: String

    /// The tutorial page of `lesson`; `starter` holds the starter's files (path → text), the state before step 1.
    public init(lesson: Lesson, tutorial: Tutorial, starter: [String: String], site: SiteValues) {
        self.site = site
        self.lesson = Header(number: lesson.number, slug: lesson.slug, title: lesson.title)
        var renderer = MarkdownHTMLRenderer(anchors: HeadingAnchors(reserved: Set(tutorial.steps.map { "step-\($0.number)" })))
        func html(_ markdown: String) -> String { renderer.render(MarkdownParser.parse(markdown, smartPunctuation: true)) }
        introHTML = html(tutorial.intro)
        stepCount = tutorial.steps.count
        startCommand = "quest start \(lesson.slug)"
        var before = starter
        steps = tutorial.steps.map { step in
            let files = step.files.map { file in
                let previous = before[file.path]
                let added = LineDiff.insertedLines(from: LineDiff.lines(of: previous ?? ""), to: LineDiff.lines(of: file.code))
                let note = previous == nil ? "new file"
                    : "\(added.count) line\(added.count == 1 ? "" : "s") added or changed (marked)"
                return FileView(path: file.path, codeHTML: Self.markedHTML(file.code, added: added), note: note)
            }
            for file in step.files { before[file.path] = file.code }
            return StepView(
                anchor: "step-\(step.number)", number: step.number, title: step.title, proseHTML: html(step.prose),
                files: files, claims: step.claims.map(\.text), checkCommand: "quest check \(lesson.slug) --step \(step.number)"
            )
        }
    }

    /// The highlighted code, one `<span class="line">` per line (added lines `<ins class="line line-added">`); a span
    /// that runs over a line break (a multi-line string or comment) is closed at the end of each line and reopened on
    /// the next, so every line is well-formed HTML on its own.
    static func markedHTML(_ code: String, added: Set<Int>) -> String {
        let highlighted = SwiftHighlighter.highlight(code.hasSuffix("\n") ? String(code.dropLast()) : code)
        var lines: [String] = []
        var open: [String] = []
        for (index, text) in highlighted.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = open.joined()
            var rest = Substring(text)
            while let tag = rest.firstIndex(of: "<") {
                line += rest[..<tag]
                guard let close = rest[tag...].firstIndex(of: ">") else { break }
                let element = String(rest[tag...close])
                if element.hasPrefix("</") { _ = open.popLast() } else { open.append(element) }
                line += element
                rest = rest[rest.index(after: close)...]
            }
            line += rest
            line += String(repeating: "</span>", count: open.count)
            let marked = added.contains(index)
            // `<ins>` says "added" to assistive technology and copies as plain code.
            lines.append(marked ? "<ins class=\"line line-added\">\(line)</ins>" : "<span class=\"line\">\(line)</span>")
        }
        return lines.joined(separator: "\n")
    }
}
