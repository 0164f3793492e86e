import Foundation
import QuestCore
import Testing
@testable import QuestDecks

@Suite("Deck files")
struct DeckWriterTests {
    static let epoch = Date(timeIntervalSince1970: TimeInterval(DeckWriter.fixedEpoch))

    static func writeLesson22(to directory: String) throws -> [String] {
        let lesson = try Fixtures.lesson22()
        let course = Course(directory: "Lessons", lessons: [lesson], diagnostics: [])
        return try DeckWriter.write(course: course, cards: [:], to: directory, dates: .fixed(epoch))
    }

    @Test("writes <slug>.apkg, .tsv, .json, course.apkg and interview.apkg, and says where")
    func writtenPaths() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try Self.writeLesson22(to: directory)
        #expect(written.map { ($0 as NSString).lastPathComponent } == ["lesson22.apkg", "lesson22.tsv", "lesson22.json", "course.apkg", "interview.apkg"])
        #expect(written.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }

    @Test("two builds give byte-identical files")
    func byteIdentical() throws {
        let first = try Fixtures.temporaryDirectory()
        let second = try Fixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        let a = try Self.writeLesson22(to: first)
        Thread.sleep(forTimeInterval: 1.1)  // a clock that leaked into the files would show now
        let b = try Self.writeLesson22(to: second)
        for (left, right) in zip(a, b) {
            let leftData = try Data(contentsOf: URL(fileURLWithPath: left))
            let rightData = try Data(contentsOf: URL(fileURLWithPath: right))
            #expect(leftData == rightData, "\((left as NSString).lastPathComponent) differs between builds")
        }
    }

    @Test("SOURCE_DATE_EPOCH sets the time, and nothing else does", arguments: [
        (nil, DeckWriter.fixedEpoch), ("1800000000", 1_800_000_000), ("soon", DeckWriter.fixedEpoch), ("0", 315_532_800),
    ] as [(String?, Int64)])
    func timestamp(value: String?, seconds: Int64) {
        let environment = value.map { ["SOURCE_DATE_EPOCH": $0] } ?? [:]
        #expect(Int64(DeckWriter.buildTimestamp(environment: environment).timeIntervalSince1970) == seconds)
    }

    @Test("the TSV starts with Anki's import headers and has one row per card")
    func tsvHeaders() throws {
        let lesson = try Fixtures.lesson22()
        let cards = DeckBuilder.cards(for: lesson)
        let text = String(decoding: DeckWriter(lesson: lesson, cards: cards, timestamp: Self.epoch).tsv(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(6)) == [
            "#separator:tab", "#html:true", "#guid column:1", "#notetype column:2",
            "#deck:Quest::Lesson 22 · Toolbars, menus, and search", "#tags column:5",
        ])
        let first = lines[6].split(separator: "\t", omittingEmptySubsequences: false)
        #expect(first.count == 5)
        #expect(first[0] == cards[0].guid)
        #expect(first[1] == "Basic")
        #expect(first[4] == "lesson22 question drafted")
        #expect(text.contains("\tCloze\t"))
        #expect(text.hasSuffix("\n"))
    }

    @Test("TSV fields with tabs, line breaks or quotes are quoted, quotes doubled", arguments: [
        ("plain <b>html</b>", "plain <b>html</b>"),
        ("a\tb", "\"a\tb\""),
        ("line\nbreak", "\"line\nbreak\""),
        (#"<p class="x">"#, #""<p class=""x"">""#),
        ("", ""),
    ])
    func tsvEscaping(field: String, written: String) {
        #expect(TSVDeckWriter.field(field) == written)
    }

    @Test("the JSON matches the golden file (QUEST_RECORD_GOLDEN=1 re-records it)")
    func jsonGolden() throws {
        let lesson = try Fixtures.lesson22()
        let json = try DeckWriter(lesson: lesson, cards: DeckBuilder.cards(for: lesson), timestamp: Self.epoch).json()
        let golden = Fixtures.root.appendingPathComponent("Tests/QuestDecksTests/Golden/lesson22.json")
        if ProcessInfo.processInfo.environment["QUEST_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: golden)
        }
        let expected = try Data(contentsOf: golden)
        #expect(json == expected, "lesson22.json differs from the golden file; review the diff and re-record")
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let cards = try #require(object["cards"] as? [[String: Any]])
        #expect(Set(cards[0].keys) == ["id", "guid", "kind", "front", "back", "drafted", "source", "tags", "line"])
        #expect((object["lesson"] as? [String: Any])?["slug"] as? String == "lesson22")
    }
}
