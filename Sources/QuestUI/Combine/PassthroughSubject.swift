/// A subject that delivers each value to the subscribers attached at the time, and keeps none.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()

    /// A subject with no subscribers.
    public init() {}

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }

    /// Delivers `input` to the subscribers, before it returns.
    public func send(_ input: Output) { core.send(input) }

    /// Ends the subject.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Asks an upstream publisher for every value.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
