/// An `ObservableObject` passed in from outside; the view re-renders when it changes.
@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes an object.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Observes an object.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        if let publisher = ObservableObjectPublisher.of(wrappedValue) {
            context.renderer.observe(wrappedValue, publisher: publisher)
        }
    }
}
