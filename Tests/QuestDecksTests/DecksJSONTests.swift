import Foundation
@testable import QuestDecks
import Testing

/// The `col` row's `decks` JSON is written directly, not through `JSONValue`; its bytes must be `JSONValue`'s all the
/// same, or a package re-dated in place would differ from one made anew.
@Suite("decks JSON")
struct DecksJSONTests {
    /// Every control character, both escaped characters, a slash, letters beyond ASCII (U+2028 included).
    static let awkward: String = {
        var text = ""
        for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return text + "\"\\/ \u{7f} caf\u{e9} \u{2019}s \u{2028}\u{2029} \u{1F389} <b>&amp;</b>"
    }()

    @Test("written directly as JSONValue writes it compact", arguments: [
        [("Quest::Lesson 22: Toolbars, menus, and search", "Placements, menus and search.")],
        [("Quest::\(awkward)", awkward), ("Quest::Part 2::Deeper", ""), ("Other", "x")],
        [],
    ])
    func direct(decks: [(String, String)]) {
        let entries = AnkiPackageWriter.deckEntries(decks.map {
            AnkiDeck(name: $0.0, description: $0.1, cards: [], modified: Date(timeIntervalSince1970: 0))
        })
        for modified: Int64 in [0, 1_767_225_600, -5] {
            let direct = AnkiPackageWriter.decksJSON(entries, modified: modified)
            // Bytes, not strings: Swift's `==` on strings would take canonically equivalent spellings as equal.
            #expect(Array(direct.utf8) == Array(AnkiPackageWriter.decksValue(entries, modified: modified).compact.utf8))
        }
        // The Default deck, each parent once, then each deck.
        #expect(entries.first?.name == "Default")
        #expect(Set(entries.map(\.name)).count == entries.count)
    }

    @Test("a deck's parents are the parts before each ::, as components(separatedBy:) splits them",
          arguments: ["Quest::Lesson 22", "Quest", "", "A::::B", "A:::B", "::A", "A::", "caf\u{e9}::\u{1F389}::x", ":", "a:b::c"])
    func parents(name: String) {
        let parts = name.components(separatedBy: "::")
        let expected = (1..<parts.count).map { parts.prefix($0).joined(separator: "::") }
        #expect(AnkiPackageWriter.parentNames(of: name) == expected)
    }
}
