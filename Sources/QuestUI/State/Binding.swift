/// A read-write reference to a value owned elsewhere: `$count`, `$router.path`, `Binding(get:set:)`.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    let read: () -> Value
    let write: (Value) -> Void

    /// A binding that reads and writes through the given closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.read = get
        self.write = set
    }

    /// A binding whose setter also receives the transaction (ignored headlessly).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.read = get
        self.write = { set($0, Transaction()) }
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// Creates a binding from another binding, for `@Binding var x: Int` initialised with `_x = binding`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the value: `$router.path`, `$settings.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.read()[keyPath: keyPath] },
            set: { newValue in
                var value = self.read()
                value[keyPath: keyPath] = newValue
                self.write(value)
            }
        )
    }

    /// A binding to an optional value made from a binding to a non-optional one.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to a non-optional value, or nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
    }

    /// Same binding; animations are not played headlessly.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// Same binding; transactions are not played headlessly.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value, so `ForEach($items)` works.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection & RandomAccessCollection {
    /// Bindings to each element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection, BidirectionalCollection, RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {
    /// The collection's indices.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    /// The first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The end index.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The indices.
    public var indices: Indices { wrappedValue.indices }
    /// The index after.
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }
    /// The index before.
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
    /// A binding to the element at a position.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

/// The context of a state change; kept for source compatibility.
public struct Transaction {
    /// The animation, if any.
    public var animation: Animation?
    /// An empty transaction.
    public init() {}
    /// A transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}
