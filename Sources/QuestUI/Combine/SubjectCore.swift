/// The subscriptions of one source (a subject, a `@Published` property, an object's `objectWillChange`) and delivery
/// to them. Values go out synchronously, outside the lock, so a subscriber may send or cancel while it receives.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var subscriptions: [SubjectSubscription<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    /// Runs when the last subscription goes, so a source can stop observing (NotificationCenter).
    var onLastCancel: (() -> Void)?

    /// Whether any subscriber is attached.
    var hasSubscribers: Bool { lock.withLock { !subscriptions.isEmpty } }

    /// Attaches a subscriber; `current` is a value it receives first, as soon as it asks (CurrentValueSubject).
    func attach<S: Subscriber>(_ subscriber: S, current: (() -> Output)? = nil) where S.Input == Output, S.Failure == Failure {
        if let completion = lock.withLock({ self.completion }) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let subscription = SubjectSubscription(subscriber: AnySubscriber(subscriber), core: self, current: current)
        lock.withLock { subscriptions.append(subscription) }
        subscriber.receive(subscription: subscription)
    }

    /// Delivers `value` to every subscription that has demand.
    func send(_ value: Output) {
        for subscription in lock.withLock({ subscriptions }) { subscription.deliver(value) }
    }

    /// Ends every subscription; later subscribers receive the completion at once.
    func send(completion: Subscribers.Completion<Failure>) {
        let ended: [SubjectSubscription<Output, Failure>] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { subscriptions.removeAll() }
            return subscriptions
        }
        for subscription in ended { subscription.finish(completion) }
    }

    /// Forgets a cancelled subscription.
    func detach(_ subscription: SubjectSubscription<Output, Failure>) {
        let isLast: Bool = lock.withLock {
            let before = subscriptions.count
            subscriptions.removeAll { $0 === subscription }
            return before > 0 && subscriptions.isEmpty
        }
        if isLast { onLastCancel?() }
    }
}

/// One subscriber of a `SubjectCore`, with the demand it has asked for.
final class SubjectSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var current: (() -> Output)?
    private weak var core: SubjectCore<Output, Failure>?

    init(subscriber: AnySubscriber<Output, Failure>, core: SubjectCore<Output, Failure>, current: (() -> Output)?) {
        self.subscriber = subscriber
        self.core = core
        self.current = current
    }

    func request(_ more: Subscribers.Demand) {
        let first: (() -> Output)? = lock.withLock {
            demand += more
            defer { if demand > 0 { current = nil } }
            return demand > 0 ? current : nil
        }
        if let first { deliver(first()) }
    }

    func cancel() {
        // The subscriber is let go outside the lock: what it holds may end with it (an autoconnected timer's
        // connection, which finishes this very core's subscriptions).
        let released: AnySubscriber<Output, Failure>? = lock.withLock {
            defer { subscriber = nil }
            return subscriber
        }
        if released != nil { core?.detach(self) }
        withExtendedLifetime(released) {}
    }

    /// Sends a value if the subscriber still wants one.
    func deliver(_ value: Output) {
        let receiver: AnySubscriber<Output, Failure>? = lock.withLock {
            guard let subscriber, demand > 0 else { return nil }
            demand -= 1
            return subscriber
        }
        guard let receiver else { return }
        let more = receiver.receive(value)
        lock.withLock { demand += more }
    }

    /// Sends the completion and lets the subscriber go.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let receiver = lock.withLock {
            defer { subscriber = nil }
            return subscriber
        }
        receiver?.receive(completion: completion)
    }
}
