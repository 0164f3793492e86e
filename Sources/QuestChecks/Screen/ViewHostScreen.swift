public import Foundation
public import QuestUI

/// A learner's view evaluated by QuestUI's `ViewHost`: the only file that knows how QuestUI drives a view.
@MainActor public final class ViewHostScreen: Screen {
    /// The host evaluating the learner's view.
    public let host: ViewHost
    private let engine = ToolbarLayoutEngine()

    /// Evaluates `view` in a new host.
    public init<Content: View>(_ view: Content) {
        host = ViewHost(view)
    }

    public func appear() async {
        await host.appear()
        host.render()
    }

    public func rows() -> [String] {
        host.rows()
    }

    /// A row's first text with a letter or digit in it (`Lisbon` in `🇵🇹 Lisbon`: a flag or symbol before the name
    /// is not its title), else its first text.
    public func rowTitles() -> [String] {
        host.rowNodes().map { row in
            let texts = row.allTexts
            return texts.first { $0.contains { $0.isLetter || $0.isNumber } } ?? texts.first ?? ""
        }
    }

    public var listLocation: SourcePoint? {
        let list = host.tree.descendants.first { $0.kind == "List" && $0.line > 0 }
            ?? host.tree.descendants.first { $0.kind == "ForEach" && $0.line > 0 }
        return list.flatMap { SourcePoint(fileID: $0.fileID, line: $0.line) }
    }

    public var title: String? {
        host.tree.navigationTitle
    }

    public var toolbarControls: [ToolbarControl] {
        // Read from the whole tree once, not once per item.
        let hiddenBars = self.hiddenBars
        return host.toolbarItems.enumerated().map { index, node in
            let item = ToolbarLayoutItem(
                id: node.id ?? "toolbar-item-\(index)",
                label: node.label.isEmpty ? nil : node.label,
                systemImage: node.systemImage,
                kind: Self.kind(node.kind),
                placement: ToolbarLayoutPlacement(rawValue: node.placement) ?? .automatic,
                visibilityPriority: node.visibilityPriority ?? ToolbarLayoutItem.automaticPriority,
                isInOverflowMenu: node.isInOverflowMenu
            )
            var control = ToolbarControl(item: item, location: SourcePoint(fileID: node.fileID, line: node.line), placementName: node.placement)
            control.hiddenBy = Self.hiding(node, hiddenBars: hiddenBars)
            control.switches = node.node.descendants.filter { $0.kind == "Toggle" }.map(\.labelText).filter { !$0.isEmpty }
            return control
        }
    }

    public var hasNavigationContainer: Bool {
        host.screen.descendants.contains { ViewHost.navigationContainers.contains($0.kind) }
    }

    public var toolbarOutsideNavigation: SourcePoint? {
        host.toolbarItemsOutsideNavigation.first.flatMap { SourcePoint(fileID: $0.fileID, line: $0.line) }
    }

    /// The bars a `.toolbar(.hidden, for: …)` (or `.toolbarVisibility`) hides, by name (`navigationBar`, `bottomBar`;
    /// `automatic` and no bar named mean the navigation bar on iPhone).
    private var hiddenBars: [String: ModifierRecord] {
        var bars: [String: ModifierRecord] = [:]
        for record in host.tree.descendants.flatMap(\.modifiers) {
            // The deprecated `.navigationBarHidden(true)` hides the navigation bar as `.toolbar(.hidden)` does.
            if record.name == "navigationBarHidden" && record.arguments.first == "true" { bars["navigationBar"] = record }
            guard record.name == "toolbarVisibility" && record.arguments.first == "hidden" else { continue }
            let named = Array(record.arguments.dropFirst())
            for bar in named.isEmpty ? ["navigationBar"] : named.map({ $0 == "automatic" ? "navigationBar" : $0 }) { bars[bar] = record }
        }
        return bars
    }

    /// The controls a person taps in a toolbar item.
    private static let controlKinds: Set<String> = ["Button", "Menu", "Picker", "Toggle", "ShareLink", "Link", "NavigationLink", "EditButton"]

