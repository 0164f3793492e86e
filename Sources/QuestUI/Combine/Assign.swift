extension Subscribers {
    /// A subscriber that writes each value to a property of an object: what `assign(to:on:)` attaches.
    /// Like Combine's, it keeps the object alive until cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        /// It never fails.
        public typealias Failure = Never
        /// The object written to, until cancelled.
        public private(set) var object: Root?
        /// The property written.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private var subscription: (any Subscription)?

        /// An assignment of each value to `object[keyPath: keyPath]`.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and asks for every value.
        public func receive(subscription: any Subscription) {
            guard object != nil, self.subscription == nil else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Writes the value.
        public func receive(_ value: Input) -> Subscribers.Demand {
            object?[keyPath: keyPath] = value
            return .none
        }

        /// Lets the object go.
        public func receive(completion: Subscribers.Completion<Never>) {
            object = nil
            subscription = nil
        }

        /// Stops writing and lets the object go.
        public func cancel() {
            let current = subscription
            subscription = nil
            object = nil
            current?.cancel()
        }

        /// "Assign Root.".
        public var description: String { "Assign \(Root.self)." }
    }
}

extension Publisher where Failure == Never {
    /// Writes each value to `object[keyPath: keyPath]` until the cancellable is cancelled or released.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        receive(subscriber: assign)
        return AnyCancellable(assign)
    }

    /// Writes each value to a `@Published` property (`.assign(to: &$results)`), which announces the change to its
    /// object as a write would. The subscription lasts as long as the property.
    public func assign(to published: inout Published<Output>.Publisher) {
        published.box.keep(
            sink { [weak box = published.box] value in box?.write(value, announcingTo: box?.owner) }
        )
    }
}
