extension Subscribers {
    /// A subscriber that asks for every value and hands each to a closure: what `sink` attaches.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// Called with each value.
        public let receiveValue: (Input) -> Void
        /// Called with the completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isCancelled = false

        /// A sink calling these closures.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock {
                guard !isCancelled, self.subscription == nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Hands the value to `receiveValue`.
        public func receive(_ value: Input) -> Subscribers.Demand {
            if lock.withLock({ isCancelled }) { return .none }
            receiveValue(value)
            return .none
        }

        /// Hands the completion to `receiveCompletion`.
        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.withLock { subscription = nil }
            receiveCompletion(completion)
        }

        /// Stops delivery.
        public func cancel() {
            let current: (any Subscription)? = lock.withLock {
                isCancelled = true
                defer { subscription = nil }
                return subscription
            }
            current?.cancel()
        }

        /// "Sink".
        public var description: String { "Sink" }
    }
}

extension Publisher {
    /// Calls `receiveValue` with each value and `receiveCompletion` at the end, until the cancellable is cancelled
    /// or released.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Calls `receiveValue` with each value until the cancellable is cancelled or released.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
