/// One toolbar item as the layout engine sees it: what it shows, what kind of control it is, and where it asks to go.
public nonisolated struct ToolbarLayoutItem: Sendable, Hashable, Identifiable {
    /// What kind of control the item is; it decides the item's width and how the pictures draw it.
    public nonisolated enum Kind: String, Sendable, Hashable, CaseIterable {
        case button
        case menu
        case picker
        case textField
        /// Any other view (`Text`, `ProgressView`, a custom view): drawn as its text, without a button outline.
        case other
    }

    /// Stable identity, unique within one toolbar (for example the view-tree path or the label).
    public var id: String
    /// The item's visible text, if any (`Button("Sort")`, `Text("12 items")`, a picker's title).
    public var label: String?
    /// The SF Symbol name, if any. In a toolbar an item with a symbol shows only the symbol.
    public var systemImage: String?
    /// Button, menu, picker, text field or any other view.
    public var kind: Kind
    /// The `placement:` of the `ToolbarItem` or `ToolbarItemGroup` that declared the item.
    public var placement: ToolbarLayoutPlacement
    /// iOS 27 `visibilityPriority`: lower values move into the overflow menu first (see the `…Priority` constants).
    public var visibilityPriority: Double
    /// True when the item was declared inside `ToolbarOverflowMenu { }`: it always lives in the overflow menu.
    public var isInOverflowMenu: Bool

    /// `ToolbarItemVisibilityPriority.low`.
    public static let lowPriority: Double = -1
    /// `ToolbarItemVisibilityPriority.automatic`, the default.
    public static let automaticPriority: Double = 0
    /// `ToolbarItemVisibilityPriority.high`.
    public static let highPriority: Double = 1

    /// `ToolbarItemVisibilityPriority(higherThan:)`: above `base` but below the next system priority, and equal for
    /// equal bases (system priorities are whole numbers, so half a step up).
    public static func priority(higherThan base: Double) -> Double {
        base + 0.5
    }

    /// `ToolbarItemVisibilityPriority(lowerThan:)`: below `base` but above the next lower system priority.
    public static func priority(lowerThan base: Double) -> Double {
        base - 0.5
    }

    /// Creates an item; only `id` is required, everything else has SwiftUI's default.
    public init(
        id: String,
        label: String? = nil,
        systemImage: String? = nil,
        kind: Kind = .button,
        placement: ToolbarLayoutPlacement = .automatic,
        visibilityPriority: Double = ToolbarLayoutItem.automaticPriority,
        isInOverflowMenu: Bool = false
    ) {
        self.id = id
        self.label = label
        self.systemImage = systemImage
        self.kind = kind
        self.placement = placement
        self.visibilityPriority = visibilityPriority
        self.isInOverflowMenu = isInOverflowMenu
    }

    /// The text a menu row or a report uses for this item: its label, else its symbol name, else its id.
    public var displayName: String {
        label ?? systemImage ?? id
    }
}
