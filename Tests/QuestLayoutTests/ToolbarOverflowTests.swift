import Testing
@testable import QuestLayout

struct OverflowCase: Sendable, CustomTestStringConvertible {
    let profile: DeviceProfile
    let picture: String
    let moved: [String]

    var testDescription: String { profile.name }

    /// The Trips toolbar with an inline title: 65.4 + 46.75 + 4 × 44 + 5 × 8 = 328.15 pt of content.
    static let trips: [OverflowCase] = [
        OverflowCase(profile: .iPhoneSE, picture: "[Sort ▾]  Trips  [+] [⇪] [⋯]\n⋯ menu: Archive, Favourite",
                     moved: ["archive", "favourite"]),
        OverflowCase(profile: .iPhone, picture: "[Sort ▾]  Trips  [+] [⇪] [archivebox] [☆]", moved: []),
        OverflowCase(profile: .iPhoneProMax, picture: "[Sort ▾]  Trips  [+] [⇪] [archivebox] [☆]", moved: []),
        OverflowCase(profile: .iPad, picture: "[Sort ▾]  Trips  [+] [⇪] [archivebox] [☆]", moved: []),
    ]
}

@Suite("Toolbar overflow")
struct ToolbarOverflowTests {
    let engine = ToolbarLayoutEngine()

    @Test("items that do not fit move into the overflow menu, lowest priority first", arguments: OverflowCase.trips)
    func overflowByPriority(testCase: OverflowCase) {
        let layout = engine.layout(TripsToolbar.items, context: TripsToolbar.inlineContext, profile: testCase.profile)
        #expect(layout.textPicture == testCase.picture)
        #expect(layout.movedForSpace.map(\.id) == testCase.moved)
        #expect(layout.usedWidth <= layout.availableWidth)
    }

    @Test("among equal priorities the item nearest the trailing edge moves first")
    func tiesMoveTrailingMostFirst() {
        let items = (1...8).map { ToolbarLayoutItem(id: "b\($0)", systemImage: "star", placement: .topBarTrailing) }
        let layout = engine.layout(items, profile: .iPhoneSE)
        // Five buttons and the overflow button need 6 × 44 + 5 × 8 = 304 pt > 288, so four stay.
        #expect(layout.trailing.map(\.id) == ["b1", "b2", "b3", "b4"])
        #expect(layout.movedForSpace.map(\.id) == ["b5", "b6", "b7", "b8"])
        #expect(layout.overflow.map(\.id) == ["b5", "b6", "b7", "b8"])
    }

    @Test("leading items are nearer the leading edge, so a trailing item of equal priority moves first")
    func leadingItemsMoveAfterTrailingOnes() {
        let items = [ToolbarLayoutItem(id: "lead", systemImage: "star", placement: .topBarLeading)]
            + (1...6).map { ToolbarLayoutItem(id: "t\($0)", systemImage: "star", placement: .topBarTrailing) }
        let layout = engine.layout(items, profile: .iPhoneSE)
        #expect(layout.leading.map(\.id) == ["lead"])
        #expect(layout.movedForSpace.map(\.id) == ["t4", "t5", "t6"])
    }

    @Test("a high priority keeps an item in the bar while default ones move",
          arguments: [DeviceProfile.iPhoneSE, .iPhone, .iPhoneProMax])
    func highPriorityStays(profile: DeviceProfile) {
        let items = (1...12).map { index in
            ToolbarLayoutItem(id: "b\(index)", systemImage: "star", placement: .topBarTrailing,
                              visibilityPriority: index == 12 ? ToolbarLayoutItem.highPriority : 0)
        }
        let layout = engine.layout(items, profile: profile)
        #expect(layout.trailing.last?.id == "b12")
        #expect(!layout.movedForSpace.isEmpty)
    }

