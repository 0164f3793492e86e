/// Namespace of the operator publishers: `Publishers.Map`, `Publishers.Debounce`, `Publishers.CombineLatest`, …
public enum Publishers {}

/// The subscriber an operator attaches upstream: it passes the subscription and completion down unchanged and turns
/// each upstream value into what it delivers (none, one, or a changed one), returning the downstream's demand.
struct OperatorSubscriber<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure

    let combineIdentifier = CombineIdentifier()
    let downstream: Downstream
    let forward: (Input) -> Subscribers.Demand

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { forward(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}

/// A value an operator remembers between deliveries to one subscriber (the previous value, a count).
final class OperatorState<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
