extension Publishers {
    /// Delivers the values of two publishers as they come; finishes when both have: `merge(with:)`.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        /// The shared values.
        public typealias Output = A.Output
        /// The shared failure.
        public typealias Failure = A.Failure
        /// The first publisher.
        public let a: A
        /// The second publisher.
        public let b: B

        /// The merge of `a` and `b`.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        /// Attaches a subscriber to both publishers.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let group = InnerGroup<Output, Failure>(downstream: AnySubscriber(subscriber), expected: 2)
            group.add(a)
            group.add(b)
            subscriber.receive(subscription: group)
        }
    }

    /// Subscribes to a publisher made from each value and delivers all their values: `flatMap`.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        /// The inner publishers' values.
        public typealias Output = NewPublisher.Output
        /// The shared failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The most inner publishers at a time (every one is subscribed at once headlessly).
        public let maxPublishers: Subscribers.Demand
        /// Makes an inner publisher from a value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// A flat map of `upstream`.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            let group = InnerGroup<Output, Failure>(downstream: AnySubscriber(subscriber), expected: 1)
            upstream.receive(subscriber: AnySubscriber<Upstream.Output, Failure>(
                receiveSubscription: { group.attach($0) },
                receiveValue: { value in
                    group.expect()
                    group.add(transform(value))
                    return .none
                },
                receiveCompletion: { group.complete($0) }
            ))
            subscriber.receive(subscription: group)
        }
    }
}

extension Publisher {
    /// Delivers this publisher's values and `other`'s as they come.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    /// Subscribes to the publisher `transform` makes from each value, and delivers their values.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

/// Several upstream subscriptions feeding one downstream (`Merge`, `FlatMap`): values pass through as they come, a
/// failure ends everything, and the downstream finishes when every expected upstream has.
private final class InnerGroup<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var upstreams: [any Subscription] = []
    private var demand = Subscribers.Demand.none
    private var remaining: Int

    init(downstream: AnySubscriber<Output, Failure>, expected: Int) {
        self.downstream = downstream
        remaining = expected
    }

    /// One more upstream will have to finish.
    func expect() { lock.withLock { remaining += 1 } }

    /// Keeps an upstream subscription and passes on the demand asked so far.
    func attach(_ subscription: any Subscription) {
        let current = lock.withLock {
            upstreams.append(subscription)
            return demand
        }
        if current > 0 { subscription.request(current) }
    }

    /// Subscribes to `publisher`, delivering its values downstream.
    func add<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        publisher.receive(subscriber: AnySubscriber<Output, Failure>(
            receiveSubscription: { [self] in attach($0) },
            receiveValue: { [self] value in lock.withLock { downstream }?.receive(value) ?? .none },
            receiveCompletion: { [self] in complete($0) }
        ))
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        let ended: (AnySubscriber<Output, Failure>, [any Subscription])? = lock.withLock {
            if case .finished = completion {
                remaining -= 1
                guard remaining == 0 else { return nil }
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

    func request(_ more: Subscribers.Demand) {
        let current = lock.withLock {
            demand += more
            return upstreams
        }
        current.forEach { $0.request(more) }
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
