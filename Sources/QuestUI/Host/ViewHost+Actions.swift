// What a checker does to the view, as a person would; each action re-renders, and a failure names the tree path.

extension ViewHost {
    /// Taps the button (in the body or the toolbar) whose label or accessibility label matches, ignoring case.
    public func tap(button label: String) throws {
        let candidates = tappables()
        guard let node = candidates.first(where: { matches($0, label) }) else {
            throw notFound("button \"\(label)\"", among: candidates)
        }
        try run(node, named: "button \"\(label)\"")
    }

    /// Taps the toolbar's button whose label or accessibility label matches, ignoring case: never a button of the
    /// same name elsewhere on the screen (a hidden twin in the body). Falls back to `tap(button:)` when no toolbar
    /// item has that name.
    ///
    /// With `openingMenu`, a toolbar menu with no `primaryAction:` (`Menu("Add") { Button("New Trip") … }`) is opened
    /// and its first option that acts is chosen, as a person who opens an Add menu takes its first way of adding.
    public func tap(toolbarButton label: String, openingMenu: Bool = false) throws {
        guard let node = toolbarTappables(includingMenus: openingMenu).first(where: { matches($0, label) }) else {
            return try tap(button: label)
        }
        try runOrOpen(node, named: "button \"\(label)\"")
    }

    /// Taps the toolbar's button showing an SF Symbol; `tap(systemImage:)` when no toolbar item shows it. With
    /// `openingMenu`, a menu with no primary action is opened as `tap(toolbarButton:openingMenu:)` opens it.
    public func tap(toolbarSystemImage systemImage: String, openingMenu: Bool = false) throws {
        guard let node = toolbarTappables(includingMenus: openingMenu).first(where: { $0.systemImage == systemImage }) else {
            return try tap(systemImage: systemImage)
        }
        try runOrOpen(node, named: "button with image \"\(systemImage)\"")
    }

