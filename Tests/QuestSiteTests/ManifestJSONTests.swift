import Foundation
@testable import QuestSite
import Testing

/// The build manifest and the service worker's file list are written directly, not through `JSONEncoder`, when every
/// string is plain; their bytes must be `JSONEncoder`'s all the same (the committed `Site/` holds both files).
@Suite("manifest JSON")
struct ManifestJSONTests {
    private static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func viaEncoder(_ manifest: BuildManifest) throws -> Data {
        var data = try encoder(pretty: true).encode(manifest)
        data.append(0x0a)
        return data
    }

    static let manifests: [BuildManifest] = {
        var units: [String: BuildManifest.Unit] = [:]
        for number in [1, 2, 9, 10, 22, 100] {
            units["pages/lesson\(number)"] = .init(key: String(repeating: "a", count: 64), files: ["lesson\(number)/index.html", "lesson\(number)/cards.html"])
            units["decks/lesson\(number)"] = .init(key: "k\(number)", files: ["decks/lesson\(number).apkg", "decks/lesson\(number).tsv"])
        }
        units["decks/interview-cards"] = .init(key: "x", files: [])
        units["pages/Index"] = .init(key: "y", files: ["index.html"])
        units["a-b"] = .init(key: "z", files: ["a_b", "a-b", "a.b", "A"])
        return [
            BuildManifest(inputs: "inputs", units: units, files: units.values.flatMap(\.files)),
            BuildManifest(inputs: "", units: [:], files: []),
            BuildManifest(inputs: "i", units: ["only": .init(key: "k", files: [])], files: ["~tilde", " space", "sp ace"]),
        ]
    }()

    @Test("a plain manifest is written as JSONEncoder writes it", arguments: 0..<3)
    func plain(index: Int) throws {
        let manifest = Self.manifests[index]
        let direct = try #require(manifest.plainJSON())
        #expect(String(decoding: direct, as: UTF8.self) == String(decoding: try Self.viaEncoder(manifest), as: UTF8.self))
        #expect(try manifest.encoded() == direct)
    }

    @Test("a manifest written directly is read directly, as JSONDecoder reads it", arguments: 0..<3)
    func plainRead(index: Int) throws {
        let manifest = Self.manifests[index]
        let bytes = try manifest.encoded()
        let read = try #require(BuildManifest.plain(bytes))
        #expect(read == manifest)
        #expect(read == (try JSONDecoder().decode(BuildManifest.self, from: bytes)))
    }

    /// What a person or another tool might leave: each is still JSON, and JSONDecoder, not the direct reader, reads it.
    static let edited: [(String, String)] = [
        ("reindented", #"{"files":["a"],"format":2,"inputs":"i","units":{"u":{"files":["a"],"key":"k"}}}"#),
        ("files out of order", "{\n  \"files\" : [\n    \"b\",\n    \"a\"\n  ],\n  \"format\" : 2,\n  \"inputs\" : \"i\",\n  \"units\" : {\n\n  }\n}\n"),
        ("an escaped name", "{\n  \"files\" : [\n    \"a\\/b\"\n  ],\n  \"format\" : 2,\n  \"inputs\" : \"i\",\n  \"units\" : {\n\n  }\n}\n"),
        ("units out of order", "{\n  \"files\" : [\n\n  ],\n  \"format\" : 2,\n  \"inputs\" : \"i\",\n  \"units\" : {\n    \"v\" : {\n      \"files\" : [\n\n      ],\n      \"key\" : \"k\"\n    },\n    \"u\" : {\n      \"files\" : [\n\n      ],\n      \"key\" : \"k\"\n    }\n  }\n}\n"),
    ]

    @Test("a manifest not in the direct layout is read by JSONDecoder, with the same result", arguments: 0..<4)
    func editedRead(index: Int) throws {
        let (_, text) = Self.edited[index]
        let bytes = Data(text.utf8)
        #expect(BuildManifest.plain(bytes) == nil)
        let decoded = try JSONDecoder().decode(BuildManifest.self, from: bytes)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try bytes.write(to: folder.appendingPathComponent(BuildManifest.fileName))
        #expect(BuildManifest.read(from: folder) == decoded)
    }

    @Test("damaged direct bytes are not a manifest", arguments: ["", "{", "02", "trailing"])
    func damaged(change: String) throws {
        var text = String(decoding: try Self.manifests[0].encoded(), as: UTF8.self)
        switch change {
        case "": text.removeLast(3)
        case "{": text = "{" + text
        case "02": text = text.replacingOccurrences(of: "\"format\" : 2", with: "\"format\" : 02")
        default: text += " "
        }
        #expect(BuildManifest.plain(Data(text.utf8)) == nil)
    }

    @Test("a manifest naming a file with a quote, a backslash or a non-ASCII letter is left to JSONEncoder",
          arguments: ["caf\u{e9}.html", "a\"b", "a\\b", "tab\there"])
    func notPlain(name: String) throws {
        let manifest = BuildManifest(inputs: "i", units: ["u": .init(key: "k", files: [name])], files: [name, "index.html"])
        #expect(manifest.plainJSON() == nil)
        #expect(try manifest.encoded() == Self.viaEncoder(manifest))
    }

    @Test("the service worker's generated line is JSONEncoder's, plain names or not",
          arguments: [["index.html", "lesson1/index.html", "search-index.js"], ["caf\u{e9}.html", "a\"b"], []])
    func serviceWorker(files: [String]) throws {
        let app = OfflineApp(site: SiteValues(title: "T", description: "D", lessonCount: 1), build: "fingerprint", siteFiles: files)
        let worker = String(decoding: try app.serviceWorker(template: Data("// worker\n".utf8)), as: UTF8.self)
        let build = String(decoding: try Self.encoder(pretty: false).encode("fingerprint"), as: UTF8.self)
        let list = String(decoding: try Self.encoder(pretty: false).encode(app.files), as: UTF8.self)
        #expect(worker.contains("\nvar QUEST_BUILD = \(build);\nvar QUEST_FILES = \(list);\n// worker\n"))
    }

    /// Every control character, both escaped characters, a slash, and letters beyond ASCII (U+2028 included).
    static let awkward: String = {
        var text = ""
        for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        return text + "\"\\/ \u{7f} caf\u{e9} \u{2019}s \u{2028}\u{2029} \u{1F389} <a href='x'>&amp;</a>"
    }()

    @Test("cards-index.js is written as JSONEncoder writes it, whatever the titles hold",
          arguments: [[], ["Toolbars, menus, and search"], [awkward, "", "\u{e9}t\u{e9}"]])
    func cardsIndex(titles: [String]) throws {
        let entries = titles.enumerated().map { index, title in
            CourseCardsIndex.Entry(slug: "lesson\(index)", number: index - 1, title: title, cards: (0..<index).map { "card-\($0)\(title.prefix(3))" })
        }
        let index = CourseCardsIndex(entries: entries)
        // Bytes, not strings: Swift's `==` on strings would take canonically equivalent spellings as equal.
        #expect(index.script() == (try index.encodedScript()))
    }
}
