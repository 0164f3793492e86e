import Foundation
import QuestSite
import Testing

@Suite("quest build")
struct SiteBuildTests {
    @Test("lesson 22's page matches the golden file (QUEST_RECORD_GOLDEN=1 re-records it)")
    func goldenLessonPage() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.read("lesson22/index.html")
        let golden = SiteFixture.repository.appendingPathComponent("Tests/QuestSiteTests/Golden/lesson22.html")
        if ProcessInfo.processInfo.environment["QUEST_RECORD_GOLDEN"] != nil {
            try Data(page.utf8).write(to: golden)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(page == expected, "lesson22/index.html differs from Golden/lesson22.html; review and re-record")
    }

    @Test("the site has every page, deck and index")
    func writesEveryFile() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.addLesson(3)
        let report = try fixture.build()
        #expect(report.lessons == 2)
        let files = try SiteFixture.tree(fixture.output).keys.sorted()
        for expected in [
            "index.html", "404.html", "style.css", "quest.js", "search-index.json", "search-index.js",
            "lesson22/index.html", "lesson22/cards.html", "lesson3/index.html", "lesson3/cards.html",
            "decks/lesson22.apkg", "decks/lesson22.tsv", "decks/lesson22.json", "decks/course.apkg", BuildManifest.fileName,
        ] {
            #expect(files.contains(expected), "missing \(expected)")
        }
        #expect(!files.contains("sitemap.xml"), "a sitemap needs absolute URLs, so none without --base-url")
    }

    @Test("lesson 22's page has the stable anchors, commands and the hidden answer")
    func lessonPageParts() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.read("lesson22/index.html")
        for anchor in ["notes", "new-in-ios-27", "exercise", "questions", "q1", "q2", "q3", "resources", "interview"] {
            #expect(page.contains("id=\"\(anchor)\""), "missing #\(anchor)")
        }
        #expect(page.contains("quest start lesson22"))
        #expect(page.contains("quest check lesson22"))
        #expect(page.contains("<details class=\"interview-answer\" id=\"interview-answer\">\n<summary>Show the answer</summary>"))
        #expect(page.contains("href=\"cards.html#card-q1\""))
        #expect(page.contains("href=\"../decks/lesson22.apkg\""))
        #expect(page.components(separatedBy: "<h1").count == 2, "one h1")
        for landmark in ["<header", "<nav", "<main", "<footer", "<html lang=\"en\">"] {
            #expect(page.contains(landmark))
        }
    }

    @Test("the cards page lists every card without JavaScript and marks drafted answers")
    func cardsPage() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.read("lesson22/cards.html")
        #expect(page.contains("id=\"card-q1\""))
        #expect(page.contains("card-back"))
        #expect(page.contains("badge-drafted"), "lesson 22's questions have no written answers, so they are drafted")
    }

    @Test("with --base-url the sitemap lists absolute URLs")
    func sitemapWithBaseURL() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        let report = try fixture.build(baseURL: "https://example.com/course")
        #expect(report.wroteSitemap)
        let sitemap = try fixture.read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.com/course/lesson22/index.html</loc>"))
        #expect(sitemap.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"))
    }

    @Test("two builds of the same course are byte-identical")
    func deterministic() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        for number in 1...4 { try fixture.addLesson(number) }
        let first = fixture.root.appendingPathComponent("First")
        let second = fixture.root.appendingPathComponent("Second")
        try fixture.build(output: first)
        try fixture.build(output: second)
        let firstTree = try SiteFixture.tree(first)
        let secondTree = try SiteFixture.tree(second)
        #expect(firstTree.keys.sorted() == secondTree.keys.sorted())
        for (path, data) in firstTree {
            #expect(secondTree[path] == data, "\(path) differs between two builds")
        }
    }

    @Test("a lesson error stops the build with the step and file, and leaves the previous site as it was")
    func lintErrorKeepsSite() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let before = try SiteFixture.tree(fixture.output)
        try fixture.write("---\nlesson: 22\ntitle: Duplicate number\n---\n\nNotes.\n", to: "broken.md")
        let error = try #require(throws: SiteBuildError.self) { try fixture.build() }
        #expect(error.step == "Checking lessons")
        #expect(error.file?.hasSuffix(".md") == true)
        #expect(error.diagnostics.contains { $0.severity == .error })
        #expect(try SiteFixture.tree(fixture.output) == before)
    }

    @Test("a build interrupted after rendering leaves the previous site intact and no staging folder behind")
    func interruptedBuildKeepsSite() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.addLesson(1)
        try fixture.build()
        let before = try SiteFixture.tree(fixture.output)
        try fixture.addLesson(2, title: "A new lesson")
        struct Interrupt: Error {}
        #expect(throws: SiteBuildError.self) {
            try SiteBuilder(options: fixture.options()).build { line in
                if line.hasPrefix("[4/") { throw Interrupt() }
            }
        }
        #expect(try SiteFixture.tree(fixture.output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.root.path).filter { $0.hasPrefix(".Site") }
        #expect(leftovers.isEmpty, "staging folders left: \(leftovers)")
    }

    @Test("a build stopped before it writes (a lesson error, an interrupt) gives back the spare tree it took, unchanged")
    func stoppedBuildKeepsSpare() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.addLesson(1)
        try fixture.build()
        try fixture.addLesson(2, title: "A second lesson")
        try fixture.build()
        let spare = fixture.root.appendingPathComponent(".Site.quest-spare")
        let spareTree = try SiteFixture.tree(spare)
        #expect(!spareTree.isEmpty, "two builds leave the first one's tree as the spare")
        let before = try SiteFixture.tree(fixture.output)
        func leftovers() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: fixture.root.path).filter { $0.hasPrefix(".Site.quest-build-") }
        }

        try fixture.write("---\nlesson: 22\ntitle: Duplicate number\n---\n\nNotes.\n", to: "broken.md")
        #expect(throws: SiteBuildError.self) { try fixture.build() }
        #expect(try SiteFixture.tree(spare) == spareTree, "the lesson error lost or changed the spare tree")
        #expect(try leftovers().isEmpty)
        try FileManager.default.removeItem(at: fixture.lessons.appendingPathComponent("broken.md"))

        struct Interrupt: Error {}
        try fixture.addLesson(3, title: "A third lesson")
        #expect(throws: SiteBuildError.self) {
            try SiteBuilder(options: fixture.options()).build { line in
                if line.hasPrefix("[3/") { throw Interrupt() }
            }
        }
        #expect(try SiteFixture.tree(spare) == spareTree, "the interrupt lost or changed the spare tree")
        #expect(try leftovers().isEmpty)
        #expect(try SiteFixture.tree(fixture.output) == before)

        // The next build takes the spare again and gives a clean build's site.
        try fixture.build()
        let clean = fixture.root.appendingPathComponent("Clean")
        _ = try SiteBuilder(options: fixture.options(output: clean)).build()
        #expect(try SiteFixture.tree(fixture.output) == SiteFixture.tree(clean))
    }

    @Test("stale staging folders of killed builds are removed, and a site set aside mid-swap is restored")
    func recoversFromKilledBuilds() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.build()
        let before = try SiteFixture.tree(fixture.output)
        let deadPID = "2147483000"
        let stale = fixture.root.appendingPathComponent(".Site.quest-build-\(deadPID)")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        let aside = fixture.root.appendingPathComponent(".Site.quest-old-\(deadPID)")
        try FileManager.default.moveItem(at: fixture.output, to: aside)

        let report = try fixture.build()
        #expect(report.upToDate, "the restored site was built from the same inputs")
        #expect(try SiteFixture.tree(fixture.output) == before)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!FileManager.default.fileExists(atPath: aside.path))
    }

    @Test("progress lines name seven steps in order")
    func progressLines() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        var lines: [String] = []
        _ = try SiteBuilder(options: fixture.options()).build { lines.append($0) }
        #expect(lines.count == 7)
        #expect(lines[0] == "[1/7] Loading lessons (1)")
        #expect(lines[2] == "[3/7] Rendering lessons (1)")
    }
}
