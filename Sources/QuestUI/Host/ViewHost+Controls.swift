// Every control on screen as a value (kind, label, enabled, role, value, where), and actions on any of them.

extension ViewHost {
    /// Every control on screen, in reading order: the body, each toolbar, section headers, rows' swipe actions and
    /// context menus, and the topmost sheet or alert over everything else (only it, when one is up).
    public var controls: [Control] {
        let screen = self.screen
        var rowNumbers: [String: Int] = [:]
        for (index, row) in rowNodes().enumerated() { rowNumbers[row.identity + "@" + row.path] = index + 1 }
        var result: [Control] = []
        func visit(_ node: ViewNode, _ location: ControlLocation) {
            var location = location
            if let row = rowNumbers[node.identity + "@" + node.path] { location.row = row }
            switch node.kind {
            case "Section": location.section = node.texts.first
            case "SectionHeader": location.isInSectionHeader = true
            case "SwipeActions": location.decoration = "swipeActions"
            case "ContextMenu": location.decoration = "contextMenu"
            default: break
            }
            if let control = Self.control(node, at: location) { result.append(control) }
            // A menu's, picker's or stepper's inner buttons are its options, not controls of their own.
            if !["Menu", "Picker", "Stepper"].contains(node.kind) {
                for child in node.children { visit(child, location) }
            }
            for item in node.toolbar {
                var inToolbar = location
                inToolbar.isInToolbar = true
                visit(item.node, inToolbar)
            }
        }
        visit(screen, ControlLocation(presentation: presentations.last?.kind))
        return result
    }

    /// The first control on screen whose label, text or accessibility label is `label` (case ignored, spaces at
    /// the ends trimmed), of `kind` when given; throws a `missing` `ViewHostError` listing what is there.
    public func control(_ label: String, kind: Control.Kind? = nil) throws -> Control {
        let candidates = controls.filter { kind == nil || $0.kind == kind }
        if let found = candidates.first(where: { matches($0.node, label) }) { return found }
        throw notFound("\(kind?.rawValue ?? "control") \"\(label)\"", among: candidates.map(\.node))
    }

    /// Taps a control found by `controls` or `control(_:kind:)`: a button, link, navigation link or toggle.
    public func tap(_ control: Control) throws {
        try requireEnabled(control)
        try run(control.node, named: "\(control.kind.rawValue) \"\(control.label)\"")
    }

    /// Types into the text field (or secure field, or editor) labelled `label`: by default its text becomes `text`;
    /// `.appending` adds to it; `.keystrokes` empties it and types one character at a time.
    public func type(_ text: String, into label: String, mode: TypingMode = .replacing) throws {
        let field = try control(label, kinds: [.textField, .secureField, .textEditor])
        try requireEnabled(field)
        guard let input = field.node.textInput else { return }
        switch mode {
        case .replacing:
            withClock { input.setText(text) }
            render()
        case .appending:
            withClock { input.setText(input.text + text) }
            render()
        case .keystrokes:
            withClock { input.setText("") }
            render()
            var typed = ""
            for character in text {
                typed.append(character)
                let current = try control(label, kinds: [.textField, .secureField, .textEditor]).node.textInput
                withClock { current?.setText(typed) }
                render()
            }
        }
    }

    /// Taps a stepper's + once.
    public func increment(_ stepper: String) throws {
        try stepButton(stepper, "Increment")
    }

    /// Taps a stepper's − once.
    public func decrement(_ stepper: String) throws {
        try stepButton(stepper, "Decrement")
    }

    /// Drags the slider labelled `label` to `value` (kept within its range).
    public func slide(_ label: String, to value: Double) throws {
        let slider = try control(label, kind: .slider)
        try requireEnabled(slider)
        guard let set = slider.node.adjustable?.setNumber else { return }
        withClock { set(value) }
        render()
    }

    /// Picks `date` in the date picker labelled `label`.
    public func pick(_ date: Date, in label: String) throws {
        let picker = try control(label, kind: .datePicker)
        try requireEnabled(picker)
        guard let set = picker.node.adjustable?.setDate else { return }
        withClock { set(date) }
        render()
    }

    /// Swipes row `row` (1-based, as `controls` and `rows()` number them) and taps its swipe action `action`. A row
    /// without swipe actions whose `ForEach` has `.onDelete` offers the system's own Delete, as on iOS.
    public func swipe(row: Int, tap action: String) throws {
        let origins = rowOrigins()
        if action.caseInsensitiveCompare("Delete") == .orderedSame, origins.indices.contains(row - 1),
           !controls.contains(where: { $0.location.row == row && $0.location.decoration == "swipeActions" }),
           let onDelete = origins[row - 1].forEach?.onDelete {
            withClock { onDelete(IndexSet(integer: origins[row - 1].offset)) }
            render()
            return
        }
        try decorationAction("swipeActions", row: row, action)
    }

