/// A `##` heading and the top-level blocks up to the next one: the unit the lesson format's parts are made of.
struct LessonSection {
    let heading: MarkdownNode
    /// The heading's text without markup.
    let title: String
    /// The lines of the section's body (after the heading, up to the line before the next `##`).
    let start: Int
    let end: Int
    /// Top-level blocks in the body, in order.
    let blocks: [MarkdownNode]

    var line: Int { heading.line }
    var lines: ClosedRange<Int> { start...max(start, end) }
}
