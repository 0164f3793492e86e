/// How deeply a Swift file's brackets nest, read before the file is parsed: SwiftParser's lookahead grows
/// exponentially with nested square brackets (`[[[[…1…]]]]`: 3 s at 18 levels, 13 s at 20, measured), and a nesting
/// thousands deep overflows its stack, in quest's own process. A file past either limit is refused unread.
///
/// The brackets counted are those of code: comments, string literals (their interpolations read as code), raw
/// strings, regular expression literals and backquoted names are stepped over, so that `"[[[["` counts for nothing
/// and `"]]]]"` takes nothing away.
public struct BracketNesting: Sendable, Equatable {
    /// The most square brackets open at once that a file may have: `[[String: [Int]]]` is three.
    public static let maximumSquare = 12
    /// The most brackets of any kind (`(`, `[`, `{`) open at once: far deeper than any view body.
    public static let maximumAny = 100

    /// The deepest square-bracket nesting, and where it was first reached.
    public private(set) var square = 0
    public private(set) var squarePlace = ParsedSwiftFile.Location(line: 1, column: 1)
    /// The deepest nesting of all brackets together, and where it was first reached.
    public private(set) var any = 0
    public private(set) var anyPlace = ParsedSwiftFile.Location(line: 1, column: 1)

    /// Scans `text`.
    public init(text: String) {
        let bytes = Array(text.utf8)
        var counter = Counter(bytes: bytes)
        var scanner = Scanner(bytes: bytes)
        scanner.scanCode(counting: &counter, untilClosingParenthesis: false)
        (square, squarePlace) = (counter.square, counter.place(counter.squareAt))
        (any, anyPlace) = (counter.any, counter.place(counter.anyAt))
    }

    /// Why the file is refused unread, and where; nil when its nesting is within both limits.
    public var refusal: (location: ParsedSwiftFile.Location, message: String)? {
        if square > Self.maximumSquare {
            return (squarePlace, "square brackets nested \(square) deep here: quest reads at most \(Self.maximumSquare) (`[[String: [Int]]]` is 3); build deep values in steps, with names")
        }
        if any > Self.maximumAny {
            return (anyPlace, "brackets nested \(any) deep here: quest reads at most \(Self.maximumAny); split the expression into named parts")
        }
        return nil
    }

    /// Open brackets seen, and the deepest point of each count.
    private struct Counter {
        let bytes: [UInt8]
        var open: [UInt8] = []
        var squareOpen = 0
        var square = 0
        var squareAt = 0
        var any = 0
        var anyAt = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func see(_ index: Int) {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(bytes[index])
                if open.count > any { (any, anyAt) = (open.count, index) }
                if bytes[index] == UInt8(ascii: "[") {
                    squareOpen += 1
                    if squareOpen > square { (square, squareAt) = (squareOpen, index) }
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if open.popLast() == UInt8(ascii: "[") { squareOpen -= 1 }
            default:
                break
            }
        }

        /// The line and column (in UTF-8 bytes, as the compiler counts them) of the byte at `index`.
        func place(_ index: Int) -> ParsedSwiftFile.Location {
            let before = bytes[..<index]
            let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return ParsedSwiftFile.Location(line: line, column: index - lineStart + 1)
        }
    }