    /// Drags row `row` (1-based) in Edit mode until it is row `position`, through its `ForEach`'s `.onMove`.
    public func move(row: Int, to position: Int) throws {
        let origins = rowOrigins()
        let screen = self.screen
        guard origins.indices.contains(row - 1), origins.indices.contains(position - 1) else {
            throw ViewHostError("No row \(max(row, position)) in \(screen.path) (it has \(origins.count))", path: screen.path,
                                reason: origins.isEmpty ? .missing : .unusable)
        }
        guard let forEach = origins[row - 1].forEach, let onMove = forEach.onMove else {
            throw ViewHostError("Row \(row) of \(screen.path) cannot be moved: its ForEach has no .onMove", path: screen.path)
        }
        guard origins[position - 1].forEach?.path == forEach.path else {
            throw ViewHostError("Rows \(row) and \(position) of \(screen.path) are in different ForEach", path: screen.path, reason: .unusable)
        }
        let source = origins[row - 1].offset, destination = origins[position - 1].offset
        // `.onMove` is given the offset the row goes before, counted before it moves.
        withClock { onMove(IndexSet(integer: source), destination > source ? destination + 1 : destination) }
        render()
    }

    /// Long-presses row `row` (1-based) and chooses `option` in its context menu.
    public func contextMenu(row: Int, choose option: String) throws {
        try decorationAction("contextMenu", row: row, option)
    }

    private func decorationAction(_ decoration: String, row: Int, _ label: String) throws {
        let rows = rowNodes()
        guard rows.indices.contains(row - 1) else {
            let screen = self.screen
            throw ViewHostError("No row \(row) in \(screen.path) (it has \(rows.count))", path: screen.path, reason: rows.isEmpty ? .missing : .unusable)
        }
        let actions = controls.filter { $0.location.row == row && $0.location.decoration == decoration }
        let what = decoration == "swipeActions" ? "swipe action" : "context menu item"
        guard let found = actions.first(where: { matches($0.node, label) }) else {
            throw notFound("\(what) \"\(label)\" on row \(row)", among: actions.map(\.node))
        }
        try tap(found)
    }

    private func stepButton(_ label: String, _ which: String) throws {
        let stepper = try control(label, kind: .stepper)
        guard let button = stepper.node.children.first(where: { $0.label == which }) else { return }
        guard stepper.isEnabled, button.action != nil else {
            throw ViewHostError("The stepper \"\(stepper.label)\" at \(stepper.path) is disabled", path: stepper.path, reason: .disabled)
        }
        try run(button, named: "stepper \"\(stepper.label)\"")
    }

    private func control(_ label: String, kinds: Set<Control.Kind>) throws -> Control {
        let candidates = controls.filter { kinds.contains($0.kind) }
        if let found = candidates.first(where: { matches($0.node, label) || $0.prompt?.caseInsensitiveCompare(label) == .orderedSame }) {
            return found
        }
        throw notFound("text field \"\(label)\"", among: candidates.map(\.node))
    }

    func requireEnabled(_ control: Control) throws {
        guard control.isEnabled else {
            throw ViewHostError("The \(control.kind.rawValue) \"\(control.label)\" at \(control.path)\(control.node.location.map { " (\($0))" } ?? "") is disabled", path: control.path, reason: .disabled)
        }
    }

    /// The control `node` is, if any, with its state.
    static func control(_ node: ViewNode, at location: ControlLocation) -> Control? {
        let kind: Control.Kind
        switch node.kind {
        case "Button", "EditButton": kind = .button
        case "Link", "ShareLink": kind = .link
        case "NavigationLink": kind = .navigationLink
        case "TextField": kind = .textField
        case "SecureField": kind = .secureField
        case "TextEditor": kind = .textEditor
        case "Toggle": kind = .toggle
        case "Picker": kind = .picker
        case "Menu": kind = .menu
        case "Stepper": kind = .stepper
        case "Slider": kind = .slider
        case "DatePicker": kind = .datePicker
        default: return nil
        }
        var value: String?
        if let input = node.textInput { value = input.text }
        if let toggle = node.toggle { value = toggle.wrappedValue ? "on" : "off" }
        if let picker = node.picker { value = picker.options.first { $0.tag == picker.selection }?.label }
        if let adjustable = node.adjustable { value = adjustable.value }
        let tappable = [.button, .link, .navigationLink].contains(kind)
        let enabled = node.isEnabled && (!tappable || node.respondsToTap || node.kind == "NavigationLink")
        return Control(kind: kind, label: node.labelText, isEnabled: enabled, role: node.role, value: value, prompt: node.prompt,
                       location: location, fileID: node.fileID, line: node.line, path: node.path, node: node)
    }
}
