import Foundation
import Testing
@testable import QuestSite

@Suite("SitePath names every file a build writes")
struct SitePathTests {
    @Test("a build writes exactly the files SitePath names, plus the assets and the manifest")
    func namesEveryFile() throws {
        let fixture = try SiteFixture.withLesson22()
        defer { fixture.remove() }
        try fixture.addLesson(3)
        try fixture.build(baseURL: "https://example.com/course/")
        var expected: Set<String> = [
            SitePath.index, SitePath.notFound, SitePath.searchIndexJSON, SitePath.searchIndexScript, SitePath.sitemap,
            SitePath.courseDeck, SitePath.interviewDeck, SitePath.interviewPage, SitePath.cardsIndexScript, BuildManifest.fileName,
            OfflineApp.manifestName,
        ]
        expected.formUnion(SiteTemplates.assets)
        for slug in ["lesson3", "lesson22"] {
            expected.formUnion(SitePath.pages(of: slug) + SitePath.deckFiles(of: slug))
        }
        let written = Set(try SiteFixture.tree(fixture.output).keys)
        #expect(written == expected, "unnamed: \(written.subtracting(expected).sorted()), missing: \(expected.subtracting(written).sorted())")
    }
}
