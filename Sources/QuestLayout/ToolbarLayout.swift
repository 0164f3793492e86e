/// A toolbar resolved for one device: which item sits in which region, what happened to the title, and two pictures.
public nonisolated struct ToolbarLayout: Sendable, Hashable {
    /// How the navigation title appears.
    public nonisolated enum TitleStyle: String, Sendable, Hashable {
        /// No title in the bar: none was set, or a principal item or principal search field replaces it.
        case hidden
        /// In the bar, in line with the items; it takes part in the width budget.
        case inline
        /// Below the bar in a large font; the bar reserves no width for it.
        case large
    }

    /// Where an inline title sits.
    public nonisolated enum TitleAlignment: String, Sendable, Hashable {
        case center
        case leading
    }

    /// Where the `searchable` field ended up.
    public nonisolated enum SearchFieldRegion: String, Sendable, Hashable {
        /// In a drawer below the navigation bar, revealed by scrolling (iOS, or `navigationBarDrawer`).
        case drawer
        /// In the centre of the bar (`toolbarPrincipal`).
        case principal
        /// At the trailing edge of the bar (iPadOS and macOS).
        case trailing
    }

    /// The device the toolbar was laid out for.
    public let profile: DeviceProfile
    /// The title, search and scroll state the toolbar was laid out with.
    public let context: ToolbarLayoutContext
    /// The widths the layout was computed with (the SVG draws with them too).
    public let widthModel: ToolbarWidthModel
    /// Items after the back button at the leading edge, leading to trailing.
    public let leading: [ToolbarLayoutItem]
    /// Items in the centre of the bar.
    public let principal: [ToolbarLayoutItem]
    /// Items at the trailing edge, before the overflow button.
    public let trailing: [ToolbarLayoutItem]
    /// Items after the overflow button; they never move into the overflow menu unless search is active.
    public let pinnedTrailing: [ToolbarLayoutItem]
    /// Items in the bottom toolbar (on the Mac: the sheet's button row), leading to trailing.
    public let bottomBar: [ToolbarLayoutItem]
    /// Items in the bar above the keyboard (on the Mac: the Touch Bar).
    public let keyboard: [ToolbarLayoutItem]
    /// The overflow menu's rows, in declaration order.
    public let overflow: [ToolbarLayoutItem]
    /// The items of `overflow` that moved there only because the bar was too narrow.
    public let movedForSpace: [ToolbarLayoutItem]
    /// Items whose placement does not exist on this platform.
    public let unavailable: [ToolbarLayoutItem]
    /// Whether the title is hidden, inline in the bar, or large below it.
    public let titleStyle: TitleStyle
    /// Where an inline title sits in the bar.
    public let titleAlignment: TitleAlignment
    /// True when even with every movable item in the overflow menu an inline title does not fit.
    public let isTitleTruncated: Bool
    /// True when a back button leads the bar.
    public let showsBackButton: Bool
    /// Where the search field is, or nil when the view has none.
    public let searchField: SearchFieldRegion?
    /// True when the bar is in its minimized state (iOS 27 `toolbarMinimizationBehavior`).
    public let isMinimized: Bool
    /// Width of the expanded top bar's content, without the margins.
    public let usedWidth: Double
    /// Width the top bar's content may take: the profile width less margins (and window controls on the Mac).
    public let availableWidth: Double

    /// The navigation title, when the context has one.
    public var title: String? { context.title }

    /// True when the bar shows the overflow button (`⋯`, or `»` on the Mac).
    public var showsOverflowButton: Bool { !overflow.isEmpty }

    /// The overflow button's glyph on this device: `⋯`, or `»` on the Mac.
    public var overflowGlyph: String { ToolbarTextPicture.overflowGlyph(profile.idiom) }

    /// The region the item with this id ended up in, or nil when no such item was laid out.
    public func region(of id: String) -> ToolbarLayoutRegion? {
        ToolbarLayoutRegion.allCases.first { region in items(in: region).contains { $0.id == id } }
    }

    /// The items in one region, in display order.
    public func items(in region: ToolbarLayoutRegion) -> [ToolbarLayoutItem] {
        switch region {
        case .leading: leading
        case .principal: principal
        case .trailing: trailing
        case .pinnedTrailing: pinnedTrailing
        case .bottomBar: bottomBar
        case .keyboard: keyboard
        case .overflow: overflow
        case .unavailable: unavailable
        }
    }

    /// A few lines of text that show the bar, such as `[Sort ▾]  Trips  [+] [⋯]`.
    public var textPicture: String {
        ToolbarTextPicture(layout: self).render()
    }

    /// A small deterministic SVG drawing of the bar.
    public var svg: String {
        ToolbarSVG(layout: self).render()
    }
}
