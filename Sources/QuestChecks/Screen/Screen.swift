public import Foundation
public import QuestUI

/// What a checker sees of, and does to, one learner's screen.
///
/// `ViewHostScreen` is the real one (a `ViewHost` evaluating the learner's view); the protocol keeps the checkers'
/// rules apart from how QuestUI drives a view, so each rule can also be exercised on a scripted screen in tests.
@MainActor public protocol Screen: AnyObject {
    /// Runs `onAppear` and `task` work, as the screen first appearing would.
    func appear() async
    /// Lets work an action started run until it finishes or sleeps (an Add whose action is `Task { await add() }`),
    /// with no time passing: call it after a tap or a choice before reading what changed.
    func settle() async
    /// Goes back one screen in the innermost navigation stack, as the back button does.
    func back() throws
    /// Goes back to the first screen at once, as choosing it in the back button's menu (a long press) does: the stack
    /// writes the empty path through its binding in one change.
    func backToRoot() throws
    /// The texts of the rows of the screen's list, in order; a row's texts joined by spaces (`Lisbon 4 days`).
    func rows() -> [String]
    /// The first text of each row (`Lisbon`): what a search is expected to match at least.
    func rowTitles() -> [String]
    /// Where the list (or `ForEach`) is declared, when known.
    var listLocation: SourcePoint? { get }
    /// The navigation title, used in the toolbar pictures.
    var title: String? { get }
    /// The items in the screen's toolbar, in declaration order.
    var toolbarControls: [ToolbarControl] { get }
    /// Whether the screen has a navigation container (`NavigationStack`, `NavigationView`, `NavigationSplitView`).
    var hasNavigationContainer: Bool { get }
    /// Where a `.toolbar` no bar shows is applied (on the `NavigationStack` itself, or around it), when there is one.
    var toolbarOutsideNavigation: SourcePoint? { get }
    /// The search field `.searchable` added, if any.
    var searchField: SearchFieldState? { get }
    /// The navigation stack's path, outermost first.
    var navigationPath: [AnyHashable] { get }
    /// Taps a toolbar button.
    func tap(_ control: ToolbarControl) throws
    /// When a sheet or an alert is presented (an Add button that opens a form), fills its text fields with `text`,
    /// taps its confirming button, closes it if it is still up, and returns what it did; nil when nothing is presented.
    func completePresentedForm(typing text: String) throws -> FormReport?
    /// When a sheet or an alert is presented, taps its Cancel button (role `.cancel` or labelled Cancel), closes it if
    /// it is still up, and returns the button's label and place; nil when nothing is presented or it has no Cancel.
    func cancelPresentedForm() throws -> (label: String, location: SourcePoint?)?
    /// Opens a toolbar menu or picker and returns its options' labels.
    func options(of control: ToolbarControl) throws -> [String]
    /// Chooses one option of a toolbar menu or picker. A disabled option is left as it is, as a person's tap on it
    /// does nothing: menus often grey out the order in effect (`.disabled(order == choice)`), which choosing again
    /// would not change; what the rows show afterwards is judged, as after any choice.
    func choose(_ option: String, in control: ToolbarControl) throws
    /// Types `text` into the search field one keystroke at a time and returns the rows after each keystroke.
    func rowsWhileTyping(_ text: String) throws -> [[String]]
    /// Deletes the search field's last character, as the delete key does.
    func deleteSearchCharacter() throws
    /// Replaces the search field's whole text in one change, as pasting over the selected text does.
    func pasteSearchText(_ text: String) throws
    /// Empties the search field.
    func clearSearch() throws
    /// Delivers a URL to the screen's `onOpenURL` handlers.
    func open(_ url: URL) throws
    /// Where the first `.onOpenURL` is applied, when known.
    var openURLLocation: SourcePoint? { get }
    /// The toolbar resolved for one device by QuestUI's layout engine.
    func toolbarLayout(for profile: DeviceProfile) -> ToolbarLayout

    // MARK: Driving any screen by what a person sees (the author's API; see Docs/checks.md)

