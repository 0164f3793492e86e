import Foundation
import Testing
@testable import QuestSite

/// Docs/site.md's table of what is in `Site/` is held to `SitePath`, so a page a build writes is never left out.
@Suite("Docs/site.md names every page a lesson gets")
struct SiteDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each lesson page path (index, cards, tutorial) is a row of the table")
    func lessonPages() throws {
        let docs = try String(contentsOf: Self.root.appendingPathComponent("Docs/site.md"), encoding: .utf8)
        for path in [SitePath.lessonPage("<slug>"), SitePath.cardsPage("<slug>"), SitePath.tutorialPage("<slug>"), SitePath.interviewPage] {
            #expect(docs.contains("| `\(path)` |"), "Docs/site.md's table should have a row for \(path)")
        }
    }
}
