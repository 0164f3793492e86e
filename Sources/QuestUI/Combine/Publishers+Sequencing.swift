extension Publishers {
    /// Delivers all of one publisher's values, then another's: `prepend`, `append`.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        /// The shared values.
        public typealias Output = Suffix.Output
        /// The shared failure.
        public typealias Failure = Suffix.Failure
        /// The publisher delivered first.
        public let prefix: Prefix
        /// The publisher delivered once the prefix finishes.
        public let suffix: Suffix

        /// `prefix`, then `suffix`.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Attaches a subscriber to the prefix, then to the suffix.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let suffix = self.suffix
            prefix.receive(subscriber: FailureBridge<Output, Failure, S>(
                downstream: subscriber,
                onValue: { value, bridge in bridge.send(value) },
                onCompletion: { completion, bridge in
                    guard case .finished = completion else { return bridge.end(completion, cancellingUpstream: false) }
                    suffix.receive(subscriber: AnySubscriber<Output, Failure>(
                        receiveSubscription: { bridge.switchUpstream(to: $0) },
                        receiveValue: { bridge.send($0) },
                        receiveCompletion: { bridge.end($0, cancellingUpstream: false) }
                    ))
                }
            ))
        }
    }

    /// Delivers the first value (that passes a test), then finishes: `first()`, `first(where:)`.
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// The test.
        public let predicate: (Output) -> Bool

        /// The first of `upstream`'s values that passes `predicate`.
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.receive(subscriber: FailureBridge<Output, Failure, S>(
                downstream: subscriber,
                onValue: { value, bridge in
                    guard predicate(value) else { return .max(1) }
                    _ = bridge.send(value)
                    bridge.end(.finished, cancellingUpstream: true)
                    return .none
                },
                onCompletion: { completion, bridge in bridge.end(completion, cancellingUpstream: false) }
            ))
        }
    }

    /// `first()`: a `FirstWhere` whose test passes every value.
    public typealias First<Upstream: Publisher> = FirstWhere<Upstream>

    /// Delivers every value in one array when the upstream finishes: `collect()`.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// All the values.
        public typealias Output = [Upstream.Output]
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream

        /// The collection of `upstream`'s values.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches a subscriber; each subscriber collects its own values.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let collected = OperatorState<[Upstream.Output]>([])
            upstream.receive(subscriber: FailureBridge<Upstream.Output, Failure, S>(
                downstream: subscriber,
                onValue: { value, _ in
                    collected.value.append(value)
                    return .none
                },
                onCompletion: { completion, bridge in
                    if case .finished = completion { _ = bridge.send(collected.value) }
                    bridge.end(completion, cancellingUpstream: false)
                }
            ))
        }
    }

    /// Shares one subscription to the upstream among all subscribers: `share()`.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public final let upstream: Upstream
        private let subject = PassthroughSubject<Output, Failure>()
        private let lock = NSLock()
        private var connection: AnyCancellable?

        /// A shared `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches a subscriber; the first one connects the upstream.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
            let connects = lock.withLock { connection == nil }
            guard connects else { return }
            let made = upstream.subscribe(subject)
            lock.withLock { connection = made }
        }

        /// Identity.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Delivers `elements` before this publisher's values.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Delivers `publisher`'s values, then this publisher's.
    public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Delivers `elements` after this publisher finishes.
    public func append(_ elements: Output...) -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>> {
        Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
    }

    /// Delivers `publisher`'s values after this publisher finishes.
    public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }

    /// Delivers the first value, then finishes.
    public func first() -> Publishers.First<Self> {
        Publishers.FirstWhere(upstream: self) { _ in true }
    }

    /// Delivers the first value that passes `predicate`, then finishes.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    /// Delivers all values in one array when this publisher finishes.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }

    /// Shares one subscription to this publisher among all subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
