import Foundation
import QuestMustache
import Testing

@Suite("Encodable view models to Mustache values")
struct MustacheValueEncodingTests {
    private struct Card: Encodable {
        var front: String
        var due: Date
        var link: URL
        var hint: String?
        var tags: Set<String>
        var weight: UInt8
        var ratio: Float
        var nested: [[Int]]
    }

    private enum Kind: String, Encodable { case question, interview }

    private struct Labelled: Encodable {
        var kind: Kind
        var counts: [String: Int]
    }

    @Test("converts each kind of property", arguments: [
        ("{{front}}", "Q&amp;A"),
        ("{{due}}", "2001-01-01T00:00:00Z"),
        ("{{link}}", "https://example.com/a?b=1"),
        ("[{{hint}}]", "[]"),
        ("{{#tags}}{{.}}{{/tags}}", "ui"),
        ("{{weight}} {{ratio}}", "3 0.5"),
        ("{{#nested}}({{#.}}{{.}}{{/.}}){{/nested}}", "(12)(3)"),
    ])
    func convertsProperties(template: String, expected: String) throws {
        let card = Card(
            front: "Q&A", due: Date(timeIntervalSinceReferenceDate: 0), link: URL(string: "https://example.com/a?b=1")!,
            hint: nil, tags: ["ui"], weight: 3, ratio: 0.5, nested: [[1, 2], [3]]
        )
        #expect(try MustacheTemplate(template).render(MustacheValue(encoding: card)) == expected)
    }

    @Test("stores a nil property as null, so it hides an outer value of the same name")
    func nilHidesOuterValue() throws {
        let value = try MustacheValue(encoding: ["hint": "outer"]).merging(
            "card", try MustacheValue(encoding: Card(
                front: "f", due: Date(), link: URL(string: "a")!, hint: nil, tags: [], weight: 0, ratio: 0, nested: []
            ))
        )
        #expect(try MustacheTemplate("{{#card}}[{{hint}}]{{/card}}").render(value) == "[]")
    }

    @Test("encodes enums and dictionaries like JSON does")
    func enumsAndDictionaries() throws {
        let value = try MustacheValue(encoding: Labelled(kind: .interview, counts: ["cards": 12]))
        #expect(value == ["kind": "interview", "counts": ["cards": 12]])
    }
}

private extension MustacheValue {
    func merging(_ key: String, _ value: MustacheValue) -> MustacheValue {
        guard case .dictionary(var entries) = self else { return self }
        entries[key] = value
        return .dictionary(entries)
    }
}
