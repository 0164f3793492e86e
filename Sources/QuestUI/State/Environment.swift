/// Reads a value from the environment: `@Environment(\.dismiss)`, `@Environment(Router.self)`.
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(ObjectIdentifier, String, optional: Bool)
    }
    let source: Source
    let box = EnvironmentBox()

    /// Reads a value by key path: `@Environment(\.dismiss) private var dismiss`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads an `@Observable` object put in with `.environment(_:)`: `@Environment(Router.self) private var router`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(ObjectIdentifier(objectType), "\(objectType)", optional: false)
    }

    /// Reads an `@Observable` object that may be missing: `@Environment(Router.self) private var router: Router?`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(ObjectIdentifier(objectType), "\(objectType)", optional: true)
    }

    /// The value.
    public var wrappedValue: Value {
        let environment = box.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let id, let name, let optional):
            if let object = environment.objects[id] { return object as! Value }
            if optional { return (Value?.none as Any) as! Value }
            fatalError("No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view.")
        }
    }
}

extension Environment: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        box.environment = context.environment
    }
}
