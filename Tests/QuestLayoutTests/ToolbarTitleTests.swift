import Testing
@testable import QuestLayout

struct TitleCase: Sendable, CustomTestStringConvertible {
    let name: String
    let context: ToolbarLayoutContext
    let items: [ToolbarLayoutItem]
    let profile: DeviceProfile
    let style: ToolbarLayout.TitleStyle
    let alignment: ToolbarLayout.TitleAlignment

    var testDescription: String { name }

    static let principal = ToolbarLayoutItem(id: "picker", label: "View", kind: .picker, placement: .principal)

    static let all: [TitleCase] = [
        TitleCase(name: "automatic is large on iPhone", context: .init(title: "Trips"), items: [],
                  profile: .iPhone, style: .large, alignment: .center),
        TitleCase(name: "automatic is large on iPad", context: .init(title: "Trips"), items: [],
                  profile: .iPad, style: .large, alignment: .center),
        TitleCase(name: "the Mac title is inline and leading", context: .init(title: "Trips"), items: [],
                  profile: .mac, style: .inline, alignment: .leading),
        TitleCase(name: "inline is centred on iPhone", context: .init(title: "Trips", titleDisplayMode: .inline),
                  items: [], profile: .iPhone, style: .inline, alignment: .center),
        TitleCase(name: "inlineLarge is inline and leading",
                  context: .init(title: "Trips", titleDisplayMode: .inlineLarge),
                  items: [], profile: .iPhone, style: .inline, alignment: .leading),
        TitleCase(name: "a principal item replaces an inline title",
                  context: .init(title: "Trips", titleDisplayMode: .inline),
                  items: [principal], profile: .iPhone, style: .hidden, alignment: .center),
        TitleCase(name: "a principal item leaves a large title below the bar",
                  context: .init(title: "Trips", titleDisplayMode: .large),
                  items: [principal], profile: .iPhone, style: .large, alignment: .center),
        TitleCase(name: "a principal search field replaces an inline title",
                  context: .init(title: "Trips", titleDisplayMode: .inline,
                                 search: ToolbarLayoutSearch(placement: .toolbarPrincipal)),
                  items: [], profile: .iPhone, style: .hidden, alignment: .center),
        TitleCase(name: "no title is hidden", context: .init(titleDisplayMode: .inline), items: [],
                  profile: .iPhone, style: .hidden, alignment: .center),
        TitleCase(name: "centre items on iPad push the title leading",
                  context: .init(title: "Draft", titleDisplayMode: .inline, role: .editor),
                  items: [ToolbarLayoutItem(id: "bold", systemImage: "bold", placement: .secondaryAction)],
                  profile: .iPad, style: .inline, alignment: .leading),
    ]
}

@Suite("Toolbar titles")
struct ToolbarTitleTests {
    @Test("the title style and alignment follow the display mode, platform and centre items", arguments: TitleCase.all)
    func titleStyle(testCase: TitleCase) {
        let layout = ToolbarLayoutEngine().layout(testCase.items, context: testCase.context, profile: testCase.profile)
        #expect(layout.titleStyle == testCase.style)
        #expect(layout.titleAlignment == testCase.alignment)
    }

    @Test("a large title reserves no width, so fewer items overflow than with an inline title")
    func largeTitleReservesNoWidth() {
        let items = TripsToolbar.items
        let large = ToolbarLayoutEngine().layout(items, context: .init(title: "Trips", titleDisplayMode: .large),
                                                 profile: .iPhoneSE)
        let inline = ToolbarLayoutEngine().layout(items, context: .init(title: "Trips", titleDisplayMode: .inline),
                                                  profile: .iPhoneSE)
        #expect(large.movedForSpace.isEmpty)
        #expect(inline.movedForSpace.map(\.id) == ["archive", "favourite"])
    }

    @Test("a title that cannot fit even after every item overflowed is truncated")
    func truncatedTitle() {
        let context = ToolbarLayoutContext(
            title: "Every trip I have taken since 2019 in Europe", titleDisplayMode: .inline)
        let layout = ToolbarLayoutEngine().layout([ToolbarLayoutItem(id: "add", label: "Add", systemImage: "plus")],
                                                  context: context, profile: .iPhoneSE)
        #expect(layout.isTitleTruncated)
        #expect(layout.movedForSpace.map(\.id) == ["add"])
        #expect(layout.textPicture == "Every trip I have taken since 2019 in Europe…  [⋯]\n⋯ menu: Add")
    }
}

/// The lesson 22 list screen: Sort leading, Add (high priority), Share, Archive (low priority) and Favourite trailing.
enum TripsToolbar {
    static let items: [ToolbarLayoutItem] = [
        ToolbarLayoutItem(id: "sort", label: "Sort", kind: .menu, placement: .topBarLeading),
        ToolbarLayoutItem(id: "add", label: "Add", systemImage: "plus", placement: .topBarTrailing,
                          visibilityPriority: ToolbarLayoutItem.highPriority),
        ToolbarLayoutItem(id: "share", label: "Share", systemImage: "square.and.arrow.up", placement: .topBarTrailing),
        ToolbarLayoutItem(id: "archive", label: "Archive", systemImage: "archivebox", placement: .topBarTrailing,
                          visibilityPriority: ToolbarLayoutItem.lowPriority),
        ToolbarLayoutItem(id: "favourite", label: "Favourite", systemImage: "star", placement: .topBarTrailing),
    ]
    static let inlineContext = ToolbarLayoutContext(title: "Trips", titleDisplayMode: .inline)
}
