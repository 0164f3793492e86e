import Testing
@testable import QuestLayout

/// One placement and the region it resolves to on each idiom, with no other context.
struct PlacementRow: Sendable, CustomTestStringConvertible {
    let placement: ToolbarLayoutPlacement
    let phone: ToolbarLayoutRegion
    let pad: ToolbarLayoutRegion
    let mac: ToolbarLayoutRegion

    var testDescription: String { ".\(placement.rawValue)" }

    func expected(on idiom: DeviceProfile.Idiom) -> ToolbarLayoutRegion {
        switch idiom {
        case .phone: phone
        case .pad: pad
        case .mac: mac
        }
    }

    static let all: [PlacementRow] = [
        PlacementRow(placement: .automatic, phone: .trailing, pad: .trailing, mac: .trailing),
        PlacementRow(placement: .primaryAction, phone: .trailing, pad: .trailing, mac: .trailing),
        PlacementRow(placement: .secondaryAction, phone: .overflow, pad: .overflow, mac: .trailing),
        PlacementRow(placement: .confirmationAction, phone: .trailing, pad: .trailing, mac: .bottomBar),
        PlacementRow(placement: .cancellationAction, phone: .leading, pad: .leading, mac: .bottomBar),
        PlacementRow(placement: .destructiveAction, phone: .trailing, pad: .trailing, mac: .bottomBar),
        PlacementRow(placement: .navigation, phone: .leading, pad: .leading, mac: .leading),
        PlacementRow(placement: .principal, phone: .principal, pad: .principal, mac: .principal),
        PlacementRow(placement: .status, phone: .bottomBar, pad: .bottomBar, mac: .principal),
        PlacementRow(placement: .topBarLeading, phone: .leading, pad: .leading, mac: .unavailable),
        PlacementRow(placement: .topBarTrailing, phone: .trailing, pad: .trailing, mac: .unavailable),
        PlacementRow(placement: .navigationBarLeading, phone: .leading, pad: .leading, mac: .unavailable),
        PlacementRow(placement: .navigationBarTrailing, phone: .trailing, pad: .trailing, mac: .unavailable),
        PlacementRow(placement: .bottomBar, phone: .bottomBar, pad: .bottomBar, mac: .unavailable),
        PlacementRow(placement: .keyboard, phone: .keyboard, pad: .keyboard, mac: .keyboard),
        PlacementRow(placement: .topBarPinnedTrailing, phone: .pinnedTrailing, pad: .pinnedTrailing, mac: .unavailable),
    ]
}

/// A placement in a particular context, where the context changes the answer.
struct ContextualPlacementCase: Sendable, CustomTestStringConvertible {
    let name: String
    let item: ToolbarLayoutItem
    let context: ToolbarLayoutContext
    let profile: DeviceProfile
    let expected: ToolbarLayoutRegion

    var testDescription: String { name }

    static let all: [ContextualPlacementCase] = [
        ContextualPlacementCase(
            name: "navigation moves to the primary action spot next to a back button on iPhone",
            item: ToolbarLayoutItem(id: "home", label: "Home", placement: .navigation),
            context: ToolbarLayoutContext(showsBackButton: true), profile: .iPhone, expected: .trailing),
        ContextualPlacementCase(
            name: "navigation stays leading next to a back button on iPad",
            item: ToolbarLayoutItem(id: "home", label: "Home", placement: .navigation),
            context: ToolbarLayoutContext(showsBackButton: true), profile: .iPad, expected: .leading),
        ContextualPlacementCase(
            name: "secondaryAction takes the centre on iPad with the editor role",
            item: ToolbarLayoutItem(id: "bold", systemImage: "bold", placement: .secondaryAction),
            context: ToolbarLayoutContext(role: .editor), profile: .iPad, expected: .principal),
        ContextualPlacementCase(
            name: "secondaryAction takes the centre on iPad with the browser role",
            item: ToolbarLayoutItem(id: "bold", systemImage: "bold", placement: .secondaryAction),
            context: ToolbarLayoutContext(role: .browser), profile: .iPad, expected: .principal),
        ContextualPlacementCase(
            name: "secondaryAction stays in the overflow menu on iPhone whatever the role",
            item: ToolbarLayoutItem(id: "bold", systemImage: "bold", placement: .secondaryAction),
            context: ToolbarLayoutContext(role: .editor), profile: .iPhone, expected: .overflow),
        ContextualPlacementCase(
            name: "automatic takes the centre of a customizable toolbar on iPad",
            item: ToolbarLayoutItem(id: "add", systemImage: "plus"),
            context: ToolbarLayoutContext(isCustomizable: true), profile: .iPad, expected: .principal),
        ContextualPlacementCase(
            name: "automatic stays trailing in a customizable toolbar on iPhone",
            item: ToolbarLayoutItem(id: "add", systemImage: "plus"),
            context: ToolbarLayoutContext(isCustomizable: true), profile: .iPhone, expected: .trailing),
        ContextualPlacementCase(
            name: "an item inside ToolbarOverflowMenu is in the overflow menu on iPad however much room there is",
            item: ToolbarLayoutItem(id: "export", label: "Export", placement: .topBarTrailing, isInOverflowMenu: true),
            context: ToolbarLayoutContext(), profile: .iPad, expected: .overflow),
        ContextualPlacementCase(
            name: "ToolbarOverflowMenu does not exist on the Mac",
            item: ToolbarLayoutItem(id: "export", label: "Export", isInOverflowMenu: true),
            context: ToolbarLayoutContext(), profile: .mac, expected: .unavailable),
    ]
}

