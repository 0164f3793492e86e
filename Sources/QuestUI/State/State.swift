/// Storage a view owns, kept by the view's structural identity across re-renders.
@propertyWrapper public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// State with an initial value.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// State with an initial value (the pre-property-wrapper spelling).
    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    /// The current value; setting it re-renders the view.
    public var wrappedValue: Value {
        get { box.resolved.value }
        nonmutating set { box.resolved.value = newValue }
    }

    /// A binding to the value: `$name`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.resolved.value }, set: { box.resolved.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts as nil.
    public init() {
        box = StateBox(nil)
    }
}

extension State: InstallableProperty {
    func install(key: String, in context: RenderContext) {
        let stored = context.renderer.stored(key) { box }
        if stored !== box {
            box.target = stored
        }
        let flag = context.renderer.invalidation
        stored.onChange = { flag.mark() }
    }
}

/// The storage behind a `@State`. A fresh view value carries a fresh box; installing it links it to the box kept for
/// its identity, so reads and writes reach the kept value.
final class StateBox<Value> {
    private var storedValue: Value
    var target: StateBox<Value>?
    var onChange: (() -> Void)?

    init(_ value: Value) { storedValue = value }

    var resolved: StateBox<Value> { target?.resolved ?? self }

    var value: Value {
        get { storedValue }
        set {
            storedValue = newValue
            onChange?()
        }
    }
}

/// A state box whose value can be read without knowing its type (what `ViewHost.state(_:)` returns).
protocol StateValueReading {
    var currentValue: Any { get }
}

extension StateBox: StateValueReading {
    var currentValue: Any { resolved.value }
}
