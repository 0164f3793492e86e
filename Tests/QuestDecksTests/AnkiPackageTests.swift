import Foundation
import QuestCore
import Testing
@testable import QuestDecks

@Suite("Anki package")
struct AnkiPackageTests {
    /// The package's `collection.anki2`, opened with SQLite, and the cards it was made from.
    static func openLesson22() throws -> (database: SQLiteDatabase, cards: [Card], directory: String) {
        let lesson = try Fixtures.lesson22()
        let cards = DeckBuilder.cards(for: lesson)
        let package = try DeckWriter(lesson: lesson, cards: cards, timestamp: DeckWriterTests.epoch).apkg()
        let directory = try Fixtures.temporaryDirectory()
        let packagePath = directory + "/lesson22.apkg"
        try package.write(to: URL(fileURLWithPath: packagePath))
        #expect(try ZipArchive.entryNames(in: packagePath) == ["collection.anki2", "media"])
        #expect(try ZipArchive.read("media", from: packagePath) == Data("{}".utf8))
        let collectionPath = directory + "/collection.anki2"
        try ZipArchive.read("collection.anki2", from: packagePath).write(to: URL(fileURLWithPath: collectionPath))
        return (try SQLiteDatabase(path: collectionPath, create: false), cards, directory)
    }

    @Test("the collection is Anki's schema 11 with one note and one card per quest card")
    func rows() throws {
        let (database, cards, directory) = try Self.openLesson22()
        defer { database.close(); try? FileManager.default.removeItem(atPath: directory) }
        #expect(try database.query("SELECT ver FROM col") == [[.integer(11)]])
        #expect(try database.query("SELECT count(*) FROM notes") == [[.integer(Int64(cards.count))]])
        #expect(try database.query("SELECT count(*) FROM cards") == [[.integer(Int64(cards.count))]])
        #expect(try database.query("SELECT count(*) FROM revlog") == [[.integer(0)]])
        let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").compactMap { $0[0].text }
        #expect(tables == ["cards", "col", "graves", "notes", "revlog"])
        #expect(try database.query("PRAGMA page_size") == [[.integer(4096)]])
        #expect(try database.query("PRAGMA journal_mode") == [[.text("delete")]])
    }

    @Test("notes hold GUIDs, fields separated by 0x1f, tags, and Anki's checksum of the first field")
    func notes() throws {
        let (database, cards, directory) = try Self.openLesson22()
        defer { database.close(); try? FileManager.default.removeItem(atPath: directory) }
        let rows = try database.query("SELECT guid, flds, tags, sfld, csum, mid FROM notes")
        let byGUID = Dictionary(uniqueKeysWithValues: rows.map { ($0[0].text ?? "", $0) })
        let q1 = try #require(byGUID[cards[0].guid])
        let fields = (q1[1].text ?? "").components(separatedBy: "\u{1F}")
        #expect(fields == [cards[0].front, cards[0].back, "drafted", "#q1"])
        #expect(q1[2].text == " lesson22 question drafted ")
        #expect(q1[3].text == "Why do toolbar items use placements that describe a role, instead of fixed positions?")
        let checksum = Int64(String(SHA1.hexDigest(q1[3].text ?? "").prefix(8)), radix: 16)
        #expect(q1[4].integer == checksum)
        let cloze = try #require(byGUID[cards[5].guid])
        #expect((cloze[1].text ?? "").components(separatedBy: "\u{1F}") == [cards[5].cloze ?? "", "", "#new-in-ios-27"])
        #expect(cloze[5].integer == AnkiNoteType.cloze.id)
        #expect(q1[5].integer == AnkiNoteType.basic.id)
    }

    @Test("cards are new, in the lesson's deck, in card order")
    func cardRows() throws {
        let (database, cards, directory) = try Self.openLesson22()
        defer { database.close(); try? FileManager.default.removeItem(atPath: directory) }
        let deckID = AnkiPackageWriter.deckID(named: "Quest::Lesson 22 · Toolbars, menus, and search")
        let rows = try database.query("SELECT did, ord, type, queue, due FROM cards ORDER BY due")
        #expect(rows.count == cards.count)
        #expect(rows.allSatisfy { $0[0].integer == deckID && $0[1] == .integer(0) && $0[2] == .integer(0) && $0[3] == .integer(0) })
        #expect(rows.map { $0[4].integer ?? 0 } == Array(1...Int64(cards.count)))
    }

    @Test("the deck, its parent Quest, Default, and both note types are in col")
    func collectionJSON() throws {
        let (database, _, directory) = try Self.openLesson22()
        defer { database.close(); try? FileManager.default.removeItem(atPath: directory) }
        let row = try #require(try database.query("SELECT decks, models, dconf FROM col").first)
        let decks = try #require(try JSONSerialization.jsonObject(with: Data((row[0].text ?? "").utf8)) as? [String: [String: Any]])
        #expect(Set(decks.values.compactMap { $0["name"] as? String }) == ["Default", "Quest", "Quest::Lesson 22 · Toolbars, menus, and search"])
        let models = try #require(try JSONSerialization.jsonObject(with: Data((row[1].text ?? "").utf8)) as? [String: [String: Any]])
        #expect(Set(models.values.compactMap { $0["name"] as? String }) == ["Quest Basic", "Quest Cloze"])
        #expect(models[String(AnkiNoteType.cloze.id)]?["type"] as? Int == 1)
        #expect(row[2].text?.hasPrefix(#"{"1":{"id":1,"#) == true)
    }

    @Test("ids are fixed by names: the same deck and note type in every package")
    func stableIDs() {
        #expect(AnkiNoteType.basic.id == StableID.number(for: "quest note type/Quest Basic"))
        #expect(AnkiNoteType.basic.id != AnkiNoteType.cloze.id)
        #expect(AnkiPackageWriter.deckID(named: "Quest") == AnkiPackageWriter.deckID(named: "Quest"))
        #expect((1_000_000_000_000..<(1 << 53)).contains(StableID.number(for: "anything")))
        #expect(StableID.guid(for: "quest/lesson22/question/q1").allSatisfy { $0.isLetter || $0.isNumber })
    }

    @Test("SHA-1 matches the standard test vectors", arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
    ])
    func sha1(input: String, digest: String) {
        #expect(SHA1.hexDigest(input) == digest)
    }
}
