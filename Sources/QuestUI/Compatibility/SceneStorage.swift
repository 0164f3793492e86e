/// A value restored with the scene: `@SceneStorage("selectedTab") private var selectedTab = "home"`.
/// Headlessly there is one scene; its store is in memory and lives as long as the process, like `@AppStorage`'s.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let box = StateBox<Int>(0)

    /// A value stored under `key` for the scene, `defaultValue` until first written.
    public init(wrappedValue: Value, _ key: String) {
        self.key = "SceneStorage." + key
        self.defaultValue = wrappedValue
    }

    /// An optional value stored under `key` for the scene.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.key = "SceneStorage." + key
        self.defaultValue = nil
    }

    /// The stored value.
    public var wrappedValue: Value {
        get { AppStorageStore.shared.value(forKey: key) as? Value ?? defaultValue }
        nonmutating set {
            AppStorageStore.shared.set(newValue, forKey: key)
            box.resolved.value += 1
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension SceneStorage: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        let stored = context.renderer.stored(key) { box }
        if stored !== box { box.target = stored }
        let flag = context.renderer.invalidation
        stored.onChange = { flag.mark() }
    }
}
