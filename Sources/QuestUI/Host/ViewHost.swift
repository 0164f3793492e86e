/// Evaluates a view headlessly and drives it as a person would: tap, choose, type, open a URL, pop.
///
/// The host keeps `@State` and `@StateObject` storage by structural identity across re-renders, and re-renders after
/// every action and whenever observed state (`@Observable`, `ObservableObject`) changes.
@MainActor public final class ViewHost {
    private let root: any View
    private let invalidation = InvalidationFlag()
    private let renderer: Renderer
    private var current: ViewNode
    private var appeared: Set<String> = []
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

    private func showingTopDestinations(_ node: ViewNode) -> ViewNode {
        var copy = node
        if let navigation = node.navigation, let top = navigation.destinations.last {
            copy.children = [showingTopDestinations(top)]
        } else {
            copy.children = node.children.map(showingTopDestinations)
        }
        return copy
    }

    private func lastPresentation(in node: ViewNode) -> Presentation? {
        var found = node.presentations.last
        for child in node.children {
            if let inner = lastPresentation(in: child) { found = inner }
        }
        return found
    }

    // MARK: - Queries

    /// The texts of the rows of the first `List` on screen (or the first `ForEach` if there is no list); a row's text
    /// is its texts joined by spaces.
    public func rows() -> [String] {
        rowNodes().map { $0.allTexts.joined(separator: " ") }
    }

    /// The row nodes of the first `List` on screen (or the first `ForEach`).
    public func rowNodes() -> [ViewNode] {
        let screen = self.screen
        guard let container = screen.first("List") ?? screen.first("ForEach") else { return [] }
        return ViewHost.rows(of: container)
    }

    static func rows(of container: ViewNode) -> [ViewNode] {
        container.children.flatMap { child -> [ViewNode] in
            switch child.kind {
            case "ForEach", "Group": rows(of: child)
            case "Section": rows(of: child)
            default: [child]
            }
        }
    }

    /// The toolbar items on screen, in declaration order.
    public var toolbarItems: [ToolbarItemNode] {
        screen.descendants.flatMap(\.toolbar)
    }

    /// The search field on screen, if any.
    public var searchField: SearchFieldNode? {
        screen.descendants.lazy.compactMap(\.search).first
    }

    /// The current path of the first navigation stack: the `NavigationStack(path:)` binding's elements.
    public var navigationPath: [AnyHashable] {
        firstNavigation?.path ?? []
    }

    /// The destination view evaluated for each path element of the first navigation stack, in order.
    public func destinationNodes() -> [ViewNode] {
        firstNavigation?.destinations ?? []
    }

    private var firstNavigation: NavigationBehaviour? {
        tree.descendants.lazy.compactMap(\.navigation).first
    }

    /// The content of the topmost presented sheet, full-screen cover or popover.
    public var presentedSheet: ViewNode? {
        presentations.last { ["sheet", "fullScreenCover", "popover"].contains($0.kind) }?.content
    }

    /// The topmost presented alert or confirmation dialog: its title in `texts`, its buttons and message as children.
    public var presentedAlert: ViewNode? {
        presentations.last { ["alert", "confirmationDialog"].contains($0.kind) }?.content
    }

    private var presentations: [Presentation] {
        var result: [Presentation] = []
        var node = showingTopDestinations(tree)
        while let presentation = lastPresentation(in: node) {
            result.append(presentation)
            node = showingTopDestinations(presentation.content)
        }
        return result
    }

    /// The iOS 27 `.toolbarMinimizeBehavior(_:)` on screen, e.g. "onScrollDown".
    public var toolbarMinimizeBehavior: String? {
        screen.descendants.lazy.compactMap(\.toolbarMinimizeBehavior).first
    }

    /// The navigation title on screen.
    public var navigationTitle: String? {
        screen.navigationTitle
    }

    // MARK: - Actions

    /// Taps the button (in the body or the toolbar) whose label or accessibility label matches, ignoring case.
    public func tap(button label: String) throws {
        let candidates = tappables()
        guard let node = candidates.first(where: { matches($0, label) }) else {
            throw notFound("button \"\(label)\"", among: candidates)
        }
        try run(node, named: "button \"\(label)\"")
    }

