import QuestUI
import Testing

@MainActor
private final class PublishedCounter: ObservableObject {
    @Published var count = 0
    var seenDuringSink: [Int] = []
}

private final class Box {
    var text = ""
}

/// A subscriber that asks for one value at a time, up to a limit: checks that demand is honoured.
private final class Limited: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    var received: [Int] = []
    var completed = false
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func receive(subscription: any Subscription) { subscription.request(.max(1)) }
    func receive(_ input: Int) -> Subscribers.Demand {
        received.append(input)
        return received.count < limit ? .max(1) : .none
    }
    func receive(completion: Subscribers.Completion<Never>) { completed = true }
}

@Suite("Publishers and subscribers") @MainActor
struct PublisherTests {
    @Test("a passthrough subject delivers synchronously to its sinks until cancelled")
    func passthroughUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var cancellables = Set<AnyCancellable>()
        subject.sink { values.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        #expect(values == [1, 2])
        cancellables.removeAll()
        subject.send(3)
        #expect(values == [1, 2])
    }

    @Test("cancel() stops delivery and a completion ends it")
    func cancelAndCompletion() {
        let subject = PassthroughSubject<String, URLError>()
        var values: [String] = []
        var completion: Subscribers.Completion<URLError>?
        let first = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        var other: [String] = []
        let second = subject.sink(receiveCompletion: { _ in }, receiveValue: { other.append($0) })
        subject.send("a")
        second.cancel()
        subject.send("b")
        subject.send(completion: .failure(URLError(.notConnectedToInternet)))
        subject.send("c")
        #expect(values == ["a", "b"])
        #expect(other == ["a"])
        #expect(completion == .failure(URLError(.notConnectedToInternet)))
        first.cancel()
    }

    @Test("a current value subject gives its value to new subscribers and sends changes")
    func currentValue() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var values: [Int] = []
        let subscription = subject.sink { values.append($0) }
        subject.value = 2
        subject.send(3)
        #expect(values == [1, 2, 3])
        #expect(subject.value == 3)
        subscription.cancel()
    }

    @Test("Just delivers one value and finishes")
    func just() {
        var values: [String] = []
        var finished = false
        _ = Just("hello").sink(receiveCompletion: { finished = $0 == .finished }, receiveValue: { values.append($0) })
        #expect(values == ["hello"])
        #expect(finished)
    }

    @Test("assign(to:on:) writes each value to the object")
    func assignOn() {
        let box = Box()
        let subject = PassthroughSubject<String, Never>()
        let subscription = subject.map { $0.uppercased() }.assign(to: \.text, on: box)
        subject.send("porto")
        #expect(box.text == "PORTO")
        subscription.cancel()
        subject.send("faro")
        #expect(box.text == "PORTO")
    }

    @Test("$property delivers the current value, then each new one before the property changes")
    func publishedProjection() {
        let counter = PublishedCounter()
        let subscription = counter.$count.sink { [counter] new in counter.seenDuringSink.append(counter.count * 100 + new) }
        counter.count = 1
        counter.count = 2
        // old * 100 + new: the sink runs before the write, as Combine's @Published does.
        #expect(counter.seenDuringSink == [0, 1, 102])
        subscription.cancel()
    }

    @Test("filter, compactMap, removeDuplicates, dropFirst and scan")
    func transformOperators() {
        let subject = PassthroughSubject<String, Never>()
        var values: [Int] = []
        let subscription = subject
            .compactMap { Int($0) }
            .filter { $0 >= 0 }
            .removeDuplicates()
            .dropFirst()
            .scan(0, +)
            .sink { values.append($0) }
        for text in ["1", "x", "2", "2", "-5", "3"] { subject.send(text) }
        #expect(values == [2, 5])
        subscription.cancel()
    }

    @Test("combineLatest delivers once both sides have a value, then on each change")
    func combineLatest() {
        let query = CurrentValueSubject<String, Never>("")
        let onlyFavourites = PassthroughSubject<Bool, Never>()
        var values: [String] = []
        let subscription = query.combineLatest(onlyFavourites) { "\($0)|\($1)" }.sink { values.append($0) }
        query.send("a")
        onlyFavourites.send(true)
        query.send("ab")
        #expect(values == ["a|true", "ab|true"])
        subscription.cancel()
    }

    @Test("CombineLatest3 and CombineLatest4 deliver once every side has a value, then on each change")
    func combineLatestMany() {
        let trips = CurrentValueSubject<[String], Never>(["Oslo"])
        let query = PassthroughSubject<String, Never>()
        let order = CurrentValueSubject<Int, Never>(0)
        var values: [String] = []
        let three = Publishers.CombineLatest3(trips, query, order).sink { values.append("\($0.count) \($1) \($2)") }
        query.send("o")
        order.send(1)
        trips.send(["Oslo", "Kyoto"])
        #expect(values == ["1 o 0", "1 o 1", "2 o 1"])
        three.cancel()
        var fours: [Int] = []
        let four = Publishers.CombineLatest4(order, order, Just(2), Just(3)).sink { fours.append($0 + $1 + $2 + $3) }
        #expect(fours == [7])
        four.cancel()
    }

    @Test("handleEvents sees values and cancellation")
    func handleEvents() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var cancelled = false
        let subscription = subject
            .handleEvents(receiveOutput: { seen.append($0) }, receiveCancel: { cancelled = true })
            .sink { _ in }
        subject.send(7)
        subscription.cancel()
        #expect(seen == [7])
        #expect(cancelled)
    }

    @Test("a subscriber's demand is honoured")
    func demand() {
        let subject = PassthroughSubject<Int, Never>()
        let limited = Limited(limit: 2)
        subject.subscribe(limited)
        for value in 1...4 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(limited.received == [1, 2])
        #expect(limited.completed)
    }

    @Test("NotificationCenter's publisher delivers posts until cancelled")
    func notifications() {
        let center = NotificationCenter()
        let name = Notification.Name("QuestUITests.refresh")
        var count = 0
        let subscription = center.publisher(for: name).sink { _ in count += 1 }
        center.post(name: name, object: nil)
        subscription.cancel()
        center.post(name: name, object: nil)
        #expect(count == 1)
    }
}
