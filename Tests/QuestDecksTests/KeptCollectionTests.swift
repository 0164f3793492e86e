import Foundation
import QuestCore
@testable import QuestDecks
import Testing

@Suite("A package's collection kept for the next build: read in place of inflating it, believed only while intact")
struct KeptCollectionTests {
    private static let epoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// Lesson 22 under several numbers, with their cards.
    private func lessons() throws -> [(Lesson, [Card])] {
        let text = try String(contentsOf: Fixtures.root.appendingPathComponent("Tests/QuestDecksTests/Fixtures/lesson22.md"), encoding: .utf8)
        return try [3, 7, 22, 40].map { number in
            let lesson = try Fixtures.parse(text.replacingOccurrences(of: "lesson: 22", with: "lesson: \(number)"), file: "Lessons/lesson\(number).md")
            return (lesson, DeckBuilder.cards(for: lesson))
        }
    }

    /// A folder with `course.apkg` made from `lessons` while keeping its collection at `kept`.
    private func keptPackage(_ lessons: [(Lesson, [Card])]) throws -> (folder: String, package: String, kept: KeptCollection) {
        let folder = try Fixtures.temporaryDirectory()
        let kept = KeptCollection(path: folder + "/cache/kept-course.anki2")
        var writer = CourseDeckWriter(lessons: lessons, dates: .fixed(Self.epoch))
        writer.keptCollection = kept
        let package = folder + "/course.apkg"
        try writer.apkg().write(to: URL(fileURLWithPath: package))
        return (folder, package, kept)
    }

    /// The course re-dated by one lesson's edit, made from the package at `package` reading `kept`.
    private func redated(_ lessons: [(Lesson, [Card])], package: String, kept: KeptCollection) throws -> Data {
        var writer = CourseDeckWriter(
            lessons: lessons.map { ($0.0, []) }, dates: Self.editedDates, previousPackage: package, unchanged: Set(lessons.map(\.0.slug))
        )
        writer.keptCollection = kept
        return try writer.apkg()
    }

    private static let editedDates = LessonDates(byName: ["lesson7.md": epoch.addingTimeInterval(3_600)], fallback: epoch)

    @Test("the kept collection is the package's own, and a package patched from it has a clean package's bytes")
    func keptAndRead() throws {
        let all = try lessons()
        let (folder, package, kept) = try keptPackage(all)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let inflated = try ZipArchive.read(AnkiPackageWriter.collectionName, from: package)
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept.path)) == inflated)

        let previous = try PreviousCollection(packageAt: package, kept: kept)
        #expect(previous.kept != nil, "read from the kept image, not inflated")
        #expect(previous.bytes == inflated)

        let patched = try redated(all, package: package, kept: kept)
        #expect(patched == (try CourseDeckWriter(lessons: all, dates: Self.editedDates).apkg()))
        // Patching in place wrote to a private copy of the image: the kept file is the new package's collection now,
        // and the next build reads it.
        try patched.write(to: URL(fileURLWithPath: package))
        #expect(try Data(contentsOf: URL(fileURLWithPath: kept.path)) == (try ZipArchive.read(AnkiPackageWriter.collectionName, from: package)))
        #expect(try PreviousCollection(packageAt: package, kept: kept).kept != nil)
    }

    @Test("an image changed after it was kept, or kept for another package, is not believed: the package is inflated", arguments: ["written in place", "another package", "no record"])
    func notBelieved(change: String) throws {
        let all = try lessons()
        let (folder, package, kept) = try keptPackage(all)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        switch change {
        case "written in place":
            // The same size and bytes but one, written into the same file: only its change time tells. The kernel
            // stamps change times from a clock that ticks every few milliseconds, so the write waits for a new tick.
            Thread.sleep(forTimeInterval: 0.02)
            let handle = try #require(FileHandle(forWritingAtPath: kept.path))
            try handle.seek(toOffset: 200)
            try handle.write(contentsOf: Data([0x5A]))
            try handle.close()
        case "another package":
            // The package of another course replaces this one; the kept image is still the first's.
            var other = all
            other[0].1 = Array(other[0].1.dropLast())
            try CourseDeckWriter(lessons: other, dates: .fixed(Self.epoch)).apkg().write(to: URL(fileURLWithPath: package))
        default:
            try FileManager.default.removeItem(atPath: kept.path + ".record")
        }
        let previous = try PreviousCollection(packageAt: package, kept: kept)
        #expect(previous.kept == nil)
        #expect(previous.bytes == (try ZipArchive.read(AnkiPackageWriter.collectionName, from: package)))
        let expected = change == "another package" ? nil : try CourseDeckWriter(lessons: all, dates: Self.editedDates).apkg()
        if let expected { #expect(try redated(all, package: package, kept: kept) == expected) }
    }
}
