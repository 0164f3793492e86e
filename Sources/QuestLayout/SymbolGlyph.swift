/// Short stand-ins for SF Symbols in text pictures: `plus` → `+`, `magnifyingglass` → `⌕`.
nonisolated enum SymbolGlyph {
    private static let glyphs: [String: String] = [
        "plus": "+", "minus": "−", "xmark": "×", "checkmark": "✓", "multiply": "×",
        "magnifyingglass": "⌕", "ellipsis": "⋯", "gear": "⚙", "gearshape": "⚙",
        "square.and.arrow.up": "⇪", "arrow.up.arrow.down": "⇅", "arrow.clockwise": "↻",
        "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
        "chevron.left": "‹", "chevron.backward": "‹", "chevron.right": "›", "chevron.forward": "›",
        "house": "⌂", "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "pencil": "✎", "square.and.pencil": "✎", "info": "ⓘ", "questionmark": "?",
        "line.3.horizontal": "≡", "list.bullet": "☰", "square.grid.2x2": "▦",
        "play": "▶", "pause": "⏸", "stop": "■", "location": "➤", "paperplane": "➤",
    ]

    /// The glyph for a symbol name: an exact match first, then the name without `.fill`, `.circle` or `.square`
    /// suffixes, else the name itself (so an unknown symbol still says what it is).
    static func glyph(for symbolName: String) -> String {
        var name = symbolName
        while true {
            if let glyph = glyphs[name] { return glyph }
            guard let stripped = strippingVariant(name) else { return symbolName }
            name = stripped
        }
    }

    private static func strippingVariant(_ name: String) -> String? {
        for suffix in [".fill", ".circle", ".square"] where name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }
}
