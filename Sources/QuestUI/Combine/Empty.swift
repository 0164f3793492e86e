/// A publisher that delivers no value, and finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether it finishes on subscription (otherwise it never ends).
    public let completeImmediately: Bool

    /// An empty publisher.
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

    /// An empty publisher; the types only name `Output` and `Failure`.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    /// Finishes the subscriber at once, or never.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that fails at once with an error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The error.
    public let error: Failure

    /// A publisher failing with `error`.
    public init(error: Failure) { self.error = error }

    /// A publisher failing with `failure`; the type names `Output`.
    public init(outputType: Output.Type, failure: Failure) { error = failure }

    /// Fails the subscriber at once.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: Subscriptions.empty)
        subscriber.receive(completion: .failure(error))
    }
}

/// A publisher made fresh for each subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The publisher's values.
    public typealias Output = DeferredPublisher.Output
    /// The publisher's failure.
    public typealias Failure = DeferredPublisher.Failure
    /// Makes the publisher.
    public let createPublisher: () -> DeferredPublisher

    /// A publisher made by `createPublisher` on each subscription.
    public init(createPublisher: @escaping () -> DeferredPublisher) { self.createPublisher = createPublisher }

    /// Makes a publisher and attaches the subscriber to it.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
