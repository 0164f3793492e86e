// Finding the controls an action refers to, and the messages when they are not there.

extension ViewHost {
    func deepestNavigation() throws -> NavigationBehaviour {
        var found: NavigationBehaviour?
        func visit(_ node: ViewNode) {
            if let navigation = node.navigation, !navigation.destinations.isEmpty {
                found = navigation
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

    func tappables() -> [ViewNode] {
        Self.tappables(in: [screen]) + toolbarTappables()
    }

    /// The tappable views of the screen's toolbar items only; with `includingMenus`, its menus too, whether or not a
    /// tap runs them.
    func toolbarTappables(includingMenus: Bool = false) -> [ViewNode] {
        Self.tappables(in: screen.descendants.flatMap(\.toolbar).map(\.node), includingMenus: includingMenus)
    }

    /// The tappable views in `roots`, in order; a menu's or picker's options are not tappable, the menu is.
    private static func tappables(in roots: [ViewNode], includingMenus: Bool = false) -> [ViewNode] {
        var result: [ViewNode] = []
        func visit(_ node: ViewNode) {
            // Plain values first: the right side of `||` is a closure, and capturing `node` in it trips release
            // builds' region checking.
            let kind = node.kind
            let respondsToTap = node.respondsToTap
            if respondsToTap || kind == "Button" || kind == "NavigationLink" || (includingMenus && kind == "Menu") {
                result.append(node)
            }
            if kind == "Menu" || kind == "Picker" { return }
            for child in node.children { visit(child) }
        }
        for root in roots { visit(root) }
        return result
    }

    func matches(_ node: ViewNode, _ label: String) -> Bool {
        let wanted = label.trimmingCharacters(in: .whitespaces)
        // Both sides trimmed: a label with a blank text beside its title (`Text(" ")`) still says "Add".
        let names = [node.labelText, node.accessibilityLabel ?? ""] + node.texts
        return names.contains { $0.trimmingCharacters(in: .whitespaces).caseInsensitiveCompare(wanted) == .orderedSame }
    }

    func run(_ node: ViewNode, named name: String) throws {
        guard let action = node.action ?? node.tapGesture else {
            throw ViewHostError("The \(name) at \(node.path)\(node.location.map { " (\($0))" } ?? "") does not act on taps: it is disabled (.disabled) or lets taps through (.allowsHitTesting(false))", path: node.path, reason: .disabled)
        }
        withClock { action() }
        render()
    }

    /// "No button "Add" in RootView; found: "Trip 1" at RootView › NavigationStack › TripList › List › row 1 › …".
    func notFound(_ what: String, among nodes: [ViewNode], describe: (ViewNode) -> String = { $0.labelText }) -> ViewHostError {
        let screen = self.screen
        let listed = nodes.prefix(8).map { node in
            "\"\(describe(node))\" at \(node.path)" + (node.location.map { " (\($0))" } ?? "")
        }
        let found = listed.isEmpty ? "found none" : "found:\n  " + listed.joined(separator: "\n  ")
        return ViewHostError("No \(what) in \(screen.path); \(found)", path: screen.path)
    }

    func requireSearchField() throws -> SearchFieldNode {
        guard let field = searchField else {
            let screen = self.screen
            throw ViewHostError("No .searchable field in \(screen.path)", path: screen.path)
        }
        return field
    }

    func findMenu(_ label: String?) throws -> ViewNode {
        let screen = self.screen
        let toolbarMenus = screen.descendants.flatMap(\.toolbar).flatMap(\.node.descendants).filter { $0.kind == "Menu" || $0.kind == "Picker" }
        // A `TabView(selection:)` is a picker of its tabs.
        let bodyMenus = screen.descendants.filter { $0.kind == "Menu" || $0.kind == "Picker" || ($0.kind == "TabView" && $0.picker != nil) }
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
