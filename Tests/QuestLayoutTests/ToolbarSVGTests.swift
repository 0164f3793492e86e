import Testing
@testable import QuestLayout

@Suite("Toolbar SVG")
struct ToolbarSVGTests {
    static let golden = """
        <svg xmlns="http://www.w3.org/2000/svg" width="393" height="44" viewBox="0 0 393 44" \
        font-family="-apple-system, Helvetica, sans-serif" font-size="17">
        <title>iPhone toolbar</title>
        <rect width="393" height="44" fill="#ffffff"/>
        <g data-region="leading">
        <rect data-id="sort" x="16" y="4" width="65.4" height="36" rx="18" fill="#f2f2f7" stroke="#c7c7cc"/>
        <text x="48.7" y="28" text-anchor="middle" fill="#007aff">Sort ▾</text>
        </g>
        <g data-region="principal">
        <text data-id="title" x="196.5" y="28" text-anchor="middle" font-weight="600">Trips</text>
        </g>
        <g data-region="trailing">
        <rect data-id="add" x="281" y="4" width="44" height="36" rx="18" fill="#f2f2f7" stroke="#c7c7cc"/>
        <text x="303" y="28" text-anchor="middle" fill="#007aff">+</text>
        <rect data-id="overflow" x="333" y="4" width="44" height="36" rx="18" fill="#f2f2f7" stroke="#c7c7cc"/>
        <text x="355" y="28" text-anchor="middle" fill="#007aff">⋯</text>
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
}
