import QuestUI
import Testing

// Every way learners declare toolbars: bare content, ToolbarItem with each placement, ToolbarItemGroup, a
// ToolbarContent type, `if` inside the builder, the pre-iOS 14 navigationBarItems, and the iOS 27 additions.

struct EditorToolbar: ToolbarContent {
    let isEditing: Bool
    let save: @MainActor () -> Void

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Cancel") {}
        }
        if isEditing {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save", action: save)
            }
        }
    }
}

struct ToolbarGallery: View {
    @State private var isEditing = false
    @State private var saved = 0
    @State private var layout = "List"

    var body: some View {
        NavigationStack {
            Text("Saved \(saved)")
                .toolbar {
                    EditorToolbar(isEditing: isEditing) { saved += 1 }
                    ToolbarItem(placement: .primaryAction) {
                        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Archive", systemImage: "archivebox") {}
                        Spacer()
                        Picker("Layout", selection: $layout) {
                            Text("List").tag("List")
                            Text("Grid").tag("Grid")
                        }
                    }
                    ToolbarItem(placement: .topBarPinnedTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                    }
                    .visibilityPriority(.low)
                    ToolbarOverflowMenu {
                        Button("Print", systemImage: "printer") {}
                    }
                    ToolbarItem(placement: .keyboard) {
                        Button("Hide keyboard") {}
                    }
                }
                .toolbarMinimizeBehavior(.onScrollDown)
        }
    }
}

struct BareToolbar: View {
    var body: some View {
        NavigationView {
            List { Text("Row") }
                .toolbar {
                    EditButton()
                    Button(action: {}) { Image(systemName: "plus") }
                        .accessibilityLabel("Add item")
                }
                .navigationBarItems(leading: Button("Close") {})
        }
    }
}

@Suite("Toolbars") @MainActor
struct ToolbarTests {
    @Test("items keep declaration order, placement, kind and priority")
    func itemsDescribeThemselves() throws {
        let host = ViewHost(ToolbarGallery())
        let items = host.toolbarItems
        #expect(items.map(\.label) == ["Cancel", "Edit", "Archive", "", "Layout", "Share", "Filter", "Print", "Hide keyboard"])
        #expect(items.map(\.placement) == [
            "cancellationAction", "primaryAction", "bottomBar", "bottomBar", "bottomBar",
            "topBarPinnedTrailing", "topBarTrailing", "automatic", "keyboard",
        ])
        #expect(items[4].kind == .picker)
        #expect(items[5].isPinned)
        #expect(items[6].visibilityPriority == ToolbarLayoutItem.lowPriority)
        #expect(items[7].isInOverflowMenu)
        #expect(host.toolbarMinimizeBehavior == "onScrollDown")
    }

    @Test("an `if` in a ToolbarContent type adds its item when true")
    func conditionalItems() throws {
        let host = ViewHost(ToolbarGallery())
        #expect(!host.toolbarItems.map(\.label).contains("Save"))
        try host.tap(button: "Edit")
        #expect(host.toolbarItems.map(\.label).contains("Save"))
        try host.tap(button: "Save")
        #expect(host.tree.allTexts.first == "Saved 1")
    }

    @Test("a toolbar picker is chosen by its option labels")
    func toolbarPicker() throws {
        let host = ViewHost(ToolbarGallery())
        #expect(try host.menu("Layout") == ["List", "Grid"])
        try host.choose("Grid", inMenu: "Layout")
        #expect(try host.selection(ofPicker: "Layout") == "Grid")
    }

    @Test("bare content and navigationBarItems become items; accessibility labels name icon buttons")
    func bareContent() throws {
        let host = ViewHost(BareToolbar())
        let items = host.toolbarItems
        #expect(items.map(\.placement) == ["automatic", "automatic", "navigationBarLeading"])
        #expect(items.map(\.label) == ["Edit", "Add item", "Close"])
        #expect(items[1].systemImage == "plus")
        try host.tap(button: "add item")
        try host.tap(button: "Edit")
        #expect(host.toolbarItems[0].label == "Done")
    }
}
