/// A value restored with the scene: `@SceneStorage("selectedTab") private var selectedTab = "home"`.
///
/// Each `ViewHost` is a scene of its own, started anew as a fresh screen is: the value lives in the host's storage
/// under its key (shared by the host's views that name it), never in the process-wide store `@AppStorage` uses, so
/// a query kept with `@SceneStorage` does not carry over from one check's screen to the next.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let box: StateBox<Value>

    /// A value stored under `key` for the scene, `defaultValue` until first written.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        box = StateBox(wrappedValue)
    }

    /// An optional value stored under `key` for the scene.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.key = key
        box = StateBox(nil)
    }

    /// The stored value.
    public var wrappedValue: Value {
        get { box.resolved.value }
        nonmutating set { box.resolved.value = newValue }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.resolved.value }, set: { box.resolved.value = $0 })
    }
}

extension SceneStorage: InstallableProperty {
    func install(key _: String, in context: RenderContext) {
        // Keyed by the scene key, not the view's identity: every view of the scene that names it shares the value.
        let stored = context.renderer.stored("SceneStorage." + key) { box }
        if stored !== box { box.target = stored }
        let flag = context.renderer.invalidation
        stored.onChange = { flag.mark() }
    }
}
