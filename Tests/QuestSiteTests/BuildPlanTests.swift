import Foundation
import QuestCore
@testable import QuestSite
import Testing

@Suite("the build plan: what a rebuild reuses and makes")
struct BuildPlanTests {
    private static let baseURL = "https://example.com/course/"

    /// Lesson 22 (interview part, tutorial, exercises) and five small lessons, built once with a base URL.
    private func builtCourse() throws -> SiteFixture {
        let fixture = try SiteFixture.withLesson22()
        for number in 1...5 { try fixture.addLesson(number) }
        try fixture.build(baseURL: Self.baseURL)
        return fixture
    }

    private func load(_ fixture: SiteFixture) throws -> LoadedCourse {
        let options = fixture.options(baseURL: Self.baseURL)
        guard case .outOfDate(let loaded) = try LoadStep(options: options, lessonChecks: []).run() else {
            Issue.record("the edited course was found up to date")
            throw CancellationError()
        }
        return loaded
    }

    @Test("one edited lesson: only its pages and decks are made, course.apkg is patched, no other lesson is read in full")
    func oneLessonPlan() throws {
        let fixture = try builtCourse()
        defer { fixture.remove() }
        try fixture.addLesson(3, body: "Rewritten notes for lesson 3.\n\n## After this lesson you should be able to answer\n\n- What changed?\n")
        let loaded = try load(fixture)
        #expect(Array(loaded.lessons.keys) == ["lesson3"], "unchanged lessons were read in full")
        #expect(loaded.newOutlines == ["lesson3.md"])
        let made = loaded.plan.description.filter { !$0.hasPrefix("reuse ") }
        #expect(made == [
            "make pages/lesson3", "make decks/lesson3", "make decks/cards-index", "patch decks/course", "make search-index",
        ])
        #expect(loaded.plan.work(BuildPlan.Unit.index) == .reuse, "the index row of lesson 3 did not change")
        #expect(loaded.plan.work(BuildPlan.Unit.sitemap) == .reuse, "no page was added or removed")
    }

    @Test("a new lesson title re-renders the index and the neighbours' pagers, and nothing is read but those lessons")
    func retitledLessonPlan() throws {
        let fixture = try builtCourse()
        defer { fixture.remove() }
        try fixture.addLesson(3, title: "A brand new title")
        let loaded = try load(fixture)
        #expect(loaded.plan.lessonsToRender == ["lesson2", "lesson3", "lesson4"])
        #expect(loaded.plan.decksToExport == ["lesson3"])
        #expect(Set(loaded.lessons.keys) == ["lesson2", "lesson3", "lesson4"])
        #expect(loaded.plan.work(BuildPlan.Unit.index) == .make)
    }

    @Test("edited lessons rebuilt incrementally give a clean build's bytes, course.apkg, search index and sitemap included")
    func incrementalEqualsClean() throws {
        let fixture = try builtCourse()
        defer { fixture.remove() }
        let first = try SiteFixture.tree(fixture.output)
        let lesson22 = fixture.lessons.appendingPathComponent("lesson22.md")
        let text = try String(contentsOf: lesson22, encoding: .utf8)
        for (round, edit) in [(1, "lesson 2"), (2, "lesson 22"), (3, "lesson 4 again")] {
            if edit == "lesson 22" {
                try Data((text + "\nOne more sentence at the end.\n").utf8).write(to: lesson22)
            } else {
                let number = edit == "lesson 2" ? 2 : 4
                try fixture.addLesson(number, body: "Round \(round): new notes.\n\n## After this lesson you should be able to answer\n\n- A new question \(round)?\n- And another?\n")
            }
            let report = try fixture.build(baseURL: Self.baseURL)
            #expect(report.renderedLessons < 6, "\(edit): the rebuild was not incremental")
            let clean = fixture.root.appendingPathComponent("Clean\(round)")
            try fixture.build(output: clean, baseURL: Self.baseURL)
            let incremental = try SiteFixture.tree(fixture.output)
            let expected = try SiteFixture.tree(clean)
            for path in [SitePath.courseDeck, SitePath.interviewDeck, SitePath.searchIndexJSON, SitePath.searchIndexScript,
                         SitePath.sitemap, SitePath.cardsIndexScript, SitePath.index, BuildManifest.fileName, OfflineApp.serviceWorkerName] {
                #expect(incremental[path] != nil && incremental[path] == expected[path], "\(edit): \(path) differs from a clean build's")
            }
            #expect(incremental == expected, "\(edit): the incremental and clean builds differ")
        }
        let last = try SiteFixture.tree(fixture.output)
        #expect(last[SitePath.courseDeck] != first[SitePath.courseDeck], "the edits changed course.apkg")
        #expect(last[SitePath.searchIndexJSON] != first[SitePath.searchIndexJSON], "the edits changed the search index")
    }

    @Test("a lesson cache deleted between builds costs time only: the outlines are made again and the bytes are the same")
    func outlinesLost() throws {
        let fixture = try builtCourse()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent(LessonLoadCache.folderName))
        try fixture.addLesson(1, body: "Rewritten notes for lesson 1.\n")
        try fixture.build(baseURL: Self.baseURL)
        let clean = fixture.root.appendingPathComponent("Clean")
        try fixture.build(output: clean, baseURL: Self.baseURL)
        #expect(try SiteFixture.tree(fixture.output) == SiteFixture.tree(clean))
    }

    @Test("the lessons folder named another way (through a link) gives the same bytes, build manifest included")
    func lessonsFolderSpelling() throws {
        let fixture = try builtCourse()
        defer { fixture.remove() }
        let link = fixture.root.appendingPathComponent("Linked")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fixture.lessons)
        let other = fixture.root.appendingPathComponent("Other")
        var options = fixture.options(output: other, baseURL: Self.baseURL)
        options.lessons = link
        _ = try SiteBuilder(options: options).build()
        let expected = try SiteFixture.tree(fixture.output)
        let built = try SiteFixture.tree(other)
        #expect(built[BuildManifest.fileName] == expected[BuildManifest.fileName], "the manifest's keys name the folder, not the content")
        #expect(built == expected)
    }
}
