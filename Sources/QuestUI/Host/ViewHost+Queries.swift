// What a checker reads from the evaluated tree: rows, toolbar items, the search field, the path, presentations.

extension ViewHost {
    /// The texts of the rows of the first `List` on screen (or the first `ForEach` if there is no list); a row's text
    /// is its texts joined by spaces.
    public func rows() -> [String] {
        rowNodes().map { $0.allTexts.joined(separator: " ") }
    }

    /// The row nodes of the first `List` on screen (or the first `ForEach`).
    ///
    /// In a list whose rows a `ForEach` makes, only those rows are the list's items: a row written out beside them (a
    /// "No trips match" placeholder, an Add button, a header line) is not one, nor is it when it stands alone because
    /// the `ForEach` is left out (`if results.isEmpty { Text("No results") } else { ForEach … }`).
    public func rowNodes() -> [ViewNode] {
        rowEntries().map(\.node)
    }

    /// Where each row of `rowNodes()` comes from: the `ForEach` that made it (nil for a row written out) and its offset
    /// among that `ForEach`'s elements, which is what its `.onDelete` and `.onMove` are given.
    func rowOrigins() -> [(forEach: ViewNode?, offset: Int)] {
        rowEntries().map { ($0.forEach, $0.offset) }
    }

    /// The screen's list: its first `List` a person can see (else its first `ForEach`). A list that is `.hidden()`,
    /// fully transparent, zero-sized or scaled to nothing, itself or inside such a view, or under another list in a
    /// `ZStack`, is not read: the list in front is what shows, and with none there are no rows to see.
    func listContainer(on screen: ViewNode) -> ViewNode? {
        Self.firstVisible("List", in: screen) ?? Self.firstVisible("ForEach", in: screen)
    }

    /// The first node of `kind`, depth first, that a person can see: not in a node that `ViewNode.unseenBecause`
    /// names, and in a `ZStack` the topmost one (a list drawn over another covers it).
    static func firstVisible(_ kind: String, in node: ViewNode) -> ViewNode? {
        if node.unseenBecause != nil { return nil }
        if node.kind == kind { return node }
        for child in node.kind == "ZStack" ? node.children.reversed() : node.children {
            if let found = firstVisible(kind, in: child) { return found }
        }
        return nil
    }

    private typealias RowEntry = (node: ViewNode, forEach: ViewNode?, offset: Int)

    private func rowEntries() -> [RowEntry] {
        guard let container = listContainer(on: screen) else { return [] }
        let entries = Self.entries(of: container, forEach: container.kind == "ForEach" ? container : nil, offset: nil)
        let madeByForEach = container.rowsComeFromForEach || entries.contains { $0.forEach != nil }
        return madeByForEach ? entries.filter { $0.forEach != nil } : entries
    }

    /// The rows inside `container`, through `Group`s and `Section`s, with the `ForEach` that made each. A learner's own
    /// view whose body makes rows with a `ForEach` (`List { TripRows(trips: shown) }`) is looked through too, as a
    /// `List` does; any other view of theirs (a `TripRow`) is one row. What no one sees (`ViewNode.unseenBecause`: a
    /// `.hidden()` `ForEach`, a row at opacity 0) makes no row: the right rows hidden beside wrong ones shown pass
    /// nothing.
    private static func entries(of container: ViewNode, forEach: ViewNode?, offset: Int?) -> [RowEntry] {
        container.children.filter { !$0.isDecoration }.enumerated().flatMap { index, child -> [RowEntry] in
            guard child.unseenBecause == nil else { return [] }
            let inForEach = container.kind == "ForEach"
            let owner = inForEach ? container : forEach
            if child.kind == "ForEach" { return entries(of: child, forEach: child, offset: nil) }
            let looksThrough = child.kind == "Group" || child.kind == "Section" || child.isComposite && makesRowsWithForEach(child)
            if looksThrough { return entries(of: child, forEach: owner, offset: inForEach ? index : offset) }
            return [(child, owner, inForEach ? index : (offset ?? 0))]
        }
    }

    /// True when `node`'s content, through `Group`s, `Section`s and the learner's own views, holds a `ForEach`.
    private static func makesRowsWithForEach(_ node: ViewNode) -> Bool {
        node.children.contains { child in
            child.kind == "ForEach"
                || (child.kind == "Group" || child.kind == "Section" || child.isComposite) && makesRowsWithForEach(child)
        }
    }

    /// The toolbar items on screen, in declaration order.
    ///
    /// A navigation container's bars show the items of the views inside it: a `.toolbar` applied to the
    /// `NavigationStack` itself, or to a view around it, puts nothing in any bar on iOS, so its items are not on
    /// screen (`toolbarItemsOutsideNavigation` has them); keyboard items show above the keyboard wherever they are.
    /// A screen with no navigation container at all (a view checked without the stack its app puts around it) keeps
    /// every item.
    public var toolbarItems: [ToolbarItemNode] {
        let screen = self.screen
        guard screen.descendants.contains(where: { Self.navigationContainers.contains($0.kind) }) else {
            return screen.descendants.flatMap(\.toolbar)
        }
        return Self.toolbarItems(in: screen, insideNavigation: false).shown
    }

    /// The toolbar items on screen that no bar shows, because the view they are applied to is not inside a
    /// navigation container (the `NavigationStack` itself, or a view around it); empty when the screen has none.
    public var toolbarItemsOutsideNavigation: [ToolbarItemNode] {
        let screen = self.screen
        guard screen.descendants.contains(where: { Self.navigationContainers.contains($0.kind) }) else { return [] }
        return Self.toolbarItems(in: screen, insideNavigation: false).outside
    }

    /// The views whose bars show toolbar items.
    public static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// The items of `node` and its descendants, in declaration order, parted into those a bar shows and the others.
    private static func toolbarItems(in node: ViewNode, insideNavigation inside: Bool) -> (shown: [ToolbarItemNode], outside: [ToolbarItemNode]) {
        var shown = node.toolbar.filter { inside || $0.placement == "keyboard" }
        var outside = node.toolbar.filter { !inside && $0.placement != "keyboard" }
        let nested = inside || navigationContainers.contains(node.kind)
        for child in node.children {
            let found = toolbarItems(in: child, insideNavigation: nested)
            shown += found.shown
            outside += found.outside
        }
        return (shown, outside)
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

    var firstNavigation: NavigationBehaviour? {
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

    var presentations: [Presentation] {
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

    /// The current value of the `@State` property `name` (as declared: `trips`, `editing`) of the first view on
    /// the tree that has one, or of the first view of type `view` when given (`"TripList"`); nil when none has it
    /// or it is not a `Value`.
    public func state<Value>(_ name: String, of view: String? = nil, as type: Value.Type = Value.self) -> Value? {
        _ = tree
        let values = renderer.stateValues(named: name)
        let owned = view.map { kind in
            values.filter { $0.identity.split(separator: "/").last.map { $0.hasPrefix(kind) } ?? false }
        } ?? values
        return owned.lazy.compactMap { $0.value as? Value }.first
    }

    /// The text the text field whose label or placeholder matches shows now, or nil when there is no such field.
    public func text(inField label: String) -> String? {
        screen.descendants.first { $0.textInput != nil && matches($0, label) }?.textInput?.text
    }
}
