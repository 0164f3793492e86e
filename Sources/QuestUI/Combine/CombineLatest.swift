extension Publishers {
    /// Delivers the latest value of each of two publishers, once both have delivered, whenever either delivers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        /// The latest pair.
        public typealias Output = (A.Output, B.Output)
        /// The shared failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The combination of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches a subscriber to both publishers.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let pair = LatestPair<A.Output, B.Output, Failure>(downstream: AnySubscriber(subscriber))
            a.receive(subscriber: AnySubscriber(
                receiveSubscription: { pair.attach($0) },
                receiveValue: { value in pair.receive { $0.first = value } },
                receiveCompletion: { pair.complete($0) }
            ))
            b.receive(subscriber: AnySubscriber(
                receiveSubscription: { pair.attach($0) },
                receiveValue: { value in pair.receive { $0.second = value } },
                receiveCompletion: { pair.complete($0) }
            ))
            subscriber.receive(subscription: pair)
        }
    }
}

extension Publishers {
    /// Delivers the latest value of each of three publishers, once all have delivered, whenever any delivers:
    /// `Publishers.CombineLatest3($trips, $query, $order)`.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The latest triple.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The shared failure.
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C

        /// The combination of `a`, `b` and `c`.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches a subscriber to the three publishers (pairs of pairs, flattened).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0, $0.1, $1) }.receive(subscriber: subscriber)
        }
    }

    /// Delivers the latest value of each of four publishers, once all have delivered, whenever any delivers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The latest four values.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The shared failure.
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D

        /// The combination of `a`, `b`, `c` and `d`.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches a subscriber to the four publishers.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest3(a, b, c), d).map { ($0.0, $0.1, $0.2, $1) }.receive(subscriber: subscriber)
        }
    }
}

extension Publisher {
    /// Delivers the latest values of this publisher and `other` as a pair whenever either delivers.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Delivers `transform` of the latest values of this publisher and `other` whenever either delivers.
    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where Failure == P.Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    /// Delivers the latest values of this publisher and two others, once all have delivered.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.Map<Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, (Output, P.Output, Q.Output)> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest(Publishers.CombineLatest(self, publisher1), publisher2).map { ($0.0, $0.1, $1) }
    }

    /// Delivers `transform` of the latest values of this publisher and two others.
    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T) -> Publishers.Map<Publishers.CombineLatest<Publishers.CombineLatest<Self, P>, Q>, T> where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest(Publishers.CombineLatest(self, publisher1), publisher2).map { transform($0.0, $0.1, $1) }
    }
}

/// The state of one `CombineLatest` subscription: both upstream subscriptions and the latest value of each.
private final class LatestPair<First, Second, Failure: Error>: Subscription, @unchecked Sendable {
    struct Latest {
        var first: First?
        var second: Second?
    }

    private let lock = NSLock()
    private var downstream: AnySubscriber<(First, Second), Failure>?
    private var upstreams: [any Subscription] = []
    private var latest = Latest()
    private var finishedCount = 0

    init(downstream: AnySubscriber<(First, Second), Failure>) { self.downstream = downstream }

    func attach(_ subscription: any Subscription) { lock.withLock { upstreams.append(subscription) } }

    /// Records a new value and delivers the pair once both sides have one.
    func receive(_ update: (inout Latest) -> Void) -> Subscribers.Demand {
        let delivery: (AnySubscriber<(First, Second), Failure>, (First, Second))? = lock.withLock {
            update(&latest)
            guard let downstream, let first = latest.first, let second = latest.second else { return nil }
            return (downstream, (first, second))
        }
        guard let (subscriber, pair) = delivery else { return .max(1) }
        return subscriber.receive(pair)
    }

    /// Finishes when both sides have finished; fails as soon as one fails.
    func complete(_ completion: Subscribers.Completion<Failure>) {
        let ended: (AnySubscriber<(First, Second), Failure>, [any Subscription])? = lock.withLock {
            if case .finished = completion {
                finishedCount += 1
                guard finishedCount == 2 else { return nil }
            }
            guard let downstream else { return nil }
            self.downstream = nil
            defer { upstreams = [] }
            return (downstream, upstreams)
        }
        guard let (subscriber, others) = ended else { return }
        if case .failure = completion { others.forEach { $0.cancel() } }
        subscriber.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        for upstream in lock.withLock({ upstreams }) { upstream.request(demand) }
    }

    func cancel() {
        let current: [any Subscription] = lock.withLock {
            downstream = nil
            defer { upstreams = [] }
            return upstreams
        }
        current.forEach { $0.cancel() }
    }
}
