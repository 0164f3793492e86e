// Text modifiers added after iOS 15: `.lineLimit(2, reservesSpace: true)` and `.textSelection(.enabled)`.

/// Whether people can select a text's content.
public protocol TextSelectability: CustomStringConvertible {}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
    /// `enabled`.
    public var description: String { "enabled" }
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// `disabled`.
    public var description: String { "disabled" }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// At most `limit` lines, keeping room for all of them when `reservesSpace` is true.
    public func lineLimit(_ limit: Int, reservesSpace: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("lineLimit", [limit, reservesSpace], fileID: fileID, line: line)
    }

    /// Whether the texts inside can be selected.
    public func textSelection<S: TextSelectability>(_ selectability: S, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("textSelection", [selectability], fileID: fileID, line: line)
    }
}
