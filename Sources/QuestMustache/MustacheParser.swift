/// Compiles template text into `MustacheNode`s: tags, set delimiters and the spec's standalone-line rules.
struct MustacheParser {
    private let source: [UInt8]
    private let templateName: String
    private var openDelimiter = Array("{{".utf8)
    private var closeDelimiter = Array("}}".utf8)
    private var index = 0
    private var text: [UInt8] = []
    private var frames: [Frame]

    private enum FrameKind {
        case root
        case section(MustachePath, inverted: Bool)
        case block(isOverride: Bool, indentation: [UInt8], startsMidLine: Bool, leadingWhitespace: [UInt8]?)
        case parent(indentation: [UInt8], openedAlone: Bool)
    }

    private struct Frame {
        var kind: FrameKind
        var name: String
        var offset: Int
        var nodes: [MustacheNode] = []
        var overrides: [String: MustacheBlock] = [:]
    }

    init(source: String, templateName: String) {
        self.source = Array(source.utf8)
        self.templateName = templateName
        frames = [Frame(kind: .root, name: "", offset: 0)]
    }

    mutating func parse() throws(MustacheError) -> [MustacheNode] {
        while index < source.count {
            guard let tagStart = find(openDelimiter, from: index) else {
                text.append(contentsOf: source[index...])
                break
            }
            text.append(contentsOf: source[index..<tagStart])
            try parseTag(at: tagStart)
        }
        flushText()
        if let open = frames.last, frames.count > 1 {
            throw error(.unclosedSection(open.name), at: open.offset)
        }
        return frames[0].nodes
    }

    // MARK: Tags

