// QuestUI's Combine: the publishers, operators and subscribers that SwiftUI view models use, with Combine's names and
// signatures. Delivery is synchronous: a subject's `send` reaches every subscriber before it returns, and the time
// operators (`debounce`, `throttle`, `delay`, `receive(on:)`) pass values on at once, because the headless host never
// lets time pass between a keystroke and the next query (see Docs/QuestUI.md, "Combine").

/// Something that delivers values, then perhaps a completion, to the subscribers attached to it.
public protocol Publisher<Output, Failure> {
    /// The value type.
    associatedtype Output
    /// The failure type; `Never` for publishers that cannot fail.
    associatedtype Failure: Error

    /// Attaches `subscriber`: it receives a subscription, then values as it requests them, then a completion.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }

    /// Hides the publisher's type: `AnyPublisher<Output, Failure>`.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

/// Something that can be cancelled, such as a subscription.
public protocol Cancellable {
    /// Stops the activity; later calls do nothing.
    func cancel()
}

extension AnyCancellable: Cancellable {
    /// A cancellable that cancels `canceller` when cancelled or released.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    /// Keeps the cancellable in a collection, such as an array of subscriptions.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
}

extension Cancellable {
    /// Keeps the cancellable, wrapped in an `AnyCancellable`, in a set.
    public func store(in set: inout Set<AnyCancellable>) {
        AnyCancellable(self).store(in: &set)
    }

    /// Keeps the cancellable, wrapped in an `AnyCancellable`, in a collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(AnyCancellable(self))
    }
}
