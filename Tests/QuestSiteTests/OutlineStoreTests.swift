import Foundation
import QuestCore
@testable import QuestSite
import Testing

@Suite("the outline store: one pack, an entry per lesson changed since")
struct OutlineStoreTests {
    private struct Store {
        let root: URL
        let store: OutlineStore
        var folder: URL { root.appendingPathComponent(OutlineStore.folderName) }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("quest-outlines-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            var options = SiteOptions(
                lessons: root.appendingPathComponent("Lessons"), templates: root.appendingPathComponent("Templates"),
                output: root.appendingPathComponent("Site"), questVersion: "test"
            )
            options.lessonCache = root.appendingPathComponent("lessons")
            store = OutlineStore(options: options, layout: "layout", checks: [])
        }

        func files() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    private static func outline(_ number: Int, digest: String = "d") -> LessonOutline {
        var outline = LessonOutline(
            file: "Lessons/lesson\(number).md", digest: digest, number: number, slug: "lesson\(number)", title: "Lesson \(number)"
        )
        outline.summary = "About \(number)"
        outline.cardIDs = ["card-\(number)-1", "card-\(number)-2"]
        outline.searchFragment = "{\"title\":\"Lesson \(number)\"}"
        return outline
    }

    private static func names(_ outlines: [LessonOutline]) -> [String] { outlines.map(\.name) }

    @Test("outlines written by a clean build and a later edit read back as written, the edit from its own entry")
    func packThenEntry() throws {
        let fixture = try Store()
        defer { fixture.remove() }
        let all = (1...40).map { Self.outline($0) }
        fixture.store.write(all, all: all, previous: OutlineStore.Contents())
        #expect(try fixture.files() == [OutlineStore.packName])
        var read = fixture.store.read(names: Self.names(all))
        #expect(read.outlines.count == 40 && read.outlines["lesson7.md"] == all[6])

        var edited = all
        edited[6] = Self.outline(7, digest: "new")
        fixture.store.write([edited[6]], all: edited, previous: read)
        #expect(try fixture.files() == ["lesson7.md" + OutlineStore.entrySuffix, OutlineStore.packName])
        read = fixture.store.read(names: Self.names(edited))
        #expect(read.outlines["lesson7.md"]?.digest == "new")
        #expect(read.outlines.values.sorted { $0.number < $1.number } == edited)
    }

    @Test("more entries than the threshold are packed again and deleted")
    func compaction() throws {
        let fixture = try Store()
        defer { fixture.remove() }
        var all = (1...40).map { Self.outline($0) }
        fixture.store.write(all, all: all, previous: OutlineStore.Contents())
        let threshold = OutlineStore.compactionThreshold(lessons: all.count)
        for number in 1...threshold {
            let read = fixture.store.read(names: Self.names(all))
            all[number - 1] = Self.outline(number, digest: "edit")
            fixture.store.write([all[number - 1]], all: all, previous: read)
        }
        #expect(try fixture.files().count == threshold + 1)
        let read = fixture.store.read(names: Self.names(all))
        all[threshold] = Self.outline(threshold + 1, digest: "edit")
        fixture.store.write([all[threshold]], all: all, previous: read)
        #expect(try fixture.files() == [OutlineStore.packName])
        #expect(fixture.store.read(names: Self.names(all)).outlines.values.sorted { $0.number < $1.number } == all)
    }

    @Test("a deleted lesson leaves neither an entry nor a place in the pack")
    func deletedLesson() throws {
        let fixture = try Store()
        defer { fixture.remove() }
        var all = (1...5).map { Self.outline($0) }
        fixture.store.write(all, all: all, previous: OutlineStore.Contents())
        var read = fixture.store.read(names: Self.names(all))
        all[2] = Self.outline(3, digest: "edit")
        fixture.store.write([all[2]], all: all, previous: read)
        read = fixture.store.read(names: Self.names(all))
        all.remove(at: 2)
        fixture.store.write([], all: all, previous: read)
        #expect(try fixture.files() == [OutlineStore.packName])
        let again = fixture.store.read(names: Self.names(all) + ["lesson3.md"])
        #expect(again.packed == Set(Self.names(all)) && again.outlines["lesson3.md"] == nil)
    }

    @Test("a damaged or truncated pack reads as no outlines; a damaged entry as none for its lesson")
    func damage() throws {
        let fixture = try Store()
        defer { fixture.remove() }
        var all = (1...5).map { Self.outline($0) }
        fixture.store.write(all, all: all, previous: OutlineStore.Contents())
        let read = fixture.store.read(names: Self.names(all))
        all[1] = Self.outline(2, digest: "edit")
        fixture.store.write([all[1]], all: all, previous: read)
        let entry = fixture.folder.appendingPathComponent("lesson2.md" + OutlineStore.entrySuffix)
        let entryBytes = try Data(contentsOf: entry)
        try entryBytes.prefix(entryBytes.count - 3).write(to: entry)
        var found = fixture.store.read(names: Self.names(all))
        #expect(found.outlines["lesson2.md"] == nil && found.outlines.count == 4)

        let pack = fixture.folder.appendingPathComponent(OutlineStore.packName)
        var bytes = try Data(contentsOf: pack)
        bytes[bytes.count - 10] ^= 0xFF
        try bytes.write(to: pack)
        found = fixture.store.read(names: Self.names(all))
        #expect(found.outlines.isEmpty && found.packed.isEmpty)
        // Bytes that are not a pack at all, under a correct first line, read as nothing too.
        #expect(Data([9, 0, 0, 0, 1, 2]).withUnsafeBytes { OutlineStore.unpack($0) == nil })
    }
}