    /// Taps the button, link or tappable row (in the body, the toolbar or a presented sheet) whose label, text,
    /// accessibility label or SF Symbol name is `label`, ignoring case: `try screen.tap("Add")`, `tap("Lisbon")`.
    func tap(_ label: String) throws
    /// Replaces the text of the text field whose label or placeholder is `field`: `try screen.type("Porto", into: "Name")`.
    func type(_ text: String, into field: String) throws
    /// The text a text field shows now, or nil when no field on screen has that label or placeholder.
    func text(in field: String) -> String?
    /// Flips the toggle labelled `label`.
    func toggle(_ label: String) throws
    /// Chooses `option` in the menu or picker labelled `menu` (nil: the first one on screen or in the toolbar).
    func choose(_ option: String, in menu: String?) throws
    /// Dismisses the topmost sheet, cover, alert or dialog, as a swipe down or a tap outside would.
    func dismiss() throws
    /// The content of the topmost presented sheet, full-screen cover or popover, or nil.
    var presentedSheet: ViewNode? { get }
    /// The topmost presented alert or confirmation dialog, or nil.
    var presentedAlert: ViewNode? { get }
    /// Every text visible on screen (the topmost presentation over everything else), in order.
    var texts: [String] { get }
    /// The view on screen, as QuestUI evaluated it: for queries the other members do not cover.
    var node: ViewNode { get }
    /// The current value of the `@State` property `name` (`trips`), of the view type `view` when given.
    func state<Value>(_ name: String, of view: String?, as type: Value.Type) -> Value?
    /// Where the control labelled `label` (or the first view of kind `label`, `List`) is in the learner's code.
    func location(of label: String) -> SourcePoint?
}

extension Screen {
    /// The `@State` property `name` of the first view that has one: `screen.state("trips", as: [Trip].self)`.
    public func state<Value>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        state(name, of: nil, as: type)
    }

    /// Chooses `option` in the first menu or picker on screen.
    public func choose(_ option: String) throws {
        try choose(option, in: nil)
    }
}

/// A toolbar item as a checker sees it: how the layout engine sees it, and where the learner declared it.
public struct ToolbarControl: Sendable, Hashable {
    /// The item's label, symbol, kind, placement and priority.
    public var item: ToolbarLayoutItem
    /// The `ToolbarItem` (or control) in the learner's file, when known.
    public var location: SourcePoint?
    /// The placement as the learner wrote it (`topBarTrailing`, `title`), which may be one the layout engine
    /// folds into `.automatic`.
    public var placementName: String
    /// Why a person cannot see it although it is laid out: `.hidden()` on it, or its bar hidden
    /// (`.toolbar(.hidden, for: .navigationBar)`); nil when nothing hides it.
    public var hiddenBy: String?
    /// For a menu, the labels of the options that are switches (`Toggle("Descending", isOn: …)`): chosen again, they
    /// turn off.
    public var switches: [String] = []

    /// Creates a control from a layout item and its source location.
    public init(item: ToolbarLayoutItem, location: SourcePoint? = nil, placementName: String? = nil) {
        self.item = item
        self.location = location
        self.placementName = placementName ?? item.placement.rawValue
    }

    /// How the learner would name it in a sentence: `"Add"`, `Image(systemName: "plus")`, `a menu`.
    public var spelledOut: String {
        if let label = item.label, !label.isEmpty { return "\"\(label)\"" }
        if let symbol = item.systemImage { return "Image(systemName: \"\(symbol)\")" }
        return "an unlabelled \(item.kind.rawValue)"
    }
}

/// The state of the search field `.searchable` added.
public struct SearchFieldState: Sendable, Hashable {
    /// The current query.
    public var text: String
    /// The placeholder, if the learner set one.
    public var prompt: String?
    /// Where `.searchable` is applied, when known.
    public var location: SourcePoint?

    /// Creates a search field state.
    public init(text: String, prompt: String? = nil, location: SourcePoint? = nil) {
        self.text = text
        self.prompt = prompt
        self.location = location
    }
}
