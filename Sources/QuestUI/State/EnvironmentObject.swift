/// An `ObservableObject` an ancestor put into the environment with `.environmentObject(_:)`.
@propertyWrapper public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentBox()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object; stops with SwiftUI's message when no ancestor provided one.
    public var wrappedValue: ObjectType {
        guard let object = box.environment?.observableObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        box.environment = context.environment
        if let object = context.environment.observableObjects[ObjectIdentifier(ObjectType.self)] as? ObjectType,
           let publisher = ObservableObjectPublisher.of(object) {
            context.renderer.observe(object, publisher: publisher)
        }
    }
}

/// The environment a property read, set when its view is evaluated.
final class EnvironmentBox {
    var environment: EnvironmentValues?
}
