/// Splits Markdown prose into passages: paragraphs first (code blocks, headings, tables and HTML skipped), then
/// sentences, then, for sentences that chain independent clauses with semicolons, those clauses.
///
/// Sentence ends are found outside inline code only, so `.searchable(text:)` and `Route.self` never cut a sentence.
struct ProseSplitter {
    /// The paragraphs of `markdown` as single-line Markdown strings, list items and quotes unwrapped.
    /// `limit` stops after that many paragraphs, for callers that need only the first.
    func paragraphs(of markdown: String, limit: Int = .max) -> [String] {
        var paragraphs: [String] = []
        var current: [String] = []
        var fence: String?
        func flush() {
            if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
            current = []
        }
        for rawLine in lines(of: markdown) {
            if paragraphs.count >= limit { return paragraphs }
            let line = rawLine.trimmingWhitespace()
            if let open = fence {
                if line.hasPrefix(open) { fence = nil }
                continue
            }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                flush()
                fence = String(line.prefix(3))
                continue
            }
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("|") || line.hasPrefix("<") || line == "---" || line == "***" {
                flush()
                continue
            }
            var text = Substring(line)
            while text.hasPrefix(">") { text = text.dropFirst().drop { $0 == " " } }
            if let item = listItemBody(text) {
                flush()
                text = item
            }
            if !text.isEmpty { current.append(String(text)) }
        }
        flush()
        return paragraphs
    }

    /// `text` split at each `\n` character, empty lines kept.
    ///
    /// Searches the UTF-8 bytes, which cuts at the same places as splitting the characters whenever the text has no
    /// `\r` (with one, `\r\n` is a single character that a character split leaves whole).
    private func lines(of text: String) -> [Substring] {
        let bytes = text.utf8
        guard !bytes.contains(UInt8(ascii: "\r")) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(text[start..<end])
            start = bytes.index(after: end)
        }
        lines.append(text[start...])
        return lines
    }

    /// The text after a list marker (`- `, `* `, `+ `, `1. `, `2) `), or nil when the line is not a list item.
    private func listItemBody(_ line: Substring) -> Substring? {
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            return line.dropFirst(2)
        }
        let digits = line.prefix { $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let rest = line.dropFirst(digits.count)
        guard let marker = rest.first, marker == "." || marker == ")", rest.dropFirst().first == " " else { return nil }
        return rest.dropFirst(2)
    }

    /// The sentences of one paragraph, each trimmed and ending in its own punctuation.
    func sentences(of paragraph: String) -> [String] {
        let characters = Array(paragraph)
        // Where each character starts (and, last, the end), so that a sentence is cut out of the paragraph as a
        // substring instead of being rebuilt one character at a time.
        var bounds = Array(paragraph.indices)
        bounds.append(paragraph.endIndex)
        var sentences: [String] = []
        var start = 0
        var inCode = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "`" { inCode.toggle() }
            if !inCode, character == "." || character == "!" || character == "?", index + 1 < characters.count, characters[index + 1] == " " {
                var next = index + 1
                while next < characters.count, characters[next] == " " { next += 1 }
                if next < characters.count, startsSentence(characters[next]),
                   !isAbbreviation(characters, endingAt: index, in: paragraph, bounds: bounds) {
                    appendTrimmed(paragraph[bounds[start]..<bounds[index + 1]], to: &sentences)
                    start = next
                    index = next
                    continue
                }
            }
            index += 1
        }
        if start < characters.count { appendTrimmed(paragraph[bounds[start]...], to: &sentences) }
        return sentences
    }

    /// Semicolon-separated clauses of a sentence when every clause could stand alone (four words or more);
    /// otherwise the sentence itself. Each clause is capitalised and closed with a full stop.
    func clauses(of sentence: String) -> [String] {
        // Most sentences have no semicolon at all (a `;` byte is the only way to spell that character).
        guard sentence.utf8.contains(UInt8(ascii: ";")) else { return [sentence] }
        let pieces = Self.byteSplitPieces(of: sentence) ?? Self.characterSplitPieces(of: sentence)
        guard pieces.count > 1 else { return [sentence] }
        let cleaned = pieces.map(cleanClause)
        guard cleaned.allSatisfy({ $0.split(separator: " ").count >= 4 }) else { return [sentence] }
        return cleaned
    }

    /// The pieces between semicolons outside code spans, found by walking characters.
    private static func characterSplitPieces(of sentence: String) -> [String] {
        let characters = Array(sentence)
        var pieces: [String] = []
        var start = 0
        var inCode = false
        for (index, character) in characters.enumerated() {
            if character == "`" { inCode.toggle() }
            if !inCode, character == ";" {
                pieces.append(String(characters[start..<index]))
                start = index + 1
            }
        }
        pieces.append(String(characters[start...]))
        return pieces
    }

    /// The same pieces found by walking UTF-8 bytes, without building an array of characters; nil when a `;` or a
    /// backtick touches a non-ASCII byte, where it could be part of a larger character (a combining mark after it),
    /// and only `characterSplitPieces` gives the same answer.
    private static func byteSplitPieces(of sentence: String) -> [String]? {
        let bytes = Array(sentence.utf8)
        var pieces: [String] = []
        var start = 0
        var inCode = false
        for (index, byte) in bytes.enumerated() where byte == 0x3b || byte == 0x60 {
            if index > 0, bytes[index - 1] >= 0x80 { return nil }
            if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return nil }
            if byte == 0x60 { inCode.toggle() }
            if !inCode, byte == 0x3b {
                pieces.append(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index + 1
            }
        }
        pieces.append(String(decoding: bytes[start...], as: UTF8.self))
        return pieces
    }

    private func cleanClause(_ piece: String) -> String {
        var text = Substring(piece).trimmingWhitespace()
        for conjunction in ["and ", "but ", "or "] where text.hasPrefix(conjunction) {
            text = text.dropFirst(conjunction.count)
        }
        var clause = String(text)
        if let last = clause.last, !".!?".contains(last) {
            if last == "," || last == ":" { clause.removeLast() }
            clause += "."
        }
        if let first = clause.first, first.isLowercase {
            clause = first.uppercased() + clause.dropFirst()
        }
        return clause
    }

    private func startsSentence(_ character: Character) -> Bool {
        character.isUppercase || character.isNumber || "`*_[\"“(".contains(character)
    }

    /// `e.g.`, `i.e.`, `vs.` and single initials do not end sentences.
    private func isAbbreviation(
        _ characters: [Character], endingAt index: Int, in paragraph: String, bounds: [String.Index]
    ) -> Bool {
        var start = index
        while start > 0, characters[start - 1] != " " { start -= 1 }
        let word = paragraph[bounds[start]..<bounds[index + 1]].lowercased()
        return ["e.g.", "i.e.", "vs.", "etc.", "cf."].contains(word) || (word.count == 2 && word.first!.isLetter)
    }

    private func appendTrimmed(_ text: Substring, to sentences: inout [String]) {
        let text = text.trimmingWhitespace()
        if !text.isEmpty { sentences.append(String(text)) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> Substring {
        // Most lines start and end with a visible ASCII character: answered from those two, without a Unicode
        // property lookup for every character (a tenth of the interview deck's time, measured).
        if let first = first?.asciiValue, let last = last?.asciiValue, Self.isVisibleASCII(first), Self.isVisibleASCII(last) {
            return Substring(self[...])
        }
        let characters = self[...]
        let start = characters.firstIndex { !$0.isWhitespace } ?? characters.endIndex
        let end = characters.lastIndex { !$0.isWhitespace }.map { characters.index(after: $0) } ?? start
        return Substring(characters[start..<Swift.max(start, end)])
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
