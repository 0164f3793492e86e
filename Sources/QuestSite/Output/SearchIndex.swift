import Dispatch
public import Foundation
public import QuestCore
import Synchronization

/// The search index the course index page filters as the reader types: one entry per lesson, review question and
/// interview problem.
///
/// Written twice: `search-index.json` for tools, and `search-index.js`, which assigns the same JSON to a global so the
/// page can load it with a `<script>` element from `file://`, where `fetch()` is refused.
public struct SearchIndex: Encodable, Sendable, Equatable {
    /// One searchable thing.
    public struct Entry: Encodable, Sendable, Equatable {
        /// `lesson`, `question` or `interview`.
        public var kind: String
        /// What the result list shows, as plain text.
        public var title: String
        /// Further text that matches but is not shown.
        public var text: String
        /// Where it lives, relative to the site root: `lesson22/index.html#q1`.
        public var url: String
        /// The line under the title: the lesson it belongs to.
        public var context: String
    }

    /// The layout's number, `version` in the file.
    static let formatVersion = 1

    public var version = SearchIndex.formatVersion
    public var entries: [Entry]

    /// The entries of every lesson, in course order (made in parallel: each question is parsed for its plain text).
    public init(lessons: [Lesson]) {
        let slots = Mutex<[[Entry]]>(Array(repeating: [], count: lessons.count))
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            let lessonEntries = Self.entries(for: lessons[index])
            slots.withLock { $0[index] = lessonEntries }
        }
        entries = slots.withLock { $0 }.flatMap { $0 }
    }

    /// A lesson's entries: the lesson, then its questions, then its interview problem.
    public static func entries(for lesson: Lesson) -> [Entry] {
        let page = SitePath.lessonPage(lesson.slug)
        let context = "Lesson \(lesson.number) · \(lesson.title)"
        var lessonText = [lesson.summary ?? "", lesson.platform ?? ""]
        lessonText += lesson.callouts.map(\.title) + lesson.sections.map(\.title) + lesson.exercises.map(\.title)
        var entries = [Entry(
            kind: "lesson", title: "Lesson \(lesson.number): \(lesson.title)",
            text: lessonText.filter { !$0.isEmpty }.joined(separator: " "), url: page,
            context: lesson.summary ?? "Lesson \(lesson.number)"
        )]
        for question in lesson.questions {
            entries.append(Entry(
                kind: "question", title: plainText(question.prompt), text: "", url: "\(page)#\(question.id)", context: context
            ))
        }
        if let interview = lesson.interview {
            entries.append(Entry(
                kind: "interview", title: "Part \(interview.part): \(interview.title)",
                text: plainText(interview.prompt), url: "\(page)#interview", context: context
            ))
        }
        return entries
    }

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `search-index.json`.
    public func json() throws -> Data {
        var data = try Self.encoder().encode(self)
        data.append(0x0a)
        return data
    }

    /// A lesson's entries as they stand inside `search-index.json`'s list: the JSON of each, comma-separated.
    public static func fragment(for lesson: Lesson) throws -> String {
        let list = try encoder().encode(entries(for: lesson))
        return String(decoding: list.dropFirst().dropLast(), as: UTF8.self)
    }

    /// `search-index.json` joined from each lesson's `fragment(for:)`, in course order: the bytes `json()` writes for
    /// the same lessons (a test holds the two together), so a build re-encodes only the lessons that changed.
    public static func json(fragments: [String]) -> Data {
        let list = fragments.filter { !$0.isEmpty }.joined(separator: ",")
        return Data("{\"entries\":[\(list)],\"version\":\(formatVersion)}\n".utf8)
    }

    /// `search-index.js`: the same JSON assigned to `window.QUEST_SEARCH_INDEX`.
    public func script() throws -> Data {
        Self.script(json: try json())
    }

    /// `search-index.js` made from the bytes `json()` returned, so a build encodes the index once for both files.
    static func script(json: Data) -> Data {
        var data = Data("window.QUEST_SEARCH_INDEX = ".utf8)
        data.reserveCapacity(json.count + 64)
        json.dropLast().withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            // JSON allows U+2028 and U+2029 (UTF-8 E2 80 A8/A9) inside strings; older JavaScript engines do not.
            var runStart = 0
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                   bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                    data.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<index]))
                    data.append(contentsOf: Array((bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                    index += 3
                    runStart = index
                } else {
                    index += 1
                }
            }
            data.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        data.append(contentsOf: Array(";\n".utf8))
        return data
    }

    private static func plainText(_ markdown: String) -> String {
        MarkdownParser.parse(markdown).plainText
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