@Suite("Toolbar placements")
struct ToolbarPlacementTests {
    let engine = ToolbarLayoutEngine()

    @Test("the table covers every placement")
    func tableIsComplete() {
        #expect(Set(PlacementRow.all.map(\.placement)) == Set(ToolbarLayoutPlacement.allCases))
    }

    @Test("a placement resolves to its region on each profile", arguments: PlacementRow.all, DeviceProfile.all)
    func placementResolves(row: PlacementRow, profile: DeviceProfile) {
        let item = ToolbarLayoutItem(id: "item", label: "Go", placement: row.placement)
        let layout = engine.layout([item], profile: profile)
        #expect(layout.region(of: "item") == row.expected(on: profile.idiom))
    }

    @Test("the context changes where a placement goes", arguments: ContextualPlacementCase.all)
    func contextualPlacement(testCase: ContextualPlacementCase) {
        let layout = engine.layout([testCase.item], context: testCase.context, profile: testCase.profile)
        #expect(layout.region(of: testCase.item.id) == testCase.expected)
    }

    @Test("deprecated navigationBar placements resolve like their topBar replacements",
          arguments: [(ToolbarLayoutPlacement.navigationBarLeading, ToolbarLayoutPlacement.topBarLeading),
                      (.navigationBarTrailing, .topBarTrailing)])
    func deprecatedSpellings(deprecated: ToolbarLayoutPlacement, replacement: ToolbarLayoutPlacement) {
        #expect(deprecated.canonical == replacement)
        for idiom in DeviceProfile.Idiom.allCases {
            let old = ToolbarLayoutItem(id: "a", placement: deprecated)
            let new = ToolbarLayoutItem(id: "a", placement: replacement)
            #expect(engine.region(for: old, context: .init(), idiom: idiom)
                == engine.region(for: new, context: .init(), idiom: idiom))
        }
    }

    @Test("items keep their declaration order within a region")
    func declarationOrder() {
        let items = ["a", "b", "c"].map { ToolbarLayoutItem(id: $0, systemImage: "plus", placement: .topBarTrailing) }
        #expect(engine.layout(items, profile: .iPad).trailing.map(\.id) == ["a", "b", "c"])
    }

    @Test("a Mac sheet orders its buttons destructive, cancel, confirm")
    func macSheetButtons() {
        let items = [
            ToolbarLayoutItem(id: "save", label: "Save", placement: .confirmationAction),
            ToolbarLayoutItem(id: "cancel", label: "Cancel", placement: .cancellationAction),
            ToolbarLayoutItem(id: "discard", label: "Don't Save", placement: .destructiveAction),
        ]
        #expect(engine.layout(items, profile: .mac).bottomBar.map(\.id) == ["discard", "cancel", "save"])
        #expect(engine.layout(items, profile: .iPhone).leading.map(\.id) == ["cancel"])
        #expect(engine.layout(items, profile: .iPhone).trailing.map(\.id) == ["save", "discard"])
    }
}
