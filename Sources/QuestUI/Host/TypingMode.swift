/// How `ViewHost.type(_:into:mode:)` puts text into a field.
public enum TypingMode: Sendable, Equatable {
    /// The field's text becomes the text, in one change (a paste over a selection): the default.
    case replacing
    /// The text is added after what the field holds, in one change.
    case appending
    /// The field is emptied, then the text is typed one character at a time, rendering after each, as a person types:
    /// `onChange` and `task(id:)` see every prefix.
    case keystrokes
}
