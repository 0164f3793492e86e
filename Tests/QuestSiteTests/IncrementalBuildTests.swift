import Foundation
import QuestSite
import Testing

@Suite("incremental builds")
struct IncrementalBuildTests {
    private func course(lessons count: Int) throws -> SiteFixture {
        let fixture = try SiteFixture()
        for number in 1...count { try fixture.addLesson(number) }
        return fixture
    }

    @Test("a clean build renders every lesson")
    func clean() throws {
        let fixture = try course(lessons: 6)
        defer { fixture.remove() }
        let report = try fixture.build()
        #expect(!report.upToDate)
        #expect(report.renderedLessons == 6)
        #expect(report.exportedDecks == 6)
    }

    @Test("a rebuild with nothing changed renders nothing and writes nothing")
    func noOp() throws {
        let fixture = try course(lessons: 6)
        defer { fixture.remove() }
        try fixture.build()
        let before = try SiteFixture.tree(fixture.output)
        let report = try fixture.build()
        #expect(report.upToDate)
        #expect(report.renderedLessons == 0)
        #expect(try SiteFixture.tree(fixture.output) == before)
    }

    @Test("changing one lesson's notes renders only that lesson, and the result equals a clean build")
    func oneLessonChanged() throws {
        let fixture = try course(lessons: 6)
        defer { fixture.remove() }
        try fixture.build()
        try fixture.addLesson(4, body: "Rewritten notes for lesson 4, about `List` and `ForEach`.\n")
        let report = try fixture.build()
        #expect(report.renderedLessons == 1)
        #expect(report.exportedDecks == 1)

        #expect(try SiteFixture.tree(fixture.output) == fixture.cleanBuildTree(), "incremental and clean builds differ")
    }

