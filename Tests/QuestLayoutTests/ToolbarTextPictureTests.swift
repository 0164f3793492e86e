import Testing
@testable import QuestLayout

@Suite("Toolbar text pictures")
struct ToolbarTextPictureTests {
    @Test("an item is drawn by its kind and symbol", arguments: [
        (ToolbarLayoutItem(id: "a", label: "Edit"), "[Edit]"),
        (ToolbarLayoutItem(id: "a", label: "Add", systemImage: "plus"), "[+]"),
        (ToolbarLayoutItem(id: "a", systemImage: "paperclip"), "[paperclip]"),
        (ToolbarLayoutItem(id: "a", label: "Sort", kind: .menu), "[Sort ▾]"),
        (ToolbarLayoutItem(id: "a", label: "Order", systemImage: "arrow.up.arrow.down", kind: .picker), "[⇅ ▾]"),
        (ToolbarLayoutItem(id: "a", label: "Name", kind: .textField), "[Name___]"),
        (ToolbarLayoutItem(id: "a", label: "12 trips", kind: .other), "12 trips"),
        (ToolbarLayoutItem(id: "refresh"), "[refresh]"),
    ])
    func item(item: ToolbarLayoutItem, expected: String) {
        #expect(ToolbarTextPicture.item(item) == expected)
    }

    @Test("a symbol name becomes a short glyph", arguments: [
        ("plus", "+"), ("plus.circle.fill", "+"), ("magnifyingglass", "⌕"), ("ellipsis.circle", "⋯"),
        ("ellipsis", "⋯"), ("square.and.arrow.up", "⇪"), ("star.fill", "★"), ("star", "☆"),
        ("xmark.circle.fill", "×"), ("gearshape", "⚙"), ("trash", "trash"), ("archivebox.fill", "archivebox.fill"),
    ])
    func glyph(symbol: String, expected: String) {
        #expect(SymbolGlyph.glyph(for: symbol) == expected)
    }

    @Test("the lesson's list toolbar reads as one line with the title in the centre")
    func lessonExample() {
        let items = [
            ToolbarLayoutItem(id: "sort", label: "Sort", kind: .menu, placement: .topBarLeading),
            ToolbarLayoutItem(id: "add", label: "Add", systemImage: "plus", placement: .primaryAction),
            ToolbarLayoutItem(id: "settings", label: "Settings", placement: .secondaryAction),
        ]
        let layout = ToolbarLayoutEngine().layout(items, context: TripsToolbar.inlineContext, profile: .iPhone)
        #expect(layout.textPicture == "[Sort ▾]  Trips  [+] [⋯]\n⋯ menu: Settings")
    }

    @Test("every region gets its line", arguments: [
        (DeviceProfile.iPhone, """
            [‹] [Cancel]  [Save] [⋯] [Done]
            Trip 42
            search: [⌕ Places]
            ⋯ menu: Export
            bottom: [⇪] Saved
            keyboard: [Next]
            """),
        (DeviceProfile.iPad, """
            [‹] [Cancel]  [Save] [⌕ Places] [⋯] [Done]
            Trip 42
            ⋯ menu: Export
            bottom: [⇪] Saved
            keyboard: [Next]
            """),
        (DeviceProfile.mac, """
            [‹] Trip 42  Saved  [⌕ Places]
            bottom: [Cancel] [Save]
            keyboard: [Next]
            not on Mac: Share, Done, Export
            """),
    ])
    func allRegions(profile: DeviceProfile, expected: String) {
        let items = [
            ToolbarLayoutItem(id: "cancel", label: "Cancel", placement: .cancellationAction),
            ToolbarLayoutItem(id: "save", label: "Save", placement: .confirmationAction),
            ToolbarLayoutItem(id: "share", label: "Share", systemImage: "square.and.arrow.up", placement: .bottomBar),
            ToolbarLayoutItem(id: "status", label: "Saved", kind: .other, placement: .status),
            ToolbarLayoutItem(id: "next", label: "Next", placement: .keyboard),
            ToolbarLayoutItem(id: "done", label: "Done", placement: .topBarPinnedTrailing),
            ToolbarLayoutItem(id: "export", label: "Export", isInOverflowMenu: true),
        ]
        let context = ToolbarLayoutContext(title: "Trip 42", showsBackButton: true,
                                           search: ToolbarLayoutSearch(prompt: "Places"))
        #expect(ToolbarLayoutEngine().layout(items, context: context, profile: profile).textPicture == expected)
    }

    @Test("an empty toolbar without a title draws an empty line")
    func empty() {
        #expect(ToolbarLayoutEngine().layout([], profile: .iPhone).textPicture == "")
    }
}
