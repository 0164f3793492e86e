import Foundation
import QuestSite
import Testing

/// A lesson's ```quest-toolbar block on its page: one SVG per device, drawn at build time, the same bytes every build.
@Suite("Toolbar pictures on lesson pages")
struct ToolbarPicturePageTests {
    static let body = """
        Notes on toolbars.

        ## New in iOS 27

        When space runs out, low priority items move into the menu.

        ```quest-toolbar
        title: Trips
        search: Search trips
        - Sort: menu, placement topBarLeading
        - Add: symbol plus, placement primaryAction, priority high
        - Shuffle: placement topBarTrailing
        - Share: symbol square.and.arrow.up, placement topBarTrailing, priority low
        - Remove <All>: in ToolbarOverflowMenu
        ```

        ## After this lesson you should be able to answer

        - What moves first?
        """

    @Test("the page draws the toolbar for iPhone SE, iPhone Pro Max and iPad instead of the block's text")
    func drawsEachDevice() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.addLesson(7, body: Self.body)
        try fixture.build()
        let page = try fixture.read("lesson7/index.html")
        #expect(page.ranges(of: "<svg xmlns=\"http://www.w3.org/2000/svg\"").count == 3)
        for device in ["iPhone SE · 320 pt", "iPhone Pro Max · 440 pt", "iPad · 1024 pt"] {
            #expect(page.contains("<p class=\"toolbar-device-name\">\(device)</p>"))
        }
        #expect(page.contains("No room for Share: it moves into the ⋯ menu. Always in the ⋯ menu: Remove &lt;All&gt;."))
        #expect(page.ranges(of: "Every item fits in the bar.").count == 2)
        #expect(!page.contains("language-quest-toolbar"))
        #expect(!page.contains("<All>"))
    }

    @Test("two builds write the same pictures, byte for byte")
    func deterministic() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.addLesson(7, body: Self.body)
        let second = fixture.root.appendingPathComponent("Again")
        try fixture.build()
        try fixture.build(output: second)
        #expect(try fixture.read("lesson7/index.html") == fixture.read("lesson7/index.html", in: second))
    }
}
