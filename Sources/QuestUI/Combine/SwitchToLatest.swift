extension Publishers {
    /// Delivers the values of the latest inner publisher only, cancelling the one before: `switchToLatest()`, the
    /// search pattern `$query.map { api.search($0) }.switchToLatest()`.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where Upstream.Output == P, P.Failure == Upstream.Failure {
        /// The inner publishers' values.
        public typealias Output = P.Output
        /// The shared failure.
        public typealias Failure = P.Failure
        /// The publisher of publishers.
        public let upstream: Upstream

        /// The latest of `upstream`'s publishers.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let latest = LatestInner<Output, Failure>(downstream: AnySubscriber(subscriber))
            upstream.receive(subscriber: AnySubscriber<P, Failure>(
                receiveSubscription: { latest.attachOuter($0) },
                receiveValue: { inner in
                    let generation = latest.beginInner()
                    inner.receive(subscriber: AnySubscriber<Output, Failure>(
                        receiveSubscription: { latest.attachInner($0, generation: generation) },
                        receiveValue: { latest.deliver($0, generation: generation) },
                        receiveCompletion: { latest.completeInner($0, generation: generation) }
                    ))
                    return .none
                },
                receiveCompletion: { latest.completeOuter($0) }
            ))
            subscriber.receive(subscription: latest)
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Delivers the values of the most recent inner publisher, cancelling earlier ones.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

/// The state of one `SwitchToLatest` subscription: the outer subscription, the current inner one and its generation.
private final class LatestInner<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var outer: (any Subscription)?
    private var inner: (any Subscription)?
    private var generation = 0
    private var outerFinished = false
    private var innerActive = false

    init(downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

    func attachOuter(_ subscription: any Subscription) {
        lock.withLock { outer = subscription }
        subscription.request(.unlimited)
    }

    /// Cancels the current inner publisher and starts a new generation.
    func beginInner() -> Int {
        let (previous, current): ((any Subscription)?, Int) = lock.withLock {
            generation += 1
            innerActive = true
            defer { inner = nil }
            return (inner, generation)
        }
        previous?.cancel()
        return current
    }

    func attachInner(_ subscription: any Subscription, generation: Int) {
        let isCurrent = lock.withLock {
            guard generation == self.generation else { return false }
            inner = subscription
            return true
        }
        if isCurrent { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    func deliver(_ value: Output, generation: Int) -> Subscribers.Demand {
        let receiver = lock.withLock { generation == self.generation ? downstream : nil }
        return receiver?.receive(value) ?? .none
    }

    func completeInner(_ completion: Subscribers.Completion<Failure>, generation: Int) {
        let finishNow: Bool = lock.withLock {
            guard generation == self.generation else { return false }
            innerActive = false
            inner = nil
            if case .failure = completion { return true }
            return outerFinished
        }
        if finishNow { end(completion) }
    }

    func completeOuter(_ completion: Subscribers.Completion<Failure>) {
        let finishNow: Bool = lock.withLock {
            outerFinished = true
            if case .failure = completion { return true }
            return !innerActive
        }
        if finishNow { end(completion) }
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        let (receiver, subscriptions): (AnySubscriber<Output, Failure>?, [any Subscription]) = lock.withLock {
            defer {
                downstream = nil
                outer = nil
                inner = nil
            }
            return (downstream, [outer, inner].compactMap { $0 })
        }
        if case .failure = completion { subscriptions.forEach { $0.cancel() } }
        receiver?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        let subscriptions: [any Subscription] = lock.withLock {
            downstream = nil
            defer {
                outer = nil
                inner = nil
            }
            return [outer, inner].compactMap { $0 }
        }
        subscriptions.forEach { $0.cancel() }
    }
}
