import QuestUI
import Testing

// What a person can reach on iOS: a `.toolbar` on the stack itself shows nowhere; a list behind an opaque one is not
// the one seen; a control that lets taps through does nothing when tapped.

struct ToolbarOnTheStack: View {
    var body: some View {
        NavigationStack {
            List { Text("Lisbon") }
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                }
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) { Button("Add") {} }
            ToolbarItem(placement: .keyboard) { Button("Done") {} }
        }
    }
}

struct BareToolbarList: View {
    var body: some View {
        List { Text("Lisbon") }
            .toolbar { Button("Add") {} }
    }
}

struct ListBehindAList: View {
    @State private var taps = 0

    var body: some View {
        ZStack {
            List { Text("Hidden row") }
                .opacity(0)
            List { Text("Shown row \(taps)") }
        }
        .toolbar {
            Button("Add") { taps += 1 }
                .allowsHitTesting(false)
        }
    }
}

struct ListsOutOfSight: View {
    var body: some View {
        VStack {
            List { Text("Zero-size row") }
                .frame(width: 0, height: 0)
            List { Text("Scaled-away row") }
                .scaleEffect(0)
            ZStack {
                List { Text("Covered row") }
                List { Text("Top row") }
            }
        }
    }
}

@Suite("What a person can reach") @MainActor
struct ToolbarReachTests {
    @Test("a .toolbar on the NavigationStack itself shows none of its items, except above the keyboard")
    func toolbarOutsideTheStack() {
        let host = ViewHost(ToolbarOnTheStack())
        // Outer views' items first (the stack's own, then the list's inside it).
        #expect(host.toolbarItems.map(\.label) == ["Done", "Edit"])
        #expect(host.toolbarItemsOutsideNavigation.map(\.label) == ["Add"])
    }

    @Test("a screen with no navigation container keeps its items (the app may put the stack around it)")
    func noContainer() {
        let host = ViewHost(BareToolbarList())
        #expect(host.toolbarItems.map(\.label) == ["Add"])
        #expect(host.toolbarItemsOutsideNavigation.isEmpty)
    }

    @Test("the rows are the visible list's, and a button with hit testing off refuses a tap")
    func reach() {
        let host = ViewHost(ListBehindAList())
        #expect(host.rows() == ["Shown row 0"])
        #expect(throws: ViewHostError.self) { try host.tap(button: "Add") }
        #expect(host.rows() == ["Shown row 0"])
    }

    @Test("a zero-size or scaled-away list is not read, and in a ZStack the list on top is")
    func listsOutOfSight() {
        #expect(ViewHost(ListsOutOfSight()).rows() == ["Top row"])
    }
}
