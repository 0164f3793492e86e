/// A control on screen as a person finds it: what it is, what it says, whether it responds, what it holds, and where
/// it is (`ViewHost.controls`, `ViewHost.control(_:kind:)`).
public struct Control: CustomStringConvertible {
    /// What kind of control it is.
    public enum Kind: String, Sendable, CaseIterable {
        case button, link, navigationLink, textField, secureField, textEditor, toggle, picker, menu, stepper, slider, datePicker
    }

    /// Button, text field, toggle, …
    public var kind: Kind
    /// The text a person reads on it: a button's title, a field's label (its placeholder when it has no prompt).
    public var label: String
    /// False when `.disabled(true)` applies to it (or a button has no action): tapping it throws a `disabled` error.
    public var isEnabled: Bool
    /// A button's role: `destructive`, `cancel`, `confirm`, `close`; nil for none.
    public var role: String?
    /// What it holds now: a field's text, `on`/`off`, a picker's selected option, a slider's, stepper's (when bound
    /// to a value) or date picker's value (ISO 8601); nil for buttons, links and menus.
    public var value: String?
    /// A text field's `prompt:`, when given.
    public var prompt: String?
    /// Where it is: the toolbar, a row, a section header, swipe actions, a sheet or an alert.
    public var location: ControlLocation
    /// The learner's `#fileID` and line, or "" and 0 when unknown.
    public var fileID: String
    /// The learner's line.
    public var line: Int
    /// The tree path, for messages.
    public var path: String
    var node: ViewNode

    /// `button "Save" (disabled) in the toolbar of the sheet`.
    public var description: String {
        "\(kind.rawValue) \"\(label)\"" + (isEnabled ? "" : " (disabled)") + " in \(location)"
    }
}
