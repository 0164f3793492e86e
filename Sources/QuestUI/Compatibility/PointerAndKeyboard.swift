// Pointer and hardware keyboard input (iPad and Mac): `.onHover { hovering in … }`, `.hoverEffect(.lift)`,
// `.focusable()`, `.onKeyPress(.return) { … }`. Recorded on the node; there is no pointer or keyboard headlessly.

/// How a view reacts when the iPad pointer is over it.
public struct HoverEffect: Sendable, CustomStringConvertible {
    /// The effect's name.
    public let description: String
    /// As the system chooses.
    public static let automatic = HoverEffect(description: "automatic")
    /// The pointer morphs into a highlight.
    public static let highlight = HoverEffect(description: "highlight")
    /// The view lifts under the pointer.
    public static let lift = HoverEffect(description: "lift")
}

/// A key press, as `.onKeyPress` reports it (iOS 17).
public struct KeyPress: Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The text the key produces.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// Whether the handler used the key press.
    public enum Result: Sendable {
        /// The key press was handled; it goes no further.
        case handled
        /// The key press goes on to other handlers.
        case ignored
    }
}

extension View {
    /// Runs `action` with true when the pointer enters the view and false when it leaves.
    public func onHover(fileID: String = #fileID, line: Int = #line, perform action: @escaping (Bool) -> Void) -> some View {
        recorded("onHover", fileID: fileID, line: line)
    }

    /// How the view reacts to the pointer.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("hoverEffect", [effect], fileID: fileID, line: line)
    }

    /// Lets the view take keyboard focus.
    public func focusable(_ isFocusable: Bool = true, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("focusable", [isFocusable], fileID: fileID, line: line)
    }

    /// Runs `action` when `key` is pressed while the view has focus.
    public func onKeyPress(_ key: KeyEquivalent, fileID: String = #fileID, line: Int = #line, action: @escaping () -> KeyPress.Result) -> some View {
        recorded("onKeyPress", [key], fileID: fileID, line: line)
    }

    /// Runs `action` when one of `keys` is pressed while the view has focus.
    public func onKeyPress(keys: Set<KeyEquivalent>, fileID: String = #fileID, line: Int = #line, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        recorded("onKeyPress", keys.map(\.description).sorted(), fileID: fileID, line: line)
    }
}
