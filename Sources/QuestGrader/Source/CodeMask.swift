/// A Swift file's UTF-8 bytes with every comment and string literal blanked out (newlines kept), so that searching
/// for declarations, `#Preview` or braces can never be fooled by text inside a string or a comment.
///
/// Handles line and nested block comments, single-line, multi-line and raw strings (`#"…"#`), and interpolations
/// (`\(…)`, `\#(…)`) with strings nested inside them. Regex literals are not recognised; a `/` is code.
struct CodeMask {
    /// Same length as the source: code bytes as they are, comment and string bytes as spaces (newlines kept).
    let bytes: [UInt8]

    init(_ source: [UInt8]) {
        var scanner = Scanner(source: source)
        scanner.scanCode(until: nil)
        bytes = scanner.mask
    }

    private struct Scanner {
        let source: [UInt8]
        var mask: [UInt8]
        var index = 0

        init(source: [UInt8]) {
            self.source = source
            self.mask = source
        }

        func byte(at offset: Int) -> UInt8? { offset < source.count ? source[offset] : nil }

        mutating func blank(_ range: Range<Int>) {
            for position in range where position < mask.count && mask[position] != UInt8(ascii: "\n") {
                mask[position] = UInt8(ascii: " ")
            }
        }

        /// Scans code until the byte `closer` at nesting depth zero (for interpolations), or to the end.
        mutating func scanCode(until closer: UInt8?) {
            var depth = 0
            while index < source.count {
                let current = source[index]
                if current == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "/") {
                    let start = index
                    while index < source.count, source[index] != UInt8(ascii: "\n") { index += 1 }
                    blank(start..<index)
                } else if current == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                    scanBlockComment()
                } else if current == UInt8(ascii: "#") || current == UInt8(ascii: "\"") {
                    if !scanStringIfPresent() { index += 1 }
                } else if closer != nil, current == UInt8(ascii: "(") {
                    depth += 1
                    index += 1
                } else if let closer, current == closer {
                    if depth == 0 { return }
                    depth -= 1
                    index += 1
                } else {
                    index += 1
                }
            }
        }

        mutating func scanBlockComment() {
            let start = index
            var depth = 0
            while index < source.count {
                if source[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if source[index] == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { break }
                } else {
                    index += 1
                }
            }
            blank(start..<index)
        }

        /// At `#` or `"`: scans a (raw) string literal when one starts here and returns true.
        mutating func scanStringIfPresent() -> Bool {
            let start = index
            var hashes = 0
            var cursor = index
            while byte(at: cursor) == UInt8(ascii: "#") {
                hashes += 1
                cursor += 1
            }
            guard byte(at: cursor) == UInt8(ascii: "\"") else { return false }
            let multiline = byte(at: cursor + 1) == UInt8(ascii: "\"") && byte(at: cursor + 2) == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            index = cursor + quotes
            var contentStart = start
            while index < source.count {
                let current = source[index]
                if current == UInt8(ascii: "\\"), isHashes(hashes, at: index + 1) {
                    let afterHashes = index + 1 + hashes
                    if byte(at: afterHashes) == UInt8(ascii: "(") {
                        blank(contentStart..<(afterHashes + 1))
                        index = afterHashes + 1
                        scanCode(until: UInt8(ascii: ")"))
                        index += 1
                        contentStart = index - 1
                        blank(contentStart..<index)
                        contentStart = index
                    } else {
                        index = afterHashes + 1
                    }
                } else if current == UInt8(ascii: "\""), isQuotes(quotes, at: index), isHashes(hashes, at: index + quotes) {
                    index += quotes + hashes
                    blank(contentStart..<index)
                    return true
                } else if current == UInt8(ascii: "\n"), !multiline {
                    blank(contentStart..<index)
                    return true
                } else {
                    index += 1
                }
            }
            blank(contentStart..<index)
            return true
        }

        func isHashes(_ count: Int, at offset: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "#") }
        }

        func isQuotes(_ count: Int, at offset: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: offset + $0) == UInt8(ascii: "\"") }
        }
    }
}
