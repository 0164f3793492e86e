import QuestUI
import Testing

private struct Post: Decodable, Equatable {
    let id: Int
}

private enum LoadError: Error, Equatable {
    case offline
}

@Suite("Failures, sources and merging") @MainActor
struct FailureAndSourceTests {
    @Test("decode, tryMap and replaceError: a bad payload becomes the fallback")
    func decodeAndReplaceError() {
        let payloads = PassthroughSubject<Data, Never>()
        var posts: [[Post]] = []
        let subscription = payloads
            .setFailureType(to: URLError.self)
            .decode(type: [Post].self, decoder: JSONDecoder())
            .replaceError(with: [])
            .sink { posts.append($0) }
        payloads.send(Data(#"[{"id":1}]"#.utf8))
        payloads.send(Data("not json".utf8))
        payloads.send(Data(#"[{"id":2}]"#.utf8))
        #expect(posts == [[Post(id: 1)], []])
        subscription.cancel()
    }

    @Test("mapError and catch continue with another publisher")
    func mapErrorAndCatch() {
        let subject = PassthroughSubject<Int, URLError>()
        var values: [Int] = []
        var finished = false
        let subscription = subject
            .mapError { _ in LoadError.offline }
            .catch { _ in Just(-1).setFailureType(to: LoadError.self) }
            .sink(receiveCompletion: { finished = $0 == .finished }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(URLError(.notConnectedToInternet)))
        #expect(values == [1, -1])
        #expect(finished)
        subscription.cancel()
    }

    @Test("a future delivers its result to subscribers before and after it is fulfilled")
    func future() {
        var fulfil: ((Result<String, Never>) -> Void)?
        let future = Future<String, Never> { promise in fulfil = promise }
        var early: [String] = []
        var late: [String] = []
        let first = future.sink { early.append($0) }
        fulfil?(.success("done"))
        fulfil?(.success("again"))
        let second = future.sink { late.append($0) }
        #expect(early == ["done"])
        #expect(late == ["done"])
        first.cancel()
        second.cancel()
    }

    @Test("Empty finishes, Fail fails, and a sequence's publisher delivers its elements")
    func sources() {
        var events: [String] = []
        _ = Empty<Int, Never>().sink(receiveCompletion: { _ in events.append("empty finished") }, receiveValue: { _ in events.append("value") })
        _ = Fail<Int, LoadError>(error: .offline).sink(receiveCompletion: { if $0 == .failure(.offline) { events.append("failed offline") } }, receiveValue: { _ in })
        _ = [1, 2, 3].publisher.map { "\($0)" }.sink { events.append($0) }
        #expect(events == ["empty finished", "failed offline", "1", "2", "3"])
    }

    @Test("merge delivers both publishers' values; flatMap those of each inner publisher")
    func mergeAndFlatMap() {
        let left = PassthroughSubject<String, Never>()
        let right = PassthroughSubject<String, Never>()
        var merged: [String] = []
        let mergeSubscription = left.merge(with: right).sink { merged.append($0) }
        left.send("a")
        right.send("b")
        left.send("c")
        #expect(merged == ["a", "b", "c"])
        mergeSubscription.cancel()

        let ids = PassthroughSubject<Int, Never>()
        var expanded: [Int] = []
        let flatSubscription = ids.flatMap { id in [id, id * 10].publisher }.sink { expanded.append($0) }
        ids.send(1)
        ids.send(2)
        #expect(expanded == [1, 10, 2, 20])
        flatSubscription.cancel()
    }

    @Test("prepend, append, first, collect and share")
    func sequencing() {
        var values: [[Int]] = []
        _ = [2, 3].publisher.prepend(1).append(4).collect().sink { values.append($0) }
        _ = [5, 6, 7].publisher.first(where: { $0 > 5 }).collect().sink { values.append($0) }
        #expect(values == [[1, 2, 3, 4], [6]])

        var upstreamSubscriptions = 0
        let subject = PassthroughSubject<Int, Never>()
        let shared = subject.handleEvents(receiveSubscription: { _ in upstreamSubscriptions += 1 }).share()
        var left: [Int] = []
        var right: [Int] = []
        let first = shared.sink { left.append($0) }
        let second = shared.sink { right.append($0) }
        subject.send(8)
        #expect(left == [8])
        #expect(right == [8])
        #expect(upstreamSubscriptions == 1)
        first.cancel()
        second.cancel()
    }

    @Test("values turns a publisher into an async sequence that ends when it finishes")
    func values() async {
        var received: [Int] = []
        for await value in [1, 2, 3].publisher.map({ $0 * 2 }).values { received.append(value) }
        #expect(received == [2, 4, 6])
    }

    @Test("switchToLatest delivers only the latest inner publisher's values")
    func switchToLatest() {
        let queries = PassthroughSubject<String, Never>()
        let slow = PassthroughSubject<String, Never>()
        let fast = PassthroughSubject<String, Never>()
        var received: [String] = []
        let subscription = queries
            .map { $0 == "li" ? slow : fast }
            .switchToLatest()
            .sink { received.append($0) }
        queries.send("li")
        slow.send("Lisbon")
        queries.send("lis")
        slow.send("stale")
        fast.send("Lisbon only")
        #expect(received == ["Lisbon", "Lisbon only"])
        subscription.cancel()
    }
}
