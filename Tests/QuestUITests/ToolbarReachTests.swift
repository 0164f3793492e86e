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

@Suite("What a person can reach") @MainActor
struct ToolbarReachTests {
    @Test("a .toolbar on the NavigationStack itself shows none of its items, except above the keyboard")
    func toolbarOutsideTheStack() {
        let host = ViewHost(ToolbarOnTheStack())
        #expect(host.toolbarItems.map(\.label) == ["Edit", "Done"])
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
}
