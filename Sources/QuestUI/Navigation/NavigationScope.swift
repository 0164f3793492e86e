/// What a navigation stack offers the views inside it while they are evaluated: where `navigationDestination`
/// registers and what `NavigationLink` pushes onto.
@MainActor final class NavigationScope {
    var destinations: [ObjectIdentifier: (AnyHashable, RenderContext) -> [ViewNode]] = [:]
    var presented: [(view: any View, dismiss: @MainActor () -> Void)] = []
    let push: @MainActor (AnyHashable) -> Void
    let pushView: @MainActor (any View) -> Void

    init(push: @escaping @MainActor (AnyHashable) -> Void, pushView: @escaping @MainActor (any View) -> Void) {
        self.push = push
        self.pushView = pushView
    }
}

/// Reads and writes a stack's path as type-erased values, whether it is an array, a `NavigationPath` or internal.
struct PathAccess {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
}

/// Values and views pushed on a stack that has no path binding.
final class NavigationStackState {
    var values: [AnyHashable] = []
    var views: [any View] = []
}

extension RenderContext {
    /// Evaluates a navigation container: its root with a fresh scope, then a destination for each path element.
    func navigationNodes(_ kind: String, root: any View, path: PathAccess?, fileID: String, line: Int) -> [ViewNode] {
        let inner = descending(into: kind)
        let state = renderer.stored(inner.identity + "#stack") { NavigationStackState() }
        let flag = renderer.invalidation
        let access = path ?? PathAccess(get: { state.values }, set: { state.values = $0; flag.mark() })
        let scope = NavigationScope(
            push: { value in access.set(access.get() + [value]) },
            pushView: { view in state.views.append(view); flag.mark() }
        )
        var rootContext = inner
        rootContext.navigation = scope
        let rootNodes = renderer.nodes(for: root, in: rootContext)

        let values = access.get()
        var destinations: [ViewNode] = []
        func destinationContext(_ index: Int, dismiss: @escaping @MainActor () -> Void) -> RenderContext {
            var context = rootContext.displaying("destination \(index + 1)")
            context.environment.isPresented = true
            context.environment.dismiss = DismissAction(dismiss)
            return context
        }
        for (index, value) in values.enumerated() {
            let context = destinationContext(index) { access.set(Array(values.prefix(index))) }
            if let make = scope.destinations[ObjectIdentifier(type(of: value.base))] {
                let nodes = make(value, context)
                destinations.append(nodes.count == 1 ? nodes[0] : ViewNode(kind: "Group", children: nodes, context: context))
            } else {
                let text = "No navigationDestination(for: \(type(of: value.base)).self) for \(value.base)"
                destinations.append(ViewNode(kind: "MissingDestination", texts: [text], context: context.descending(into: "MissingDestination")))
            }
        }
        for (offset, view) in state.views.enumerated() {
            let index = values.count + offset
            let context = destinationContext(index) { state.views = Array(state.views.prefix(offset)); flag.mark() }
            destinations.append(renderer.node(for: view, in: context))
        }
        for (offset, presented) in scope.presented.enumerated() {
            let context = destinationContext(values.count + state.views.count + offset, dismiss: presented.dismiss)
            destinations.append(renderer.node(for: presented.view, in: context))
        }

        var node = ViewNode(kind: kind, children: rootNodes, fileID: fileID, line: line, context: inner)
        let presented = scope.presented
        node.navigation = NavigationBehaviour(path: values, destinations: destinations) { depth in
            let values = access.get()
            if depth <= values.count {
                state.views = []
                for item in presented { item.dismiss() }
                access.set(Array(values.prefix(depth)))
            } else {
                state.views = Array(state.views.prefix(depth - values.count))
                flag.mark()
            }
        }
        return [node]
    }
}
