import QuestCore
import QuestLayout
import QuestMustache

/// A ```quest-toolbar block as the lesson page shows it: the toolbar drawn (SVG, at build time) for each of its
/// devices, each with a sentence on what moved into the overflow menu, what always lives there and what is pinned.
struct ToolbarPictureHTML {
    let picture: ToolbarPicture

    func render() -> String {
        var html = ["<figure class=\"toolbar-picture\">", "<div class=\"toolbar-devices\">"]
        for layout in picture.toolbar.layouts() {
            html.append("<div class=\"toolbar-device\">")
            html.append("<p class=\"toolbar-device-name\">\(HTMLEscaping.escape(layout.profile.name)) · "
                + "\(Int(layout.profile.width)) pt</p>")
            html.append(layout.svg.trimmingTrailingNewline)
            html.append("<p class=\"toolbar-device-note\">\(HTMLEscaping.escape(Self.note(for: layout)))</p>")
            html.append("</div>")
        }
        html.append("</div>")
        var caption = "How this toolbar resolves on each device when space runs out"
        if let exercise = picture.exercise {
            caption += ": the toolbar of the solution of <code>\(HTMLEscaping.escape(exercise))</code>, "
                + "checked against it by <code>quest validate</code>"
        }
        html.append("<figcaption>\(caption).</figcaption>")
        html.append("</figure>")
        return html.joined(separator: "\n") + "\n"
    }

    /// `No room for Reverse: it moves into the ⋯ menu. Always in the ⋯ menu: Export.`
    static func note(for layout: ToolbarLayout) -> String {
        let glyph = layout.overflowGlyph
        let moved = layout.movedForSpace.map(\.displayName)
        let always = layout.overflow.filter { item in !layout.movedForSpace.contains { $0.id == item.id } }.map(\.displayName)
        var sentences: [String] = []
        if moved.isEmpty {
            sentences.append("Every item fits in the bar.")
        } else {
            let pronoun = moved.count == 1 ? "it moves" : "they move"
            sentences.append("No room for \(list(moved)): \(pronoun) into the \(glyph) menu.")
        }
        if !always.isEmpty { sentences.append("Always in the \(glyph) menu: \(list(always)).") }
        if !layout.pinnedTrailing.isEmpty {
            sentences.append("Pinned after \(glyph): \(list(layout.pinnedTrailing.map(\.displayName))).")
        }
        if layout.isTitleTruncated { sentences.append("The title is shortened.") }
        if !layout.unavailable.isEmpty {
            sentences.append("Not on this platform: \(list(layout.unavailable.map(\.displayName))).")
        }
        return sentences.joined(separator: " ")
    }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

private extension String {
    var trimmingTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
