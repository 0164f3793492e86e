/// A publisher that code sends values into: `PassthroughSubject`, `CurrentValueSubject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers a value to the subscribers.
    func send(_ value: Output)
    /// Ends the subject; subscribers receive the completion.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives the subject an upstream subscription, when it is attached to another publisher with `subscribe(_:)`.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends the empty value: `refresh.send()`.
    public func send() { send(()) }
}

extension Publisher {
    /// Forwards this publisher's values and completion into `subject`.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
            receiveValue: { [weak subject] in subject?.send($0) }
        )
        receive(subscriber: sink)
        return AnyCancellable(sink)
    }
}