    /// Taps the button showing an SF Symbol.
    public func tap(systemImage: String) throws {
        let candidates = tappables()
        guard let node = candidates.first(where: { $0.systemImage == systemImage }) else {
            throw notFound("button with image \"\(systemImage)\"", among: candidates.filter { $0.systemImage != nil }, describe: { $0.systemImage ?? "" })
        }
        try run(node, named: "button with image \"\(systemImage)\"")
    }

    /// The option labels of a menu or picker (nil: the only or first menu in the toolbar, else on screen).
    public func menu(_ label: String?) throws -> [String] {
        let node = try findMenu(label)
        if let picker = node.picker { return picker.options.map(\.label) }
        return ViewHost.menuOptions(node.children).map(\.label)
    }

    /// Taps a menu's button, or sets a picker's selection to the option's tag.
    public func choose(_ option: String, inMenu label: String?) throws {
        let node = try findMenu(label)
        if let picker = node.picker {
            guard let choice = picker.options.first(where: { $0.label.caseInsensitiveCompare(option) == .orderedSame }) else {
                throw ViewHostError("No option \"\(option)\" in picker \"\(node.labelText)\" at \(node.path) (options: \(picker.options.map { "\"\($0.label)\"" }.joined(separator: ", ")))", path: node.path)
            }
            picker.select(choice.tag)
            render()
            return
        }
        let options = ViewHost.menuOptions(node.children)
        guard let choice = options.first(where: { $0.label.caseInsensitiveCompare(option) == .orderedSame }) else {
            throw ViewHostError("No option \"\(option)\" in menu \"\(node.labelText)\" at \(node.path) (options: \(options.map { "\"\($0.label)\"" }.joined(separator: ", ")))", path: node.path)
        }
        guard let perform = choice.perform else {
            throw ViewHostError("Option \"\(option)\" in menu \"\(node.labelText)\" is disabled", path: node.path)
        }
        perform()
        render()
    }

    /// The current selection's label of a picker (in the body, the toolbar or a menu).
    public func selection(ofPicker label: String?) throws -> String? {
        let node = try findMenu(label)
        guard let picker = node.picker ?? node.descendants.lazy.compactMap(\.picker).first else {
            throw ViewHostError("\"\(node.labelText)\" at \(node.path) is not a picker", path: node.path)
        }
        return picker.options.first { $0.tag == picker.selection }?.label
    }

    /// Types into the search field one character at a time, re-rendering after each.
    public func type(_ text: String) throws {
        for character in text {
            let field = try requireSearchField()
            field.setText(field.text + String(character))
            render()
        }
    }

    /// The rows after each keystroke of typing `text` into the search field.
    public func searchTexts(typing text: String) throws -> [[String]] {
        var result: [[String]] = []
        for character in text {
            try type(String(character))
            result.append(rows())
        }
        return result
    }

    /// Empties the search field.
    public func clearSearch() throws {
        try requireSearchField().setText("")
        render()
    }

    /// Chooses a search suggestion: puts its `searchCompletion` (or its text) into the search field.
    public func chooseSuggestion(_ label: String) throws {
        let field = try requireSearchField()
        guard let row = field.suggestionRows.first(where: { matches($0, label) || $0.searchCompletion == label }) else {
            throw ViewHostError("No suggestion \"\(label)\" under the search field at \(field.path) (suggestions: \(field.suggestions.map { "\"\($0)\"" }.joined(separator: ", ")))", path: field.path)
        }
        field.setText(row.searchCompletion ?? row.labelText)
        render()
    }

    /// Selects a search scope by its label.
    public func chooseScope(_ label: String) throws {
        let field = try requireSearchField()
        guard let scope = field.scopeOptions.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }), let setScope = field.setScope else {
            throw ViewHostError("No search scope \"\(label)\" at \(field.path) (scopes: \(field.scopes.map { "\"\($0)\"" }.joined(separator: ", ")))", path: field.path)
        }
        setScope(scope.tag)
        render()
    }

    /// Replaces the text of the text field whose label or placeholder matches.
    public func enter(_ text: String, inField label: String) throws {
        let fields = screen.descendants.filter { $0.textInput != nil }
        guard let field = fields.first(where: { matches($0, label) }), let input = field.textInput else {
            throw notFound("text field \"\(label)\"", among: fields)
        }
        input.setText(text)
        render()
    }

    /// Submits the text field whose label matches (runs `.onSubmit`).
    public func submit(inField label: String) throws {
        let fields = screen.descendants.filter { $0.textInput != nil }
        guard let field = fields.first(where: { matches($0, label) }) else {
            throw notFound("text field \"\(label)\"", among: fields)
        }
        field.textInput?.submit?()
        render()
    }

    /// Flips the toggle whose label matches.
    public func toggle(_ label: String) throws {
        let toggles = screen.descendants.filter { $0.toggle != nil }
        guard let node = toggles.first(where: { matches($0, label) }), let binding = node.toggle else {
            throw notFound("toggle \"\(label)\"", among: toggles)
        }
        binding.wrappedValue.toggle()
        render()
    }

    /// Deletes a row (0-based) of the first list's `ForEach` as a swipe would, through its `.onDelete`.
    public func deleteRow(at index: Int) throws {
        let screen = self.screen
        guard let forEach = screen.descendants.first(where: { $0.onDelete != nil }), let onDelete = forEach.onDelete else {
            throw ViewHostError("No ForEach with .onDelete in \(screen.path)", path: screen.path)
        }
        guard forEach.children.indices.contains(index) else {
            throw ViewHostError("No row \(index + 1) in \(forEach.path) (it has \(forEach.children.count))", path: forEach.path)
        }
        onDelete(IndexSet(integer: index))
        render()
    }

    /// Moves a row of the first list's `ForEach` through its `.onMove`.
    public func moveRow(from source: Int, to destination: Int) throws {
        let screen = self.screen
        guard let forEach = screen.descendants.first(where: { $0.onMove != nil }), let onMove = forEach.onMove else {
            throw ViewHostError("No ForEach with .onMove in \(screen.path)", path: screen.path)
        }
        onMove(IndexSet(integer: source), destination)
        render()
    }

    /// Runs the `onOpenURL` handlers of the tree, as a deep link would.
    public func openURL(_ url: URL) throws {
        let handlers = tree.descendants.flatMap(\.openURLHandlers)
        guard !handlers.isEmpty else {
            throw ViewHostError("No .onOpenURL handler in \(tree.path)", path: tree.path)
        }
        for handler in handlers { handler(url) }
        render()
    }

    /// Runs `onAppear` and awaits `task` of every view on screen that has not appeared yet, until no new view appears.
    public func appear() async {
        for _ in 0..<10 {
            let fresh = screen.descendants.filter { !appeared.contains($0.identity + "@" + $0.path) && (!$0.appearHandlers.isEmpty || !$0.tasks.isEmpty) }
            if fresh.isEmpty { return }
            for node in fresh {
                appeared.insert(node.identity + "@" + node.path)
                for handler in node.appearHandlers { handler() }
            }
            for node in fresh {
                for task in node.tasks { await task() }
            }
            render()
        }
    }

    /// Runs the `.refreshable` action on screen.
    public func refresh() async throws {
        let screen = self.screen
        guard let action = screen.descendants.lazy.compactMap(\.refresh).first else {
            throw ViewHostError("No .refreshable in \(screen.path)", path: screen.path)
        }
        await action()
        render()
    }

    /// Dismisses the topmost sheet, cover, alert or dialog.
    public func dismissSheet() throws {
        guard let presentation = presentations.last else {
            throw ViewHostError("Nothing is presented in \(tree.path)", path: tree.path)
        }
        presentation.dismiss()
        render()
    }

    /// Pops the top destination of the innermost navigation stack that has one.
    public func pop() throws {
        let (navigation, path) = try deepestNavigation()
        navigation.pop(max(0, navigation.destinations.count - 1))
        _ = path
        render()
    }

    /// Pops every destination of the innermost navigation stack that has one.
    public func popToRoot() throws {
        let (navigation, _) = try deepestNavigation()
        navigation.pop(0)
        render()
    }

    /// Pushes a value onto the first navigation stack's path, as a `NavigationLink(value:)` would.
    public func push<Value: Hashable>(_ value: Value) throws {
        guard let stack = tree.descendants.first(where: { $0.navigation != nil }) else {
            throw ViewHostError("No NavigationStack in \(tree.path)", path: tree.path)
        }
        _ = stack
        let links = tree.descendants.filter { $0.kind == "NavigationLink" && $0.modifier("value")?.arguments.first == "\(value)" }
        if let link = links.first, let action = link.action {
            action()
            render()
            return
        }
        throw ViewHostError("No NavigationLink(value: \(value)) in \(tree.path)", path: tree.path)
    }

    // MARK: - Helpers

    private func deepestNavigation() throws -> (NavigationBehaviour, String) {
        var found: (NavigationBehaviour, String)?
        func visit(_ node: ViewNode) {
            if let navigation = node.navigation, !navigation.destinations.isEmpty {
                found = (navigation, node.path)
                if let top = navigation.destinations.last { visit(top) }
                return
            }
            for child in node.children { visit(child) }
        }
        visit(tree)
        guard let found else {
            throw ViewHostError("No navigation stack with a pushed destination in \(tree.path)", path: tree.path)
        }
        return found
    }

    private func tappables() -> [ViewNode] {
        let screen = self.screen
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if node.action != nil || node.tapGesture != nil || (node.kind == "Button" || node.kind == "NavigationLink") {
                result.append(node)
            }
            if node.kind == "Menu" || node.kind == "Picker" { return }
            for child in node.children { visit(child) }
        }
        visit(screen)
        for item in screen.descendants.flatMap(\.toolbar) { visit(item.node) }
        return result
    }

    private func matches(_ node: ViewNode, _ label: String) -> Bool {
        let wanted = label.trimmingCharacters(in: .whitespaces)
        let names = [node.labelText, node.accessibilityLabel ?? ""] + node.texts
        return names.contains { $0.caseInsensitiveCompare(wanted) == .orderedSame }
    }

    private func run(_ node: ViewNode, named name: String) throws {
        guard let action = node.action ?? node.tapGesture else {
            throw ViewHostError("The \(name) at \(node.path)\(node.location.map { " (\($0))" } ?? "") is disabled", path: node.path)
        }
        action()
        render()
    }

    /// "No button "Add" in RootView; found: "Trip 1" at RootView › NavigationStack › TripList › List › row 1 › …".
    private func notFound(_ what: String, among nodes: [ViewNode], describe: (ViewNode) -> String = { $0.labelText }) -> ViewHostError {
        let screen = self.screen
        let listed = nodes.prefix(8).map { node in
            "\"\(describe(node))\" at \(node.path)" + (node.location.map { " (\($0))" } ?? "")
        }
        let found = listed.isEmpty ? "found none" : "found:\n  " + listed.joined(separator: "\n  ")
        return ViewHostError("No \(what) in \(screen.path); \(found)", path: screen.path)
    }

    private func requireSearchField() throws -> SearchFieldNode {
        guard let field = searchField else {
            let screen = self.screen
            throw ViewHostError("No .searchable field in \(screen.path)", path: screen.path)
        }
        return field
    }

    private func findMenu(_ label: String?) throws -> ViewNode {
        let screen = self.screen
        let toolbarMenus = screen.descendants.flatMap(\.toolbar).flatMap(\.node.descendants).filter { $0.kind == "Menu" || $0.kind == "Picker" }
        let bodyMenus = screen.descendants.filter { $0.kind == "Menu" || $0.kind == "Picker" }
        let all = toolbarMenus + bodyMenus
        if let label {
            if let node = all.first(where: { matches($0, label) }) { return node }
            for menu in all {
                if let nested = menu.descendants.dropFirst().first(where: { ($0.kind == "Menu" || $0.kind == "Picker") && matches($0, label) }) { return nested }
            }
            throw notFound("menu or picker \"\(label)\"", among: all)
        }
        guard let first = toolbarMenus.first ?? bodyMenus.first else {
            throw ViewHostError("No Menu or Picker in \(screen.path)", path: screen.path)
        }
        return first
    }

    /// The choosable options of a menu: its buttons, the options of pickers inside it, and nested menus' options.
    static func menuOptions(_ nodes: [ViewNode]) -> [(label: String, perform: (@MainActor () -> Void)?)] {
        nodes.flatMap { node -> [(label: String, perform: (@MainActor () -> Void)?)] in
            if let picker = node.picker {
                return picker.options.map { option in (option.label, { picker.select(option.tag) }) }
            }
            switch node.kind {
            case "Button", "NavigationLink", "Toggle", "Link", "ShareLink", "EditButton":
                return [(node.labelText, node.action)]
            case "Menu":
                return menuOptions(node.children)
            case "Divider", "Spacer":
                return []
            default:
                return menuOptions(node.children)
            }
        }
    }
}