    /// Walks code, stepping over comments, strings and backquoted names, and into string interpolations.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        func starts(_ text: String, at offset: Int) -> Bool {
            let pattern = Array(text.utf8)
            guard offset + pattern.count <= bytes.count else { return false }
            return pattern.indices.allSatisfy { bytes[offset + $0] == pattern[$0] }
        }

        /// Counts the brackets of code from `index`; inside an interpolation, returns after the `)` that closes it.
        mutating func scanCode(counting counter: inout Counter, untilClosingParenthesis interpolation: Bool) {
            var parentheses = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/"), starts("//", at: index) {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/"), starts("/*", at: index) {
                    skipBlockComment()
                    continue
                }
                if byte == UInt8(ascii: "#"), starts("#/", at: index) {
                    // An extended regular expression literal, to `/#`.
                    index += 2
                    while index < bytes.count, !starts("/#", at: index) { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "/"), startsRegex(at: index), let end = regexEnd(from: index) {
                    // A regular expression literal, on one line, to its closing slash.
                    index = end
                    continue
                }
                if byte == UInt8(ascii: "`") {
                    // A backquoted name, on one line.
                    index += 1
                    while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                    var hashes = 0
                    while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                    if index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "\"") {
                        index += hashes
                        scanString(hashes: hashes, counting: &counter)
                        continue
                    }
                }
                if interpolation {
                    if byte == UInt8(ascii: "(") { parentheses += 1 }
                    if byte == UInt8(ascii: ")") {
                        if parentheses == 0 {
                            index += 1
                            return
                        }
                        parentheses -= 1
                    }
                }
                counter.see(index)
                index += 1
            }
        }

        /// True when the `/` at `offset` may open a regular expression literal rather than divide or end an
        /// operator: right before it is a space or an opening bracket or separator (never an operator's character, as
        /// in `|/`); before that, past spaces, an opening bracket, a separator, `=`, a keyword that starts an
        /// expression (`return`), or nothing; and a space does not follow it.
        func startsRegex(at offset: Int) -> Bool {
            guard offset + 1 < bytes.count, bytes[offset + 1] != UInt8(ascii: " "), bytes[offset + 1] != UInt8(ascii: "\n") else { return false }
            guard offset == 0 || " \t\n([{,:;".utf8.contains(bytes[offset - 1]) else { return false }
            var before = offset - 1
            while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
            guard before >= 0 else { return true }
            if "([{,=:;\n".utf8.contains(bytes[before]) { return true }
            var start = before
            while start > 0, Character(UnicodeScalar(bytes[start - 1])).isLetter { start -= 1 }
            let word = String(decoding: bytes[start...before], as: UTF8.self)
            return ["return", "case", "in", "throw", "try", "await", "where", "if", "guard", "while", "else", "some", "any"].contains(word)
        }

        /// Past the closing `/` of a regular expression literal opening at `offset`, on the same line; nil when the
        /// line has none (then the `/` is an operator after all).
        func regexEnd(from offset: Int) -> Int? {
            var index = offset + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                if bytes[index] == UInt8(ascii: "/") { return index + 1 }
                index += 1
            }
            return nil
        }

        mutating func skipBlockComment() {
            var depth = 0
            while index < bytes.count {
                if starts("/*", at: index) {
                    depth += 1
                    index += 2
                } else if starts("*/", at: index) {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// From the opening quote of a string with `hashes` `#` before it (a raw string when more than none) to
        /// past its closing delimiter; interpolations (`\(…)`, `\#(…)`) are scanned as code.
        mutating func scanString(hashes: Int, counting counter: inout Counter) {
            let multiline = starts("\"\"\"", at: index)
            index += multiline ? 3 : 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: index + 1) {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        // An interpolation nests as a parenthesis does: 20,000 of them inside each other took the
                        // parser past 20 GB (measured), so they count toward the limit.
                        counter.see(after)
                        index = after + 1
                        scanCode(counting: &counter, untilClosingParenthesis: true)
                        if index > 0, index <= bytes.count, bytes[index - 1] == UInt8(ascii: ")") { counter.see(index - 1) }
                    } else {
                        index = after + 1
                    }
                    continue
                }
                if byte == UInt8(ascii: "\n"), !multiline { return }
                let closes = multiline ? starts("\"\"\"", at: index) : byte == UInt8(ascii: "\"")
                if closes, hasHashes(hashes, at: index + (multiline ? 3 : 1)) {
                    index += (multiline ? 3 : 1) + hashes
                    return
                }
                index += 1
            }
        }

        func hasHashes(_ count: Int, at offset: Int) -> Bool {
            offset + count <= bytes.count && (0..<count).allSatisfy { bytes[offset + $0] == UInt8(ascii: "#") }
        }
    }
}
