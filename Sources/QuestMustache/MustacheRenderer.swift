/// Walks compiled nodes against a context stack, writing UTF-8; one renderer per `render` call.
struct MustacheRenderer {
    private let partials: TemplateSet
    private var output: [UInt8] = []
    private var stack: [MustacheValue]
    /// Prepended to each line while inside a standalone partial, parent or re-indented block.
    private var indentation: [UInt8] = []
    /// The next byte written starts a line that still needs `indentation`.
    private var atLineStart = false
    /// Guards against a partial that includes itself forever.
    private var depth = 0
    private static let maximumDepth = 200

    init(context: MustacheValue, partials: TemplateSet, capacity: Int) {
        self.partials = partials
        stack = [context]
        output.reserveCapacity(capacity)
    }

    mutating func render(_ nodes: [MustacheNode]) -> [UInt8] {
        render(nodes, overrides: [:])
        return output
    }

    private mutating func render(_ nodes: [MustacheNode], overrides: [String: MustacheBlock]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                writeTemplateText(bytes)
            case .variable(let path, let escaped):
                let text = lookUp(path).renderedText
                guard !text.isEmpty else { continue }
                startLineIfNeeded()
                if escaped {
                    HTMLEscaping.escape(text, into: &output)
                } else {
                    output.append(contentsOf: text.utf8)
                }
            case .section(let path, let children, let inverted):
                let value = lookUp(path)
                if inverted {
                    if !value.isTruthy { render(children, overrides: overrides) }
                } else if case .array(let items) = value {
                    for item in items {
                        stack.append(item)
                        render(children, overrides: overrides)
                        stack.removeLast()
                    }
                } else if value.isTruthy {
                    stack.append(value)
                    render(children, overrides: overrides)
                    stack.removeLast()
                }
            case .partial(let name, let extraIndentation):
                include(name, indentation: extraIndentation, overrides: overrides)
            case .parent(let name, let extraIndentation, let blocks):
                // The outermost template's blocks win over those of the templates it extends.
                include(name, indentation: extraIndentation, overrides: overrides.merging(blocks) { outer, _ in outer })
            case .block(let place):
                if let filling = overrides[place.name] {
                    fill(place, with: filling, overrides: overrides)
                } else {
                    render(place.nodes, overrides: overrides)
                }
            }
        }
    }

    private mutating func include(_ name: String, indentation extra: [UInt8], overrides: [String: MustacheBlock]) {
        guard let template = partials[name], depth < Self.maximumDepth else { return }
        let saved = indentation
        if !extra.isEmpty {
            indentation += extra
            atLineStart = true
        }
        depth += 1
        render(template.nodes, overrides: overrides)
        depth -= 1
        indentation = saved
    }

    /// Renders an override where its block sits, moving its lines from the definition's indentation to the place's.
    private mutating func fill(_ place: MustacheBlock, with filling: MustacheBlock, overrides: [String: MustacheBlock]) {
        let savedOutput = output
        let savedIndentation = indentation
        let savedLineStart = atLineStart
        output = []
        indentation = []
        atLineStart = false
        render(filling.nodes, overrides: overrides)
        let rendered = output
        output = savedOutput
        indentation = savedIndentation
        atLineStart = savedLineStart

        var lines: [UInt8] = []
        lines.reserveCapacity(rendered.count)
        var position = 0
        var isFirstLine = true
        while position < rendered.count {
            if rendered[position...].starts(with: filling.indentation) { position += filling.indentation.count }
            if !(isFirstLine && place.startsMidLine), position < rendered.count, rendered[position] != UInt8(ascii: "\n") {
                lines.append(contentsOf: place.indentation)
            }
            while position < rendered.count {
                let byte = rendered[position]
                lines.append(byte)
                position += 1
                if byte == UInt8(ascii: "\n") { break }
            }
            isFirstLine = false
        }
        writeTemplateText(lines)
    }

    private mutating func writeTemplateText(_ bytes: [UInt8]) {
        guard !indentation.isEmpty else {
            output.append(contentsOf: bytes)
            return
        }
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                output.append(byte)
                atLineStart = true
            } else {
                startLineIfNeeded()
                output.append(byte)
            }
        }
    }

    private mutating func startLineIfNeeded() {
        if atLineStart {
            output.append(contentsOf: indentation)
            atLineStart = false
        }
    }

    private func lookUp(_ path: MustachePath) -> MustacheValue {
        guard let first = path.components.first else { return stack[stack.count - 1] }
        for context in stack.reversed() {
            guard case .dictionary(let entries) = context, var value = entries[first] else { continue }
            for component in path.components.dropFirst() {
                guard case .dictionary(let inner) = value, let next = inner[component] else { return .null }
                value = next
            }
            return value
        }
        return .null
    }
}
