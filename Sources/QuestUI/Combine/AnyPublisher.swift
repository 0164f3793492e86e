/// A publisher whose type is hidden: `AnyPublisher<[Trip], Never>` in a view model's interface.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let attach: (AnySubscriber<Output, Failure>) -> Void

    /// Wraps `publisher`.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            self = erased
            return
        }
        attach = { publisher.receive(subscriber: $0) }
    }

    /// Attaches a subscriber to the wrapped publisher.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        attach(AnySubscriber(subscriber))
    }

    /// "AnyPublisher".
    public var description: String { "AnyPublisher" }
}
