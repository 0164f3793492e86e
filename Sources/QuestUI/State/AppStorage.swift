/// A value kept under a key, as `UserDefaults` would keep it. Headlessly the store is in memory and shared by all views.
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let box = StateBox<Int>(0)

    /// A value stored under `key`, `defaultValue` until first written.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// An optional value stored under `key`.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.key = key
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

extension AppStorage: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        let stored = context.renderer.stored(key) { box }
        if stored !== box { box.target = stored }
        let flag = context.renderer.invalidation
        stored.onChange = { flag.mark() }
    }
}

/// The in-memory store behind `@AppStorage`.
final class AppStorageStore: @unchecked Sendable {
    static let shared = AppStorageStore()
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    func value(forKey key: String) -> Any? { lock.withLock { values[key] } }
    func set(_ value: Any, forKey key: String) { lock.withLock { values[key] = value } }
}

/// A view's focus, bound to fields with `.focused(_:)`.
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    /// Focus as a Bool: `@FocusState private var isFocused: Bool`.
    public init() where Value == Bool { box = StateBox(false) }

    /// Focus as an optional field: `@FocusState private var field: Field?`.
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

    /// The focused value.
    public var wrappedValue: Value {
        get { box.resolved.value }
        nonmutating set { box.resolved.value = newValue }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: Binding { Binding(box: box) }

    /// A binding to focus state.
    @propertyWrapper public struct Binding {
        let box: StateBox<Value>
        /// The focused value.
        public var wrappedValue: Value {
            get { box.resolved.value }
            nonmutating set { box.resolved.value = newValue }
        }
        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        let stored = context.renderer.stored(key) { box }
        if stored !== box { box.target = stored }
        let flag = context.renderer.invalidation
        stored.onChange = { flag.mark() }
    }
}
