/// Resolves a toolbar's items for a device: regions per placement, then the width budget and the overflow menu.
public nonisolated struct ToolbarLayoutEngine: Sendable, Hashable {
    /// The widths every layout from this engine uses.
    public var widthModel: ToolbarWidthModel

    /// Creates an engine with the documented width model.
    public init(widthModel: ToolbarWidthModel = .standard) {
        self.widthModel = widthModel
    }

    /// Lays the items out for every profile, in the order given.
    public func layouts(
        _ items: [ToolbarLayoutItem],
        context: ToolbarLayoutContext = ToolbarLayoutContext(),
        profiles: [DeviceProfile] = DeviceProfile.all
    ) -> [ToolbarLayout] {
        profiles.map { layout(items, context: context, profile: $0) }
    }

    /// Lays the items out for one profile. Items keep their declaration order within each region.
    public func layout(
        _ items: [ToolbarLayoutItem],
        context: ToolbarLayoutContext = ToolbarLayoutContext(),
        profile: DeviceProfile
    ) -> ToolbarLayout {
        let idiom = profile.idiom
        var regions: [ToolbarLayoutRegion: [DeclaredToolbarItem]] = [:]
        for (index, item) in items.enumerated() {
            let declared = DeclaredToolbarItem(index: index, item: item)
            regions[region(for: item, context: context, idiom: idiom), default: []].append(declared)
        }
        if idiom == .mac, let sheetButtons = regions[.bottomBar] {
            regions[.bottomBar] = sheetButtons.sorted {
                (macSheetRank($0.item.placement), $0.index) < (macSheetRank($1.item.placement), $1.index)
            }
        }

        let hasPrincipalItem = regions[.principal, default: []].contains { $0.item.placement == .principal }
        let searchField = searchRegion(context.search, idiom: idiom)
        let titleStyle = resolveTitleStyle(
            context, idiom: idiom, replaced: hasPrincipalItem || searchField == .principal)
        let centreIsUsed = regions[.principal, default: []].contains { $0.item.placement != .principal }
        let titleAlignment: ToolbarLayout.TitleAlignment =
            idiom == .mac || context.titleDisplayMode == .inlineLarge || (idiom == .pad && centreIsUsed)
            ? .leading : .center

        var bar = TopBarItems(
            leading: regions[.leading, default: []],
            principal: regions[.principal, default: []],
            trailing: regions[.trailing, default: []],
            pinned: regions[.pinnedTrailing, default: []],
            overflow: regions[.overflow, default: []]
        )
        let fixedWidths = fixedBarWidths(
            context: context, idiom: idiom, titleStyle: titleStyle, searchField: searchField)
        let available = profile.width - 2 * widthModel.margin - (idiom == .mac ? widthModel.macWindowControls : 0)
        var moved: [DeclaredToolbarItem] = []

        // topBarPinnedTrailing: "Pinned items only move to the overflow menu when search is active and there isn't
        // enough room."
        let pinned = context.search?.isActive == true ? moveOrder(bar.pinned) : []
        let candidates = moveOrder(bar.leading + bar.trailing) + pinned
        for candidate in candidates where usedWidth(bar, fixed: fixedWidths) > available {
            bar.remove(candidate)
            moved.append(candidate)
        }
        let used = usedWidth(bar, fixed: fixedWidths)

        return ToolbarLayout(
            profile: profile,
            context: context,
            widthModel: widthModel,
            leading: bar.leading.map(\.item),
            principal: bar.principal.map(\.item),
            trailing: bar.trailing.map(\.item),
            pinnedTrailing: bar.pinned.map(\.item),
            bottomBar: regions[.bottomBar, default: []].map(\.item),
            keyboard: regions[.keyboard, default: []].map(\.item),
            overflow: bar.overflow.sorted { $0.index < $1.index }.map(\.item),
            movedForSpace: moved.sorted { $0.index < $1.index }.map(\.item),
            unavailable: regions[.unavailable, default: []].map(\.item),
            titleStyle: titleStyle,
            titleAlignment: titleAlignment,
            isTitleTruncated: titleStyle == .inline && used > available,
            showsBackButton: context.showsBackButton,
            searchField: searchField,
            isMinimized: isMinimized(context, idiom: idiom),
            usedWidth: used,
            availableWidth: available
        )
    }

    // MARK: - Title, search and minimization

    private func resolveTitleStyle(
        _ context: ToolbarLayoutContext,
        idiom: DeviceProfile.Idiom,
        replaced: Bool
    ) -> ToolbarLayout.TitleStyle {
        guard let title = context.title, !title.isEmpty else { return .hidden }
        let large = idiom != .mac && (context.titleDisplayMode == .large || context.titleDisplayMode == .automatic)
        if large { return .large }
        // principal: "This item takes precedent over a title specified through navigationTitle."
        return replaced ? .hidden : .inline
    }

    private func searchRegion(
        _ search: ToolbarLayoutSearch?,
        idiom: DeviceProfile.Idiom
    ) -> ToolbarLayout.SearchFieldRegion? {
        guard let search else { return nil }
        switch (search.placement, idiom) {
        case (.toolbarPrincipal, _): return .principal
        // SearchFieldPlacement.toolbar: "In iOS … below the navigation bar and is revealed by scrolling."
        case (_, .phone): return .drawer
        case (.navigationBarDrawer, .pad): return .drawer
        // "In iPadOS, … the trailing navigation bar. In macOS, … the trailing toolbar."
        case (_, .pad), (_, .mac): return .trailing
        }
    }

    private func isMinimized(_ context: ToolbarLayoutContext, idiom: DeviceProfile.Idiom) -> Bool {
        // ToolbarMinimizationBehavior.onScrollDown and .onScrollUp exist on iOS, iPadOS and Mac Catalyst only.
        guard idiom != .mac else { return false }
        switch context.minimizeBehavior {
        case .never: return false
        case .onScrollDown: return context.scroll == .down
        case .onScrollUp: return context.scroll == .up
        case .automatic:
            // "By default, navigation bars on iOS will minimize when the view has a searchable using the
            // toolbarPrincipal placement."
            return context.search?.placement == .toolbarPrincipal && context.scroll == .down
        }
    }

    // MARK: - Width budget

    /// The order in which items leave the bar: lowest priority first; among equals the item nearest the trailing
    /// edge (NSToolbarItem.visibilityPriority: "starting from the trailing edge"). `items` are in visual order.
    private func moveOrder(_ items: [DeclaredToolbarItem]) -> [DeclaredToolbarItem] {
        items.enumerated()
            .sorted { first, second in
                (first.element.item.visibilityPriority, -first.offset)
                    < (second.element.item.visibilityPriority, -second.offset)
            }
            .map(\.element)
    }

    /// Widths in the bar that never move: back button, inline title, search field.
    private func fixedBarWidths(
        context: ToolbarLayoutContext,
        idiom: DeviceProfile.Idiom,
        titleStyle: ToolbarLayout.TitleStyle,
        searchField: ToolbarLayout.SearchFieldRegion?
    ) -> [Double] {
        var widths: [Double] = []
        if context.showsBackButton { widths.append(widthModel.backButton) }
        if titleStyle == .inline, let title = context.title {
            let fontSize = context.titleDisplayMode == .inlineLarge && idiom != .mac
                ? widthModel.inlineLargeTitleFontSize : widthModel.fontSize
            widths.append(widthModel.textWidth(title, fontSize: fontSize))
        }
        if let search = context.search, searchField == .principal || searchField == .trailing {
            widths.append(search.isActive ? widthModel.activeSearchField : widthModel.searchField)
        }
        return widths
    }

    private func usedWidth(_ bar: TopBarItems, fixed: [Double]) -> Double {
        var widths = fixed
        widths += (bar.leading + bar.principal + bar.trailing + bar.pinned).map { widthModel.width(of: $0.item) }
        if !bar.overflow.isEmpty { widths.append(widthModel.overflowButton) }
        return widths.reduce(0, +) + widthModel.spacing * Double(max(0, widths.count - 1))
    }
}

/// An item with its position in the declaration, so regions can be put back in source order.
nonisolated struct DeclaredToolbarItem: Hashable {
    let index: Int
    let item: ToolbarLayoutItem
}

/// The top bar's movable parts while the width budget is being applied.
private nonisolated struct TopBarItems {
    var leading: [DeclaredToolbarItem]
    var principal: [DeclaredToolbarItem]
    var trailing: [DeclaredToolbarItem]
    var pinned: [DeclaredToolbarItem]
    var overflow: [DeclaredToolbarItem]

    mutating func remove(_ declared: DeclaredToolbarItem) {
        leading.removeAll { $0 == declared }
        trailing.removeAll { $0 == declared }
        pinned.removeAll { $0 == declared }
        overflow.append(declared)
    }
}
