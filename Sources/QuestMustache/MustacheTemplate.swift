/// A template compiled once to a tree and rendered many times; partials and parents come from a `TemplateSet`.
public struct MustacheTemplate: Sendable {
    /// The name partials and parents use to refer to this template (its path in a set, without `.mustache`).
    public let name: String
    let nodes: [MustacheNode]
    private let sourceSize: Int

    /// Compiles `source`; errors carry `name` and the tag's line and column.
    public init(_ source: String, name: String = "") throws(MustacheError) {
        var parser = MustacheParser(source: source, templateName: name)
        self.nodes = try parser.parse()
        self.name = name
        self.sourceSize = source.utf8.count
    }

    /// Renders against `context`; names no context holds render as nothing, missing partials too (as the spec asks).
    public func render(_ context: MustacheValue, partials: TemplateSet = TemplateSet()) -> String {
        String(decoding: renderUTF8(context, partials: partials), as: UTF8.self)
    }

    /// Renders to UTF-8 bytes, ready to write to a file.
    public func renderUTF8(_ context: MustacheValue, partials: TemplateSet = TemplateSet()) -> [UInt8] {
        var renderer = MustacheRenderer(context: context, partials: partials, capacity: sourceSize * 2)
        return renderer.render(nodes)
    }

    /// The partials and parents this template names, for checking a set is complete.
    public var references: Set<String> {
        var names: Set<String> = []
        func collect(_ nodes: [MustacheNode]) {
            for node in nodes {
                switch node {
                case .text, .variable: break
                case .section(_, let children, _): collect(children)
                case .partial(let name, _): names.insert(name)
                case .block(let block): collect(block.nodes)
                case .parent(let name, _, let overrides):
                    names.insert(name)
                    for block in overrides.values { collect(block.nodes) }
                }
            }
        }
        collect(nodes)
        return names
    }
}
