import Testing
@testable import QuestLayout

@Suite("Toolbar SVG")
struct ToolbarSVGTests {
    static let golden = """
        <svg xmlns="http://www.w3.org/2000/svg" width="393" height="90" viewBox="0 0 393 90" \
        font-family="-apple-system, Helvetica, sans-serif" font-size="17" class="toolbar-svg">
        <title>iPhone toolbar</title>
        <rect class="tb-bar" width="393" height="90" fill="#ffffff"/>
        <g data-region="leading">
        <rect class="tb-button" data-id="sort" x="16" y="4" width="65.4" height="36" rx="18" fill="#f2f2f7" stroke="#c7c7cc"/>
        <text class="tb-button-label" x="48.7" y="28" text-anchor="middle" fill="#007aff">Sort ▾</text>
        </g>
        <g data-region="principal">
        <text class="tb-title" data-id="title" x="196.5" y="28" text-anchor="middle" font-weight="600">Trips</text>
        </g>
        <g data-region="trailing">
        <rect class="tb-button" data-id="add" x="281" y="4" width="44" height="36" rx="18" fill="#f2f2f7" stroke="#c7c7cc"/>
        <text class="tb-button-label" x="303" y="28" text-anchor="middle" fill="#007aff">+</text>
        <rect class="tb-button" data-id="overflow" x="333" y="4" width="44" height="36" rx="18" fill="#f2f2f7" stroke="#c7c7cc"/>
        <text class="tb-button-label" x="355" y="28" text-anchor="middle" fill="#007aff">⋯</text>
        </g>
        <g data-region="overflow">
        <rect class="tb-menu" x="217" y="50" width="160" height="36" rx="12" fill="#ffffff" stroke="#c7c7cc"/>
        <text class="tb-menu-label" data-id="settings" x="233" y="75" font-size="15">Settings</text>
        </g>
        </svg>

        """

    @Test("the lesson's list toolbar on iPhone matches the golden drawing")
    func golden() {
        let items = [
            ToolbarLayoutItem(id: "sort", label: "Sort", kind: .menu, placement: .topBarLeading),
            ToolbarLayoutItem(id: "add", label: "Add", systemImage: "plus", placement: .primaryAction),
            ToolbarLayoutItem(id: "settings", label: "Settings", placement: .secondaryAction),
        ]
        let layout = ToolbarLayoutEngine().layout(items, context: TripsToolbar.inlineContext, profile: .iPhone)
        #expect(layout.svg == Self.golden)
    }

    @Test("the drawing is the same every time and uses at most one decimal", arguments: DeviceProfile.all)
    func deterministic(profile: DeviceProfile) {
        let context = ToolbarLayoutContext(title: "Trips", search: ToolbarLayoutSearch())
        let items = TripsToolbar.items + [
            ToolbarLayoutItem(id: "count", label: "12 trips", kind: .other, placement: .status),
            ToolbarLayoutItem(id: "next", label: "Next", placement: .keyboard),
        ]
        let first = ToolbarLayoutEngine().layout(items, context: context, profile: profile).svg
        let second = ToolbarLayoutEngine().layout(items, context: context, profile: profile).svg
        #expect(first == second)
        let width = ToolbarSVG.number(profile.width)
        #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\""))
        #expect(first.hasSuffix("</svg>\n"))
        #expect(!first.contains(/\d\.\d\d/))
    }

    @Test("learner text is escaped in the drawing")
    func escapesText() {
        let items = [ToolbarLayoutItem(id: "a\"b", label: "Fish & <Chips>", placement: .topBarTrailing)]
        let svg = ToolbarLayoutEngine().layout(items, context: .init(title: "Tom's"), profile: .iPhone).svg
        #expect(svg.contains("Fish &amp; &lt;Chips&gt;"))
        #expect(svg.contains("data-id=\"a&quot;b\""))
        #expect(svg.contains("Tom&apos;s"))
        #expect(!svg.contains("<Chips>"))
    }

    @Test("numbers are written with at most one decimal and no locale", arguments: [
        (12.0, "12"), (65.4, "65.4"), (48.7, "48.7"), (12.25, "12.3"), (-3.24, "-3.2"), (0.04, "0"), (-0.04, "0"),
        (1_000_000.0, "1000000"), (196.5, "196.5"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(ToolbarSVG.number(value) == expected)
    }

    @Test("escaping replaces the five XML specials and nothing else", arguments: [
        ("Trips", "Trips"), ("A & B", "A &amp; B"), ("<g>", "&lt;g&gt;"), ("\"q\"", "&quot;q&quot;"),
        ("it's", "it&apos;s"), ("⌕ ▾ ⋯", "⌕ ▾ ⋯"), ("", ""),
    ])
    func escaping(text: String, expected: String) {
        #expect(ToolbarSVG.escaped(text) == expected)
    }

    @Test("each extra row adds to the drawing's height", arguments: [
        (ToolbarLayoutContext(title: "Trips", titleDisplayMode: .inline), [ToolbarLayoutItem](), "44"),
        (ToolbarLayoutContext(title: "Trips"), [ToolbarLayoutItem](), "96"),
        (ToolbarLayoutContext(title: "Trips", search: ToolbarLayoutSearch()), [ToolbarLayoutItem](), "140"),
        (ToolbarLayoutContext(title: "Trips", titleDisplayMode: .inline),
         [ToolbarLayoutItem(id: "s", label: "Saved", kind: .other, placement: .status)], "88"),
    ])
    func rows(context: ToolbarLayoutContext, items: [ToolbarLayoutItem], height: String) {
        let svg = ToolbarLayoutEngine().layout(items, context: context, profile: .iPhone).svg
        #expect(svg.contains("height=\"\(height)\" viewBox"))
    }

    @Test("the open overflow menu lists its rows, tags those moved for lack of room, and pinned items stand out")
    func overflowAndPinned() {
        let items = [
            ToolbarLayoutItem(id: "sort", label: "Sort", kind: .menu, placement: .topBarLeading),
            ToolbarLayoutItem(id: "shuffle", label: "Shuffle", placement: .topBarTrailing),
            ToolbarLayoutItem(id: "share", label: "Share", systemImage: "square.and.arrow.up", placement: .topBarTrailing,
                              visibilityPriority: ToolbarLayoutItem.lowPriority),
            ToolbarLayoutItem(id: "done", label: "Done", placement: .topBarPinnedTrailing),
            ToolbarLayoutItem(id: "remove", label: "Remove All", isInOverflowMenu: true),
        ]
        let layout = ToolbarLayoutEngine().layout(items, context: ToolbarLayoutContext(title: "Trips"), profile: .iPhoneSE)
        #expect(layout.movedForSpace.map(\.id) == ["share"])
        let svg = layout.svg
        #expect(svg.contains("<text class=\"tb-menu-label\" data-id=\"share\""))
        #expect(svg.contains("<text class=\"tb-menu-label\" data-id=\"remove\""))
        #expect(svg.ranges(of: ">no room</text>").count == 1)
        #expect(svg.contains("<rect class=\"tb-pinned\" data-id=\"done\""))
    }
}
