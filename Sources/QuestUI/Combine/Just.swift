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
        subscriber.receive(subscription: ResultSubscription(result: .success(output), subscriber: AnySubscriber(subscriber)))
    }
}

extension Just: Equatable where Output: Equatable {}
