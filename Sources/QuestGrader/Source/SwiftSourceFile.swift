import QuestSyntax

/// A learner's Swift file, read with a `CodeMask` so that comments and strings never count as code: the types it
/// declares (what the glue and the exercise finder look for), and the copy the grader compiles (previews and `@main`
/// set aside by the toolchain's parser). What learner code may contain is decided on the parsed tree, never on this
/// scan (`LearnerAdmission`).
public struct SwiftSourceFile: Sendable {
    /// The path relative to the learner's folder.
    public var path: String
    public var text: String
    private let source: [UInt8]
    /// The source with comments and strings blanked (`CodeMask`): what every search of this file reads.
    private let code: [UInt8]
    private let tokens: [Token]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.source = Array(text.utf8)
        self.code = CodeMask(source).bytes
        self.tokens = Token.scan(code)
    }

    /// A type declaration: `struct ContentView`, `final class Router`.
    public struct Declaration: Hashable, Sendable {
        public var kind: String
        public var name: String
        public var line: Int
        /// The names in its inheritance clause (`View`, `Check`; `Hashable` and `Codable` for `enum Route: Hashable, Codable`).
        public var inherits: [String] = []
        /// The byte offsets between its braces, when it has a body.
        public var body: Range<Int>?
    }

    /// Every `struct`, `class`, `enum`, `actor` and `protocol` declared in the file, nested ones included.
    public var declarations: [Declaration] {
        var found: [Declaration] = []
        for (position, token) in tokens.enumerated() where Self.typeKeywords.contains(token.text) {
            guard position + 1 < tokens.count, tokens[position + 1].isWord,
                  !Self.memberKeywords.contains(tokens[position + 1].text) else { continue }
            let body = bodyOpening(after: position).flatMap { open in
                matching(from: open).map { close in tokens[open].end..<tokens[close].start }
            }
            found.append(Declaration(kind: token.text, name: tokens[position + 1].text, line: line(of: token.start),
                                     inherits: inheritance(after: position + 1), body: body))
        }
        return found
    }

    /// The types the file extends (`Router` for `extension Router: Equatable {}`), members or not.
    public var extendedTypes: Set<String> {
        var found: Set<String> = []
        for (position, token) in tokens.enumerated() where token.isWord && token.text == "extension" {
            if position + 1 < tokens.count, tokens[position + 1].isWord { found.insert(tokens[position + 1].text) }
        }
        return found
    }

    /// The words of the inheritance clause after the name at `position` (`: View, Equatable`), up to `{` or `where`.
    private func inheritance(after position: Int) -> [String] {
        var cursor = position + 1
        // Generic parameters (`struct Box<T>`) come before the clause.
        if cursor < tokens.count, tokens[cursor].text == "<" {
            while cursor < tokens.count, tokens[cursor].text != ">" { cursor += 1 }
            cursor += 1
        }
        guard cursor < tokens.count, tokens[cursor].text == ":" else { return [] }
        var names: [String] = []
        cursor += 1
        while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].text != "where" {
            if tokens[cursor].isWord { names.append(tokens[cursor].text) }
            cursor += 1
        }
        return names
    }

    /// The line of the first `func name` (comments and strings ignored).
    public func lineOfFunction(_ name: String) -> Int? {
        for (position, token) in tokens.enumerated() where token.text == "func" {
            if position + 1 < tokens.count, tokens[position + 1].text == name { return line(of: token.start) }
        }
        return nil
    }

    /// The byte offsets where the word `word` stands alone as code (`onOpenURL`; not in a comment or a string).
    public func offsets(ofWord word: String) -> [Int] {
        tokens.filter { $0.isWord && $0.text == word }.map(\.start)
    }

    /// The code (comments and strings blanked) in `range`, as text.
    public func code(in range: Range<Int>) -> String {
        String(decoding: code[range], as: UTF8.self)
    }

    /// A part of the file the grader does not compile.
    public struct SetAside: Hashable, Sendable {
        /// `#Preview`, `PreviewProvider` or `@main`.
        public var what: String
        public var line: Int
    }

    /// The text to compile: `#Preview { … }` blocks, types conforming to `PreviewProvider` and the `@main` attribute
    /// replaced by spaces, so every other line and column stays where the learner wrote it.
    ///
    /// The parts come from the toolchain's parser (`ParsedSwiftFile`), not from this file's scanner, so that what is
    /// compiled is exactly the tree admission reads. Previews never affect a check (and `#Preview` is a macro no Linux
    /// toolchain provides), and the harness brings its own entry point. (`import Combine` needs nothing here: quest
    /// builds a `Combine` module that re-exports QuestUI.)
    public func prepared() -> (text: String, setAside: [SetAside]) {
        let parsed = ParsedSwiftFile(text: text)
        let setAside = parsed.setAside.map { SetAside(what: $0.what, line: $0.location.line) }
        return (parsed.textWithoutSetAside(text), setAside)
    }

    /// The 1-based line of a byte offset.
    func line(of offset: Int) -> Int {
        source[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    /// The index of the `{` that opens a declaration's body, looking no further than the next `}`.
    private func bodyOpening(after position: Int) -> Int? {
        var cursor = position + 1
        while cursor < tokens.count {
            if tokens[cursor].text == "{" { return cursor }
            if tokens[cursor].text == "}" { return nil }
            cursor += 1
        }
        return nil
    }

    /// The index of the bracket closing the one at `position` (`(` or `{`).
    private func matching(from position: Int) -> Int? {
        let open = tokens[position].text
        let close = open == "(" ? ")" : "}"
        var depth = 0
        for index in position..<tokens.count {
            if tokens[index].text == open { depth += 1 }
            if tokens[index].text == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
    /// Words after `class` that make it a member modifier (`class func`), not a declaration.
    static let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "override", "final"]

    /// A word (identifier or keyword, with `_` and digits) or a single punctuation byte of the masked text.
    struct Token {
        var text: String
        var start: Int
        var end: Int
        var isWord: Bool

        static func scan(_ bytes: [UInt8]) -> [Token] {
            var tokens: [Token] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if isWordByte(byte) {
                    let start = index
                    while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                    tokens.append(Token(text: String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index, isWord: true))
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                            || byte == UInt8(ascii: "\r") {
                    index += 1
                } else {
                    tokens.append(Token(text: String(UnicodeScalar(byte)), start: index, end: index + 1, isWord: false))
                    index += 1
                }
            }
            return tokens
        }

        /// Letters, digits, `_`, and any non-ASCII byte (Swift identifiers may be Unicode).
        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
    }
}
