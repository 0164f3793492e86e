/// Fenced code blocks that are never closed: CommonMark turns the rest of their container (often the whole file)
/// into code, so the parts after them silently vanish. Saying so points the author at the missing fence.
extension LessonBodyParser {
    mutating func reportUnclosedCodeBlocks() {
        for block in codeBlocks {
            guard let opening = fence(onLine: block.line, fromColumn: block.column) else { continue }
            let closed = block.endLine > block.line && isClosingFence(line: block.endLine, matching: opening)
            if !closed {
                warn(block.line, .unclosedCodeBlock,
                     "this code block is never closed: add a line `\(String(repeating: opening.character, count: opening.count))` where it ends, or everything after it is read as code")
            }
        }
    }

    /// The fence character and length that open a fenced block, or nil for an indented block.
    private func fence(onLine line: Int, fromColumn column: Int) -> (character: Character, count: Int)? {
        guard source.lines.indices.contains(line - 1) else { return nil }
        let text = Substring(source.lines[line - 1].unicodeScalars.dropFirst(column - 1)).drop { $0 == " " }
        guard let character = text.first, character == "`" || character == "~" else { return nil }
        let count = text.prefix { $0 == character }.count
        return count >= 3 ? (character, count) : nil
    }

    /// True when `line`, without its container's `>` and indentation, is only fence characters, enough of them.
    private func isClosingFence(line: Int, matching opening: (character: Character, count: Int)) -> Bool {
        guard source.lines.indices.contains(line - 1) else { return false }
        let text = source.lines[line - 1].drop { $0 == " " || $0 == ">" || $0 == "\t" }.trimmingWhitespace
        return text.count >= opening.count && text.allSatisfy { $0 == opening.character }
    }
}
