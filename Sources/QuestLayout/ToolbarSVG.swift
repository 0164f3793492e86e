/// Draws a layout as a small SVG: the top bar, then the large title, search drawer, bottom bar and keyboard bar rows
/// that apply, and the overflow menu open over them. Output depends only on the layout: no randomness, no clock, numbers with at
/// most one decimal. Colours are presentation attributes (a light bar); every shape also has a `tb-…` class so that a
/// page can restyle the drawing (dark mode) without parsing it.
nonisolated struct ToolbarSVG {
    let layout: ToolbarLayout
    var model: ToolbarWidthModel { layout.widthModel }

    private static let barHeight: Double = 44
    private static let largeTitleHeight: Double = 52
    private static let largeTitleFontSize: Double = 34
    private static let minimizedFontSize: Double = 13
    private static let menuRowHeight: Double = 30
    private static let menuFontSize: Double = 15
    private static let noteFontSize: Double = 12

    /// One drawn element of a row.
    private nonisolated struct Piece {
        nonisolated enum Style { case button, pinned, text, title, field }
        let id: String
        let face: String
        let width: Double
        let style: Style
    }

    func render() -> String {
        var rows: [(height: Double, body: (Double) -> [String])] = [(Self.barHeight, topBar)]
        if layout.titleStyle == .large, !layout.isMinimized, let title = layout.title {
            rows.append((Self.largeTitleHeight, { y in [largeTitle(title, y: y)] }))
        }
        if layout.searchField == .drawer, let search = layout.context.search {
            rows.append((Self.barHeight, { y in self.searchDrawer(search, y: y) }))
        }
        if !layout.bottomBar.isEmpty {
            rows.append((Self.barHeight, { y in self.centredRow(self.layout.bottomBar, y: y, id: "bottom-bar") }))
        }
        if !layout.keyboard.isEmpty {
            rows.append((Self.barHeight, { y in self.keyboardRow(y: y) }))
        }

        let width = layout.profile.width
        // The overflow menu is drawn open, as a popover over the rows below the bar, so it may need more height.
        let menuHeight = layout.overflow.isEmpty || layout.isMinimized
            ? 0 : 16 + Self.menuRowHeight * Double(layout.overflow.count)
        let height = max(rows.map(\.height).reduce(0, +), Self.barHeight + menuHeight)
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
                + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"-apple-system, Helvetica, sans-serif\" "
                + "font-size=\"\(n(model.fontSize))\" class=\"toolbar-svg\">",
            "<title>\(ToolbarSVG.escaped(layout.profile.name)) toolbar</title>",
            "<rect class=\"tb-bar\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>",
        ]
        var y: Double = 0
        for (index, row) in rows.enumerated() {
            if index > 0 {
                lines.append("<line class=\"tb-rule\" x1=\"0\" y1=\"\(n(y))\" x2=\"\(n(width))\" y2=\"\(n(y))\" "
                    + "stroke=\"#d1d1d6\"/>")
            }
            lines += row.body(y)
            y += row.height
        }
        if menuHeight > 0 { lines += overflowMenu(y: Self.barHeight, height: menuHeight) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Rows

    private func topBar(y: Double) -> [String] {
        let width = layout.profile.width
        if layout.isMinimized {
            let face = layout.title ?? ""
            let pillWidth = model.textWidth(face, fontSize: Self.minimizedFontSize) + model.textPadding * 2
            let x = (width - pillWidth) / 2
            return [
                "<g data-region=\"minimized\">",
                "<rect class=\"tb-button\" x=\"\(n(x))\" y=\"\(n(y + 8))\" width=\"\(n(pillWidth))\" height=\"28\" "
                    + "rx=\"14\" fill=\"#f2f2f7\" stroke=\"#c7c7cc\"/>",
                "<text class=\"tb-title\" x=\"\(n(width / 2))\" y=\"\(n(y + 26))\" text-anchor=\"middle\" "
                    + "font-size=\"\(n(Self.minimizedFontSize))\">\(ToolbarSVG.escaped(face))</text>",
                "</g>",
            ]
        }
        var lines: [String] = []
        var leadingStart = model.margin
        if layout.profile.idiom == .mac {
            for (index, colour) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
                let cx = model.margin + 6 + Double(index) * 20
                lines.append("<circle cx=\"\(n(cx))\" cy=\"\(n(y + 22))\" r=\"6\" fill=\"\(colour)\"/>")
            }
            leadingStart += model.macWindowControls
        }

        var leading: [Piece] = []
        if layout.showsBackButton {
            leading.append(Piece(id: "back", face: "‹", width: model.backButton, style: .button))
        }
        leading += layout.leading.map(piece)
        var centre: [Piece] = []
        if let title = inlineTitle() {
            if layout.titleAlignment == .leading { leading.append(title) } else { centre.append(title) }
        }
        centre += layout.principal.map(piece)
        var trailing = layout.trailing.map(piece)
        if let search = layout.context.search {
            if layout.searchField == .principal { centre.append(searchPiece(search)) }
            if layout.searchField == .trailing { trailing.append(searchPiece(search)) }
        }
        if layout.showsOverflowButton {
            let glyph = ToolbarTextPicture.overflowGlyph(layout.profile.idiom)
            trailing.append(Piece(id: "overflow", face: glyph, width: model.overflowButton, style: .button))
        }
        trailing += layout.pinnedTrailing.map { item in
            let drawn = piece(item)
            return drawn.style == .button ? Piece(id: drawn.id, face: drawn.face, width: drawn.width, style: .pinned) : drawn
        }

        let leadingEnd = leadingStart + extent(leading)
        let trailingStart = width - model.margin - extent(trailing)
        let centreWidth = extent(centre)
        let centred = (width - centreWidth) / 2
        let centreStart = min(max(centred, leadingEnd + model.spacing), trailingStart - model.spacing - centreWidth)

        lines += draw(leading, from: leadingStart, y: y, region: "leading")
        lines += draw(centre, from: centreStart, y: y, region: "principal")
        lines += draw(trailing, from: trailingStart, y: y, region: "trailing")
        return lines
    }

    private func largeTitle(_ title: String, y: Double) -> String {
        "<text class=\"tb-title\" x=\"\(n(model.margin))\" y=\"\(n(y + 41))\" font-size=\"\(n(Self.largeTitleFontSize))\" "
            + "font-weight=\"700\" data-region=\"large-title\">\(ToolbarSVG.escaped(title))</text>"
    }

    private func searchDrawer(_ search: ToolbarLayoutSearch, y: Double) -> [String] {
        let field = Piece(id: "search", face: "⌕ " + search.prompt,
                          width: layout.profile.width - 2 * model.margin, style: .field)
        return draw([field], from: model.margin, y: y, region: "search-drawer")
    }

    private func centredRow(_ items: [ToolbarLayoutItem], y: Double, id: String) -> [String] {
        let pieces = items.map(piece)
        return draw(pieces, from: (layout.profile.width - extent(pieces)) / 2, y: y, region: id)
    }

    private func keyboardRow(y: Double) -> [String] {
        ["<rect class=\"tb-keyboard\" x=\"0\" y=\"\(n(y))\" width=\"\(n(layout.profile.width))\" "
            + "height=\"\(n(Self.barHeight))\" "
            + "fill=\"#e5e5ea\"/>"]
            + draw(layout.keyboard.map(piece), from: model.margin, y: y, region: "keyboard")
    }

    /// The overflow menu, open below the `⋯` button over the rows beneath the bar: one row per item, in declaration
    /// order; items that moved there only for lack of room are tagged.
    private func overflowMenu(y: Double, height: Double) -> [String] {
        let labels = layout.overflow.map(\.displayName)
        let widest = labels.map { model.textWidth($0, fontSize: Self.menuFontSize) }.max() ?? 0
        let tag = "no room"
        let tagWidth = layout.movedForSpace.isEmpty ? 0 : model.textWidth(tag, fontSize: Self.noteFontSize) + 12
        let panelWidth = min(max(160, widest + tagWidth + 32), layout.profile.width - 2 * model.margin)
        let x = layout.profile.width - model.margin - panelWidth
        var lines = [
            "<g data-region=\"overflow\">",
            "<rect class=\"tb-menu\" x=\"\(n(x))\" y=\"\(n(y + 6))\" width=\"\(n(panelWidth))\" "
                + "height=\"\(n(height - 10))\" rx=\"12\" fill=\"#ffffff\" stroke=\"#c7c7cc\"/>",
        ]
        for (index, item) in layout.overflow.enumerated() {
            let baseline = y + 11 + Self.menuRowHeight * Double(index) + 20
            lines.append("<text class=\"tb-menu-label\" data-id=\"\(ToolbarSVG.escaped(item.id))\" x=\"\(n(x + 16))\" "
                + "y=\"\(n(baseline))\" font-size=\"\(n(Self.menuFontSize))\">\(ToolbarSVG.escaped(labels[index]))</text>")
            if layout.movedForSpace.contains(where: { $0.id == item.id }) {
                lines.append("<text class=\"tb-note\" x=\"\(n(x + panelWidth - 16))\" y=\"\(n(baseline))\" "
                    + "text-anchor=\"end\" font-size=\"\(n(Self.noteFontSize))\" fill=\"#8e8e93\">\(tag)</text>")
            }
        }
        lines.append("</g>")
        return lines
    }

    // MARK: - Pieces

    private func piece(_ item: ToolbarLayoutItem) -> Piece {
        let face = item.systemImage.map(SymbolGlyph.glyph(for:)) ?? item.label ?? item.id
        let width = model.width(of: item)
        switch item.kind {
        case .button: return Piece(id: item.id, face: face, width: width, style: .button)
        case .menu, .picker: return Piece(id: item.id, face: face + " ▾", width: width, style: .button)
        case .textField: return Piece(id: item.id, face: item.label ?? "", width: width, style: .field)
        case .other: return Piece(id: item.id, face: face, width: width, style: .text)
        }
    }

    private func inlineTitle() -> Piece? {
        guard layout.titleStyle == .inline, let title = layout.title else { return nil }
        let fontSize = layout.context.titleDisplayMode == .inlineLarge && layout.profile.idiom != .mac
            ? model.inlineLargeTitleFontSize : model.fontSize
        return Piece(id: "title", face: layout.isTitleTruncated ? title + "…" : title,
                     width: model.textWidth(title, fontSize: fontSize), style: .title)
    }

    private func searchPiece(_ search: ToolbarLayoutSearch) -> Piece {
        Piece(id: "search", face: "⌕ " + search.prompt,
              width: search.isActive ? model.activeSearchField : model.searchField, style: .field)
    }

    private func extent(_ pieces: [Piece]) -> Double {
        pieces.map(\.width).reduce(0, +) + model.spacing * Double(max(0, pieces.count - 1))
    }

    private func draw(_ pieces: [Piece], from start: Double, y: Double, region: String) -> [String] {
        guard !pieces.isEmpty else { return [] }
        var lines = ["<g data-region=\"\(region)\">"]
        var x = start
        for piece in pieces {
            let id = ToolbarSVG.escaped(piece.id)
            let face = ToolbarSVG.escaped(piece.face)
            let middle = n(x + piece.width / 2)
            let baseline = n(y + 28)
            switch piece.style {
            case .button:
                lines.append("<rect class=\"tb-button\" data-id=\"\(id)\" x=\"\(n(x))\" y=\"\(n(y + 4))\" "
                    + "width=\"\(n(piece.width))\" height=\"36\" rx=\"18\" fill=\"#f2f2f7\" stroke=\"#c7c7cc\"/>")
                lines.append("<text class=\"tb-button-label\" x=\"\(middle)\" y=\"\(baseline)\" text-anchor=\"middle\" "
                    + "fill=\"#007aff\">\(face)</text>")
            case .pinned:
                lines.append("<rect class=\"tb-pinned\" data-id=\"\(id)\" x=\"\(n(x))\" y=\"\(n(y + 4))\" "
                    + "width=\"\(n(piece.width))\" height=\"36\" rx=\"18\" fill=\"#007aff\"/>")
                lines.append("<text class=\"tb-pinned-label\" x=\"\(middle)\" y=\"\(baseline)\" text-anchor=\"middle\" "
                    + "fill=\"#ffffff\">\(face)</text>")
            case .field:
                lines.append("<rect class=\"tb-field\" data-id=\"\(id)\" x=\"\(n(x))\" y=\"\(n(y + 6))\" "
                    + "width=\"\(n(piece.width))\" height=\"32\" rx=\"10\" fill=\"#eeeef0\"/>")
                lines.append("<text class=\"tb-field-label\" x=\"\(n(x + 8))\" y=\"\(baseline)\" "
                    + "fill=\"#8e8e93\">\(face)</text>")
            case .text:
                lines.append("<text class=\"tb-text\" data-id=\"\(id)\" x=\"\(middle)\" y=\"\(baseline)\" "
                    + "text-anchor=\"middle\" fill=\"#3c3c43\">\(face)</text>")
            case .title:
                lines.append("<text class=\"tb-title\" data-id=\"title\" x=\"\(middle)\" y=\"\(baseline)\" "
                    + "text-anchor=\"middle\" font-weight=\"600\">\(face)</text>")
            }
            x += piece.width + model.spacing
        }
        lines.append("</g>")
        return lines
    }

    /// Formats a coordinate with at most one decimal, the same on every machine: `12`, `12.5`, `-3.2`.
    private func n(_ value: Double) -> String {
        ToolbarSVG.number(value)
    }
}

nonisolated extension ToolbarSVG {
    /// Formats a number with at most one decimal and no locale: `12`, `12.5`, `-3.2`.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// Escapes text for SVG (XML) content and attribute values. The only place the drawing escapes anything.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
