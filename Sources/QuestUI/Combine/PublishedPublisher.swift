extension Published {
    /// The publisher of a `@Published` property, `$query`: it delivers the current value to each new subscriber, then
    /// every new value as it is about to be written (before the property changes, as in Combine).
    public struct Publisher: QuestUI.Publisher {
        /// The property's value.
        public typealias Output = Value
        /// It never fails.
        public typealias Failure = Never

        let box: PublishedBox<Value>

        /// A publisher holding `output`, not attached to any property.
        public init(_ output: Output) { box = PublishedBox(output) }

        init(box: PublishedBox<Value>) { self.box = box }

        /// Attaches a subscriber, which receives the current value first.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.core.attach(subscriber) { [box] in box.value }
        }
    }
}

/// The storage of a `@Published` property: its value, its subscribers, and the `assign(to:)` subscriptions feeding it.
final class PublishedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Value
    private var feeds: [AnyCancellable] = []
    let core = SubjectCore<Value, Never>()
    /// The object holding the property, known from its first access through the object.
    weak var owner: AnyObject?

    init(_ value: Value) { storedValue = value }

    /// The property's value.
    var value: Value { lock.withLock { storedValue } }

    /// Announces the change to `object`'s `objectWillChange`, sends the new value to `$property` subscribers, then
    /// stores it: the order of Combine's `@Published`.
    func write(_ newValue: Value, announcingTo object: AnyObject?) {
        if let observable = object as? any ObservableObject {
            ObservableObjectPublisher.announceChange(of: observable)
        }
        core.send(newValue)
        lock.withLock { storedValue = newValue }
    }

    /// Keeps an `assign(to:)` subscription alive as long as the property.
    func keep(_ feed: AnyCancellable) {
        lock.withLock { feeds.append(feed) }
    }
}
