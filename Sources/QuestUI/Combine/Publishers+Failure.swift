extension Publishers {
    /// Changes each value with a closure that may throw; a throw fails the stream: `tryMap`.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        /// Any error.
        public typealias Failure = any Error
        /// The publisher.
        public let upstream: Upstream
        /// The change.
        public let transform: (Upstream.Output) throws -> Output

        /// A throwing mapping of `upstream`'s values.
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: FailureBridge<Upstream.Output, Upstream.Failure, S>(
                downstream: subscriber,
                onValue: { value, bridge in
                    do { return bridge.send(try transform(value)) } catch {
                        bridge.end(.failure(error), cancellingUpstream: true)
                        return .none
                    }
                },
                onCompletion: { completion, bridge in
                    switch completion {
                    case .finished: bridge.end(.finished, cancellingUpstream: false)
                    case .failure(let error): bridge.end(.failure(error), cancellingUpstream: false)
                    }
                }
            ))
        }
    }

    /// Changes the failure: `mapError`.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The publisher.
        public let upstream: Upstream
        /// The change.
        public let transform: (Upstream.Failure) -> Failure

        /// `upstream` with its failure changed.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            transform = map
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.receive(subscriber: FailureBridge<Output, Upstream.Failure, S>(
                downstream: subscriber,
                onValue: { value, bridge in bridge.send(value) },
                onCompletion: { completion, bridge in
                    switch completion {
                    case .finished: bridge.end(.finished, cancellingUpstream: false)
                    case .failure(let error): bridge.end(.failure(transform(error)), cancellingUpstream: false)
                    }
                }
            ))
        }
    }

    /// A publisher that cannot fail, typed as one that can: `setFailureType(to:)`.
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The publisher.
        public let upstream: Upstream

        /// `upstream`, typed with `Failure`.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: FailureBridge<Output, Never, S>(
                downstream: subscriber,
                onValue: { value, bridge in bridge.send(value) },
                onCompletion: { _, bridge in bridge.end(.finished, cancellingUpstream: false) }
            ))
        }
    }

    /// Replaces a failure with a last value, then finishes: `replaceError(with:)`.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// It never fails.
        public typealias Failure = Never
        /// The publisher.
        public let upstream: Upstream
        /// The value sent instead of a failure.
        public let output: Upstream.Output

        /// `upstream` with failures replaced by `output`.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = self.output
            upstream.receive(subscriber: FailureBridge<Output, Upstream.Failure, S>(
                downstream: subscriber,
                onValue: { value, bridge in bridge.send(value) },
                onCompletion: { completion, bridge in
                    if case .failure = completion { _ = bridge.send(output) }
                    bridge.end(.finished, cancellingUpstream: false)
                }
            ))
        }
    }

    /// Replaces a failure with another publisher: `catch`.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The new publisher's failure.
        public typealias Failure = NewPublisher.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Makes the publisher that replaces a failure.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// `upstream`, continued by `handler`'s publisher on failure.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            upstream.receive(subscriber: FailureBridge<Output, Upstream.Failure, S>(
                downstream: subscriber,
                onValue: { value, bridge in bridge.send(value) },
                onCompletion: { completion, bridge in
                    switch completion {
                    case .finished: bridge.end(.finished, cancellingUpstream: false)
                    case .failure(let error):
                        handler(error).receive(subscriber: AnySubscriber<Output, Failure>(
                            receiveSubscription: { bridge.switchUpstream(to: $0) },
                            receiveValue: { bridge.send($0) },
                            receiveCompletion: { bridge.end($0, cancellingUpstream: false) }
                        ))
                    }
                }
            ))
        }
    }
}

extension Publisher {
    /// Changes each value with a closure that may throw.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
    }

    /// Changes the failure.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }

    /// Replaces a failure with `output`, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Continues with `handler`'s publisher when this one fails.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}

extension Publisher where Failure == Never {
    /// Types this publisher as one that may fail with `failureType`, to combine it with one that can.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}
