/// Evaluates views into nodes, keeping dynamic property storage by structural identity across renders.
@MainActor final class Renderer {
    private var storage: [String: AnyObject] = [:]
    private var touched: Set<String> = []
    private var subscriptions: [ObjectIdentifier: (object: AnyObject, cancellable: AnyCancellable)] = [:]
    let invalidation: InvalidationFlag
    /// `onChange` actions found during a render; the host runs them after it, as SwiftUI runs them after an update.
    var pendingChanges: [@MainActor () -> Void] = []

    init(invalidation: InvalidationFlag) {
        self.invalidation = invalidation
    }

    /// Evaluates a whole tree and forgets storage of views that are gone, as SwiftUI does when a view disappears.
    func renderRoot(_ view: any View, environment: EnvironmentValues) -> ViewNode {
        touched = []
        var environment = environment
        if environment.editMode == nil {
            // One edit mode for the whole tree, toggled by `EditButton` and readable through `\.editMode`.
            let mode = stored("#editMode") { StateBox(EditMode.inactive) }
            let flag = invalidation
            mode.onChange = { flag.mark() }
            environment.editMode = Binding(get: { mode.value }, set: { mode.value = $0 })
        }
        let context = RenderContext(renderer: self, identity: "", display: [], environment: environment)
        let root = node(for: view, in: context)
        storage = storage.filter { touched.contains($0.key) }
        return root
    }

    /// The nodes a view contributes: one for a learner's view, any number for tuples, conditionals and `ForEach`.
    func nodes(for view: any View, in context: RenderContext) -> [ViewNode] {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(in: context)
        }
        if let shape = view as? any Shape {
            return shapeNodes(shape, in: context)
        }
        let kind = Renderer.kindName(of: type(of: view))
        let inner = context.descending(into: kind)
        install(view, in: inner)
        let body = view.body
        var node = ViewNode(kind: kind, children: nodes(for: body, in: inner), context: inner)
        node.isComposite = true
        return [node]
    }

    private func shapeNodes<S: Shape>(_ shape: S, in context: RenderContext) -> [ViewNode] {
        _ShapeView(shape: shape, records: []).makeNodes(in: context)
    }

    /// Exactly one node for a view, grouping several under a "Group" node.
    func node(for view: any View, in context: RenderContext) -> ViewNode {
        let result = nodes(for: view, in: context)
        if result.count == 1 { return result[0] }
        return ViewNode(kind: "Group", children: result, context: context.descending(into: "Group"))
    }

    /// Finds `@State`, `@Environment` and the other dynamic properties of a value by reflection and binds them to
    /// their storage for this identity.
    func install(_ value: Any, in context: RenderContext) {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let label = child.label ?? "\(index)"
            if let property = child.value as? any InstallableProperty {
                property.install(key: context.identity + "#" + label, in: context)
            } else if child.value is any DynamicProperty {
                install(child.value, in: context.identified(label))
            }
        }
    }

    /// The storage object kept for a key, made on first use.
    func stored<Box: AnyObject>(_ key: String, make: () -> Box) -> Box {
        touched.insert(key)
        if let box = storage[key] as? Box { return box }
        let box = make()
        storage[key] = box
        return box
    }

    /// The values of the `@State` properties named `name` (the property as declared, `trips`), keyed by the
    /// identity of the view that owns them, in identity order: what a checker reads of a view's state.
    func stateValues(named name: String) -> [(identity: String, value: Any)] {
        let suffix = "#_" + name
        return storage.filter { $0.key.hasSuffix(suffix) }.sorted { $0.key < $1.key }.compactMap { key, box in
            (box as? any StateValueReading).map { (String(key.dropLast(suffix.count)), $0.currentValue) }
        }
    }

    /// Marks the tree as needing a re-render whenever this `ObservableObject` announces a change.
    func observe(_ object: AnyObject, publisher: ObservableObjectPublisher) {
        let id = ObjectIdentifier(object)
        guard subscriptions[id] == nil else { return }
        let flag = invalidation
        subscriptions[id] = (object, publisher.sink { flag.mark() })
    }

    /// "Text" for `Text`, "TripList" for a learner's `TripList`, "ForEach" for `ForEach<[Trip], UUID, Row>`.
    static func kindName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return String(name.prefix { $0 != "<" })
    }
}

/// Set when observed state changes, from whatever thread reports it; the host re-renders before its next query.
final class InvalidationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var dirty = false

    func mark() { lock.withLock { dirty = true } }

    /// Returns whether the flag was set, and clears it.
    func take() -> Bool {
        lock.withLock {
            defer { dirty = false }
            return dirty
        }
    }
}

/// A dynamic property that QuestUI binds to storage before evaluating the body that owns it.
@MainActor protocol InstallableProperty {
    func install(key: String, in context: RenderContext)
}

/// A property that SwiftUI updates before evaluating a view's body; a learner's struct of such properties is one too.
public protocol DynamicProperty {
    /// Called before the body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to update by default.
    public mutating func update() {}
}

extension RenderContext {
    /// One node of `kind` holding the nodes of `content`: the shape of every plain container view.
    func container(_ kind: String, _ content: any View, fileID: String, line: Int, arguments: [String] = []) -> [ViewNode] {
        let inner = descending(into: kind)
        var node = ViewNode(kind: kind, children: renderer.nodes(for: content, in: inner), fileID: fileID, line: line, context: inner)
        if !arguments.isEmpty { node.modifiers.append(ModifierRecord(name: "init", arguments: arguments, fileID: fileID, line: line)) }
        return [node]
    }

    /// One node of `kind` with no content.
    func leaf(_ kind: String, texts: [String] = [], fileID: String, line: Int) -> [ViewNode] {
        [ViewNode(kind: kind, texts: texts, fileID: fileID, line: line, context: descending(into: kind))]
    }
}
