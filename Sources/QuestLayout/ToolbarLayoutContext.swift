/// Everything about the screen, besides its items, that changes how a toolbar is laid out.
public nonisolated struct ToolbarLayoutContext: Sendable, Hashable {
    /// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public nonisolated enum TitleDisplayMode: String, Sendable, Hashable, CaseIterable {
        /// Large on iOS and iPadOS (inherited from the root), inline on the Mac.
        case automatic
        case inline
        case large
        /// Inline, leading-aligned, in a large font (iOS 17+).
        case inlineLarge
    }

    /// SwiftUI's `ToolbarRole`.
    public nonisolated enum Role: String, Sendable, Hashable, CaseIterable {
        /// `navigationStack` on iOS and iPadOS, `editor` on the Mac.
        case automatic
        case navigationStack
        /// iPadOS: leading-aligned title, items may occupy the centre.
        case browser
        /// iPadOS: leading-aligned title, items may occupy the centre.
        case editor
    }

    /// iOS 27 `ToolbarMinimizationBehavior`, set with `.toolbarMinimizationBehavior(_:for: .navigationBar)`.
    public nonisolated enum MinimizeBehavior: String, Sendable, Hashable, CaseIterable {
        /// Minimizes only when the view has a search field in the principal placement and the user scrolls down.
        case automatic
        case never
        case onScrollDown
        case onScrollUp
    }

    /// The latest scroll the user made; the bar restores when the direction reverses.
    public nonisolated enum Scroll: String, Sendable, Hashable, CaseIterable {
        case atRest
        case down
        case up
    }

    /// The `navigationTitle`, if any.
    public var title: String?
    /// The `navigationBarTitleDisplayMode`.
    public var titleDisplayMode: TitleDisplayMode
    /// True when the view was pushed onto a navigation stack, so the system shows a back button.
    public var showsBackButton: Bool
    /// The `searchable` field, if the view has one.
    public var search: ToolbarLayoutSearch?
    /// The `toolbarRole`.
    public var role: Role
    /// True for `toolbar(id:)` (a customizable toolbar): on iPadOS automatic items then go to the centre.
    public var isCustomizable: Bool
    /// The `toolbarMinimizationBehavior` for the navigation bar.
    public var minimizeBehavior: MinimizeBehavior
    /// The direction of the latest scroll, which minimizes or restores the bar.
    public var scroll: Scroll

    /// Creates a context; the defaults are a root view with no title, search or scrolling.
    public init(
        title: String? = nil,
        titleDisplayMode: TitleDisplayMode = .automatic,
        showsBackButton: Bool = false,
        search: ToolbarLayoutSearch? = nil,
        role: Role = .automatic,
        isCustomizable: Bool = false,
        minimizeBehavior: MinimizeBehavior = .automatic,
        scroll: Scroll = .atRest
    ) {
        self.title = title
        self.titleDisplayMode = titleDisplayMode
        self.showsBackButton = showsBackButton
        self.search = search
        self.role = role
        self.isCustomizable = isCustomizable
        self.minimizeBehavior = minimizeBehavior
        self.scroll = scroll
    }
}
