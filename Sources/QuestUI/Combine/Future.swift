/// A publisher that eventually delivers one value or a failure: it runs its closure at once, and every subscriber,
/// earlier or later, receives the result.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// Fulfils the future.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private let core = SubjectCore<Output, Failure>()

    /// A future fulfilled by `attemptToFulfill` calling its promise, now or later.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [self] result in fulfil(result) }
    }

    /// Attaches a subscriber, which receives the result now if there is one, else when there is.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        if let result = lock.withLock({ self.result }) {
            subscriber.receive(subscription: ResultSubscription(result: result, subscriber: AnySubscriber(subscriber)))
        } else {
            core.attach(subscriber)
        }
    }

    private func fulfil(_ result: Result<Output, Failure>) {
        let isFirst = lock.withLock {
            guard self.result == nil else { return false }
            self.result = result
            return true
        }
        guard isFirst else { return }
        switch result {
        case .success(let value):
            core.send(value)
            core.send(completion: .finished)
        case .failure(let error):
            core.send(completion: .failure(error))
        }
    }
}

/// Delivers a known result on the first request: a value and `finished`, or a failure (`Just`, `Fail`, `Future`).
final class ResultSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let result: Result<Output, Failure>
    private var subscriber: AnySubscriber<Output, Failure>?

    init(result: Result<Output, Failure>, subscriber: AnySubscriber<Output, Failure>) {
        self.result = result
        self.subscriber = subscriber
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0, let receiver = lock.withLock({ () -> AnySubscriber<Output, Failure>? in
            defer { subscriber = nil }
            return subscriber
        }) else { return }
        switch result {
        case .success(let value):
            _ = receiver.receive(value)
            receiver.receive(completion: .finished)
        case .failure(let error):
            receiver.receive(completion: .failure(error))
        }
    }

    func cancel() { lock.withLock { subscriber = nil } }
}
