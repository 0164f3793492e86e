import Foundation
import QuestCore
@testable import QuestSite
import Testing

@Suite("the lesson cache")
struct LessonCacheTests {
    /// A build-along lesson and its exercise folders, from the grader's tests.
    private static let tutorial = SiteFixture.repository.appendingPathComponent("Tests/QuestGraderTests/Fixtures/tutorial")

    /// Lesson 22 (exercise, interview part), a toolbar picture (lesson 7), a build-along (lesson 30) and four small
    /// lessons.
    private func course() throws -> SiteFixture {
        let fixture = try SiteFixture.withLesson22()
        for number in 1...4 { try fixture.addLesson(number) }
        try fixture.addLesson(7, body: ToolbarPicturePageTests.body)
        try FileManager.default.copyItem(at: Self.tutorial, to: fixture.lessons.appendingPathComponent("tutorial"))
        try FileManager.default.moveItem(
            at: fixture.lessons.appendingPathComponent("tutorial/lesson30.md"), to: fixture.lessons.appendingPathComponent("lesson30.md")
        )
        return fixture
    }

    private func cacheFolder(_ fixture: SiteFixture) -> URL {
        fixture.root.appendingPathComponent(LessonLoadCache.folderName)
    }

    /// The site as a build that reads no cache writes it, into its own folder.
    private func uncachedBuild(_ fixture: SiteFixture) throws -> [String: Data] {
        var options = fixture.options(output: fixture.root.appendingPathComponent("Uncached"))
        options.lessonCache = nil
        _ = try SiteBuilder(options: options).build()
        return try SiteFixture.tree(options.output)
    }

