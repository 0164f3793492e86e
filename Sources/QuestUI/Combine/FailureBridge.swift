/// The subscriber an operator attaches upstream when it changes the failure type or ends the stream itself (`tryMap`,
/// `mapError`, `replaceError`, `catch`): it is also the subscription its downstream holds, so it can cancel the
/// upstream and fail, finish, or switch to another upstream.
final class FailureBridge<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable {
    typealias Failure = UpstreamFailure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let onValue: (Input, FailureBridge) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<UpstreamFailure>, FailureBridge) -> Void

    init(
        downstream: Downstream,
        onValue: @escaping (Input, FailureBridge) -> Subscribers.Demand,
        onCompletion: @escaping (Subscribers.Completion<UpstreamFailure>, FailureBridge) -> Void
    ) {
        self.downstream = downstream
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        let isFirst = lock.withLock {
            defer { upstream = subscription }
            return upstream == nil
        }
        if isFirst { downstream?.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ downstream != nil }) else { return .none }
        return onValue(input, self)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard lock.withLock({ downstream != nil }) else { return }
        onCompletion(completion, self)
    }

    /// Delivers a value downstream.
    func send(_ value: Downstream.Input) -> Subscribers.Demand {
        lock.withLock { downstream }?.receive(value) ?? .none
    }

    /// Ends the downstream, cancelling the upstream first if it has not ended.
    func end(_ completion: Subscribers.Completion<Downstream.Failure>, cancellingUpstream: Bool) {
        let (receiver, current): (Downstream?, (any Subscription)?) = lock.withLock {
            defer {
                downstream = nil
                upstream = nil
            }
            return (downstream, upstream)
        }
        if cancellingUpstream { current?.cancel() }
        receiver?.receive(completion: completion)
    }

    /// Replaces the ended upstream with another (`catch`), asking it for every value.
    func switchUpstream(to subscription: any Subscription) {
        lock.withLock { upstream = subscription }
        subscription.request(.unlimited)
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let current: (any Subscription)? = lock.withLock {
            defer {
                downstream = nil
                upstream = nil
            }
            return upstream
        }
        current?.cancel()
    }
}
