internal import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// A Swift file read by the toolchain's own parser (SwiftParser), reduced to the facts quest decides on: which parts
/// it sets aside before compiling (previews, `@main`), and every attribute, `unsafe` expression, import, identifier
/// and `#sourceLocation` it holds, each where it is written.
///
/// The tree decides, never a scan of the text: comments, strings, regex literals (`/"""/`) and raw identifiers
/// (`` `"""` ``) are tokens and trivia of the tree, so none of them can hide code from these lists. Inactive `#if`
/// branches are read too (stricter than the compiler, never looser).
public struct ParsedSwiftFile: Sendable {
    /// A 1-based line and column (in UTF-8 bytes, as the compiler counts them).
    public struct Location: Hashable, Sendable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// An attribute as written: `@_cdecl("write")` is named `_cdecl`, `@c(write)` is named `c`.
    public struct Attribute: Hashable, Sendable {
        /// The attribute's name without `@` or arguments (a qualified name keeps its dots).
        public var name: String
        public var location: Location
    }

    /// An `import`, with the attributes written on it (`@testable`, `@_spi(X)`).
    public struct Import: Hashable, Sendable {
        /// The first component of the imported path (`Foundation` for `import struct Foundation.URL`).
        public var module: String
        public var attributes: [String]
        public var location: Location
    }

    /// A name used or declared anywhere in the code, with backticks removed (`` `QuestChecks` `` is `QuestChecks`).
    public struct Identifier: Hashable, Sendable {
        public var name: String
        public var location: Location
    }

    /// A part of the file the grader does not compile: `#Preview`, a `PreviewProvider` type, or the `@main` attribute.
    public struct SetAside: Hashable, Sendable {
        public var what: String
        public var location: Location
        /// The UTF-8 byte offsets the part covers.
        public var bytes: Range<Int>
    }

    /// A top-level declaration's name: a type, or a global function, operator (`==`) or variable.
    public struct Named: Hashable, Sendable {
        public var name: String
        public var location: Location
    }

    /// A member of an extension: the extended type's own name (`Array` of `extension [String]` or `Swift.Array`)
    /// and the member's (`init` and `subscript` by those words).
    public struct Member: Hashable, Sendable {
        public var type: String
        public var name: String
        public var location: Location
    }

    /// What the file declares at its top level, and the members of its extensions.
    public struct Declarations: Hashable, Sendable {
        /// Types, protocols and type aliases.
        public var types: [Named] = []
        /// The type aliases among `types`: they have no symbol of their own, so only their names tell what they shadow.
        public var typeAliases: [Named] = []
        public var globals: [Named] = []
        public var extensionMembers: [Member] = []
        /// The members declared in the body of each top-level struct, class, enum or actor (`Route.==`).
        public var typeMembers: [Member] = []

        public init() {}
    }

    public let attributes: [Attribute]
    /// What the file declares (`Declarations`).
    public let declarations: Declarations
    public let imports: [Import]
    public let identifiers: [Identifier]
    /// Expressions written `unsafe …` (an acknowledgement that silences strict memory safety).
    public let unsafeExpressions: [Location]
    /// `#sourceLocation(…)` directives, which change the file and line the compiler and crash reports name.
    public let sourceLocationDirectives: [Location]
    /// The platform tests in `#if`/`#elseif` conditions as written (`os(Linux)`, `canImport(UIKit)` …), each at its name.
    public let platformConditions: [Identifier]
    /// The compilation-condition functions that ask which platform the code is built for.
    public static let platformTests: Set<String> = [
        "os", "canImport", "targetEnvironment", "arch", "_endian", "_pointerBitWidth", "_runtime", "_hasAtomicBitWidth",
    ]
    public let setAside: [SetAside]
    /// Where the parser first found text it could not read as Swift (nil when the whole file parsed).
    public let firstSyntaxError: Location?

    /// Why the file was not read at all, and where: brackets nested past `BracketNesting`'s limits, or a parse that
    /// did not end within `BoundedWork.timeLimit`. Every list above is then empty.
    public let nestingRefusal: (location: Location, message: String)?

    /// How deep the parser builds the tree before it reports the rest as an error: deep enough for any view body,
    /// shallow enough that the tree's walks stay well inside `BoundedWork.stackSize`.
    public static let maximumNestingLevel = 256

    /// Parses `text` on a thread of its own with a large stack (`BoundedWork`), unless its brackets nest too deeply
    /// (`BracketNesting`), which is refused unread; a parse that does not end in time is refused too.
    public init(text: String) {
        if let refusal = BracketNesting(text: text).refusal {
            self.init(parsing: "", refusal: refusal)
        } else if !Self.outOfTime.contains(text), let parsed = BoundedWork.run({ ParsedSwiftFile(parsing: text, refusal: nil) }) {
            self = parsed
        } else {
            // Remembered, so that the other readers of the same file in this process refuse it at once.
            Self.outOfTime.insert(text)
            self.init(parsing: "", refusal: (Location(line: 1, column: 1), Self.unreadableInTime))
        }
    }

    /// The texts whose parse did not end in time, in this process.
    private static let outOfTime = TextSet()

    /// A set of texts shared by threads.
    private final class TextSet: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: Set<String> = []

        func contains(_ text: String) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return texts.contains(text)
        }

        func insert(_ text: String) {
            lock.lock()
            texts.insert(text)
            lock.unlock()
        }
    }

    /// What a file gets whose parse did not end in time.
    public static let unreadableInTime = "quest could not read this file within \(Int(BoundedWork.timeLimit)) s: Swift's parser is lost in how deeply something in it nests (brackets, generics, #if, ternaries, closures); split the deepest expression into named parts"

    private init(parsing text: String, refusal: (location: Location, message: String)?) {
        nestingRefusal = refusal
        var parser = Parser(text, maximumNestingLevel: Self.maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let outline = OutlineVisitor(converter: converter)
        outline.walk(tree)
        attributes = outline.attributes
        imports = outline.imports
        identifiers = outline.identifiers
        unsafeExpressions = outline.unsafeExpressions
        sourceLocationDirectives = outline.sourceLocationDirectives
        platformConditions = outline.platformConditions
        setAside = outline.setAside.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
        var lister = DeclarationLister(outline: outline)
        lister.list(tree.statements)
        declarations = lister.declarations
        if let nestingRefusal {
            firstSyntaxError = nestingRefusal.location
        } else if tree.hasError {
            let errors = SyntaxErrorFinder(viewMode: .all)
            errors.walk(tree)
            firstSyntaxError = errors.first.map { outline.location($0) } ?? Location(line: 1, column: 1)
        } else {
            firstSyntaxError = nil
        }
    }

    /// `text` with every set-aside part replaced by spaces (newlines kept), so that every other line and column
    /// stays where the learner wrote it.
    public func textWithoutSetAside(_ text: String) -> String {
        guard !setAside.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for part in setAside {
            for offset in part.bytes where offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") {
                bytes[offset] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
