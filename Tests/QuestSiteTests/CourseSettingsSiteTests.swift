import Foundation
import QuestSite
import Testing

@Suite("Lessons/course.md in the built site")
struct CourseSettingsSiteTests {
    static let courseFile = """
        ---
        title: SwiftUI in 30 days
        description: One lesson a day.
        base-url: https://example.com/swiftui
        language: de-CH
        deck: SwiftUI 30
        ---

        Welcome to **thirty days** of SwiftUI.

        Each day is one lesson; the second paragraph says so.
        """

    private func course() throws -> SiteFixture {
        let fixture = try SiteFixture.withLesson22()
        for number in 1...3 { try fixture.addLesson(number) }
        try fixture.write(Self.courseFile, to: "course.md")
        return fixture
    }

    @Test("every page carries the course's title and language, the index its introduction, the sitemap its address")
    func settingsReachEveryPage() throws {
        let fixture = try course()
        defer { fixture.remove() }
        let report = try fixture.build()
        #expect(report.lessons == 4, "course.md is not a lesson")
        #expect(report.wroteSitemap)
        let pages = try SiteFixture.tree(fixture.output).keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count == 4 * 2 + 3)  // index, interview track, 404
        for path in pages {
            let page = try fixture.read(path)
            #expect(page.contains("<html lang=\"de-CH\">"), "\(path) has another lang")
            let title = page.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first
            #expect(title?.contains("SwiftUI in 30 days") == true, "\(path)'s title is \(title ?? "missing")")
            #expect(page.contains("<span class=\"brand-name\">SwiftUI in 30 days</span>"), "\(path) lacks the title in its header")
        }
        let index = try fixture.read("index.html")
        #expect(index.contains("<p>Welcome to <strong>thirty days</strong> of SwiftUI.</p>"))
        #expect(index.contains("<p>Each day is one lesson; the second paragraph says so.</p>"))
        #expect(index.contains("<link rel=\"canonical\" href=\"https://example.com/swiftui/index.html\">"))
        #expect(try fixture.read("lesson22/index.html")
            .contains("<link rel=\"canonical\" href=\"https://example.com/swiftui/lesson22/index.html\">"))
        let sitemap = try fixture.read("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.com/swiftui/lesson22/cards.html</loc>"))
        #expect(!sitemap.contains("course"), "course.md has no page")
        let deck = try fixture.read("decks/lesson22.json")
        #expect(deck.contains("\"SwiftUI 30::Lesson 22 · Toolbars, menus, and search\""))
    }

    @Test("--base-url overrides course.md's address")
    func optionOverrides() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build(baseURL: "https://mirror.example.org/")
        #expect(try fixture.read("sitemap.xml").contains("<loc>https://mirror.example.org/index.html</loc>"))
    }

    @Test("without course.md no page has a canonical link and there is no sitemap")
    func noSettings() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        let report = try fixture.build()
        #expect(!report.wroteSitemap)
        #expect(!(try fixture.read("index.html").contains("rel=\"canonical\"")))
        #expect(try fixture.read("index.html").contains("<span class=\"brand-name\">Quest: an iOS course</span>"))
    }

    @Test("a malformed course.md stops the build with located errors and leaves the site as it was")
    func malformedSettings() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()
        let before = try SiteFixture.tree(fixture.output)
        try fixture.write("---\ntitle: SwiftUI in 30 days\nbase-url: example.com\nlanguage: ??\n---\n", to: "course.md")
        let error = try #require(throws: SiteBuildError.self) { try fixture.build() }
        let file = fixture.lessons.appendingPathComponent("course.md").path
        #expect(error.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "\(file):3:11: error: `base-url: example.com`: expected an absolute http(s) address such as https://example.com/course/ [invalid-course-setting]",
            "\(file):4:11: error: `language: ??`: expected a language tag such as `en` or `pt-BR` [invalid-course-setting]",
        ])
        #expect(try SiteFixture.tree(fixture.output) == before)
    }

    @Test("a new introduction re-renders the index alone; a new title every page; a new deck name the decks")
    func rebuildsWhatShowsIt() throws {
        let fixture = try course()
        defer { fixture.remove() }
        try fixture.build()

        try fixture.write(Self.courseFile + "\n\nA third paragraph.\n", to: "course.md")
        var report = try fixture.build()
        #expect(report.renderedLessons == 0)
        #expect(report.exportedDecks == 0)
        #expect(try fixture.read("index.html").contains("<p>A third paragraph.</p>"))

        try fixture.write(Self.courseFile.replacingOccurrences(of: "title: SwiftUI in 30 days", with: "title: SwiftUI in 31 days"), to: "course.md")
        report = try fixture.build()
        #expect(report.renderedLessons == 4)
        #expect(report.exportedDecks == 0)
        #expect(try fixture.read("lesson2/cards.html").contains("SwiftUI in 31 days"))

        try fixture.write(Self.courseFile.replacingOccurrences(of: "deck: SwiftUI 30", with: "deck: Days"), to: "course.md")
        report = try fixture.build()
        #expect(report.exportedDecks == 4)
        #expect(try fixture.read("decks/lesson1.tsv").contains("Days::Lesson 1"))

        let clean = fixture.root.appendingPathComponent("Clean")
        try fixture.build(output: clean)
        #expect(try SiteFixture.tree(fixture.output) == SiteFixture.tree(clean), "incremental and clean builds differ")
    }
}
