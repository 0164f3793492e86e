import QuestUI
import Testing

// Views re-render when observed state changes: ObservableObject with @Published (no Combine on Linux), and
// @Observable classes, including changes made outside any action the host drives.

final class Basket: ObservableObject {
    @Published var items: [String] = []
    @Published var isSaving = false

    func add(_ item: String) { items.append(item) }
}

struct BasketView: View {
    @StateObject private var basket = Basket()

    var body: some View {
        VStack {
            BasketRows(basket: basket)
            Button("Add apple") { basket.add("apple") }
            Toggle("Saving", isOn: $basket.isSaving)
        }
    }
}

struct BasketRows: View {
    @ObservedObject var basket: Basket

    var body: some View {
        List(basket.items, id: \.self) { Text($0) }
    }
}

struct SharedBasketView: View {
    @EnvironmentObject var basket: Basket
    var body: some View {
        Text("\(basket.items.count) items")
    }
}

@Observable final class Thermostat {
    var degrees = 20
}

struct ThermostatView: View {
    let thermostat: Thermostat
    var body: some View {
        @Bindable var thermostat = thermostat
        VStack {
            Text("\(thermostat.degrees)°")
            Stepper("Degrees", value: $thermostat.degrees, in: 10...30)
        }
    }
}

@Suite("Observation and ObservableObject") @MainActor
struct ObservationTests {
    @Test("@StateObject is made once and @Published changes re-render")
    func stateObjectRerenders() throws {
        let host = ViewHost(BasketView())
        try host.tap(button: "Add apple")
        try host.tap(button: "Add apple")
        #expect(host.rows() == ["apple", "apple"])
        try host.toggle("Saving")
        #expect(host.tree.descendants.first { $0.kind == "Toggle" }?.modifier("isOn")?.arguments == ["true"])
    }

    @Test("a change made outside the host marks the tree for re-rendering")
    func outsideChangeRerenders() {
        let basket = Basket()
        let host = ViewHost(SharedBasketView().environmentObject(basket))
        #expect(host.tree.allTexts == ["0 items"])
        basket.add("pear")
        #expect(host.tree.allTexts == ["1 items"])
    }

    @Test("@Observable changes re-render, including through @Bindable")
    func observableRerenders() throws {
        let thermostat = Thermostat()
        let host = ViewHost(ThermostatView(thermostat: thermostat))
        thermostat.degrees = 25
        #expect(host.tree.allTexts.first == "25°")
        try host.tap(button: "Increment")
        #expect(thermostat.degrees == 26)
        #expect(host.tree.allTexts.first == "26°")
    }

    @Test("objectWillChange is shared by all @Published properties of an object")
    func objectWillChangeFires() {
        let basket = Basket()
        let counter = Counted()
        let subscription = basket.objectWillChange.sink { counter.increment() }
        basket.add("fig")
        basket.isSaving = true
        #expect(counter.value == 2)
        subscription.cancel()
        basket.add("kiwi")
        #expect(counter.value == 2)
    }
}

/// A thread-safe counter for publisher callbacks.
final class Counted: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
