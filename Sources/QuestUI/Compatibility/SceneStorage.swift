/// A value restored with the scene: `@SceneStorage("selectedTab") private var selectedTab = "home"`.
/// Headlessly there is one scene, so this is `@AppStorage` under a key of its own (`SceneStorage.<key>`).
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    let storage: AppStorage<Value>

    /// A value stored under `key` for the scene, `defaultValue` until first written.
    public init(wrappedValue: Value, _ key: String) {
        storage = AppStorage(wrappedValue: wrappedValue, "SceneStorage." + key)
    }

    /// An optional value stored under `key` for the scene.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        storage = AppStorage("SceneStorage." + key)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> { storage.projectedValue }
}

extension SceneStorage: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        storage.install(key: key, in: context)
    }
}
