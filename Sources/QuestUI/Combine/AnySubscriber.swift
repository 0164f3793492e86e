/// A subscriber whose type is hidden, or made from closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    /// The wrapped subscriber's identity.
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscriptionBody: ((any Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?

    /// Wraps `subscriber`.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = subscriber.combineIdentifier
        receiveSubscriptionBody = subscriber.receive(subscription:)
        receiveValueBody = subscriber.receive(_:)
        receiveCompletionBody = subscriber.receive(completion:)
    }

    /// A subscriber made of closures; a missing closure ignores its event (and a missing value closure wants no more).
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
    }

    /// Passes the subscription on.
    public func receive(subscription: any Subscription) { receiveSubscriptionBody?(subscription) }
    /// Passes the value on.
    public func receive(_ input: Input) -> Subscribers.Demand { receiveValueBody?(input) ?? .none }
    /// Passes the completion on.
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody?(completion) }

    /// "AnySubscriber".
    public var description: String { "AnySubscriber" }
}
