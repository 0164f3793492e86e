/// Makes bindings to the properties of an `@Observable` object: `@Bindable var trip`, then `$trip.name`.
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The wrapper itself, for `$trip.name`.
    public var projectedValue: Bindable<Value> { self }

    /// Bindable access to an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindable access to an observable object: `Bindable(router).path`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Passes a `$bindable` on.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
