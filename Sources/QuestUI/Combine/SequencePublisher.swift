extension Publishers {
    /// Delivers a sequence's elements, then finishes: `[1, 2, 3].publisher`.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The elements.
        public typealias Output = Elements.Element
        /// The sequence.
        public let sequence: Elements

        /// A publisher of `sequence`.
        public init(sequence: Elements) { self.sequence = sequence }

        /// Delivers the elements as the subscriber asks for them.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: SequenceSubscription<Elements, Failure>(iterator: sequence.makeIterator(), subscriber: AnySubscriber(subscriber)))
        }
    }
}

extension Sequence {
    /// A publisher of the elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// Walks the sequence as demand arrives.
private final class SequenceSubscription<Elements: Sequence, Failure: Error>: Subscription, @unchecked Sendable {
    private var iterator: Elements.Iterator
    private var subscriber: AnySubscriber<Elements.Element, Failure>?
    private var demand = Subscribers.Demand.none
    private var isDelivering = false

    init(iterator: Elements.Iterator, subscriber: AnySubscriber<Elements.Element, Failure>) {
        self.iterator = iterator
        self.subscriber = subscriber
    }

    func request(_ more: Subscribers.Demand) {
        demand += more
        // A request made while receiving only adds demand; the loop below delivers it.
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while demand > 0, let subscriber {
            guard let element = iterator.next() else {
                self.subscriber = nil
                subscriber.receive(completion: .finished)
                return
            }
            demand -= 1
            demand += subscriber.receive(element)
        }
    }

    func cancel() { subscriber = nil }
}
