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
        return marked(highlighted: highlighted, added: added)
    }

    /// `markedHTML` of already highlighted code: walked over bytes when that gives what walking Characters gives,
    /// over Characters otherwise. Walking Characters was a tenth of a clean build (grapheme breaking, measured with
    /// perf). The walk looks only for `<`, `>` and line feeds, all ASCII: each is a Character of its own unless a line
    /// feed follows a carriage return, or a non-ASCII scalar beside a `<` or `>` joins it (a combining mark after, a
    /// prepended mark before). Without a carriage return and with ASCII on both sides of every `<` and `>`, every
    /// Character the walk looks for is that one byte, and the bytes between are copied whole either way.
    static func marked(highlighted: String, added: Set<Int>) -> String {
        var exact = true
        highlighted.utf8.withContiguousStorageIfAvailable { bytes in
            for index in bytes.indices where bytes[index] == 0x0d || bytes[index] == 0x3c || bytes[index] == 0x3e {
                if bytes[index] == 0x0d || (index > 0 && bytes[index - 1] >= 0x80)
                    || (index + 1 < bytes.count && bytes[index + 1] >= 0x80) {
                    exact = false
                    return
                }
            }
        } ?? { exact = false }()
        return exact ? markedBytes(highlighted, added: added) : markedCharacters(highlighted, added: added)
    }

    /// `markedHTML` of already highlighted code, walking its Characters.
    static func markedCharacters(_ highlighted: String, added: Set<Int>) -> String {
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

    /// `markedCharacters`' lines built from bytes, for the code `marked(highlighted:added:)` finds it exact for.
    static func markedBytes(_ highlighted: String, added: Set<Int>) -> String {
        let bytes = Array(highlighted.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        var open: [ArraySlice<UInt8>] = []
        let closing = Array("</span>".utf8)
        let plainStart = Array("<span class=\"line\">".utf8)
        let plainEnd = Array("</span>".utf8)
        let addedStart = Array("<ins class=\"line line-added\">".utf8)
        let addedEnd = Array("</ins>".utf8)
        var start = 0
        var index = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0a) ?? bytes.count
            let marked = added.contains(index)
            if index > 0 { output.append(0x0a) }
            output.append(contentsOf: marked ? addedStart : plainStart)
            for element in open { output.append(contentsOf: element) }
            var position = start
            // Where the text after the last element began: the Character walk writes it again when a `<` has no `>`
            // (which the highlighter never writes, escaping `<` as `&lt;`), and so does this one.
            var rest = start
            while position < end {
                guard bytes[position] == 0x3c else {
                    output.append(bytes[position])
                    position += 1
                    continue
                }
                guard let close = bytes[position..<end].firstIndex(of: 0x3e) else {
                    output.append(contentsOf: bytes[rest..<end])
                    break
                }
                let element = bytes[position...close]
                if element.count > 1 && element[position + 1] == 0x2f { _ = open.popLast() } else { open.append(element) }
                output.append(contentsOf: element)
                position = close + 1
                rest = position
            }
            for _ in open { output.append(contentsOf: closing) }
            output.append(contentsOf: marked ? addedEnd : plainEnd)
            index += 1
            start = end + 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
