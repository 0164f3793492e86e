/// A `searchable` field as the layout engine sees it.
public nonisolated struct ToolbarLayoutSearch: Sendable, Hashable {
    /// SwiftUI's `SearchFieldPlacement`.
    public nonisolated enum Placement: String, Sendable, Hashable, CaseIterable {
        case automatic
        case toolbar
        case navigationBarDrawer
        case toolbarPrincipal
        /// In a `NavigationSplitView` sidebar; elsewhere it resolves like `automatic`.
        case sidebar
    }

    /// The `placement:` given to `searchable`.
    public var placement: Placement
    /// The prompt shown in the empty field.
    public var prompt: String
    /// True while the user is searching (the field has focus); an active field in the bar is wider.
    public var isActive: Bool

    /// Creates a search field description with SwiftUI's defaults.
    public init(placement: Placement = .automatic, prompt: String = "Search", isActive: Bool = false) {
        self.placement = placement
        self.prompt = prompt
        self.isActive = isActive
    }
}
