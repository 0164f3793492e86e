/// A publisher that delivers one value, then finishes.
public struct Just<Output>: Publisher {
    /// It never fails.
    public typealias Failure = Never
    /// The value delivered.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) { self.output = output }

    /// Delivers the value when the subscriber asks for it, then finishes.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: JustSubscription(output: output, subscriber: AnySubscriber(subscriber)))
    }
}

extension Just: Equatable where Output: Equatable {}

/// Delivers `Just`'s value on the first request.
private final class JustSubscription<Output>: Subscription, @unchecked Sendable {
    private let output: Output
    private var subscriber: AnySubscriber<Output, Never>?

    init(output: Output, subscriber: AnySubscriber<Output, Never>) {
        self.output = output
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let subscriber else { return }
        self.subscriber = nil
        _ = subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }

    func cancel() { subscriber = nil }
}