    private mutating func parseTag(at tagStart: Int) throws(MustacheError) {
        let contentStart = tagStart + openDelimiter.count
        var sigil: UInt8 = 0
        var nameRange: Range<Int>
        var tagEnd: Int
        let first = contentStart < source.count ? source[contentStart] : 0
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "=") {
            // `{{{name}}}` and `{{=<% %>=}}` end with their sigil's partner before the closing delimiter.
            let partner = first == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "=")
            guard let end = find([partner] + closeDelimiter, from: contentStart + 1) else {
                throw error(.unclosedTag, at: tagStart)
            }
            sigil = first
            nameRange = (contentStart + 1)..<end
            tagEnd = end + 1 + closeDelimiter.count
        } else {
            guard let end = find(closeDelimiter, from: contentStart) else { throw error(.unclosedTag, at: tagStart) }
            nameRange = contentStart..<end
            tagEnd = end + closeDelimiter.count
            let trimmed = trim(nameRange)
            if let head = trimmed.first, Self.sigils.contains(source[head]) {
                sigil = source[head]
                nameRange = (head + 1)..<trimmed.upperBound
            }
        }
        let name = String(decoding: source[trim(nameRange)], as: UTF8.self)
        if name.isEmpty && sigil != UInt8(ascii: "!") { throw error(.emptyTag, at: tagStart) }

        let insideParent = if case .parent = frames.last?.kind { true } else { false }
        let (lineStart, leftClear) = leftClearance(of: tagStart)
        let (lineEnd, rightClear) = rightClearance(from: tagEnd)
        var standalone = false
        switch sigil {
        case UInt8(ascii: "#"), UInt8(ascii: "^"), UInt8(ascii: "!"), UInt8(ascii: ">"), UInt8(ascii: "="):
            standalone = leftClear && rightClear
        case UInt8(ascii: "$"):
            // Text between a parent's tags is ignored, so a block there needs only clear space on its right.
            standalone = (leftClear || insideParent) && rightClear
        case UInt8(ascii: "<"):
            // Whatever follows a parent's opening tag is ignored, so only its left side matters.
            standalone = leftClear
        case UInt8(ascii: "/"):
            // A parent's closing tag is standalone with its opening one: `  {{<a}}{{/a}}` is a line of its own.
            let parentOpenedAlone = if case .parent(_, let alone) = frames.last?.kind { alone } else { false }
            standalone = (leftClear || parentOpenedAlone) && rightClear
        default:
            break
        }
        var indentation: [UInt8] = []
        if standalone {
            indentation = Array(source[lineStart..<tagStart])
            text.removeLast(min(tagStart - lineStart, text.count))
            if rightClear { tagEnd = lineEnd }
        }
        index = tagEnd

        switch sigil {
        case UInt8(ascii: "!"):
            break
        case UInt8(ascii: "="):
            try setDelimiters(name, at: tagStart)
        case UInt8(ascii: "{"), UInt8(ascii: "&"):
            append(.variable(MustachePath(name), escaped: false))
        case UInt8(ascii: ">"):
            append(.partial(name, indentation: indentation))
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
            open(Frame(kind: .section(MustachePath(name), inverted: sigil == UInt8(ascii: "^")), name: name, offset: tagStart))
        case UInt8(ascii: "<"):
            open(Frame(kind: .parent(indentation: indentation, openedAlone: standalone), name: name, offset: tagStart))
        case UInt8(ascii: "$"):
            let contentIndentation = standalone ? Array(source[index..<skipBlanks(from: index)]) : []
            let kind = FrameKind.block(
                isOverride: insideParent,
                indentation: contentIndentation,
                startsMidLine: !standalone,
                leadingWhitespace: leftClear && !standalone ? Array(source[lineStart..<tagStart]) : nil
            )
            open(Frame(kind: kind, name: name, offset: tagStart))
        case UInt8(ascii: "/"):
            try close(name, at: tagStart, rightClear: rightClear)
        default:
            append(.variable(MustachePath(name), escaped: true))
        }
    }

    private static let sigils: Set<UInt8> = Set("#^/!>&<$".utf8)

    private mutating func open(_ frame: Frame) {
        flushText()
        frames.append(frame)
    }

    private mutating func close(_ name: String, at offset: Int, rightClear: Bool) throws(MustacheError) {
        flushText()
        guard frames.count > 1, let frame = frames.popLast() else { throw error(.unexpectedClose(name), at: offset) }
        guard frame.name == name else { throw error(.mismatchedClose(expected: frame.name, found: name), at: offset) }
        switch frame.kind {
        case .root:
            break
        case .section(let path, let inverted):
            append(.section(path, frame.nodes, inverted: inverted))
        case .parent(let indentation, _):
            append(.parent(name, indentation: indentation, overrides: frame.overrides))
        case .block(let isOverride, var indentation, let startsMidLine, let leadingWhitespace):
            // A block on one line of its own (`  {{$a}}{{/a}}`) indents an override's later lines like its first.
            if !isOverride, startsMidLine, rightClear, let leadingWhitespace { indentation = leadingWhitespace }
            let block = MustacheBlock(name: name, nodes: frame.nodes, indentation: indentation, startsMidLine: startsMidLine)
            if isOverride {
                frames[frames.count - 1].overrides[name] = block
            } else {
                append(.block(block))
            }
        }
    }

    private mutating func append(_ node: MustacheNode) {
        flushText()
        // Content directly inside a parent tag, other than blocks, is ignored.
        if case .parent = frames[frames.count - 1].kind { return }
        frames[frames.count - 1].nodes.append(node)
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        let pending = text
        text = []
        if case .parent = frames[frames.count - 1].kind { return }
        frames[frames.count - 1].nodes.append(.text(pending))
    }

    private mutating func setDelimiters(_ content: String, at offset: Int) throws(MustacheError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw error(.invalidDelimiters(content), at: offset)
        }
        openDelimiter = Array(parts[0].utf8)
        closeDelimiter = Array(parts[1].utf8)
    }

    // MARK: Scanning

    /// Where the tag's line starts, and whether only blanks (and no other tag) precede the tag on it.
    private func leftClearance(of tagStart: Int) -> (lineStart: Int, clear: Bool) {
        var position = tagStart
        while position > 0, source[position - 1] == UInt8(ascii: " ") || source[position - 1] == UInt8(ascii: "\t") {
            position -= 1
        }
        let atLineStart = position == 0 || source[position - 1] == UInt8(ascii: "\n")
        // `index` is where the previous tag ended: a tag before this one on the same line makes it not standalone.
        return (position, atLineStart && position >= index)
    }

    /// Where the tag's line ends (after its newline), and whether only blanks follow the tag on it.
    private func rightClearance(from tagEnd: Int) -> (lineEnd: Int, clear: Bool) {
        let position = skipBlanks(from: tagEnd)
        if position == source.count { return (position, true) }
        if source[position] == UInt8(ascii: "\n") { return (position + 1, true) }
        if source[position] == UInt8(ascii: "\r"), position + 1 < source.count, source[position + 1] == UInt8(ascii: "\n") {
            return (position + 2, true)
        }
        return (position, false)
    }

    private func skipBlanks(from start: Int) -> Int {
        var position = start
        while position < source.count, source[position] == UInt8(ascii: " ") || source[position] == UInt8(ascii: "\t") {
            position += 1
        }
        return position
    }

    private func trim(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(source[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(source[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let head = needle.first, needle.count <= source.count else { return nil }
        var position = start
        let last = source.count - needle.count
        while position <= last {
            if source[position] == head {
                var matched = 1
                while matched < needle.count, source[position + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return position }
            }
            position += 1
        }
        return nil
    }

    private func error(_ reason: MustacheError.Reason, at offset: Int) -> MustacheError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(offset, source.count) where source[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: source[lineStart..<min(offset, source.count)], as: UTF8.self).unicodeScalars.count + 1
        return MustacheError(reason, template: templateName, line: line, column: column)
    }
}