    /// Why the control in `node` cannot be seen: a view on the way down to it that no one sees (`.hidden()`,
    /// `.opacity(0)`, a zero-size frame, `.scaleEffect(0)`), or a button or menu whose every text and image is in
    /// such a view (`ViewNode.unseenLabel`).
    /// Part of a label out of sight (a badge faded out while its count is zero) does not hide the control.
    private static func unseen(_ node: ViewNode) -> String? {
        if let why = node.unseenBecause { return why }
        if node.kind == "Button" { return ViewNode.unseenLabel(node.children).map { "\($0) on its label" } }
        if node.kind == "Menu" { return node.labelUnseenBecause.map { "\($0) on its label" } }
        if controlKinds.contains(node.kind) { return nil }
        for child in node.children where child.descendants.contains(where: { controlKinds.contains($0.kind) }) {
            if let why = unseen(child) { return why }
        }
        return nil
    }

    /// Why the item cannot be seen: `.hidden()` on its content, or the bar its placement puts it in hidden.
    private static func hiding(_ item: ToolbarItemNode, hiddenBars: [String: ModifierRecord]) -> String? {
        if let unseen = unseen(item.node) { return unseen.hasSuffix(" on its label") ? unseen : "\(unseen) on it" }
        let bar = item.placement == "bottomBar" ? "bottomBar" : item.placement == "keyboard" ? "keyboard" : "navigationBar"
        return hiddenBars[bar].map { _ in ".toolbar(.hidden, for: .\(bar)), which hides its bar" }
    }

    public var searchField: SearchFieldState? {
        host.searchField.map { field in
            SearchFieldState(text: field.text, prompt: field.prompt, location: SourcePoint(fileID: field.fileID, line: field.line))
        }
    }

    public var navigationPath: [AnyHashable] {
        host.navigationPath
    }

    public func tap(_ control: ToolbarControl) throws {
        // A menu named Add with no primary action is opened and its first option chosen; any other menu is chosen
        // from (`choose`), never tapped.
        let openingMenu = control.item.kind == .menu && ToolbarControlFinder.labelSaysAdd(control)
        // The toolbar's own button: a button of the same name in the body (a hidden twin) is never the one tapped.
        if let label = control.item.label {
            try host.tap(toolbarButton: label, openingMenu: openingMenu)
        } else if let symbol = control.item.systemImage {
            try host.tap(toolbarSystemImage: symbol, openingMenu: openingMenu)
        } else {
            try host.tap(button: "")
        }
    }

    /// Labels of the buttons that confirm a form, most specific first.
    static let confirmingLabels = ["save", "add", "done", "create", "confirm", "ok"]

    /// True while a sheet, or an alert (`.alert { TextField(…); Button("Add") { … } }` is an Add form too), is up.
    private var presentsForm: Bool { host.presentedSheet != nil || host.presentedAlert != nil }

    public func completePresentedForm(typing text: String) throws -> FormReport? {
        guard presentsForm else { return nil }
        let kind = host.presentedSheet != nil ? "sheet" : "alert"
        // Text fields only: a number or date field keeps its value, as a person filling in a name leaves it.
        let fields = host.screen.descendants.filter { $0.kind == "TextField" && $0.modifier(TextField<Text>.valueFieldMarker) == nil }
            .map(\.labelText)
        for field in fields {
            try host.enter(text, inField: field)
        }
        let buttonNodes = formButtons
        // An alert or a confirmation dialog whose buttons are the choices themselves ("Weekend Trip", "Long Trip",
        // Cancel) is answered with its first choice: any of them adds.
        let choice = host.presentedSheet == nil && fields.isEmpty
            ? buttonNodes.first { $0.buttonRole == nil && !$0.labelText.isEmpty && $0.labelText.lowercased() != "cancel" }
            : nil
        let confirm = Self.confirmingLabels.lazy.compactMap { wanted in
            buttonNodes.first { $0.labelText.lowercased().split { !$0.isLetter }.contains(Substring(wanted)) }
        }.first ?? choice
        if let confirm { try host.tap(button: confirm.labelText) }
        let stayedOpen = presentsForm
        if stayedOpen { try host.dismissSheet() }
        return FormReport(
            kind: kind, typed: text, typedInto: fields, confirmedWith: confirm?.labelText,
            confirmLocation: confirm.flatMap { SourcePoint(fileID: $0.fileID, line: $0.line) }, stayedOpen: stayedOpen
        )
    }

