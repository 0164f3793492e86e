import Testing
@testable import QuestLayout

struct MinimizeCase: Sendable, CustomTestStringConvertible {
    let behavior: ToolbarLayoutContext.MinimizeBehavior
    let scroll: ToolbarLayoutContext.Scroll
    let search: ToolbarLayoutSearch.Placement?
    let profile: DeviceProfile
    let minimized: Bool

    var testDescription: String {
        ".\(behavior.rawValue), scrolled \(scroll.rawValue), search \(search?.rawValue ?? "none"), \(profile.name)"
    }

    static let all: [MinimizeCase] = [
        MinimizeCase(behavior: .onScrollDown, scroll: .down, search: nil, profile: .iPhone, minimized: true),
        MinimizeCase(behavior: .onScrollDown, scroll: .up, search: nil, profile: .iPhone, minimized: false),
        MinimizeCase(behavior: .onScrollDown, scroll: .atRest, search: nil, profile: .iPhone, minimized: false),
        MinimizeCase(behavior: .onScrollDown, scroll: .down, search: nil, profile: .iPad, minimized: true),
        MinimizeCase(behavior: .onScrollDown, scroll: .down, search: nil, profile: .mac, minimized: false),
        MinimizeCase(behavior: .onScrollUp, scroll: .up, search: nil, profile: .iPhoneSE, minimized: true),
        MinimizeCase(behavior: .onScrollUp, scroll: .down, search: nil, profile: .iPhoneSE, minimized: false),
        MinimizeCase(behavior: .never, scroll: .down, search: .toolbarPrincipal, profile: .iPhone, minimized: false),
        MinimizeCase(behavior: .automatic, scroll: .down, search: nil, profile: .iPhone, minimized: false),
        MinimizeCase(behavior: .automatic, scroll: .down, search: .automatic, profile: .iPhone, minimized: false),
        MinimizeCase(behavior: .automatic, scroll: .down, search: .toolbarPrincipal, profile: .iPhone, minimized: true),
        MinimizeCase(behavior: .automatic, scroll: .atRest, search: .toolbarPrincipal, profile: .iPhone,
                     minimized: false),
    ]
}

@Suite("Toolbar minimization")
struct ToolbarMinimizeTests {
    @Test("the bar minimizes for its behaviour and the latest scroll", arguments: MinimizeCase.all)
    func minimizes(testCase: MinimizeCase) {
        let context = ToolbarLayoutContext(
            title: "Trips", search: testCase.search.map { ToolbarLayoutSearch(placement: $0) },
            minimizeBehavior: testCase.behavior, scroll: testCase.scroll)
        let layout = ToolbarLayoutEngine().layout(TripsToolbar.items, context: context, profile: testCase.profile)
        #expect(layout.isMinimized == testCase.minimized)
    }

    @Test("a minimized bar shows only its title, and keeps its items for when it expands")
    func minimizedPicture() {
        let context = ToolbarLayoutContext(title: "Trips", titleDisplayMode: .inline,
                                           minimizeBehavior: .onScrollDown, scroll: .down)
        let layout = ToolbarLayoutEngine().layout(TripsToolbar.items, context: context, profile: .iPhone)
        #expect(layout.textPicture == "(Trips)")
        #expect(layout.trailing.map(\.id) == ["add", "share", "archive", "favourite"])
        #expect(layout.svg.contains("data-region=\"minimized\""))
        #expect(!layout.svg.contains("data-region=\"trailing\""))
    }

    @Test("a minimized bar hides the large title row but not the bottom bar")
    func minimizedKeepsBottomBar() {
        let items = [ToolbarLayoutItem(id: "count", label: "12 trips", kind: .other, placement: .status)]
        let context = ToolbarLayoutContext(title: "Trips", minimizeBehavior: .onScrollDown, scroll: .down)
        let layout = ToolbarLayoutEngine().layout(items, context: context, profile: .iPhone)
        #expect(layout.textPicture == "(Trips)\nbottom: 12 trips")
    }
}
