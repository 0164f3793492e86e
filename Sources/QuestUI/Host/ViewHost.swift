/// Evaluates a view headlessly and drives it as a person would: tap, choose, type, open a URL, pop.
///
/// The host keeps `@State` and `@StateObject` storage by structural identity across re-renders, and re-renders after
/// every action and whenever observed state (`@Observable`, `ObservableObject`) changes.
@MainActor public final class ViewHost {
    private let root: any View
    private let invalidation = InvalidationFlag()
    let renderer: Renderer
    private(set) var current: ViewNode
    var appeared: Set<String> = []
    /// The `.task` work started so far, by view and task; kept while the view is in the tree.
    var runningTasks: [String: RunningTask] = [:]
    /// True once `appear()` ran: from then on a render restarts a `task(id:)` whose id changed and cancels the tasks
    /// of views that left the tree.
    var isLive = false
    /// The host's time: learner code it runs sleeps and schedules timers here (see `advance(by:)`).
    public let clock = VirtualClock()
    /// The environment the root view is evaluated in.
    public var environment: EnvironmentValues {
        didSet { render() }
    }

    /// Evaluates `root` at once.
    public init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues()) {
        self.root = root
        self.environment = environment
        renderer = Renderer(invalidation: invalidation)
        current = ViewNode(kind: "Empty", context: RenderContext(renderer: renderer, identity: "", display: [], environment: environment))
        render()
    }

    /// The evaluated tree, re-rendered first if observed state changed since the last render.
    public var tree: ViewNode {
        if invalidation.take() { render() }
        return current
    }

    /// Evaluates the root view again, then runs the `onChange` actions the render found (and renders again if they
    /// changed state).
    public func render() {
        VirtualClock.$current.withValue(clock) { renderOnce() }
        if isLive { restartChangedTasks() }
    }

    private func renderOnce() {
        for _ in 0..<10 {
            _ = invalidation.take()
            let flag = invalidation
            let environment = self.environment
            current = withObservationTracking {
                renderer.renderRoot(root, environment: environment)
            } onChange: {
                flag.mark()
            }
            let changes = renderer.pendingChanges
            renderer.pendingChanges = []
            for change in changes { change() }
            if !invalidation.take() { return }
            invalidation.mark()
        }
    }

    // MARK: - What is on screen

    /// What a person sees: each navigation stack showing its top destination, and the topmost sheet, cover, alert
    /// or dialog over everything else.
    public var screen: ViewNode {
        var node = showingTopDestinations(tree)
        while let presentation = lastPresentation(in: node) {
            node = showingTopDestinations(presentation.content)
        }
        return node
    }

    func showingTopDestinations(_ node: ViewNode) -> ViewNode {
        var copy = node
        if let navigation = node.navigation, let top = navigation.destinations.last {
            copy.children = [showingTopDestinations(top)]
        } else {
            copy.children = node.children.map(showingTopDestinations)
        }
        return copy
    }

    func lastPresentation(in node: ViewNode) -> Presentation? {
        var found = node.presentations.last
        for child in node.children {
            if let inner = lastPresentation(in: child) { found = inner }
        }
        return found
    }
}