    public func cancelPresentedForm() throws -> (label: String, location: SourcePoint?)? {
        guard presentsForm else { return nil }
        let cancel = formButtons.first { $0.buttonRole == "cancel" || $0.labelText.lowercased() == "cancel" }
        if let cancel { try host.tap(button: cancel.labelText) }
        if presentsForm { try host.dismissSheet() }
        return cancel.map { ($0.labelText, SourcePoint(fileID: $0.fileID, line: $0.line)) }
    }

    /// The buttons of the presented form and of the toolbar items on it (a sheet's Save in its navigation bar).
    private var formButtons: [ViewNode] {
        (host.screen.descendants + host.toolbarItems.map(\.node).flatMap(\.descendants)).filter { $0.kind == "Button" }
    }

    public func options(of control: ToolbarControl) throws -> [String] {
        try host.menu(control.item.label)
    }

    public func choose(_ option: String, in control: ToolbarControl) throws {
        do {
            try host.choose(option, inMenu: control.item.label)
        } catch let error as ViewHostError where error.reason == .disabled {
            return
        }
    }

    public func rowsWhileTyping(_ text: String) throws -> [[String]] {
        try host.searchTexts(typing: text)
    }

    public func deleteSearchCharacter() throws {
        try host.deleteSearchCharacter()
    }

    public func pasteSearchText(_ text: String) throws {
        try host.pasteSearchText(text)
    }

    public func clearSearch() throws {
        try host.clearSearch()
    }

    public func open(_ url: URL) throws {
        try host.openURL(url)
    }

    public var openURLLocation: SourcePoint? {
        host.tree.descendants.lazy.compactMap { $0.modifier("onOpenURL") }.first
            .flatMap { SourcePoint(fileID: $0.fileID, line: $0.line) }
    }

    public func toolbarLayout(for profile: DeviceProfile) -> ToolbarLayout {
        let search = host.searchField.map { field in
            ToolbarLayoutSearch(
                placement: ToolbarLayoutSearch.Placement(rawValue: field.placement) ?? .automatic,
                prompt: field.prompt ?? "Search"
            )
        }
        let context = ToolbarLayoutContext(title: title, search: search)
        return engine.layout(toolbarControls.map(\.item), context: context, profile: profile)
    }

    private static func kind(_ kind: ToolbarItemKind) -> ToolbarLayoutItem.Kind {
        switch kind {
        case .button: .button
        case .menu: .menu
        case .picker: .picker
        case .other: .other
        }
    }

    // MARK: Driving by what a person sees

    public func tap(_ label: String) throws {
        do {
            try host.tap(button: label)
        } catch let error as ViewHostError {
            // A button that shows only a symbol (`Image(systemName: "plus")`) is tapped by the symbol's name.
            guard (try? host.tap(systemImage: label)) != nil else { throw error }
        }
    }

    public func type(_ text: String, into field: String) throws {
        try host.type(text, into: field, mode: .replacing)
    }

    public func text(in field: String) -> String? {
        host.text(inField: field)
    }

    public func toggle(_ label: String) throws {
        try host.toggle(label)
    }

    public func choose(_ option: String, in menu: String?) throws {
        try host.choose(option, inMenu: menu)
    }

    public func dismiss() throws {
        try host.dismissSheet()
    }

    public var presentedSheet: ViewNode? { host.presentedSheet }

    public var presentedAlert: ViewNode? { host.presentedAlert }

    public var texts: [String] { host.screen.allTexts }

    public var node: ViewNode { host.screen }

    public func state<Value>(_ name: String, of view: String?, as type: Value.Type) -> Value? {
        host.state(name, of: view, as: type)
    }

    public func location(of label: String) -> SourcePoint? {
        let wanted = label.trimmingCharacters(in: .whitespaces)
        let nodes = host.screen.descendants + host.toolbarItems.flatMap(\.node.descendants)
        let found = nodes.first { $0.line > 0 && $0.kind == wanted }
            ?? nodes.first { node in
                node.line > 0 && ["Button", "NavigationLink", "TextField", "Toggle", "Menu", "Picker", "Link"].contains(node.kind)
                    && ([node.labelText, node.accessibilityLabel ?? ""] + node.texts).contains { $0.caseInsensitiveCompare(wanted) == .orderedSame }
            }
        return found.flatMap { SourcePoint(fileID: $0.fileID, line: $0.line) }
    }

