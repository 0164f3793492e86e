/// How wide things are in a toolbar, in points. A model, not a measurement: see `Docs/toolbar-layout.md`.
public nonisolated struct ToolbarWidthModel: Sendable, Hashable {
    /// Empty space at each edge of the bar.
    public var margin: Double = 16
    /// Space between two neighbouring items (and between an item and the title).
    public var spacing: Double = 8
    /// A button that shows a symbol: the 44 pt minimum hit target.
    public var iconButton: Double = 44
    /// The system font size of bar items and the inline title.
    public var fontSize: Double = 17
    /// Average advance of one character, in em.
    public var characterWidth: Double = 0.55
    /// Horizontal padding around a text button's label (8 pt each side).
    public var textPadding: Double = 16
    /// The `▾` a menu or picker adds to its label.
    public var menuChevron: Double = 12
    /// A `TextField` placed in the bar.
    public var textField: Double = 120
    /// The font size of an `inlineLarge` title.
    public var inlineLargeTitleFontSize: Double = 28
    /// The system back button (a chevron in a 44 pt circle).
    public var backButton: Double = 44
    /// The `⋯` overflow button (`»` on the Mac).
    public var overflowButton: Double = 44
    /// A search field that sits in the bar.
    public var searchField: Double = 200
    /// A search field in the bar while the user is typing in it.
    public var activeSearchField: Double = 300
    /// The close, minimize and zoom buttons at the leading edge of a Mac window.
    public var macWindowControls: Double = 70

    /// The standard model every document and test refers to.
    public static let standard = ToolbarWidthModel()

    /// Creates the standard model; change single properties on the copy to explore other assumptions.
    public init() {}

    /// Width of `text` set in the bar font (or `fontSize`, for titles).
    public func textWidth(_ text: String, fontSize: Double? = nil) -> Double {
        Double(text.count) * (fontSize ?? self.fontSize) * characterWidth
    }

    /// Width the item takes in a bar.
    public func width(of item: ToolbarLayoutItem) -> Double {
        let chevron = (item.kind == .menu || item.kind == .picker) ? menuChevron : 0
        if item.systemImage != nil {
            return iconButton + chevron
        }
        switch item.kind {
        case .textField:
            return textField
        case .other:
            return textWidth(item.label ?? item.id)
        case .button, .menu, .picker:
            return max(iconButton, textWidth(item.label ?? item.id) + textPadding + chevron)
        }
    }
}
