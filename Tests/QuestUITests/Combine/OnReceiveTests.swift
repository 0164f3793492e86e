import QuestUI
import Testing

@MainActor
private final class Ticker {
    let ticks = PassthroughSubject<Int, Never>()
    let greeting = CurrentValueSubject<String, Never>("hello")
}

private struct TickView: View {
    let ticker: Ticker
    @State private var last = 0
    @State private var greeting = ""
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            Text("tick \(last)")
            Text(greeting)
        }
        .onReceive(ticker.ticks) { last = $0 }
        .onReceive(ticker.greeting) { greeting = $0 }
        .onReceive(timer) { _ in last = -1 }
    }
}

@Suite("onReceive") @MainActor
struct OnReceiveTests {
    @Test("onReceive calls its action with each value the publisher sends")
    func receivesValues() throws {
        let ticker = Ticker()
        let host = ViewHost(TickView(ticker: ticker))
        #expect(host.tree.allTexts.contains("hello"))
        ticker.ticks.send(3)
        #expect(host.tree.allTexts.contains("tick 3"))
        ticker.greeting.value = "bye"
        #expect(host.tree.allTexts.contains("bye"))
        #expect(host.tree.allTexts.contains("tick 3"), "the timer never fires headlessly")
    }
}