    // MARK: Time (see Docs/checks.md, "Time")

    /// Moves the screen's virtual clock forward: sleeps, timers, `task(id:)` work and animation completions due on
    /// the way run, in order; no real time passes. `await screen.advance(by: .milliseconds(300))`.
    public func advance(by duration: Duration) async {
        await host.advance(by: duration)
    }

    /// Moves the virtual clock forward by `duration`, or less: time stops once `limit` sleeps and timers have fired
    /// (a timer that ticks ten times a second makes a minute cost 600 renders).
    public func advance(by duration: Duration, firingAtMost limit: Int) async {
        await host.advance(by: duration, firingAtMost: limit)
    }

    /// Lets work that is ready run (a task just restarted, a `Task { … }` a button started) until it finishes or
    /// sleeps; no time passes.
    public func settle() async {
        await host.settle()
    }

    /// How much virtual time has passed since the screen was made.
    public var now: Duration { host.clock.now }

    // MARK: Controls as values (see Docs/checks.md, "Controls")

    /// Every control on screen with its state and place, in reading order (only the topmost sheet or alert when one
    /// is up).
    public var controls: [Control] { host.controls }

    /// The control labelled `label` (case ignored), of `kind` when given; throws a `missing` error listing the others.
    public func control(_ label: String, kind: Control.Kind? = nil) throws -> Control {
        try host.control(label, kind: kind)
    }

    /// The buttons of the presented alert or confirmation dialog, with their roles; empty when none is up.
    public var alertButtons: [Control] {
        controls.filter { $0.kind == .button && ["alert", "confirmationDialog"].contains($0.location.presentation) }
    }

    /// Taps a control `controls` or `control(_:kind:)` returned; a disabled one throws a `disabled` error.
    public func tap(_ control: Control) throws {
        try host.tap(control)
    }

    /// Types into a text field: `.replacing` (what `type(_:into:)` does), `.appending`, or `.keystrokes`.
    public func type(_ text: String, into field: String, mode: TypingMode) throws {
        try host.type(text, into: field, mode: mode)
    }

    /// Taps the stepper's + once.
    public func increment(_ stepper: String) throws {
        try host.increment(stepper)
    }

    /// Taps the stepper's − once.
    public func decrement(_ stepper: String) throws {
        try host.decrement(stepper)
    }

    /// Drags a slider to `value`.
    public func slide(_ slider: String, to value: Double) throws {
        try host.slide(slider, to: value)
    }

    /// Picks a date in a date picker.
    public func pick(_ date: Date, in datePicker: String) throws {
        try host.pick(date, in: datePicker)
    }

    /// Swipes row `row` (1-based, as `rows()` numbers them) and taps its swipe action `action`.
    public func swipe(row: Int, tap action: String) throws {
        try host.swipe(row: row, tap: action)
    }

    /// Drags row `row` (1-based) in Edit mode until it is row `position` (its `ForEach`'s `.onMove`).
    public func move(row: Int, to position: Int) throws {
        try host.move(row: row, to: position)
    }

    /// Presses Return in the text field labelled `field` (its `.onSubmit`).
    public func submit(_ field: String) throws {
        try host.submit(inField: field)
    }

    /// Pulls the list down to refresh (the `.refreshable` action on screen), letting its work run as the clock allows.
    public func refresh() async throws {
        try await host.refresh()
    }

    /// Taps the search suggestion `suggestion` (its `.searchCompletion`, or its text, goes into the search field).
    public func chooseSuggestion(_ suggestion: String) throws {
        try host.chooseSuggestion(suggestion)
    }

    /// Selects the search scope `scope` (`.searchScopes`), by its label.
    public func chooseScope(_ scope: String) throws {
        try host.chooseScope(scope)
    }

    /// Long-presses row `row` (1-based) and chooses `option` in its context menu.
    public func contextMenu(row: Int, choose option: String) throws {
        try host.contextMenu(row: row, choose: option)
    }

    /// Goes back one screen in the innermost navigation stack, as the back button does.
    public func back() throws {
        try host.pop()
    }

    public func backToRoot() throws {
        try host.popToRoot()
    }
}
