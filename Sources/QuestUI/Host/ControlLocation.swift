/// Where a control is on screen, as a person would say it: "row 2's swipe actions", "the toolbar of the sheet".
public struct ControlLocation: Equatable, Sendable, CustomStringConvertible {
    /// The presentation it is in (`sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog`), or nil for the
    /// screen under every presentation.
    public var presentation: String?
    /// True for a toolbar item (or a control inside one).
    public var isInToolbar: Bool
    /// The 1-based row of the screen's list it is in (`rows()` numbers the same rows), or nil.
    public var row: Int?
    /// The first text of the header of the `Section` it is in (its title), or nil.
    public var section: String?
    /// True for a control in a section's header (`Section { … } header: { HStack { Text("Trips"); Button("Add") … } }`).
    public var isInSectionHeader: Bool
    /// `swipeActions` or `contextMenu` when it is one of a row's (or a view's) swipe actions or context menu items.
    public var decoration: String?

    /// A location; QuestUI fills it in.
    public init(presentation: String? = nil, isInToolbar: Bool = false, row: Int? = nil, section: String? = nil,
                isInSectionHeader: Bool = false, decoration: String? = nil) {
        self.presentation = presentation
        self.isInToolbar = isInToolbar
        self.row = row
        self.section = section
        self.isInSectionHeader = isInSectionHeader
        self.decoration = decoration
    }

    /// `row 2's swipe actions in the sheet`, `the toolbar`, `the header of section "Trips"`, `the screen`.
    public var description: String {
        var parts: [String] = []
        if isInToolbar { parts.append("the toolbar") }
        if isInSectionHeader { parts.append("the header of section \"\(section ?? "")\"") }
        if let row {
            switch decoration {
            case "swipeActions": parts.append("row \(row)'s swipe actions")
            case "contextMenu": parts.append("row \(row)'s context menu")
            default: parts.append("row \(row)")
            }
        } else if let decoration {
            parts.append(decoration == "swipeActions" ? "swipe actions" : "a context menu")
        }
        if let presentation { parts.append(parts.isEmpty ? "the \(presentation)" : "of the \(presentation)") }
        return parts.isEmpty ? "the screen" : parts.joined(separator: " ")
    }
}
