import Foundation
import QuestCore
import QuestSite
import Testing

@Suite("search index, sitemap and hashing")
struct SearchIndexTests {
    let lesson = Lesson(
        number: 22, slug: "lesson22", title: "Toolbars, menus, and search", summary: "Toolbar placements.", file: "x.md",
        questions: [Question(id: "q1", prompt: "How does `.searchable` deliver the *search text*?", answer: nil, line: 3)],
        interview: InterviewProblem(part: 5, title: "A deep link", prompt: "> Open trip 42.", line: 9)
    )

    @Test("one entry per lesson, question and interview problem, as plain text with page links")
    func entries() {
        let entries = SearchIndex(lessons: [lesson]).entries
        #expect(entries.map(\.kind) == ["lesson", "question", "interview"])
        #expect(entries[1].title == "How does .searchable deliver the search text?")
        #expect(entries[1].url == "lesson22/index.html#q1")
        #expect(entries[2].url == "lesson22/index.html#interview")
        #expect(entries[2].text == "Open trip 42.")
    }

    @Test("the index joined from each lesson's fragment is the bytes of the whole index encoded at once")
    func fragments() throws {
        var second = lesson
        second.number = 23
        second.slug = "lesson23"
        second.title = "Lists \"quoted\" / slashed"
        second.questions = []
        second.interview = nil
        for lessons in [[lesson, second], [second], []] {
            let joined = SearchIndex.json(fragments: try lessons.map { try SearchIndex.fragment(for: $0) })
            #expect(joined == (try SearchIndex(lessons: lessons).json()))
        }
    }

    @Test("the script form assigns the same JSON to a global")
    func script() throws {
        let index = SearchIndex(lessons: [lesson])
        let script = String(decoding: try index.script(), as: UTF8.self)
        let json = String(decoding: try index.json(), as: UTF8.self)
        #expect(script == "window.QUEST_SEARCH_INDEX = \(json.dropLast());\n")
    }

    @Test("the script form escapes U+2028 and U+2029, which end a line in older JavaScript")
    func lineSeparators() throws {
        var odd = lesson
        odd.title = "Line\u{2028}and paragraph\u{2029}separators"
        let script = String(decoding: try SearchIndex(lessons: [odd]).script(), as: UTF8.self)
        #expect(script.contains("Line\\u2028and paragraph\\u2029separators"))
        #expect(!script.contains("\u{2028}") && !script.contains("\u{2029}"))
    }

    @Test("sitemap URLs are absolute and escaped")
    func sitemap() {
        let xml = Sitemap(baseURL: "https://example.com/a&b", paths: ["index.html"]).xml()
        #expect(xml.contains("<loc>https://example.com/a&amp;b/index.html</loc>"))
    }

    @Test("SHA-256 test vectors", arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256(input: String, digest: String) {
        #expect(SHA256.hex(of: input) == digest)
    }

    @Test("SHA-256 of a million a's, fed in pieces")
    func sha256Long() {
        var hasher = SHA256()
        for _ in 0..<1000 { hasher.update(Array(repeating: UInt8(ascii: "a"), count: 1000)) }
        #expect(hasher.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
