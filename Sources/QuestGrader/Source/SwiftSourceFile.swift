/// A learner's Swift file, read with a `CodeMask` so that comments and strings never count as code: the types it
/// declares, the modules it imports, and the copy the grader compiles (previews and `@main` set aside).
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

    /// The 1-based lines where `identifier` is a word of the code (never one in a comment or a string).
    public func lines(mentioning identifier: String) -> [Int] {
        tokens.filter { $0.isWord && $0.text == identifier }.map { line(of: $0.start) }
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

    /// An `import` of a module quest cannot provide.
    public struct Import: Hashable, Sendable {
        public var module: String
        public var line: Int
    }

    /// Modules imported by the file (`import SwiftUI`, `@preconcurrency import UIKit`, `import class UIKit.UIColor`).
    public var imports: [Import] {
        var found: [Import] = []
        for (position, token) in tokens.enumerated() where token.text == "import" {
            guard let module = importedModule(at: position) else { continue }
            found.append(Import(module: tokens[module].text, line: line(of: token.start)))
        }
        return found
    }

    /// The index of the module's token in the `import` at `position` (`import Combine`, `import class Combine.X`).
    private func importedModule(at position: Int) -> Int? {
        var next = position + 1
        if next < tokens.count, Self.importKinds.contains(tokens[next].text) { next += 1 }
        guard next < tokens.count, tokens[next].isWord else { return nil }
        return next
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
    /// Previews never affect a check (and `#Preview` is a macro no Linux toolchain provides), and the harness brings
    /// its own entry point. (`import Combine` needs nothing here: quest builds a `Combine` module that re-exports QuestUI.)
    public func prepared() -> (text: String, setAside: [SetAside]) {
        var output = source
        var setAside: [SetAside] = []
        func blank(_ range: Range<Int>) {
            for position in range where output[position] != UInt8(ascii: "\n") { output[position] = UInt8(ascii: " ") }
        }
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            let next = position + 1 < tokens.count ? tokens[position + 1] : nil
            if token.text == "#", let next, next.text == "Preview", next.start == token.end {
                var end = next.end
                var cursor = position + 2
                if cursor < tokens.count, tokens[cursor].text == "(", let close = matching(from: cursor) {
                    end = tokens[close].end
                    cursor = close + 1
                }
                if cursor < tokens.count, tokens[cursor].text == "{", let close = matching(from: cursor) {
                    end = tokens[close].end
                    cursor = close + 1
                }
                blank(token.start..<end)
                setAside.append(SetAside(what: "#Preview", line: line(of: token.start)))
                position = cursor
                continue
            }
            if token.text == "@", let next, next.text == "main", next.start == token.end {
                blank(token.start..<next.end)
                setAside.append(SetAside(what: "@main", line: line(of: token.start)))
                position += 2
                continue
            }
            if Self.typeKeywords.contains(token.text), let body = bodyOpening(after: position),
               tokens[position..<body].contains(where: { $0.text == "PreviewProvider" }),
               let close = matching(from: body) {
                blank(token.start..<tokens[close].end)
                setAside.append(SetAside(what: "PreviewProvider", line: line(of: token.start)))
                position = close + 1
                continue
            }
            position += 1
        }
        return (String(decoding: output, as: UTF8.self), setAside)
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
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

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
