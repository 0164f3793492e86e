#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestCore
@testable import QuestSite
import Testing

/// A note on every lesson naming its slug, from its lesson alone: what the lint step collects, lesson by lesson.
private struct SlugNote: LessonCheck {
    func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        [Diagnostic(.note, at: SourceLocation(file: lesson.file, line: lesson.number), code: "slug", "slug \(lesson.slug)")]
    }
}

@Suite("what a rebuild takes as changed")
struct InputChangeTests {
    private func course() throws -> SiteFixture {
        let fixture = try SiteFixture()
        for number in 1...3 { try fixture.addLesson(number) }
        return fixture
    }

    private func cacheFolder(_ fixture: SiteFixture) -> URL {
        fixture.root.appendingPathComponent(LessonLoadCache.folderName)
    }

    @Test("a lesson rewritten to the same size with its modification time put back is still rebuilt")
    func sameSizeSameTime() throws {
        let fixture = try course()
        defer { fixture.remove() }
        let lesson = fixture.lessons.appendingPathComponent("lesson2.md")
        // Files changed less than a second before a build are hashed again by the next one ("racy"): waiting makes the
        // first build record lesson 2's stat as trusted, which is the case this test is about.
        Thread.sleep(forTimeInterval: 1.2)
        try fixture.build()
        var before = stat()
        #expect(stat(lesson.path, &before) == 0)
        let text = try String(contentsOf: lesson, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "Notes of lesson 2", with: "Notes of lesson 9")
        #expect(edited.utf8.count == text.utf8.count && edited != text)
        // Written in place (same inode), as an editor that saves over the file does.
        let handle = try FileHandle(forWritingTo: lesson)
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        // The modification time put back to the nanosecond: only the change time (which no program sets) moved.
        let times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, lesson.path, times, 0) == 0)
        var after = stat()
        #expect(stat(lesson.path, &after) == 0)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #expect(after.st_size == before.st_size && after.st_ino == before.st_ino)

        let report = try fixture.build()
        #expect(!report.upToDate)
        #expect(report.renderedLessons == 1)
        #expect(try fixture.read("lesson2/index.html").contains("Notes of lesson 9"))
    }

    @Test("a site another quest executable made is made again whole, never taken as up to date")
    func anotherExecutable() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        #expect(try fixture.build().upToDate)
        // What a rebuilt quest of the same version sees: the record names another executable's digest.
        let record = cacheFolder(fixture).appendingPathComponent(BuilderRecord.fileName)
        let text = try String(contentsOf: record, encoding: .utf8)
        let executable = try #require(text.split(separator: " ").first)
        #expect(executable.count == 64)
        try Data(text.replacingOccurrences(of: executable, with: String(repeating: "0", count: 64)).utf8).write(to: record)

        let report = try fixture.build()
        #expect(!report.upToDate)
        #expect(report.renderedLessons == 3)
        #expect(report.exportedDecks == 3)
        #expect(try fixture.build().upToDate, "the rebuild records the running executable")
    }

    @Test("a site with no record of its maker (a deleted cache) is made again whole")
    func noRecord() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        try FileManager.default.removeItem(at: cacheFolder(fixture).appendingPathComponent(BuilderRecord.fileName))
        let report = try fixture.build()
        #expect(!report.upToDate)
        #expect(report.renderedLessons == 3)
    }

    @Test("the lint step's findings, checked on all cores, are each lesson's own, and kept for the lessons not read again")
    func lintFindings() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        for number in 1...12 { try fixture.addLesson(number) }
        let builder = SiteBuilder(options: fixture.options(), lessonChecks: [SlugNote()])
        let expected = (1...12).map { "lesson\($0).md:\($0): slug lesson\($0)" }.sorted()
        func found(_ report: BuildReport) -> [String] {
            report.diagnostics.filter { $0.code == "slug" }
                .map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line): \($0.message)" }.sorted()
        }
        #expect(found(try builder.build()) == expected)
        try fixture.addLesson(5, body: "Edited notes of lesson 5.\n")
        let report = try builder.build()
        #expect(report.renderedLessons == 1)
        #expect(found(report) == expected)
    }
}
