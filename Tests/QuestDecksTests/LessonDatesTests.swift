import Foundation
import Testing
@testable import QuestDecks

@Suite("Lesson dates")
struct LessonDatesTests {
    /// A git work tree with `a.md` committed at 1_800_000_000 and changed again at 1_800_086_400, `b.md` committed at
    /// 1_800_000_000 and edited since, and `c.md` untracked.
    static func repository() throws -> URL {
        let folder = URL(fileURLWithPath: try Fixtures.temporaryDirectory())
        func write(_ name: String, _ text: String, modified: TimeInterval) throws {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: modified)], ofItemAtPath: url.path)
        }
        try git(["init", "-q"], in: folder)
        try write("a.md", "first", modified: 1_700_000_000)
        try write("b.md", "first", modified: 1_700_000_000)
        try git(["add", "a.md", "b.md"], in: folder)
        try git(["commit", "-q", "-m", "one"], in: folder, date: 1_800_000_000)
        try write("a.md", "second", modified: 1_700_000_000)
        try git(["commit", "-q", "-am", "two"], in: folder, date: 1_800_086_400)
        try write("b.md", "edited", modified: 1_900_000_000)
        try write("c.md", "new", modified: 1_950_000_000)
        return folder
    }

    static func git(_ arguments: [String], in folder: URL, date: Int? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
        var environment = ProcessInfo.processInfo.environment
        if let date {
            environment["GIT_AUTHOR_DATE"] = "@\(date) +0000"
            environment["GIT_COMMITTER_DATE"] = "@\(date) +0000"
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
    }

    static func seconds(_ dates: LessonDates, _ name: String) -> Int64 {
        Int64(dates.date(ofFile: "Lessons/" + name).timeIntervalSince1970)
    }

    @Test("a committed file is dated by its last commit, a changed or untracked one by its file time")
    func gitDates() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dates = LessonDates.read(folder: folder, names: ["a.md", "b.md", "c.md"], environment: [:])
        #expect(Self.seconds(dates, "a.md") == 1_800_086_400)
        #expect(Self.seconds(dates, "b.md") == 1_900_000_000)
        #expect(Self.seconds(dates, "c.md") == 1_950_000_000)
        #expect(dates.uncommitted == ["b.md", "c.md"])
        #expect(Int64(dates.latest.timeIntervalSince1970) == 1_950_000_000)
    }

    @Test("committing a change moves the file's date forward; reading twice gives the same dates")
    func commitMovesForward() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.git(["commit", "-q", "-am", "three"], in: folder, date: 1_800_172_800)
        let first = LessonDates.read(folder: folder, names: ["a.md", "b.md"], environment: [:])
        let second = LessonDates.read(folder: folder, names: ["a.md", "b.md"], environment: [:])
        #expect(first == second)
        #expect(Self.seconds(first, "b.md") == 1_800_172_800)
        #expect(Self.seconds(first, "a.md") == 1_800_086_400)
        #expect(first.uncommitted.isEmpty)
    }

    @Test("outside git, each file is dated by its modification time")
    func fileTimes() throws {
        let folder = URL(fileURLWithPath: try Fixtures.temporaryDirectory())
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.md")
        try Data("text".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_850_000_000)], ofItemAtPath: file.path)
        let dates = LessonDates.read(folder: folder, names: ["a.md", "missing.md"], environment: [:])
        #expect(Self.seconds(dates, "a.md") == 1_850_000_000)
        #expect(Self.seconds(dates, "missing.md") == DeckWriter.fixedEpoch)
        #expect(dates.uncommitted.isEmpty)
    }

    @Test("SOURCE_DATE_EPOCH wins over git and file times")
    func sourceDateEpochWins() throws {
        let folder = try Self.repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dates = LessonDates.read(folder: folder, names: ["a.md", "b.md"], environment: ["SOURCE_DATE_EPOCH": "1234567890"])
        #expect(Self.seconds(dates, "a.md") == 1_234_567_890)
        #expect(Self.seconds(dates, "b.md") == 1_234_567_890)
    }


    /// The history file a read with `cacheFolder` keeps.
    static func kept(_ cacheFolder: URL) -> CommittedTimes? {
        FileManager.default.contents(atPath: cacheFolder.appendingPathComponent(CommittedTimes.fileName).path)
            .flatMap(CommittedTimes.init(data:))
    }

    @Test("the history read at HEAD is kept and gives the dates a read without it gives, until HEAD moves")
    func keptHistory() throws {
        let folder = try Self.repository()
        let cache = URL(fileURLWithPath: try Fixtures.temporaryDirectory())
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: cache)
        }
        let names = ["a.md", "b.md", "c.md"]
        let fresh = LessonDates.read(folder: folder, names: names, environment: [:])
        let first = LessonDates.read(folder: folder, names: names, environment: [:], cacheFolder: cache)
        let again = LessonDates.read(folder: folder, names: names, environment: [:], cacheFolder: cache)
        #expect(first == fresh)
        #expect(again == fresh)
        let history = try #require(Self.kept(cache))
        #expect(history.times["a.md"] == 1_800_086_400)
        #expect(history.folder == folder.standardizedFileURL.path)

        // A commit moves HEAD: the kept history is read again, and b.md's date moves to the new commit.
        try Self.git(["commit", "-q", "-am", "three"], in: folder, date: 1_800_172_800)
        let committed = LessonDates.read(folder: folder, names: names, environment: [:], cacheFolder: cache)
        #expect(Self.seconds(committed, "b.md") == 1_800_172_800)
        #expect(committed == LessonDates.read(folder: folder, names: names, environment: [:]))
        #expect(try #require(Self.kept(cache)).head != history.head)

        // Amending rewrites the commit HEAD names (its date too): never the kept history of the commit it replaced.
        try Data("amended".utf8).write(to: folder.appendingPathComponent("a.md"))
        try Self.git(["commit", "-q", "--amend", "--date=@1800259200 +0000", "-am", "three again"], in: folder, date: 1_800_259_200)
        let amended = LessonDates.read(folder: folder, names: names, environment: [:], cacheFolder: cache)
        #expect(Self.seconds(amended, "a.md") == 1_800_259_200)
        #expect(amended == LessonDates.read(folder: folder, names: names, environment: [:]))
    }

    @Test("a kept history is used only for its own commit and folder, and a damaged one is read again from git")
    func keptHistoryIsChecked() throws {
        let folder = try Self.repository()
        let cache = URL(fileURLWithPath: try Fixtures.temporaryDirectory())
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: cache)
        }
        let file = cache.appendingPathComponent(CommittedTimes.fileName)
        _ = LessonDates.read(folder: folder, names: ["a.md"], environment: [:], cacheFolder: cache)
        var history = try #require(Self.kept(cache))
        // The kept times of this very commit are believed without reading the log again…
        history.times["a.md"] = 1_811_111_111
        try history.encoded.write(to: file)
        #expect(Self.seconds(LessonDates.read(folder: folder, names: ["a.md"], environment: [:], cacheFolder: cache), "a.md") == 1_811_111_111)
        // …but not another folder's, nor another commit's, nor a damaged file's.
        for forged in [
            CommittedTimes(folder: "/elsewhere", head: history.head, times: history.times).encoded,
            CommittedTimes(folder: history.folder, head: String(repeating: "0", count: 40), times: history.times).encoded,
            Data(history.encoded.dropLast(3)),
            Data("quest committed times 0\n".utf8) + history.encoded.dropFirst(24),
        ] {
            try forged.write(to: file)
            let dates = LessonDates.read(folder: folder, names: ["a.md"], environment: [:], cacheFolder: cache)
            #expect(Self.seconds(dates, "a.md") == 1_800_086_400)
        }
    }

    @Test("a shallow clone's history is never kept: it grows without HEAD moving")
    func shallowCloneNotKept() throws {
        let origin = try Self.repository()
        let clone = URL(fileURLWithPath: try Fixtures.temporaryDirectory()).appendingPathComponent("clone")
        let cache = URL(fileURLWithPath: try Fixtures.temporaryDirectory())
        defer {
            for folder in [origin, clone.deletingLastPathComponent(), cache] { try? FileManager.default.removeItem(at: folder) }
        }
        try Self.git(["clone", "-q", "--depth", "1", "file://" + origin.path, clone.path], in: origin)
        let dates = LessonDates.read(folder: clone, names: ["a.md"], environment: [:], cacheFolder: cache)
        #expect(Self.seconds(dates, "a.md") == 1_800_086_400)
        #expect(Self.kept(cache) == nil)
    }

    @Test("outside git, a cache folder changes nothing and keeps nothing")
    func noGitNoHistory() throws {
        let folder = URL(fileURLWithPath: try Fixtures.temporaryDirectory())
        let cache = URL(fileURLWithPath: try Fixtures.temporaryDirectory())
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: cache)
        }
        let file = folder.appendingPathComponent("a.md")
        try Data("text".utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_850_000_000)], ofItemAtPath: file.path)
        let dates = LessonDates.read(folder: folder, names: ["a.md"], environment: [:], cacheFolder: cache)
        #expect(Self.seconds(dates, "a.md") == 1_850_000_000)
        #expect(Self.kept(cache) == nil)
    }
}
