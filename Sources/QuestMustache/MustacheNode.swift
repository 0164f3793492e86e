/// One piece of a compiled template; `MustacheParser` builds them once and `MustacheRenderer` walks them per render.
indirect enum MustacheNode: Sendable {
    /// Template text, as UTF-8, written unchanged.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
    case variable(MustachePath, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(MustachePath, [MustacheNode], inverted: Bool)
    /// `{{>name}}`; a standalone tag's leading whitespace becomes the indentation of every line of the partial.
    case partial(String, indentation: [UInt8])
    /// `{{$name}}…{{/name}}` outside a parent tag: a place a child template may fill.
    case block(MustacheBlock)
    /// `{{<name}}…{{/name}}`: renders template `name` with the blocks given here filling its places.
    case parent(String, indentation: [UInt8], overrides: [String: MustacheBlock])
}

/// A block's content and how its lines are indented.
struct MustacheBlock: Sendable {
    var name: String
    var nodes: [MustacheNode]
    /// Where the block fills a place: added to each line of an override. Where it is an override: removed from each line.
    var indentation: [UInt8]
    /// The block's first line shares its line with the text before the tag, which already indents it.
    var startsMidLine: Bool
}

/// A dotted name (`lesson.title`); no components means the implicit iterator `.`.
struct MustachePath: Sendable, Hashable {
    var components: [String]

    init(_ name: String) {
        components = name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