    @Test("a lesson dated anew with the same bytes and cards renders nothing and gives a clean build's course.apkg, with the new date")
    func lessonRedated() throws {
        let fixture = try course(lessons: 6)
        defer { fixture.remove() }
        try fixture.build()
        let package = try Data(contentsOf: fixture.output.appendingPathComponent("decks/course.apkg"))
        // Its modification time dates an uncommitted lesson's notes: the course package patches the dates in place.
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(86_400)], ofItemAtPath: fixture.lessons.appendingPathComponent("lesson4.md").path
        )
        let report = try fixture.build()
        #expect(report.renderedLessons == 0)
        #expect(try Data(contentsOf: fixture.output.appendingPathComponent("decks/course.apkg")) != package)

        #expect(try SiteFixture.tree(fixture.output) == fixture.cleanBuildTree(), "incremental and clean builds differ")
    }

    @Test("a course in git: builds that keep its history at HEAD give the bytes of builds that read it all, before and after commits")
    func keptGitHistory() throws {
        let fixture = try course(lessons: 4)
        defer { fixture.remove() }
        func git(_ arguments: [String], date: Int) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", fixture.lessons.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["GIT_AUTHOR_DATE": "@\(date) +0000", "GIT_COMMITTER_DATE": "@\(date) +0000"]
            ) { $1 }
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        }
        /// A clean build that keeps no cache, so reads the whole history from git.
        func cleanWithoutCache() throws -> [String: Data] {
            let clean = fixture.root.appendingPathComponent("Clean")
            try? FileManager.default.removeItem(at: clean)
            var options = fixture.options(output: clean)
            options.lessonCache = nil
            _ = try SiteBuilder(options: options).build()
            return try SiteFixture.tree(clean)
        }
        try git(["init", "-q"], date: 1_800_000_000)
        try git(["add", "."], date: 1_800_000_000)
        try git(["commit", "-q", "-m", "one"], date: 1_800_000_000)
        try fixture.build()
        #expect(try SiteFixture.tree(fixture.output) == cleanWithoutCache(), "first build")

        try fixture.addLesson(2, body: "Notes edited, not committed yet.\n")
        try fixture.build()
        #expect(try SiteFixture.tree(fixture.output) == cleanWithoutCache(), "after an edit")

        try git(["commit", "-q", "-am", "two"], date: 1_800_086_400)
        try fixture.build()
        #expect(try SiteFixture.tree(fixture.output) == cleanWithoutCache(), "after a commit")

        try fixture.addLesson(3, body: "Notes amended into the last commit.\n")
        try git(["commit", "-q", "--amend", "--date=@1800172800 +0000", "-am", "two again"], date: 1_800_172_800)
        try fixture.build()
        #expect(try SiteFixture.tree(fixture.output) == cleanWithoutCache(), "after an amended commit")
    }

    @Test("renaming a lesson also re-renders its neighbours, whose pager shows the title")
    func neighboursFollowTitles() throws {
        let fixture = try course(lessons: 6)
        defer { fixture.remove() }
        try fixture.build()
        try fixture.addLesson(4, title: "A brand new title")
        let report = try fixture.build()
        #expect(report.renderedLessons == 3)
        #expect(report.exportedDecks == 1)
        #expect(try fixture.read("lesson3/index.html").contains("A brand new title"))
    }

    @Test("changing a template re-renders every page but exports no deck")
    func templateChanged() throws {
        let fixture = try course(lessons: 3)
        defer { fixture.remove() }
        let templates = fixture.root.appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: SiteFixture.templates, to: templates)
        try fixture.build(templates: templates)
        let footer = templates.appendingPathComponent("partials/footer.mustache")
        try (String(contentsOf: footer, encoding: .utf8) + "<!-- changed -->\n").write(to: footer, atomically: true, encoding: .utf8)
        let report = try fixture.build(templates: templates)
        #expect(report.renderedLessons == 3)
        #expect(report.exportedDecks == 0)
    }

    @Test("a deleted output file is noticed and rebuilt")
    func deletedOutput() throws {
        let fixture = try course(lessons: 3)
        defer { fixture.remove() }
        try fixture.build()
        try FileManager.default.removeItem(at: fixture.output.appendingPathComponent("lesson2/cards.html"))
        let report = try fixture.build()
        #expect(!report.upToDate)
        #expect(report.renderedLessons == 1)
        #expect(FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("lesson2/cards.html").path))
    }

    /// Every folder below `folder`, by relative path.
    private static func folders(_ folder: URL) -> Set<String> {
        let base = folder.standardizedFileURL.path
        var folders: Set<String> = []
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return folders }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), isDirectory.boolValue {
                folders.insert(path)
            }
        }
        return folders
    }

    @Test("a rebuild into the replaced site's folders holds exactly what a clean build writes, a deleted lesson's folder gone")
    func rebuildIntoSpareTree() throws {
        let fixture = try course(lessons: 6)
        defer { fixture.remove() }
        try fixture.build()
        try fixture.addLesson(4, body: "Rewritten notes for lesson 4.\n")
        try fixture.build()
        let spare = fixture.root.appendingPathComponent(".Site.quest-spare")
        #expect(FileManager.default.fileExists(atPath: spare.path), "the replaced tree is kept for the next build")
        try FileManager.default.removeItem(at: fixture.lessons.appendingPathComponent("lesson6.md"))
        try fixture.addLesson(2, body: "Rewritten notes for lesson 2.\n")
        try fixture.build()
        #expect(!FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("lesson6").path))

        let clean = fixture.root.appendingPathComponent("Clean")
        try fixture.build(output: clean)
        #expect(try SiteFixture.tree(fixture.output) == SiteFixture.tree(clean), "a rebuild into the spare tree and a clean build differ")
        #expect(Self.folders(fixture.output) == Self.folders(clean))
    }

    @Test("a spare tree with a file where a folder goes, and a folder where a file goes, still gives a clean build's tree")
    func rebuildIntoSpareTreeOfAnotherShape() throws {
        let fixture = try course(lessons: 3)
        defer { fixture.remove() }
        try fixture.build()
        try fixture.addLesson(1, body: "Rewritten notes for lesson 1.\n")
        try fixture.build()
        let spare = fixture.root.appendingPathComponent(".Site.quest-spare")
        let fileManager = FileManager.default
        try fileManager.removeItem(at: spare.appendingPathComponent("lesson2"))
        try Data("not a folder".utf8).write(to: spare.appendingPathComponent("lesson2"))
        try fileManager.removeItem(at: spare.appendingPathComponent("index.html"))
        try fileManager.createDirectory(at: spare.appendingPathComponent("index.html/inside"), withIntermediateDirectories: true)
        try Data("stray".utf8).write(to: spare.appendingPathComponent("index.html/inside/file.txt"))
        try Data("stray".utf8).write(to: spare.appendingPathComponent("stray.txt"))
        // Lesson 1 is unchanged in the next build, so its cards page is reused where the spare has a folder.
        try fileManager.removeItem(at: spare.appendingPathComponent("lesson1/cards.html"))
        try fileManager.createDirectory(at: spare.appendingPathComponent("lesson1/cards.html"), withIntermediateDirectories: true)
        try fixture.addLesson(3, body: "Rewritten notes for lesson 3.\n")
        try fixture.build()

        let clean = fixture.root.appendingPathComponent("Clean")
        try fixture.build(output: clean)
        #expect(try SiteFixture.tree(fixture.output) == SiteFixture.tree(clean))
        #expect(Self.folders(fixture.output) == Self.folders(clean))
    }

    @Test("a published page changed by hand is made again, though no input changed, as a clean build makes it")
    func pageChangedByHand() throws {
        let fixture = try course(lessons: 4)
        defer { fixture.remove() }
        try fixture.build()
        // Written in place, keeping the file's inode and its size, as an editor saving over it may.
        let page = fixture.output.appendingPathComponent("lesson2/index.html")
        var bytes = try Data(contentsOf: page)
        bytes[bytes.count / 2] = bytes[bytes.count / 2] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        let handle = try FileHandle(forWritingTo: page)
        try handle.write(contentsOf: bytes)
        try handle.close()
        let report = try fixture.build()
        #expect(!report.upToDate, "the changed page was called up to date")
        #expect(report.renderedLessons == 1)

        #expect(try SiteFixture.tree(fixture.output) == fixture.cleanBuildTree())
    }

    @Test("an older course.apkg put back over the published one is not copied from: the next package equals a clean build's")
    func olderCoursePackagePutBack() throws {
        let fixture = try course(lessons: 3)
        defer { fixture.remove() }
        try fixture.build()
        let package = fixture.output.appendingPathComponent("decks/course.apkg")
        let older = try Data(contentsOf: package)
        try fixture.addLesson(2, body: "Rewritten notes for lesson 2.\n")
        try fixture.build()
        // A valid package, but of the lessons before lesson 2 was rewritten.
        try older.write(to: package)
        try fixture.addLesson(3, body: "Rewritten notes for lesson 3.\n")
        try fixture.build()

        #expect(try SiteFixture.tree(fixture.output) == fixture.cleanBuildTree())
    }

    @Test("a damaged course.apkg in the previous site is made again from every deck, as a clean build makes it")
    func damagedPreviousCoursePackage() throws {
        let fixture = try course(lessons: 3)
        defer { fixture.remove() }
        try fixture.build()
        try Data("not a zip".utf8).write(to: fixture.output.appendingPathComponent("decks/course.apkg"))
        try fixture.addLesson(2, body: "Rewritten notes for lesson 2.\n")
        try fixture.build()

        #expect(try SiteFixture.tree(fixture.output) == fixture.cleanBuildTree())
    }

    @Test("a build into the replaced site's folders that fails leaves the published site's bytes as they were")
    func failedRebuildIntoSpareTree() throws {
        let fixture = try course(lessons: 4)
        defer { fixture.remove() }
        try fixture.build()
        try fixture.addLesson(3, body: "Rewritten notes for lesson 3.\n")
        try fixture.build()
        let before = try SiteFixture.tree(fixture.output)
        for number in 1...4 { try fixture.addLesson(number, title: "Retitled lesson \(number)") }
        struct Interrupt: Error {}
        #expect(throws: SiteBuildError.self) {
            try SiteBuilder(options: fixture.options()).build { line in
                if line.hasPrefix("[7/") { throw Interrupt() }
            }
        }
        #expect(try SiteFixture.tree(fixture.output) == before, "the interrupted build wrote into the published site")
    }
}
