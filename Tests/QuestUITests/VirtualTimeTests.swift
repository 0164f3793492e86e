import Foundation
import QuestUI
import Testing

// Time stands still until the test moves it: Task.sleep, task(id:) restarts, timers and animation completions.

struct DebouncedCitySearch: View {
    static let cities = ["Kyoto", "Lisbon", "Oslo"]
    @State private var query = ""
    @State private var results = DebouncedCitySearch.cities
    @State private var searches = 0

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .searchable(text: $query)
                .task(id: query) {
                    do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
                    searches += 1
                    results = query.isEmpty ? Self.cities : Self.cities.filter { $0.localizedCaseInsensitiveContains(query) }
                }
                .navigationTitle("Searches: \(searches)")
        }
    }
}

struct TickingCounter: View {
    @State private var ticks = 0
    @State private var faded = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("Ticks: \(ticks)")
            Text(faded ? "faded" : "shown")
            Button("Fade") {
                withAnimation(.easeOut(duration: 0.5)) { ticks += 0 } completion: { faded = true }
            }
            Button("Later") {
                Task { try? await Task.sleep(nanoseconds: 2_000_000_000); ticks += 100 }
            }
        }
        .onReceive(timer) { _ in ticks += 1 }
    }
}

@Observable final class ModelTimer {
    var left = 3
    private var ticks: AnyCancellable?

    func start() {
        ticks = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self, self.left > 0 else { return }
                self.left -= 1
            }
    }

    func stop() { ticks?.cancel() }
}

struct ModelTimerView: View {
    @State private var model = ModelTimer()
    var body: some View {
        VStack {
            Text("Left: \(model.left)")
            Button("Start") { model.start() }
            Button("Stop") { model.stop() }
        }
    }
}

@MainActor final class DelayedEcho: ObservableObject {
    @Published var sent = ""
    @Published var echoed = ""
    @Published var throttled: [String] = []
    private var bag = Set<AnyCancellable>()

    init() {
        $sent.dropFirst().delay(for: .seconds(1), scheduler: DispatchQueue.main).assign(to: \.echoed, on: self).store(in: &bag)
        $sent.dropFirst().throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
            .sink { [weak self] in self?.throttled.append($0) }.store(in: &bag)
    }
}

struct DelayedEchoView: View {
    @StateObject private var echo = DelayedEcho()
    var body: some View {
        VStack {
            TextField("Say", text: $echo.sent)
            Text("Echo: \(echo.echoed)")
            Text("Throttled: \(echo.throttled.joined(separator: ","))")
        }
    }
}

@Suite("Virtual time: sleeps, task(id:) restarts, timers and animations") @MainActor
struct VirtualTimeTests {
    @Test("a debounced search filters only once its delay has passed on the host's clock")
    func debounceWaitsForTheClock() async throws {
        let host = ViewHost(DebouncedCitySearch())
        await host.appear()
        #expect(host.rows() == ["Kyoto", "Lisbon", "Oslo"])
        try host.type("ky")
        await host.advance(by: .milliseconds(299))
        #expect(host.rows() == ["Kyoto", "Lisbon", "Oslo"])
        await host.advance(by: .milliseconds(1))
        #expect(host.rows() == ["Kyoto"])
    }

    @Test("task(id:) is cancelled and restarted when its id changes, so only the last keystroke searches")
    func taskIDRestarts() async throws {
        let host = ViewHost(DebouncedCitySearch())
        await host.appear()
        await host.advance(by: .seconds(1))
        #expect(host.navigationTitle == "Searches: 1")
        try host.type("o")
        await host.advance(by: .milliseconds(200))
        try host.type("s")
        await host.advance(by: .milliseconds(200))
        #expect(host.rows() == ["Kyoto", "Lisbon", "Oslo"])
        await host.advance(by: .milliseconds(100))
        #expect(host.rows() == ["Oslo"])
        #expect(host.navigationTitle == "Searches: 2")
    }

    @Test("Timer.publish ticks once per interval the clock passes")
    func timerPublisherTicks() async throws {
        let host = ViewHost(TickingCounter())
        await host.appear()
        #expect(host.tree.allTexts.first == "Ticks: 0")
        #expect(host.clock.pendingCount == 1)
        await host.advance(by: .milliseconds(2500))
        #expect(host.tree.allTexts.first == "Ticks: 2")
    }

    @Test("advance(by:firingAtMost:) stops the clock at the last alarm it let fire; without a limit every one fires")
    func firingLimit() async throws {
        let host = ViewHost(TickingCounter())
        await host.appear()
        await host.advance(by: .seconds(60), firingAtMost: 5)
        #expect(host.tree.allTexts.first == "Ticks: 5")
        #expect(host.clock.now == .seconds(5))
        await host.advance(by: .seconds(60))
        #expect(host.tree.allTexts.first == "Ticks: 65")
        #expect(host.clock.now == .seconds(65))
    }

    @Test("withAnimation's completion and a Task's sleep wait for the clock")
    func animationCompletionAndTaskSleep() async throws {
        let host = ViewHost(TickingCounter())
        await host.appear()
        try host.tap(button: "Fade")
        try host.tap(button: "Later")
        await host.settle()
        #expect(host.tree.allTexts.prefix(2) == ["Ticks: 0", "shown"])
        await host.advance(by: .milliseconds(500))
        #expect(host.tree.allTexts.prefix(2) == ["Ticks: 0", "faded"])
        await host.advance(by: .milliseconds(1500))
        #expect(host.tree.allTexts.first == "Ticks: 102")
    }

    @Test("a Foundation timer on the virtual clock fires until it is invalidated")
    func scheduledTimerFires() async {
        let clock = VirtualClock()
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let timer = VirtualClock.$current.withValue(clock) {
            Timer.scheduledOnVirtualClock(withTimeInterval: 0.1, repeats: true) { _ in count.value += 1 }
        }
        await clock.advance(by: .milliseconds(350))
        #expect(count.value == 3)
        timer.invalidate()
        await clock.advance(by: .seconds(1))
        #expect(count.value == 3)
    }

    @Test("an autoconnected timer kept only by its subscription ticks until the subscription is cancelled")
    func autoconnectLivesWithItsSubscription() async throws {
        let host = ViewHost(ModelTimerView())
        try host.tap(button: "Start")
        await host.advance(by: .seconds(2))
        #expect(host.screen.allTexts.contains("Left: 1"))
        try host.tap(button: "Stop")
        await host.advance(by: .seconds(5))
        #expect(host.screen.allTexts.contains("Left: 1"))
    }

    @Test("Combine's delay and throttle wait for the clock; throttle sends the first value at once")
    func delayAndThrottle() async throws {
        let host = ViewHost(DelayedEchoView())
        try host.type("a", into: "Say")
        try host.type("ab", into: "Say")
        #expect(host.screen.allTexts.contains("Echo: "))
        #expect(host.screen.allTexts.contains("Throttled: a"))
        await host.advance(by: .milliseconds(999))
        #expect(host.screen.allTexts.contains("Echo: "))
        await host.advance(by: .milliseconds(1))
        #expect(host.screen.allTexts.contains("Echo: ab"))
        #expect(host.screen.allTexts.contains("Throttled: a,ab"))
    }
}
