extension Publishers {
    /// Calls closures on a subscription's events and passes everything on unchanged: `handleEvents`.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's failure.
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Called with the subscription.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// Called with each value.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// Called with the completion.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// Called when the subscriber cancels.
        public var receiveCancel: (() -> Void)?
        /// Called when the subscriber asks for values.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// `upstream`, with these closures called on its events.
        public init(
            upstream: Upstream,
            receiveSubscription: ((any Subscription) -> Void)? = nil,
            receiveOutput: ((Upstream.Output) -> Void)? = nil,
            receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)? = nil,
            receiveCancel: (() -> Void)? = nil,
            receiveRequest: ((Subscribers.Demand) -> Void)?
        ) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches a subscriber.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let events = self
            upstream.receive(subscriber: AnySubscriber<Output, Failure>(
                receiveSubscription: { subscription in
                    events.receiveSubscription?(subscription)
                    subscriber.receive(subscription: ObservedSubscription(
                        upstream: subscription, onRequest: events.receiveRequest, onCancel: events.receiveCancel
                    ))
                },
                receiveValue: { value in
                    events.receiveOutput?(value)
                    return subscriber.receive(value)
                },
                receiveCompletion: { completion in
                    events.receiveCompletion?(completion)
                    subscriber.receive(completion: completion)
                }
            ))
        }
    }
}

extension Publisher {
    /// Calls the given closures on this publisher's events, for logging or a loading flag.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest
        )
    }
}

/// A subscription that reports requests and cancellation before passing them upstream.
private struct ObservedSubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    let upstream: any Subscription
    let onRequest: ((Subscribers.Demand) -> Void)?
    let onCancel: (() -> Void)?

    func request(_ demand: Subscribers.Demand) {
        onRequest?(demand)
        upstream.request(demand)
    }

    func cancel() {
        onCancel?()
        upstream.cancel()
    }
}
