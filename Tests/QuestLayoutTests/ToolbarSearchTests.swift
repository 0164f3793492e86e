import Testing
@testable import QuestLayout

@Suite("Toolbar search field")
struct ToolbarSearchTests {
    @Test("the search field goes where SearchFieldPlacement says for each device", arguments: [
        (ToolbarLayoutSearch.Placement.automatic, DeviceProfile.iPhone, ToolbarLayout.SearchFieldRegion.drawer),
        (.toolbar, .iPhoneSE, .drawer),
        (.navigationBarDrawer, .iPhone, .drawer),
        (.toolbarPrincipal, .iPhone, .principal),
        (.automatic, .iPad, .trailing),
        (.toolbar, .iPad, .trailing),
        (.navigationBarDrawer, .iPad, .drawer),
        (.toolbarPrincipal, .iPad, .principal),
        (.sidebar, .iPad, .trailing),
        (.automatic, .mac, .trailing),
        (.toolbarPrincipal, .mac, .principal),
    ])
    func region(placement: ToolbarLayoutSearch.Placement, profile: DeviceProfile,
                expected: ToolbarLayout.SearchFieldRegion) {
        let context = ToolbarLayoutContext(search: ToolbarLayoutSearch(placement: placement))
        #expect(ToolbarLayoutEngine().layout([], context: context, profile: profile).searchField == expected)
    }

    @Test("a view without searchable has no search field")
    func none() {
        #expect(ToolbarLayoutEngine().layout([], profile: .iPad).searchField == nil)
    }

    @Test("a search field in the bar takes width; one in the drawer does not", arguments: [
        (DeviceProfile.iPhone, 0.0), (.iPad, 200.0), (.mac, 200.0),
    ])
    func width(profile: DeviceProfile, expected: Double) {
        let context = ToolbarLayoutContext(search: ToolbarLayoutSearch())
        #expect(ToolbarLayoutEngine().layout([], context: context, profile: profile).usedWidth == expected)
    }

    @Test("a principal search field is drawn in the centre in place of the inline title")
    func principalPicture() {
        let context = ToolbarLayoutContext(title: "Trips", titleDisplayMode: .inline,
                                           search: ToolbarLayoutSearch(placement: .toolbarPrincipal, prompt: "Trips"))
        let items = [ToolbarLayoutItem(id: "add", systemImage: "plus", placement: .topBarTrailing)]
        let layout = ToolbarLayoutEngine().layout(items, context: context, profile: .iPhone)
        #expect(layout.textPicture == "[⌕ Trips]  [+]")
    }
}