    @Test("higherThan sits between two system priorities and is equal for equal bases")
    func relativePriorities() {
        let aboveHigh = ToolbarLayoutItem.priority(higherThan: ToolbarLayoutItem.highPriority)
        let aboveDefault = ToolbarLayoutItem.priority(higherThan: ToolbarLayoutItem.automaticPriority)
        #expect(aboveHigh > ToolbarLayoutItem.highPriority)
        #expect(aboveDefault > ToolbarLayoutItem.automaticPriority && aboveDefault < ToolbarLayoutItem.highPriority)
        #expect(aboveDefault == ToolbarLayoutItem.priority(higherThan: ToolbarLayoutItem.automaticPriority))
        let belowLow = ToolbarLayoutItem.priority(lowerThan: ToolbarLayoutItem.lowPriority)
        let items = [
            ToolbarLayoutItem(id: "low", systemImage: "star", placement: .topBarTrailing,
                              visibilityPriority: ToolbarLayoutItem.lowPriority),
            ToolbarLayoutItem(id: "lowest", label: "Everything", placement: .topBarLeading,
                              visibilityPriority: belowLow),
        ] + (1...3).map { ToolbarLayoutItem(id: "b\($0)", systemImage: "star", placement: .topBarTrailing) }
        // 109.5 + 4 × 44 + 4 × 8 = 317.5 > 288; without "lowest" and with the overflow button: 252.
        #expect(engine.layout(items, profile: .iPhoneSE).movedForSpace.map(\.id) == ["lowest"])
    }

    @Test("a pinned item never moves, even when nothing else is left to move",
          arguments: DeviceProfile.all.filter { $0.idiom != .mac })
    func pinnedNeverMoves(profile: DeviceProfile) {
        let items = [ToolbarLayoutItem(id: "done", label: "Done", placement: .topBarPinnedTrailing,
                                       visibilityPriority: ToolbarLayoutItem.lowPriority)]
            + (1...30).map { ToolbarLayoutItem(id: "b\($0)", systemImage: "star", placement: .topBarTrailing) }
        let layout = engine.layout(items, context: .init(title: "Trips", titleDisplayMode: .inline), profile: profile)
        #expect(layout.pinnedTrailing.map(\.id) == ["done"])
        #expect(layout.region(of: "done") == .pinnedTrailing)
        let menu = layout.overflow.map(\.displayName).joined(separator: ", ")
        #expect(layout.textPicture.hasSuffix("[⋯] [Done]\n⋯ menu: " + menu))
    }

    @Test("a pinned item moves only when search is active and there is no room", arguments: [false, true])
    func pinnedMovesWhileSearching(isActive: Bool) {
        let done = ToolbarLayoutItem(id: "done", label: "Done", placement: .topBarPinnedTrailing)
        let search = ToolbarLayoutSearch(placement: .toolbarPrincipal, isActive: isActive)
        // An idle principal search field is 200 pt and leaves room for Done; an active one is 300 pt, more than 288.
        let layout = engine.layout([done], context: .init(title: "Trips", search: search), profile: .iPhoneSE)
        #expect(layout.region(of: "done") == (isActive ? .overflow : .pinnedTrailing))
    }

    @Test("secondary actions and ToolbarOverflowMenu content share the menu, in declaration order")
    func explicitOverflowOrder() {
        let items = [
            ToolbarLayoutItem(id: "export", label: "Export", isInOverflowMenu: true),
            ToolbarLayoutItem(id: "add", systemImage: "plus", placement: .primaryAction),
            ToolbarLayoutItem(id: "duplicate", label: "Duplicate", placement: .secondaryAction),
            ToolbarLayoutItem(id: "print", label: "Print", isInOverflowMenu: true),
        ]
        let layout = engine.layout(items, profile: .iPhone)
        #expect(layout.overflow.map(\.id) == ["export", "duplicate", "print"])
        #expect(layout.movedForSpace.isEmpty)
        #expect(layout.textPicture == "[+] [⋯]\n⋯ menu: Export, Duplicate, Print")
    }

    @Test("the Mac overflows into a » menu")
    func macOverflow() {
        let items = (1...16).map { ToolbarLayoutItem(id: "b\($0)", label: "Tool \($0)", systemImage: "star") }
        let layout = engine.layout(items, profile: .mac)
        #expect(!layout.movedForSpace.isEmpty)
        #expect(layout.textPicture.contains("[»]\n» menu: "))
        #expect(layout.usedWidth <= layout.availableWidth)
    }

    @Test("principal items and the back button never move")
    func fixedItems() {
        let items = [ToolbarLayoutItem(id: "picker", label: "Segment", kind: .picker, placement: .principal)]
            + (1...8).map { ToolbarLayoutItem(id: "b\($0)", systemImage: "star", placement: .topBarTrailing) }
        let layout = engine.layout(items, context: .init(showsBackButton: true), profile: .iPhoneSE)
        #expect(layout.principal.map(\.id) == ["picker"])
        #expect(layout.showsBackButton)
        #expect(layout.textPicture.hasPrefix("[‹]  [Segment ▾]  "))
    }
}
