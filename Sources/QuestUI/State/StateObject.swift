/// An `ObservableObject` a view creates once and keeps across re-renders.
@propertyWrapper public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    /// Keeps the object the autoclosure makes on first render.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        box = StateObjectBox(thunk)
    }

    /// The object.
    public var wrappedValue: ObjectType { box.resolved.object }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        let stored = context.renderer.stored(key) { box }
        if stored !== box { box.target = stored }
        let object = stored.object
        if let publisher = ObservableObjectPublisher.of(object) {
            context.renderer.observe(object, publisher: publisher)
        }
    }
}

/// Makes the object lazily, once per identity.
final class StateObjectBox<ObjectType> {
    private let make: () -> ObjectType
    private var made: ObjectType?
    var target: StateObjectBox<ObjectType>?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var resolved: StateObjectBox<ObjectType> { target?.resolved ?? self }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}
