import Foundation
import QuestUI
import Testing

// Every control as a value with its state and place, and actions that tell a missing control from a disabled one.

struct Packing: Identifiable {
    let id: Int
    var name: String
}

struct PackingList: View {
    @State private var items = [Packing(id: 1, name: "Passport"), Packing(id: 2, name: "Charger"), Packing(id: 3, name: "Socks")]
    @State private var draft = ""
    @State private var nights = 2
    @State private var budget = 0.5
    @State private var leaving = Date(timeIntervalSince1970: 0)
    @State private var showsPacked = false
    @State private var confirming: Packing?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(items) { item in
                        Text(item.name)
                            .swipeActions {
                                Button("Delete", role: .destructive) { confirming = item }
                                Button("Rename") { items[items.firstIndex { $0.id == item.id }!].name += "!" }
                            }
                    }
                } header: {
                    HStack {
                        Text("To pack")
                        Button("Add") { items.append(Packing(id: items.count + 1, name: draft)) }
                            .disabled(draft.isEmpty)
                    }
                }
                TextField("Item", text: $draft, prompt: Text("e.g. Towel"))
                Stepper("Nights: \(nights)", value: $nights, in: 1...5)
                Slider(value: $budget, in: 0...1) { Text("Budget") }
                DatePicker("Leaving", selection: $leaving)
            }
            .toolbar { Toggle("Packed", isOn: $showsPacked) }
            .confirmationDialog("Delete it?", isPresented: Binding(get: { confirming != nil }, set: { if !$0 { confirming = nil } })) {
                Button("Delete", role: .destructive) { items.removeAll { $0.id == confirming?.id } }
                Button("Cancel", role: .cancel) {}
            }
        }
    }
}

struct EditableNames: View {
    @State private var items = [Packing(id: 1, name: "A"), Packing(id: 2, name: "B")]
    var body: some View {
        List($items, editActions: .all) { $item in TextField("Name", text: $item.name) }
    }
}

@Suite("Controls: typed queries and actions") @MainActor
struct ControlsTests {
    @Test("a button disabled until the field is valid reports it, and tapping it throws a disabled error")
    func disabledUntilValid() throws {
        let host = ViewHost(PackingList())
        let add = try host.control("Add", kind: .button)
        #expect(!add.isEnabled)
        #expect(add.location.isInSectionHeader && add.location.section == "To pack")
        #expect(throws: ViewHostError.self) { try host.tap(add) }
        #expect { try host.tap(button: "Add") } throws: { ($0 as? ViewHostError)?.reason == .disabled }
        #expect { try host.tap(button: "Share") } throws: { ($0 as? ViewHostError)?.reason == .missing }
        try host.type("Towel", into: "Item")
        #expect(try host.control("Add").isEnabled)
        try host.tap(button: "Add")
        #expect(host.rows().contains("Towel"))
    }

    @Test("typing replaces, appends, or goes one keystroke at a time; a field is found by label or prompt")
    func typingModes() throws {
        let host = ViewHost(PackingList())
        try host.type("Tow", into: "e.g. Towel")
        try host.type("el", into: "Item", mode: .appending)
        let field = try host.control("Item", kind: .textField)
        #expect(field.value == "Towel" && field.prompt == "e.g. Towel")
        try host.type("Hat", into: "Item", mode: .keystrokes)
        #expect(try host.control("Item").value == "Hat")
    }

    @Test("any row's swipe action opens the confirmation dialog, whose buttons have roles")
    func swipeAndConfirm() throws {
        let host = ViewHost(PackingList())
        try host.swipe(row: 2, tap: "Delete")
        let buttons = host.controls.filter { $0.location.presentation == "confirmationDialog" }
        #expect(buttons.map(\.label) == ["Delete", "Cancel"])
        #expect(buttons.map(\.role) == ["destructive", "cancel"])
        try host.tap(button: "Delete")
        #expect(host.rows().prefix(2) == ["Passport", "Socks"])
        try host.swipe(row: 2, tap: "Rename")
        #expect(host.rows() == ["Passport", "Socks!"])  // the field, stepper and pickers under the ForEach are no rows
        #expect(throws: ViewHostError.self) { try host.swipe(row: 9, tap: "Delete") }
    }

    @Test("steppers, sliders, date pickers and a toolbar toggle are driven and read")
    func adjustables() throws {
        let host = ViewHost(PackingList())
        try host.increment("Nights: 2")
        try host.increment("Nights: 3")
        #expect(try host.control("Nights: 4", kind: .stepper).value == "4")
        try host.slide("Budget", to: 2)
        #expect(try host.control("Budget").value == "1.0")
        try host.pick(Date(timeIntervalSince1970: 86_400), in: "Leaving")
        #expect(try host.control("Leaving").value == "1970-01-02T00:00:00Z")
        try host.toggle("Packed")
        let packed = try host.control("Packed", kind: .toggle)
        #expect(packed.value == "on" && packed.location.isInToolbar)
    }

    @Test("List($items, editActions:) deletes and moves rows")
    func editActions() throws {
        let host = ViewHost(EditableNames())
        #expect(host.controls.map(\.value) == ["A", "B"])
        try host.moveRow(from: 1, to: 0)
        #expect(host.controls.map(\.value) == ["B", "A"])
        try host.deleteRow(at: 0)
        #expect(host.controls.map(\.value) == ["A"])
    }
}
