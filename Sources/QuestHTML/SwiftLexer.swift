internal import QuestMustache

/// A lexer just precise enough to colour Swift for reading: it never rejects input, and unterminated strings or
/// comments end at the end of the line or code. Bytes ≥ 0x80 count as identifier characters, as Swift allows.
struct SwiftLexer {
    let source: [UInt8]
    var output: [UInt8]
    private var position = 0
    /// Whether the last token ends an expression, so a following `.name` is a member access, not an implicit member.
    private var afterExpression = false

    init(source: [UInt8], output: [UInt8]) {
        self.source = source
        self.output = output
        self.output.reserveCapacity(output.count + source.count * 2)
    }

    mutating func highlightAll() {
        code(insideInterpolation: false)
    }

    // MARK: Code

    /// Lexes code; inside an interpolation it stops before the `)` that closes it.
    private mutating func code(insideInterpolation: Bool) {
        var parentheses = 0
        while position < source.count {
            let byte = source[position]
            let next = peek(1)
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                output.append(byte)
                position += 1
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                string(hashes: 0)
            case UInt8(ascii: "#"):
                hashPrefixed()
            case UInt8(ascii: "@") where Self.isIdentifierStart(next):
                span("hl-attribute", from: position, to: identifierEnd(from: position + 1))
                afterExpression = false
            case UInt8(ascii: "\\") where next == UInt8(ascii: ".") || Self.isIdentifierStart(next):
                keyPath()
            case UInt8(ascii: ".") where Self.isIdentifierStart(next) && !afterExpression:
                span("hl-member", from: position, to: identifierEnd(from: position + 1))
                afterExpression = true
            case UInt8(ascii: "."):
                output.append(byte)
                position += 1
                // After `a.`, the name that follows is a member, never a keyword.
                if Self.isIdentifierStart(next) { memberName() }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                span("hl-number", from: position, to: numberEnd(from: position))
                afterExpression = true
            case UInt8(ascii: "`"):
                let end = backtickEnd(from: position)
                plain(from: position, to: end)
                afterExpression = true
            case _ where Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$"):
                identifier()
            case UInt8(ascii: "("):
                parentheses += 1
                punctuation(endsExpression: false)
            case UInt8(ascii: ")"):
                if insideInterpolation && parentheses == 0 { return }
                parentheses -= 1
                punctuation(endsExpression: true)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                punctuation(endsExpression: true)
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                // Postfix (`a?.b`, `a!.b`) only when it touches the expression before it.
                let postfix = afterExpression && position > 0 && !Self.isSpace(source[position - 1])
                punctuation(endsExpression: postfix)
            default:
                punctuation(endsExpression: false)
            }
        }
    }

    private mutating func identifier() {
        let start = position
        let end = identifierEnd(from: position + (source[position] == UInt8(ascii: "$") ? 1 : 0))
        let word = source[start..<end]
        if Self.expressionKeywords.contains(word) {
            span("hl-keyword", from: start, to: end)
            afterExpression = true
        } else if Self.keywords.contains(word) && !isArgumentLabel(from: start, to: end) {
            span("hl-keyword", from: start, to: end)
            afterExpression = false
        } else if Self.isUppercase(source[start]) {
            span("hl-type", from: start, to: end)
            afterExpression = true
        } else {
            plain(from: start, to: end)
            afterExpression = true
        }
    }

    private mutating func memberName() {
        let end = identifierEnd(from: position)
        if Self.isUppercase(source[position]) {
            span("hl-type", from: position, to: end)
        } else {
            plain(from: position, to: end)
        }
        afterExpression = true
    }

    /// `for:` in `f(for: x)` or `g(a, in: y)` is an argument label, not a keyword.
    private func isArgumentLabel(from start: Int, to end: Int) -> Bool {
        guard byteAt(end) == UInt8(ascii: ":") else { return false }
        var before = start - 1
        while before >= 0, Self.isSpace(source[before]) { before -= 1 }
        return before >= 0 && (source[before] == UInt8(ascii: "(") || source[before] == UInt8(ascii: ","))
    }

    /// `#Preview`, `#if`, or the `#` that opens a raw string.
    private mutating func hashPrefixed() {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            string(hashes: hashes)
        } else if hashes == 1, Self.isIdentifierStart(peek(1)) {
            let end = identifierEnd(from: position + 1)
            let isDirective = Self.directives.contains(source[(position + 1)..<end])
            span(isDirective ? "hl-keyword" : "hl-macro", from: position, to: end)
            afterExpression = !isDirective
        } else {
            punctuation(endsExpression: false)
        }
    }

    /// `\.dismiss`, `\Lesson.title`, `\.items[0].name`, `\.a?.b`.
    private mutating func keyPath() {
        var end = position + 1
        if Self.isIdentifierStart(byteAt(end)) { end = identifierEnd(from: end) }
        while true {
            let byte = byteAt(end)
            if byte == UInt8(ascii: "."), Self.isIdentifierStart(byteAt(end + 1)) {
                end = identifierEnd(from: end + 1)
            } else if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"), byteAt(end + 1) == UInt8(ascii: ".") {
                end += 1
            } else {
                break
            }
        }
        span("hl-keypath", from: position, to: end)
        afterExpression = true
    }

    // MARK: Strings

    /// A string literal starting at `position` after its `hashes` leading `#`s: `"…"`, `"""…"""`, `#"…"#`.
    private mutating func string(hashes: Int) {
        open("hl-string")
        let quoteStart = position + hashes
        let multiline = byteAt(quoteStart + 1) == UInt8(ascii: "\"") && byteAt(quoteStart + 2) == UInt8(ascii: "\"")
        let quoteCount = multiline ? 3 : 1
        copyEscaped(to: quoteStart + quoteCount)
        while position < source.count {
            let byte = source[position]
            if byte == UInt8(ascii: "\"") && closes(at: position, quotes: quoteCount, hashes: hashes) {
                copyEscaped(to: position + quoteCount + hashes)
                break
            }
            if byte == UInt8(ascii: "\\") && hashesFollow(position + 1, count: hashes) {
                let afterHashes = position + 1 + hashes
                if byteAt(afterHashes) == UInt8(ascii: "(") {
                    interpolation(opening: afterHashes + 1)
                } else {
                    // An escape such as `\"` or `\n`: copy it whole so its quote does not close the string.
                    copyEscaped(to: min(afterHashes + 1, source.count))
                }
                continue
            }
            if byte == UInt8(ascii: "\n") && !multiline { break }
            copyEscaped(to: position + 1)
        }
        close()
        afterExpression = true
    }

    private mutating func interpolation(opening end: Int) {
        open("hl-interpolation")
        copyEscaped(to: end)
        let saved = afterExpression
        afterExpression = false
        code(insideInterpolation: true)
        afterExpression = saved
        if position < source.count { copyEscaped(to: position + 1) }
        close()
    }

    private func closes(at index: Int, quotes: Int, hashes: Int) -> Bool {
        for offset in 0..<quotes where byteAt(index + offset) != UInt8(ascii: "\"") { return false }
        return hashesFollow(index + quotes, count: hashes)
    }

    private func hashesFollow(_ index: Int, count: Int) -> Bool {
        for offset in 0..<count where byteAt(index + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    // MARK: Comments and numbers

    private mutating func lineComment() {
        var end = position
        while end < source.count, source[end] != UInt8(ascii: "\n") { end += 1 }
        span("hl-comment", from: position, to: end)
    }

    /// `/* a /* b */ c */`: Swift block comments nest.
    private mutating func blockComment() {
        var end = position + 2
        var depth = 1
        while end < source.count, depth > 0 {
            if source[end] == UInt8(ascii: "/"), byteAt(end + 1) == UInt8(ascii: "*") {
                depth += 1
                end += 2
            } else if source[end] == UInt8(ascii: "*"), byteAt(end + 1) == UInt8(ascii: "/") {
                depth -= 1
                end += 2
            } else {
                end += 1
            }
        }
        span("hl-comment", from: position, to: min(end, source.count))
    }

    /// `42`, `1_000.5e3`, `0x1F`, `0b1010`, `0o17`, `0x1p-2`.
    private func numberEnd(from start: Int) -> Int {
        var end = start
        let radixMarker = byteAt(start + 1) | 0x20
        if source[start] == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(radixMarker) {
            let hex = radixMarker == UInt8(ascii: "x")
            end = start + 2
            while Self.isHexDigit(byteAt(end)) || byteAt(end) == UInt8(ascii: "_") { end += 1 }
            if hex, byteAt(end) == UInt8(ascii: "."), Self.isHexDigit(byteAt(end + 1)) {
                end += 1
                while Self.isHexDigit(byteAt(end)) || byteAt(end) == UInt8(ascii: "_") { end += 1 }
            }
            if hex, byteAt(end) | 0x20 == UInt8(ascii: "p") { end = exponentEnd(from: end) }
            return end
        }
        while Self.isDigit(byteAt(end)) || byteAt(end) == UInt8(ascii: "_") { end += 1 }
        if byteAt(end) == UInt8(ascii: "."), Self.isDigit(byteAt(end + 1)) {
            end += 1
            while Self.isDigit(byteAt(end)) || byteAt(end) == UInt8(ascii: "_") { end += 1 }
        }
        if byteAt(end) | 0x20 == UInt8(ascii: "e") { end = exponentEnd(from: end) }
        return end
    }

    private func exponentEnd(from marker: Int) -> Int {
        var end = marker + 1
        if byteAt(end) == UInt8(ascii: "+") || byteAt(end) == UInt8(ascii: "-") { end += 1 }
        guard Self.isDigit(byteAt(end)) else { return marker }
        while Self.isDigit(byteAt(end)) || byteAt(end) == UInt8(ascii: "_") { end += 1 }
        return end
    }

    // MARK: Output

    private mutating func span(_ className: String, from start: Int, to end: Int) {
        open(className)
        HTMLEscaping.escape(utf8: source, range: start..<end, into: &output)
        close()
        position = end
    }

    private mutating func plain(from start: Int, to end: Int) {
        HTMLEscaping.escape(utf8: source, range: start..<end, into: &output)
        position = end
    }

    private mutating func punctuation(endsExpression: Bool) {
        plain(from: position, to: position + 1)
        afterExpression = endsExpression
    }

    private mutating func copyEscaped(to end: Int) {
        plain(from: position, to: min(end, source.count))
    }

    private mutating func open(_ className: String) {
        output.append(contentsOf: Self.spanOpen)
        output.append(contentsOf: className.utf8)
        output.append(contentsOf: Self.spanOpenEnd)
    }

    private mutating func close() {
        output.append(contentsOf: Self.spanClose)
    }

    private static let spanOpen = Array("<span class=\"".utf8)
    private static let spanOpenEnd = Array("\">".utf8)
    private static let spanClose = Array("</span>".utf8)

    // MARK: Characters

    private func peek(_ offset: Int) -> UInt8 { byteAt(position + offset) }

    private func byteAt(_ index: Int) -> UInt8 { index < source.count ? source[index] : 0 }

    private func identifierEnd(from start: Int) -> Int {
        var end = start
        while end < source.count, Self.isIdentifierPart(source[end]) { end += 1 }
        return end
    }

    private func backtickEnd(from start: Int) -> Int {
        var end = start + 1
        while end < source.count, source[end] != UInt8(ascii: "`"), source[end] != UInt8(ascii: "\n") { end += 1 }
        return min(end + 1, source.count)
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }

    private static func words(_ list: String) -> Set<ArraySlice<UInt8>> {
        Set(list.split(separator: " ").map { ArraySlice(Array($0.utf8)) })
    }

    /// Keywords after which a `.name` is a member access (`self.name`, `super.init`).
    private static let expressionKeywords = words("self Self super true false nil init")

    private static let keywords = words("""
        actor any as associatedtype async await borrowing break case catch class consuming continue convenience \
        default defer deinit didSet do dynamic else enum extension fallthrough fileprivate final for func get guard \
        if import in indirect inout internal is lazy let macro mutating nonisolated nonmutating open operator \
        optional override package precedencegroup private protocol public repeat required rethrows return sending \
        set some static struct subscript switch throw throws try typealias unowned var weak where while willSet
        """)

    private static let directives = words(
        "if elseif else endif available unavailable sourceLocation warning error"
    )
}
