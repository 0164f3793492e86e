// Combine does not exist on Linux. SwiftUI code reaches ObservableObject and @Published through `import SwiftUI`, so
// QuestUI provides the part of Combine that view models use: objectWillChange, @Published, sink and AnyCancellable
// (the publishers and operators are in Combine/).

/// A class whose changes views observe. `@Published` properties announce changes through `objectWillChange`.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made on first use and shared by all its `@Published` properties.
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.publisher(for: self)
    }
}

/// Announces that an object is about to change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// No value, only the fact of a change.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    private let lock = NSLock()
    private var subscribers: [UUID: @Sendable () -> Void] = [:]
    private let core = SubjectCore<Void, Never>()

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber the object is about to change.
    public func send() {
        let current = lock.withLock { Array(subscribers.values) }
        for subscriber in current { subscriber() }
        core.send(())
    }

    /// Attaches a subscriber, which receives an empty value before each change.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        core.attach(subscriber)
    }

    /// Calls `receiveValue` on every change until the returned cancellable is cancelled or released.
    public func sink(receiveValue: @escaping @Sendable () -> Void) -> AnyCancellable {
        let id = UUID()
        lock.withLock { subscribers[id] = receiveValue }
        return AnyCancellable { [weak self] in
            guard let self else { return }
            _ = self.lock.withLock { self.subscribers.removeValue(forKey: id) }
        }
    }

    /// Sends the object's own `objectWillChange`, whether it is the shared default or one the class declares.
    static func announceChange<Object: ObservableObject>(of object: Object) {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
    }

    /// The object's publisher, if it uses `ObservableObjectPublisher`.
    static func of<Object: ObservableObject>(_ object: Object) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }

    private static let tableLock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: (owner: Weak, publisher: ObservableObjectPublisher)] = [:]

    private final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    /// The publisher kept for an object; a dead object's entry is replaced, so reused addresses start fresh.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        tableLock.withLock {
            let id = ObjectIdentifier(object)
            if let entry = table[id], entry.owner.object === object { return entry.publisher }
            let publisher = ObservableObjectPublisher()
            table[id] = (Weak(object), publisher)
            return publisher
        }
    }
}

/// Cancels a subscription when cancelled or released.
public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?

    /// A cancellable that runs `cancel` once.
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    deinit { cancelAction?() }

    /// Ends the subscription.
    public func cancel() {
        cancelAction?()
        cancelAction = nil
    }

    /// Keeps the cancellable in a set, the usual way to hold subscriptions.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Identity equality.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Identity hash.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an `ObservableObject` that announces changes to its object; `$property` is its publisher.
@propertyWrapper public struct Published<Value> {
    let box: PublishedBox<Value>

    /// A published property with an initial value.
    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }

    /// A published property with an initial value (the older spelling).
    public init(initialValue: Value) { box = PublishedBox(initialValue) }

    /// Only classes may have published properties; the enclosing-instance subscript below does the work.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's publisher, `$property`: for `sink`, operators and `assign(to: &$property)`.
    public var projectedValue: Publisher {
        get { Publisher(box: box) }
        set {}
    }

    /// Reads and writes the value, sending the object's `objectWillChange` and then `$property` before a write.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            return box.value
        }
        set {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            box.write(newValue, announcingTo: object)
        }
    }

    /// `$property` read through its object, which the publisher then knows for `assign(to:)`.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        projected wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Publisher {
        get {
            let box = object[keyPath: storageKeyPath].box
            box.owner = object
            return Publisher(box: box)
        }
        set {}
    }
}
