// What a checker reads from the evaluated tree: rows, toolbar items, the search field, the path, presentations.

extension ViewHost {
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

    /// Where each row of `rowNodes()` comes from: the `ForEach` that made it (nil for a row written out) and its offset
    /// among that `ForEach`'s elements, which is what its `.onDelete` and `.onMove` are given.
    func rowOrigins() -> [(forEach: ViewNode?, offset: Int)] {
        let screen = self.screen
        guard let container = screen.first("List") ?? screen.first("ForEach") else { return [] }
        return ViewHost.origins(of: container, forEach: container.kind == "ForEach" ? container : nil, offset: nil)
    }

    private static func origins(of container: ViewNode, forEach: ViewNode?, offset: Int?) -> [(forEach: ViewNode?, offset: Int)] {
        container.children.filter { !$0.isDecoration }.enumerated().flatMap { index, child -> [(forEach: ViewNode?, offset: Int)] in
            let place = container.kind == "ForEach" ? index : (offset ?? 0)
            let owner = container.kind == "ForEach" ? container : forEach
            switch child.kind {
            case "ForEach": return origins(of: child, forEach: child, offset: nil)
            case "Group", "Section": return origins(of: child, forEach: owner, offset: container.kind == "ForEach" ? index : offset)
            default: return [(owner, place)]
            }
        }
    }

    static func rows(of container: ViewNode) -> [ViewNode] {
        container.children.filter { !$0.isDecoration }.flatMap { child -> [ViewNode] in
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
