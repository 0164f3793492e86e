/// A publisher's values as an async sequence: `for await query in model.$query.values { … }`.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The publisher's values.
    public typealias Element = P.Output

    private let publisher: P

    /// The values of `publisher`.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Subscribes; the subscription ends when the iteration does.
    public func makeAsyncIterator() -> Iterator {
        Iterator(base: AsyncStream(Delivered.self, bufferingPolicy: .unbounded) { continuation in
            let subscription = publisher.sink(
                receiveCompletion: { _ in continuation.finish() },
                receiveValue: { continuation.yield(Delivered(value: $0)) }
            )
            cancel(subscription, whenTerminated: continuation)
        }.makeAsyncIterator())
    }

    /// Waits for each value.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<Delivered>.Iterator

        /// The next value, or nil once the publisher finishes.
        public mutating func next() async -> Element? {
            await base.next(isolation: #isolation)?.value
        }
    }

    /// A value on its way from the subscriber to the iterator. Combine does not require publishers' values to be
    /// `Sendable`; the value is handed over once and not touched by the sender afterwards.
    struct Delivered: @unchecked Sendable {
        let value: Element
    }
}

extension Publisher where Failure == Never {
    /// The values as an async sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

/// Ends a subscription when the stream it feeds ends (outside the generic type, so the closure captures no metatype).
private func cancel<T: Sendable>(_ subscription: AnyCancellable, whenTerminated continuation: AsyncStream<T>.Continuation) {
    continuation.onTermination = { _ in subscription.cancel() }
}
