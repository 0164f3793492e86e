// Hardware keyboard shortcuts and tooltips: `.keyboardShortcut(.defaultAction)`, `.keyboardShortcut("n", modifiers:
// [.command, .shift])` and `.help("Adds a trip")`. Recorded on the node; a checker can find a button's shortcut.

/// A key, as a keyboard shortcut names it: `"n"`, `.return`, `.escape`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    /// The character the key types.
    public let character: Character

    /// The key that types `character`.
    public init(_ character: Character) { self.character = character }
    /// A key from a literal: `"n"`.
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    /// The character, or the key's name for keys that type none.
    public var description: String { Self.names[character] ?? String(character) }

    private static let names: [Character: String] = [
        "\r": "return", "\u{1B}": "escape", "\u{8}": "delete", "\u{7F}": "deleteForward", "\t": "tab", " ": "space",
        "\u{F700}": "upArrow", "\u{F701}": "downArrow", "\u{F702}": "leftArrow", "\u{F703}": "rightArrow",
        "\u{F729}": "home", "\u{F72B}": "end", "\u{F72C}": "pageUp", "\u{F72D}": "pageDown", "\u{F739}": "clear",
    ]

    /// Return.
    public static let `return` = KeyEquivalent("\r")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{7F}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
}

/// Modifier keys held with a shortcut's key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The keys, as bits.
    public let rawValue: Int
    /// Modifier keys from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Function.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key with modifiers, or one of the standard actions: `.defaultAction` (Return), `.cancelAction` (Escape).
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public let key: KeyEquivalent
    /// The modifier keys.
    public let modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The default button of a dialog or form: Return.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The cancel button: Escape.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// `⌘N`, `return`.
    public var description: String {
        let symbols: [(EventModifiers, String)] = [(.control, "⌃"), (.option, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        return symbols.filter { modifiers.contains($0.0) }.map(\.1).joined() + key.description
    }
}

extension View {
    /// A keyboard shortcut that triggers this button (or toggle, or menu item).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("keyboardShortcut", [KeyboardShortcut(key, modifiers: modifiers)], fileID: fileID, line: line)
    }

    /// A keyboard shortcut that triggers this button.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("keyboardShortcut", [shortcut], fileID: fileID, line: line)
    }

    /// A keyboard shortcut that triggers this button, or none.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("keyboardShortcut", [shortcut.map(\.description) ?? "none"], fileID: fileID, line: line)
    }

    /// A tooltip (macOS) and accessibility hint.
    public func help(_ text: LocalizedStringKey, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("help", [text], fileID: fileID, line: line)
    }

    /// A tooltip from a string.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("help", [String(text)], fileID: fileID, line: line)
    }

    /// A tooltip from a text.
    public func help(_ text: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("help", [text], fileID: fileID, line: line)
    }
}
