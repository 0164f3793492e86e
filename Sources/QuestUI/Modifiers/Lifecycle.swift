extension View {
    /// Runs when the view appears (`ViewHost.appear()` runs it headlessly).
    public func onAppear(fileID: String = #fileID, line: Int = #line, perform action: (@MainActor () -> Void)? = nil) -> some View {
        recorded("onAppear", fileID: fileID, line: line) { node in if let action { node.appearHandlers.append(action) } }
    }

    /// Runs when the view disappears; recorded only.
    public func onDisappear(fileID: String = #fileID, line: Int = #line, perform action: (@MainActor () -> Void)? = nil) -> some View {
        recorded("onDisappear", fileID: fileID, line: line)
    }

    /// Starts async work when the view appears (`ViewHost.appear()` starts it and lets it run until it finishes or
    /// sleeps on the virtual clock); cancelled when the view leaves the tree.
    public func task(priority: TaskPriority = .userInitiated, fileID: String = #fileID, line: Int = #line, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        recorded("task", fileID: fileID, line: line) { node in node.tasks.append(TaskBehaviour(id: nil, action: action)) }
    }

    /// Starts async work when the view appears, and cancels and restarts it whenever `id` changes, as SwiftUI does.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, fileID: String = #fileID, line: Int = #line, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        recorded("task", ["\(value)"], fileID: fileID, line: line) { node in node.tasks.append(TaskBehaviour(id: value, action: action)) }
    }

    /// Runs when a value changes, with the old and new values (iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, fileID: String = #fileID, line: Int = #line, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, record: ModifierRecord(name: "onChange", fileID: fileID, line: line)) { old, new in action(old, new) })
    }

    /// Runs when a value changes, without the values (iOS 17).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, fileID: String = #fileID, line: Int = #line, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, record: ModifierRecord(name: "onChange", fileID: fileID, line: line)) { _, _ in action() })
    }

    /// Runs when a value changes, with the new value (before iOS 17).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, fileID: String = #fileID, line: Int = #line, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, record: ModifierRecord(name: "onChange", fileID: fileID, line: line)) { _, new in action(new) })
    }

    /// Which scene handles links on iPad and Mac (one window on iPhone, which handles them all); recorded.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("handlesExternalEvents", [preferring.sorted().joined(separator: ","), allowing.sorted().joined(separator: ",")], fileID: fileID, line: line)
    }

    /// Handles URLs opened by the app (deep links): `.onOpenURL { router.open($0) }`.
    public func onOpenURL(fileID: String = #fileID, line: Int = #line, perform action: @escaping @MainActor (URL) -> Void) -> some View {
        recorded("onOpenURL", fileID: fileID, line: line) { node in node.openURLHandlers.append(action) }
    }

    /// Pull to refresh.
    public func refreshable(fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        recorded("refreshable", fileID: fileID, line: line) { node in node.refresh = action }
    }

    /// Runs on a tap.
    public func onTapGesture(count: Int = 1, fileID: String = #fileID, line: Int = #line, perform action: @escaping @MainActor () -> Void) -> some View {
        recorded("onTapGesture", fileID: fileID, line: line) { node in node.tapGesture = action }
    }

    /// Runs on a long press.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, fileID: String = #fileID, line: Int = #line, perform action: @escaping @MainActor () -> Void) -> some View {
        recorded("onLongPressGesture", fileID: fileID, line: line)
    }

    /// Runs when the user submits a text field.
    public func onSubmit(of triggers: SubmitTriggers = .text, fileID: String = #fileID, line: Int = #line, _ action: @escaping @MainActor () -> Void) -> some View {
        recorded("onSubmit", fileID: fileID, line: line) { node in
            node.setSubmit(action)
        }
    }

    /// Puts an `@Observable` object into the environment: `.environment(router)`.
    public func environment<T: AnyObject & Observable>(_ object: T?, fileID: String = #fileID, line: Int = #line) -> some View {
        recordedEnvironment("environment", ["\(T.self)"], fileID: fileID, line: line) { environment in
            if let object { environment.objects[ObjectIdentifier(T.self)] = object } else { environment.objects[ObjectIdentifier(T.self)] = nil }
        }
    }

    /// Sets an environment value: `.environment(\.colorScheme, .dark)`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V, fileID: String = #fileID, line: Int = #line) -> some View {
        recordedEnvironment("environment", ["\(keyPath)", value], fileID: fileID, line: line) { environment in
            environment[keyPath: keyPath] = value
        }
    }

    /// Puts an `ObservableObject` into the environment: `.environmentObject(store)`.
    public func environmentObject<T: ObservableObject>(_ object: T, fileID: String = #fileID, line: Int = #line) -> some View {
        recordedEnvironment("environmentObject", ["\(T.self)"], fileID: fileID, line: line) { environment in
            environment.observableObjects[ObjectIdentifier(T.self)] = object
        }
    }

    /// Changes an environment value by a closure.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, fileID: String = #fileID, line: Int = #line, transform: @escaping (inout V) -> Void) -> some View {
        recordedEnvironment("transformEnvironment", fileID: fileID, line: line) { environment in transform(&environment[keyPath: keyPath]) }
    }

    /// Disables the controls inside: their actions no longer run.
    public func disabled(_ disabled: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recordedEnvironment("disabled", [disabled], fileID: fileID, line: line) { environment in
            if disabled { environment.isEnabled = false }
        }
    }

    func recordedEnvironment(_ name: String, _ arguments: [Any] = [], fileID: String, line: Int, environment: @escaping @MainActor (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, _RecordedModifier> {
        recorded(name, arguments, fileID: fileID, line: line, change: nil, environment: environment)
    }
}

extension ViewNode {
    /// Attaches a submit action to the text fields in this node.
    mutating func setSubmit(_ action: @escaping @MainActor () -> Void) {
        if textInput != nil { textInput?.submit = action }
        for index in children.indices { children[index].setSubmit(action) }
    }
}

/// What submits: text fields or search fields.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text fields.
    public static let text = SubmitTriggers(rawValue: 1)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Calls an action when a value differs from the one seen at the previous render of the same view.
struct OnChangeModifier<V: Equatable>: BuiltinModifier {
    let value: V
    /// `initial: true`: the action also runs once when the view first appears, with the value as both old and new.
    var initial = false
    let record: ModifierRecord
    let action: @MainActor (V, V) -> Void

    init(value: V, initial: Bool = false, record: ModifierRecord, action: @escaping @MainActor (V, V) -> Void) {
        self.value = value
        self.initial = initial
        self.record = record
        self.action = action
    }

    func render(content: any View, in context: RenderContext) -> [ViewNode] {
        let seen = context.renderer.stored(context.identity + "#onChange\(record.line)") { StateBox<V?>(nil) }
        let old = seen.value
        seen.value = value
        if let old, old != value {
            let action = self.action
            let new = value
            context.renderer.pendingChanges.append { action(old, new) }
        }
        var node = context.renderer.node(for: content, in: context)
        node.modifiers.append(record)
        if initial {
            // Once per view: whichever render the appearance follows, the action has not run before.
            let ran = context.renderer.stored(context.identity + "#onChangeInitial\(record.line)") { StateBox<Bool>(false) }
            let action = self.action
            let current = value
            node.appearHandlers.append {
                guard !ran.value else { return }
                ran.value = true
                action(current, current)
            }
        }
        return [node]
    }
}
