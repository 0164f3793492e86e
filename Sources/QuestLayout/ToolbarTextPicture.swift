/// Renders a layout as a few lines of text: the top bar first, then labelled lines for what lies elsewhere.
///
///     [Sort ▾]  Trips  [+] [⋯]
///     ⋯ menu: Share, Archive
///     bottom: 12 trips
nonisolated struct ToolbarTextPicture {
    let layout: ToolbarLayout

    func render() -> String {
        var lines = [topBar()]
        if layout.titleStyle == .large, !layout.isMinimized, let title = layout.title {
            lines.append(title)
        }
        if layout.searchField == .drawer, let search = layout.context.search {
            lines.append("search: " + searchField(search))
        }
        if !layout.overflow.isEmpty {
            lines.append("\(Self.overflowGlyph(layout.profile.idiom)) menu: "
                + layout.overflow.map(\.displayName).joined(separator: ", "))
        }
        if !layout.bottomBar.isEmpty {
            lines.append("bottom: " + layout.bottomBar.map(Self.item).joined(separator: " "))
        }
        if !layout.keyboard.isEmpty {
            lines.append("keyboard: " + layout.keyboard.map(Self.item).joined(separator: " "))
        }
        if !layout.unavailable.isEmpty {
            lines.append("not on \(layout.profile.name): "
                + layout.unavailable.map(\.displayName).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// The top bar on one line: leading group, centre group, trailing group, two spaces between groups.
    private func topBar() -> String {
        if layout.isMinimized {
            return "(" + (layout.title ?? "") + ")"
        }
        let title = inlineTitle()
        var leading = layout.showsBackButton ? ["[‹]"] : []
        leading += layout.leading.map(Self.item)
        var centre: [String] = []
        if let title {
            if layout.titleAlignment == .leading { leading.append(title) } else { centre.append(title) }
        }
        centre += layout.principal.map(Self.item)
        var trailing = layout.trailing.map(Self.item)
        if let search = layout.context.search {
            if layout.searchField == .principal { centre.append(searchField(search)) }
            if layout.searchField == .trailing { trailing.append(searchField(search)) }
        }
        if layout.showsOverflowButton { trailing.append("[\(Self.overflowGlyph(layout.profile.idiom))]") }
        trailing += layout.pinnedTrailing.map(Self.item)
        return [leading, centre, trailing]
            .filter { !$0.isEmpty }
            .map { $0.joined(separator: " ") }
            .joined(separator: "  ")
    }

    private func inlineTitle() -> String? {
        guard layout.titleStyle == .inline, let title = layout.title else { return nil }
        return layout.isTitleTruncated ? title + "…" : title
    }

    private func searchField(_ search: ToolbarLayoutSearch) -> String {
        "[⌕ \(search.prompt)]"
    }

    /// One item: `[Label]` for a button, `[+]` for a symbol, `[Sort ▾]` for a menu or picker, bare text for text.
    static func item(_ item: ToolbarLayoutItem) -> String {
        let face = item.systemImage.map(SymbolGlyph.glyph(for:)) ?? item.label ?? item.id
        switch item.kind {
        case .button: return "[\(face)]"
        case .menu, .picker: return "[\(face) ▾]"
        case .textField: return "[\(item.label ?? "")___]"
        case .other: return face
        }
    }

    /// `⋯` on iOS and iPadOS; the Mac toolbar's overflow control is a `»` chevron.
    static func overflowGlyph(_ idiom: DeviceProfile.Idiom) -> String {
        idiom == .mac ? "»" : "⋯"
    }
}
