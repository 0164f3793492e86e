/// Stable `id`s for the headings of one page: slugs of their text, made unique with `-2`, `-3`, ….
public struct HeadingAnchors: Sendable {
    /// Put before every slug, for pages that hold several documents (`notes-`, `exercise-`).
    public var prefix: String
    private var used: Set<String>

    /// `reserved` ids (used by the page's template, say `main` or `search`) are never handed out.
    public init(prefix: String = "", reserved: Set<String> = []) {
        self.prefix = prefix
        self.used = reserved
    }

    /// A new unique id for a heading whose plain text is `text`.
    public mutating func id(for text: String) -> String {
        let base = prefix + Self.slug(text)
        var candidate = base
        var number = 2
        while !used.insert(candidate).inserted {
            candidate = "\(base)-\(number)"
            number += 1
        }
        return candidate
    }

    /// Lowercased letters and digits, words joined by `-`: `Toolbars & menus: placement` → `toolbars-menus-placement`.
    /// Apostrophes vanish (`what’s` → `whats`); text with no letters or digits gives `section`.
    public static func slug(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        var pendingHyphen = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let keep: Bool
            if value < 0x80 {
                if value == 0x27 { continue }  // '
                keep = (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
                    || value == 0x5F  // _
            } else {
                if value == 0x2019 { continue }  // ’
                let properties = scalar.properties
                keep = properties.isAlphabetic || properties.numericType != nil
                    || properties.generalCategory == .nonspacingMark
            }
            guard keep else {
                pendingHyphen = true
                continue
            }
            if pendingHyphen && !slug.isEmpty { slug.append("-") }
            pendingHyphen = false
            if value < 0x80 {
                slug.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(value + 0x20)! : scalar)
            } else {
                slug.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return slug.isEmpty ? "section" : String(slug)
    }
}
