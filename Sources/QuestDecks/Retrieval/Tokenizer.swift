/// Turns prose and code into search terms: words and identifiers, identifiers split at case changes, stop words
/// dropped, every term stemmed. `.searchable(text:)` gives `searchabl` and `text`; `visibilityPriority` gives
/// `visibilitypriority`, `visibl` and `prioriti`, so a question can name the API or describe it in words.
public struct Tokenizer: Sendable {
    private let stemmer = PorterStemmer()

    public init() {}

    /// The stemmed terms of `text`, in order, with repeats.
    public func terms(_ text: String) -> [String] {
        var result: [String] = []
        for word in words(in: text) {
            let parts = identifierParts(word)
            if parts.count > 1 {
                let whole = word.lowercased()
                result.append(whole)
            }
            for part in parts {
                let lower = part.lowercased()
                if StopWords.english.contains(lower) { continue }
                result.append(stemmer.stem(lower))
            }
        }
        return result
    }

    /// Runs of letters and digits (an underscore joins them, as in identifiers).
    func words(in text: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let isWordCharacter = character.isLetter || character.isNumber || character == "_"
            if isWordCharacter, start == nil { start = index }
            if !isWordCharacter, let begin = start {
                words.append(text[begin..<index])
                start = nil
            }
            index = text.index(after: index)
        }
        if let begin = start { words.append(text[begin..<text.endIndex]) }
        return words
    }

    /// `topBarPinnedTrailing` → `top`, `Bar`, `Pinned`, `Trailing`; `URLSession` → `URL`, `Session`; `snake_case` → two.
    func identifierParts(_ word: Substring) -> [Substring] {
        var parts: [Substring] = []
        let characters = Array(word.indices)
        var partStart = word.startIndex
        for (offset, index) in characters.enumerated() where offset > 0 {
            let current = word[index]
            let previous = word[characters[offset - 1]]
            let next: Character? = offset + 1 < characters.count ? word[characters[offset + 1]] : nil
            var boundary = false
            if current == "_" || previous == "_" {
                boundary = true
            } else if current.isUppercase && previous.isLowercase {
                boundary = true
            } else if current.isUppercase && previous.isUppercase, let next, next.isLowercase {
                boundary = true
            } else if current.isNumber != previous.isNumber {
                boundary = true
            }
            if boundary {
                parts.append(word[partStart..<index])
                partStart = index
            }
        }
        parts.append(word[partStart..<word.endIndex])
        return parts.filter { !$0.isEmpty && $0 != "_" }
    }
}
