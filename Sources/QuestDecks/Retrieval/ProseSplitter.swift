/// Splits Markdown prose into passages: paragraphs first (code blocks, headings, tables and HTML skipped), then
/// sentences, then, for sentences that chain independent clauses with semicolons, those clauses.
///
/// Sentence ends are found outside inline code only, so `.searchable(text:)` and `Route.self` never cut a sentence.
struct ProseSplitter {
    /// The paragraphs of `markdown` as single-line Markdown strings, list items and quotes unwrapped.
    func paragraphs(of markdown: String) -> [String] {
        var paragraphs: [String] = []
        var current: [String] = []
        var fence: String?
        func flush() {
            if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
            current = []
        }
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
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
                if next < characters.count, startsSentence(characters[next]), !isAbbreviation(characters, endingAt: index) {
                    appendTrimmed(characters[start...index], to: &sentences)
                    start = next
                    index = next
                    continue
                }
            }
            index += 1
        }
        if start < characters.count { appendTrimmed(characters[start...], to: &sentences) }
        return sentences
    }

    /// Semicolon-separated clauses of a sentence when every clause could stand alone (four words or more);
    /// otherwise the sentence itself. Each clause is capitalised and closed with a full stop.
    func clauses(of sentence: String) -> [String] {
        // Most sentences have no semicolon at all (a `;` byte is the only way to spell that character).
        guard sentence.utf8.contains(UInt8(ascii: ";")) else { return [sentence] }
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
        guard pieces.count > 1 else { return [sentence] }
        let cleaned = pieces.map(cleanClause)
        guard cleaned.allSatisfy({ $0.split(separator: " ").count >= 4 }) else { return [sentence] }
        return cleaned
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
    private func isAbbreviation(_ characters: [Character], endingAt index: Int) -> Bool {
        var start = index
        while start > 0, characters[start - 1] != " " { start -= 1 }
        let word = String(characters[start...index]).lowercased()
        return ["e.g.", "i.e.", "vs.", "etc.", "cf."].contains(word) || (word.count == 2 && word.first!.isLetter)
    }

    private func appendTrimmed(_ characters: ArraySlice<Character>, to sentences: inout [String]) {
        let text = String(characters).trimmingWhitespace()
        if !text.isEmpty { sentences.append(String(text)) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> Substring {
        let characters = self[...]
        let start = characters.firstIndex { !$0.isWhitespace } ?? characters.endIndex
        let end = characters.lastIndex { !$0.isWhitespace }.map { characters.index(after: $0) } ?? start
        return Substring(characters[start..<Swift.max(start, end)])
    }
}