    @Test("the README and Docs/site.md name the cache's folder as the code does")
    func documentedFolder() throws {
        for path in ["README.md", "Docs/site.md"] {
            let text = try String(contentsOf: SiteFixture.repository.appendingPathComponent(path), encoding: .utf8)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("`\(LessonLoadCache.folderName)/` beside the lessons folder"), "\(path)")
        }
    }

    @Test("a build leaves one cache entry per lesson beside the lessons folder, none in the site")
    func entries() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder(fixture).path).sorted()
        let lessons = ["lesson1", "lesson2", "lesson22", "lesson3", "lesson30", "lesson4", "lesson7"].map { $0 + ".md.cache" }
        let records = [BuilderRecord.fileName, ExecutableDigest.fileName, FileStats.fileName, PublishedFiles.fileName(for: fixture.output)]
        // Each package's collection, kept for the next build to copy from (`KeptCollection`), with its record.
        let kept = [SitePath.courseDeck, SitePath.interviewDeck].compactMap { fixture.options().keptCollection(of: $0)?.path }
            .flatMap { [($0 as NSString).lastPathComponent, ($0 as NSString).lastPathComponent + ".record"] }
        #expect(kept.count == 4)
        #expect(names == (lessons + [LessonLoadCache.interviewCardsName] + records + kept).sorted())
        let outlines = try FileManager.default.contentsOfDirectory(
            atPath: cacheFolder(fixture).deletingLastPathComponent().appendingPathComponent(OutlineStore.folderName).path
        )
        // A clean build makes every outline: one pack holds them all.
        #expect(outlines == [OutlineStore.packName])
        #expect(try SiteFixture.tree(fixture.output).keys.allSatisfy { !$0.contains("quest-cache/") })
    }

    @Test("a deleted lesson's entry is deleted by the next build")
    func deletedLesson() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        try FileManager.default.removeItem(at: fixture.lessons.appendingPathComponent("lesson3.md"))
        try fixture.build()
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheFolder(fixture).path)
        #expect(!names.contains("lesson3.md.cache"))
        #expect(names.contains("lesson4.md.cache"))
    }

    @Test("after editing one lesson, a build from the cache equals a build that parses every lesson, byte for byte")
    func incrementalEqualsUncached() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        try fixture.addLesson(3, body: "Rewritten notes for lesson 3, about `List` and `ForEach`.\n")
        let lesson22 = fixture.lessons.appendingPathComponent("lesson22.md")
        try (String(contentsOf: lesson22, encoding: .utf8) + "\nOne more sentence at the end.\n")
            .write(to: lesson22, atomically: true, encoding: .utf8)
        let report = try fixture.build()
        #expect(report.renderedLessons == 2)
        #expect(try SiteFixture.tree(fixture.output) == uncachedBuild(fixture), "cached and uncached builds differ")
    }

    @Test("a kept package collection changed by hand, or deleted, is not copied from: the next build is a clean build's, byte for byte", arguments: ["changed", "deleted"])
    func damagedKeptCollection(change: String) throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        let kept = try #require(fixture.options().keptCollection(of: SitePath.courseDeck))
        if change == "deleted" {
            try FileManager.default.removeItem(atPath: kept.path)
        } else {
            // One byte of the same size of file, written in place: only its change time tells (the kernel's clock
            // for it ticks every few milliseconds, hence the wait).
            Thread.sleep(forTimeInterval: 0.02)
            let handle = try #require(FileHandle(forWritingAtPath: kept.path))
            try handle.seek(toOffset: 4_096)
            try handle.write(contentsOf: Data([0x5A]))
            try handle.close()
        }
        let lesson22 = fixture.lessons.appendingPathComponent("lesson22.md")
        try (String(contentsOf: lesson22, encoding: .utf8) + "\nOne more sentence at the end.\n")
            .write(to: lesson22, atomically: true, encoding: .utf8)
        try fixture.build()
        #expect(try SiteFixture.tree(fixture.output) == uncachedBuild(fixture), "the package was made from a damaged image")
    }

    @Test("damaged, truncated and misplaced cache entries are ignored and the site is as if there were none")
    func damagedEntries() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        let folder = cacheFolder(fixture)
        func entry(_ name: String) -> URL { folder.appendingPathComponent("\(name).md.cache") }

        let whole = try Data(contentsOf: entry("lesson22"))
        try whole.prefix(whole.count / 2).write(to: entry("lesson22"))
        try Data("not a cache entry at all".utf8).write(to: entry("lesson1"))
        // The text changed under an intact header: the digest of the rest no longer matches.
        let text = try Data(contentsOf: entry("lesson2"))
        let edited = String(decoding: text, as: UTF8.self).replacingOccurrences(of: "Lesson number 2", with: "Lesson number 9")
        try Data(edited.utf8).write(to: entry("lesson2"))
        // Another lesson's entry, whole and valid, under this lesson's name: its key is not this file's.
        try FileManager.default.removeItem(at: entry("lesson4"))
        try FileManager.default.copyItem(at: entry("lesson3"), to: entry("lesson4"))
        // The interview track's cards, altered the same way.
        let cards = folder.appendingPathComponent(LessonLoadCache.interviewCardsName)
        let track = String(decoding: try Data(contentsOf: cards), as: UTF8.self)
        #expect(track.contains("interview-track"))
        try Data(track.replacingOccurrences(of: "interview-track", with: "interview-trick").utf8).write(to: cards)

        try FileManager.default.removeItem(at: fixture.output)
        try fixture.build()
        #expect(try !fixture.read("lesson2/index.html").contains("Lesson number 9"))
        #expect(try fixture.read("lesson4/index.html").contains("Lesson number 4"))
        #expect(try SiteFixture.tree(fixture.output) == uncachedBuild(fixture))
    }

    @Test("a lesson read from the cache still reports an exercise folder removed since")
    func removedExerciseFolder() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        try FileManager.default.removeItem(at: fixture.lessons.appendingPathComponent("lesson22/mutants"))
        let error = #expect(throws: SiteBuildError.self) { try fixture.build() }
        #expect(error?.diagnostics.contains { $0.code == DiagnosticCode.missingExerciseFolder.rawValue } == true)
    }

    @Test("a lesson survives the compact format unchanged", arguments: ["lesson22", "lesson30", "lesson7"])
    func roundTrip(slug: String) throws {
        let fixture = try course()
        defer { fixture.remove() }
        let file = fixture.lessons.appendingPathComponent("\(slug).md")
        let result = LessonParser().parse(file: file.path, data: try Data(contentsOf: file))
        let lesson = try #require(result.lesson)
        #expect(lesson.interview != nil || lesson.tutorial != nil || !lesson.toolbarPictures.isEmpty)
        let encoded = try CompactEncoder().encode(result)
        #expect(try CompactDecoder().decode(LessonParser.Result.self, from: encoded) == result)
        #expect(try CompactEncoder().encode(result) == encoded, "the format is deterministic")
    }

    @Test("cut compact bytes are a decoding error, never a crash", arguments: [0, 1, 7, 100, 1000])
    func cutBytes(keep: Int) throws {
        let data = try Data(contentsOf: SiteFixture.lesson22)
        let result = LessonParser(checksExerciseFolders: false).parse(file: "Lessons/lesson22.md", data: data)
        let encoded = try CompactEncoder().encode(result)
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(LessonParser.Result.self, from: encoded.prefix(keep)) }
        #expect(throws: DecodingError.self) { try CompactDecoder().decode(LessonParser.Result.self, from: encoded + Data([0])) }
    }
}
