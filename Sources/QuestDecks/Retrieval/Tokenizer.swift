import Synchronization

/// Turns prose and code into search terms: words and identifiers, identifiers split at case changes, stop words
/// dropped, every term stemmed. `.searchable(text:)` gives `searchabl` and `text`; `visibilityPriority` gives
/// `visibilitypriority`, `visibl` and `prioriti`, so a question can name the API or describe it in words.
///
/// Works on Unicode scalars rather than characters: word boundaries here never depend on grapheme clusters, and
/// scalars are several times faster to walk.
public struct Tokenizer: Sendable {
    private let stemmer = PorterStemmer()

    /// Each word's terms, once worked out: a course repeats its vocabulary in every lesson, and splitting, lowercasing
    /// and stemming a word costs far more than looking it up. Shared by every tokenizer and thread.
    private static let cache = Mutex<[String: [String]]>([:])
    /// Distinct words kept at most, so that a huge course cannot grow the cache without bound.
    private static let cacheLimit = 200_000

    public init() {}

    /// The stemmed terms of `text`, in order, with repeats.
    public func terms(_ text: String) -> [String] {
        var result: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if Self.isWordScalar(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                result += terms(ofWord: String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { result += terms(ofWord: String(word)) }
        return result
    }

    /// The terms of one word (a run that `words(in:)` finds), from the cache when it was seen before.
    private func terms(ofWord word: String) -> [String] {
        if let cached = Self.cache.withLock({ $0[word] }) { return cached }
        var result: [String] = []
        let parts = identifierParts(Array(word.unicodeScalars))
        if parts.count > 1 {
            result.append(word.lowercased())
        }
        for part in parts {
            let lower = String(String.UnicodeScalarView(part)).lowercased()
            if StopWords.english.contains(lower) { continue }
            result.append(stemmer.stem(lower))
        }
        Self.cache.withLock { cache in
            if cache.count < Self.cacheLimit { cache[word] = result }
        }
        return result
    }

    /// Runs of letters and digits (an underscore joins them, as in identifiers).
    func words(in text: String) -> [[Unicode.Scalar]] {
        var words: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            if Self.isWordScalar(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `topBarPinnedTrailing` → `top`, `Bar`, `Pinned`, `Trailing`; `URLSession` → `URL`, `Session`; `snake_case` → two.
    func identifierParts(_ word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = []
        var start = 0
        for index in word.indices where index > 0 {
            let current = word[index]
            let previous = word[index - 1]
            let next = index + 1 < word.count ? word[index + 1] : nil
            var boundary = false
            if current == "_" || previous == "_" {
                boundary = true
            } else if Self.isUppercase(current) && Self.isLowercase(previous) {
                boundary = true
            } else if Self.isUppercase(current) && Self.isUppercase(previous), let next, Self.isLowercase(next) {
                boundary = true
            } else if Self.isDigit(current) != Self.isDigit(previous) {
                boundary = true
            }
            if boundary {
                parts.append(Array(word[start..<index]))
                start = index
            }
        }
        parts.append(Array(word[start...]))
        return parts.filter { !$0.isEmpty && $0 != ["_"] }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
    }
}
