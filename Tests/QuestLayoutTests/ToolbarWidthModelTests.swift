import Testing
@testable import QuestLayout

@Suite("Toolbar width model")
struct ToolbarWidthModelTests {
    @Test("an item's width follows the documented model", arguments: [
        (ToolbarLayoutItem(id: "a", label: "Add", systemImage: "plus"), 44.0),
        (ToolbarLayoutItem(id: "a", systemImage: "arrow.up.arrow.down", kind: .menu), 56.0),
        (ToolbarLayoutItem(id: "a", label: "Edit"), 53.4),
        (ToolbarLayoutItem(id: "a", label: "Sort", kind: .menu), 65.4),
        (ToolbarLayoutItem(id: "a", label: "Order", kind: .picker), 74.75),
        (ToolbarLayoutItem(id: "a", label: "OK"), 44.0),
        (ToolbarLayoutItem(id: "a", label: "Name", kind: .textField), 120.0),
        (ToolbarLayoutItem(id: "a", label: "12 trips", kind: .other), 74.8),
    ])
    func width(item: ToolbarLayoutItem, expected: Double) {
        #expect(abs(ToolbarWidthModel.standard.width(of: item) - expected) < 0.001)
    }

    @Test("the available width is the profile less margins, and less window controls on the Mac", arguments: [
        (DeviceProfile.iPhoneSE, 288.0), (.iPhone, 361.0), (.iPhoneProMax, 408.0), (.iPad, 992.0), (.mac, 698.0),
    ])
    func availableWidth(profile: DeviceProfile, expected: Double) {
        #expect(ToolbarLayoutEngine().layout([], profile: profile).availableWidth == expected)
    }

    @Test("a wider character model makes items overflow sooner")
    func modelIsAdjustable() {
        var model = ToolbarWidthModel.standard
        model.characterWidth = 1.2
        let wide = ToolbarLayoutEngine(widthModel: model)
            .layout(TripsToolbar.items, context: TripsToolbar.inlineContext, profile: .iPhone)
        #expect(!wide.movedForSpace.isEmpty)
        #expect(wide.widthModel == model)
    }
}
