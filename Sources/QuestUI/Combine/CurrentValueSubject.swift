/// A subject that holds a current value, gives it to each new subscriber, and sends every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()
    private let lock = NSLock()
    private var currentValue: Output

    /// A subject holding `value`.
    public init(_ value: Output) { currentValue = value }

    /// The current value; setting it sends it.
    public var value: Output {
        get { lock.withLock { currentValue } }
        set { send(newValue) }
    }

    /// Attaches a subscriber, which receives the current value first.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber) { self.value }
    }

    /// Stores `input` as the current value, then delivers it.
    public func send(_ input: Output) {
        lock.withLock { currentValue = input }
        core.send(input)
    }

    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Asks an upstream publisher for every value.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
