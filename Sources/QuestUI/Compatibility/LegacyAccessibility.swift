// The iOS 13 accessibility modifiers, deprecated in iOS 14 but common in older learner code:
// `.accessibility(label: Text("Close"))`, `.accessibility(identifier: "closeButton")`. They record the same names as
// their replacements (`accessibilityLabel`, …), so checkers read one vocabulary.

extension View {
    /// The accessibility label (iOS 13 form of `.accessibilityLabel(_:)`).
    public func accessibility(label: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityLabel", [label], fileID: fileID, line: line)
    }

    /// The accessibility hint (iOS 13 form of `.accessibilityHint(_:)`).
    public func accessibility(hint: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityHint", [hint], fileID: fileID, line: line)
    }

    /// The accessibility value (iOS 13 form of `.accessibilityValue(_:)`).
    public func accessibility(value: Text, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityValue", [value], fileID: fileID, line: line)
    }

    /// The identifier UI tests find the view by (iOS 13 form of `.accessibilityIdentifier(_:)`).
    public func accessibility(identifier: String, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityIdentifier", [identifier], fileID: fileID, line: line)
    }

    /// Hides the view from assistive technologies (iOS 13 form of `.accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityHidden", [hidden], fileID: fileID, line: line)
    }

    /// Adds traits (iOS 13 form of `.accessibilityAddTraits(_:)`).
    public func accessibility(addTraits traits: AccessibilityTraits, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityAddTraits", fileID: fileID, line: line)
    }

    /// Removes traits (iOS 13 form of `.accessibilityRemoveTraits(_:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits, fileID: String = #fileID, line: Int = #line) -> some View {
        recorded("accessibilityRemoveTraits", fileID: fileID, line: line)
    }
}