    /// Runs `node`'s action; a menu without one is opened and its first option that acts is chosen.
    private func runOrOpen(_ node: ViewNode, named name: String) throws {
        guard node.kind == "Menu", node.action == nil else { return try run(node, named: name) }
        guard let perform = ViewHost.menuOptions(node.children).lazy.compactMap(\.perform).first else {
            throw ViewHostError("The menu \(name) at \(node.path)\(node.location.map { " (\($0))" } ?? "") has no option to choose: each is disabled", path: node.path, reason: .disabled)
        }
        withClock { perform() }
        render()
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
                throw ViewHostError("No option \"\(option)\" in picker \"\(node.labelText)\" at \(node.path) (options: \(picker.options.map { "\"\($0.label)\"" }.joined(separator: ", ")))", path: node.path, reason: .unusable)
            }
            withClock { picker.select(choice.tag) }
            render()
            return
        }
        let options = ViewHost.menuOptions(node.children)
        guard let choice = options.first(where: { $0.label.caseInsensitiveCompare(option) == .orderedSame }) else {
            throw ViewHostError("No option \"\(option)\" in menu \"\(node.labelText)\" at \(node.path) (options: \(options.map { "\"\($0.label)\"" }.joined(separator: ", ")))", path: node.path, reason: .unusable)
        }
        guard let perform = choice.perform else {
            throw ViewHostError("Option \"\(option)\" in menu \"\(node.labelText)\" is disabled", path: node.path, reason: .disabled)
        }
        withClock { perform() }
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
            withClock { field.setText(field.text + String(character)) }
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

    /// Deletes the search field's last character, as the delete key does, and re-renders.
    public func deleteSearchCharacter() throws {
        let field = try requireSearchField()
        guard !field.text.isEmpty else { return }
        withClock { field.setText(String(field.text.dropLast())) }
        render()
    }

    /// Replaces the search field's whole text at once, as pasting over the selected text does: one change, however long
    /// `text` is, with no empty text between the old and the new.
    public func pasteSearchText(_ text: String) throws {
        let field = try requireSearchField()
        withClock { field.setText(text) }
        render()
    }

    /// Empties the search field.
    public func clearSearch() throws {
        let field = try requireSearchField()
        withClock { field.setText("") }
        render()
    }

    /// Chooses a search suggestion: puts its `searchCompletion` (or its text) into the search field.
    public func chooseSuggestion(_ label: String) throws {
        let field = try requireSearchField()
        guard let row = field.suggestionRows.first(where: { matches($0, label) || $0.searchCompletion == label }) else {
            throw ViewHostError("No suggestion \"\(label)\" under the search field at \(field.path) (suggestions: \(field.suggestions.map { "\"\($0)\"" }.joined(separator: ", ")))", path: field.path)
        }
        withClock { field.setText(row.searchCompletion ?? row.labelText) }
        render()
    }

    /// Selects a search scope by its label.
    public func chooseScope(_ label: String) throws {
        let field = try requireSearchField()
        guard let scope = field.scopeOptions.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }), let setScope = field.setScope else {
            throw ViewHostError("No search scope \"\(label)\" at \(field.path) (scopes: \(field.scopes.map { "\"\($0)\"" }.joined(separator: ", ")))", path: field.path)
        }
        withClock { setScope(scope.tag) }
        render()
    }

    /// Replaces the text of the text field whose label or placeholder matches.
    public func enter(_ text: String, inField label: String) throws {
        let fields = screen.descendants.filter { $0.textInput != nil }
        guard let field = fields.first(where: { matches($0, label) }), let input = field.textInput else {
            throw notFound("text field \"\(label)\"", among: fields)
        }
        withClock { input.setText(text) }
        render()
    }

    /// Submits the text field whose label matches (runs `.onSubmit`).
    public func submit(inField label: String) throws {
        let fields = screen.descendants.filter { $0.textInput != nil }
        guard let field = fields.first(where: { matches($0, label) }) else {
            throw notFound("text field \"\(label)\"", among: fields)
        }
        withClock { field.textInput?.submit?() }
        render()
    }

    /// Flips the toggle whose label matches, wherever it is (the body, a toolbar, a section header, a sheet).
    public func toggle(_ label: String) throws {
        let toggle = try control(label, kind: .toggle)
        try requireEnabled(toggle)
        guard let binding = toggle.node.toggle else { return }
        withClock { binding.wrappedValue.toggle() }
        render()
    }

    /// Deletes a row (0-based) of the first list's `ForEach` as a swipe would, through its `.onDelete`.
    public func deleteRow(at index: Int) throws {
        let screen = self.screen
        guard let forEach = screen.descendants.first(where: { $0.onDelete != nil }), let onDelete = forEach.onDelete else {
            throw ViewHostError("No ForEach with .onDelete in \(screen.path)", path: screen.path)
        }
        guard forEach.children.indices.contains(index) else {
            throw ViewHostError("No row \(index + 1) in \(forEach.path) (it has \(forEach.children.count))", path: forEach.path, reason: .unusable)
        }
        withClock { onDelete(IndexSet(integer: index)) }
        render()
    }

    /// Moves a row of the first list's `ForEach` through its `.onMove`.
    public func moveRow(from source: Int, to destination: Int) throws {
        let screen = self.screen
        guard let forEach = screen.descendants.first(where: { $0.onMove != nil }), let onMove = forEach.onMove else {
            throw ViewHostError("No ForEach with .onMove in \(screen.path)", path: screen.path)
        }
        withClock { onMove(IndexSet(integer: source), destination) }
        render()
    }

    /// Runs the `onOpenURL` handlers of the tree, as a deep link would.
    public func openURL(_ url: URL) throws {
        let handlers = tree.descendants.flatMap(\.openURLHandlers)
        guard !handlers.isEmpty else {
            throw ViewHostError("No .onOpenURL handler in \(tree.path)", path: tree.path)
        }
        withClock { for handler in handlers { handler(url) } }
        render()
    }

    /// Runs `onAppear` and starts `task` of every view on screen that has not appeared yet, until no new view
    /// appears; each task runs until it finishes or sleeps on the virtual clock (`advance(by:)` wakes it). A
    /// `task(id:)` whose id changed since it started is cancelled and started again, as SwiftUI restarts it.
    public func appear() async {
        isLive = true
        for _ in 0..<10 {
            var ran = false
            for node in screen.descendants {
                let key = node.identity + "@" + node.path
                if !node.appearHandlers.isEmpty, appeared.insert(key).inserted {
                    ran = true
                    VirtualClock.$current.withValue(clock) {
                        for handler in node.appearHandlers { handler() }
                    }
                }
                let restarted = node.tasks.indices.contains { index in
                    runningTasks[key + "#task\(index)"].map { !$0.behaviour.hasID(node.tasks[index].id) } ?? true
                }
                if !node.tasks.isEmpty, restarted {
                    ran = true
                    startTasks(of: node, key: key)
                }
            }
            // Only a screen with `.task` work waits for it: a screen without any never suspends here, so it runs
            // exactly as before tasks were started (nothing needs a thread of the concurrency pool).
            if !runningTasks.isEmpty {
                await settle()
            } else if ran {
                render()
            }
            if !ran { return }
        }
    }

    /// Starts the `.refreshable` action on screen, as pulling the list down does, and lets it run until it finishes or
    /// sleeps: its sleeps wait on the host's clock like a `.task`'s, so `advance(by:)` lets the time pass. (Awaiting
    /// the action itself never returned when it slept: nothing moved the clock.)
    public func refresh() async throws {
        let screen = self.screen
        guard let action = screen.descendants.lazy.compactMap(\.refresh).first else {
            throw ViewHostError("No .refreshable in \(screen.path)", path: screen.path)
        }
        start(TaskBehaviour(id: nil, action: action), key: Self.refreshKey + "\(clock.nextTaskNumber())")
        await settle()
    }

    /// The running-task key of a refresh: it belongs to no view's `.task`, so a render never restarts it.
    static let refreshKey = "refresh#"

    /// Dismisses the topmost sheet, cover, alert or dialog.
    public func dismissSheet() throws {
        guard let presentation = presentations.last else {
            throw ViewHostError("Nothing is presented in \(tree.path)", path: tree.path)
        }
        withClock { presentation.dismiss() }
        render()
    }

    /// Pops the top destination of the innermost navigation stack that has one.
    public func pop() throws {
        let navigation = try deepestNavigation()
        navigation.pop(max(0, navigation.destinations.count - 1))
        render()
    }

    /// Pops every destination of the innermost navigation stack that has one.
    public func popToRoot() throws {
        let navigation = try deepestNavigation()
        navigation.pop(0)
        render()
    }

    /// Taps the `NavigationLink(value:)` on screen whose value is `value`.
    public func push<Value: Hashable>(_ value: Value) throws {
        let screen = self.screen
        let links = screen.descendants.filter { $0.kind == "NavigationLink" && $0.modifier("value")?.arguments.first == "\(value)" }
        guard let link = links.first, let action = link.action else {
            throw ViewHostError("No NavigationLink(value: \(value)) in \(screen.path)", path: screen.path)
        }
        withClock { action() }
        render()
    }
}
