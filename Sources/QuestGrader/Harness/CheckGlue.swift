/// The glue between a learner's types and the QuestChecks checkers: Swift statements the grader compiles into the
/// harness (see HarnessProtocol.md), and the plain contract sentence shown when they do not compile.
///
/// QuestGrader never links QuestChecks; this file only writes Swift text that calls it. Every learner name the glue
/// uses (`ContentView()`, `Router()`, `Route.trip(id:)`) is part of the lesson's contract, so a compile error here
/// always means "the contract is not met", and `contract(check:entry:diagnostics:)` says which part.
public struct CheckGlue: HarnessGlue {
    /// The checks this glue can wire up, in the order lessons usually list them.
    public static let checks = ["toolbar-layout", "search-filter", "router"]

    /// Creates the glue.
    public init() {}

    public func statements(check: String, entry: String, sources: [SwiftSourceFile]) -> String? {
        switch check {
        case "toolbar-layout":
            "harness.add(ToolbarLayoutCheck(view: { \(entry)() }))"
        case "search-filter":
            "harness.add(SearchFilterCheck(view: { \(entry)() }))"
        case "router":
            routerStatements(router: entry, sources: sources)
        default:
            nil
        }
    }

    public func contract(check: String, entry: String, diagnostics: [String]) -> String {
        let rules = check == "router" ? Self.routerRules(router: entry) : Self.viewRules(view: entry)
        var sentences: [String] = []
        for diagnostic in diagnostics {
            guard let rule = rules.first(where: { rule in rule.fragments.allSatisfy { diagnostic.contains($0) } }),
                  !sentences.contains(rule.sentence) else { continue }
            sentences.append(rule.sentence)
        }
        if sentences.isEmpty {
            sentences.append(check == "router" ? Self.routerContract(router: entry) : Self.viewContract(view: entry))
        }
        return sentences.joined(separator: "; ")
    }

    // MARK: Router

    private func routerStatements(router: String, sources: [SwiftSourceFile]) -> String {
        let locations = [
            ("route", Self.location(ofDeclaration: "Route", in: sources)),
            ("open", Self.location(ofFunction: "open", inType: router, in: sources)),
            ("popToRoot", Self.location(ofFunction: "popToRoot", inType: router, in: sources)),
        ].map { label, point in "\(label): " + (point.map { "SourcePoint(file: \(Self.literal($0.file)), line: \($0.line))" } ?? "nil") }
        var lines = [
            "let probe = RouterProbe(",
            "    make: { \(router)() },",
            "    path: { RoutePath.elements($0.path) },",
            "    open: { $0.open($1) },",
            "    popToRoot: { $0.popToRoot() },",
            "    trip: { AnyHashable(Route.trip(id: $0)) },",
            "    log: { AnyHashable(Route.log(tripID: $0)) },",
            "    roundTrip: { RoutePath.roundTrip($0.path, of: Route.self) },",
            "    locations: RouterProbe.Locations(\(locations.joined(separator: ", ")))",
            ")",
        ]
        if let view = LinkViewFinder.view(in: sources) {
            lines.append("harness.add(RouterCheck(probe: probe, linkView: { \(view)() }))")
        } else {
            lines.append("harness.add(RouterCheck(probe: probe))")
        }
        return lines.joined(separator: "\n")
    }

    /// A compiler message (all fragments present) and the contract sentence it means.
    struct Rule {
        var fragments: [String]
        var sentence: String
    }

    static func routerContract(router: String) -> String {
        "expected an enum Route (Hashable) with cases trip(id: Int) and log(tripID: Int), and a type named \(router) "
            + "with init(), a property path of type [Route], and methods open(_: URL) and popToRoot()"
    }

    /// The router contract's rules, most specific first (the first rule whose fragments all occur wins).
    static func routerRules(router: String) -> [Rule] {
        let pathType = "expected \(router).path to be an array of Route ([Route]) or a NavigationPath"
        let caseNames = "expected Route's cases to be spelled trip(id:) and log(tripID:)"
        return [
            Rule(fragments: ["cannot find '\(router)' in scope"], sentence: "expected a type named \(router) with init(), path, open(_:) and popToRoot()"),
            Rule(fragments: ["cannot find 'Route' in scope"], sentence: "expected an enum named Route with cases trip(id: Int) and log(tripID: Int)"),
            Rule(fragments: ["has no member 'open'"], sentence: "expected a type named \(router) with a method open(_:) that takes a URL"),
            Rule(fragments: ["has no member 'popToRoot'"], sentence: "expected a type named \(router) with a method popToRoot()"),
            Rule(fragments: ["has no member 'path'"], sentence: "expected \(router) to have a property path holding the stack ([Route])"),
            Rule(fragments: ["has no member 'trip'"], sentence: "expected Route to have a case trip(id: Int)"),
            Rule(fragments: ["has no member 'log'"], sentence: "expected Route to have a case log(tripID: Int)"),
            Rule(fragments: ["'Route' conform to 'Hashable'"], sentence: "expected Route to be Hashable (enum Route: Hashable)"),
            Rule(fragments: ["'Route' does not conform", "Hashable"], sentence: "expected Route to be Hashable (enum Route: Hashable)"),
            Rule(fragments: ["incorrect argument label", "'id:'"], sentence: caseNames),
            Rule(fragments: ["incorrect argument label", "'tripID:'"], sentence: caseNames),
            Rule(fragments: ["missing argument label"], sentence: "expected open(_:) to take the URL without a label, as open(url)"),
            Rule(fragments: ["extraneous argument label"], sentence: "expected open(_:) to take the URL without a label, as open(url)"),
            Rule(fragments: ["cannot convert value of type 'URL'"], sentence: "expected open(_:) to take a URL"),
            Rule(fragments: ["cannot convert value of type 'Int'"], sentence: "expected Route.trip(id:) and Route.log(tripID:) to take an Int"),
            Rule(fragments: ["cannot convert value of type '["], sentence: pathType),
            Rule(fragments: ["'elements'"], sentence: pathType),
            Rule(fragments: ["'roundTrip"], sentence: pathType),
            Rule(fragments: ["missing argument"], sentence: "expected \(router)() to create a router with no arguments"),
            Rule(fragments: ["'async'"], sentence: "expected open(_:) and popToRoot() to be plain methods, not async"),
            Rule(fragments: ["throw"], sentence: "expected open(_:) and popToRoot() not to throw: a malformed link is ignored, not an error"),
            Rule(fragments: ["inaccessible due to 'private'"], sentence: "expected \(router)'s init(), path, open(_:) and popToRoot() not to be private"),
        ]
    }

    // MARK: Views

    static func viewContract(view: String) -> String {
        "expected a view named \(view) that can be created with \(view)()"
    }

    static func viewRules(view: String) -> [Rule] {
        [
            Rule(fragments: ["cannot find '\(view)' in scope"], sentence: "expected a view named \(view)"),
            Rule(fragments: ["missing argument"], sentence: "expected \(view)() to need no arguments: give every property a default value"),
            Rule(fragments: ["does not conform to", "View"], sentence: "expected \(view) to be a View"),
            Rule(fragments: ["inaccessible due to 'private'"], sentence: "expected \(view)'s init() not to be private"),
        ]
    }

    // MARK: Source locations

    /// Where `type` is declared, for results about it.
    static func location(ofDeclaration type: String, in sources: [SwiftSourceFile]) -> (file: String, line: Int)? {
        for source in sources {
            if let declaration = source.declarations.first(where: { $0.name == type }) { return (source.path, declaration.line) }
        }
        return nil
    }

    /// The line of `func name` in the file that declares `type` (comments and strings ignored).
    static func location(ofFunction name: String, inType type: String, in sources: [SwiftSourceFile]) -> (file: String, line: Int)? {
        let declaring = sources.filter { $0.declarations.contains { $0.name == type } }
        for source in declaring + sources.filter({ file in !declaring.contains { $0.path == file.path } }) {
            let code = String(decoding: CodeMask(Array(source.text.utf8)).bytes, as: UTF8.self)
            for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let words = line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
                if let funcIndex = words.firstIndex(of: "func"), funcIndex + 1 < words.count, words[funcIndex + 1] == name {
                    return (source.path, index + 1)
                }
            }
        }
        return nil
    }

    /// `"Views/Root \"A\".swift"`: text as a Swift string literal. The only place glue embeds learner-chosen text.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }
}

/// Finds the learner's view that handles deep links: a `View` struct applying `.onOpenURL` that `Name()` can create.
///
/// Works on the code with comments and strings blanked (`CodeMask`). A view whose stored properties need values
/// (`let trip: Trip`, `@Binding var`) cannot be created by the glue, so it is skipped rather than breaking the build.
enum LinkViewFinder {
    /// The name of the first such view, or nil.
    static func view(in sources: [SwiftSourceFile]) -> String? {
        for source in sources {
            let code = Array(String(decoding: CodeMask(Array(source.text.utf8)).bytes, as: UTF8.self))
            let structs = declarations(in: code)
            for handler in occurrences(of: "onOpenURL", in: code) {
                let enclosing = structs.filter { $0.body.contains(handler) }.min { $0.body.count < $1.body.count }
                guard let view = enclosing, isView(view.header), canCreate(body: Array(code[view.body])) else { continue }
                return view.name
            }
        }
        return nil
    }

    struct Declaration {
        var name: String
        var header: String
        /// The characters between the braces.
        var body: Range<Int>
    }

    /// Every `struct Name … { … }`, nested ones included.
    static func declarations(in code: [Character]) -> [Declaration] {
        var found: [Declaration] = []
        for start in occurrences(of: "struct", in: code) {
            var cursor = start + "struct".count
            while cursor < code.count, code[cursor].isWhitespace { cursor += 1 }
            let nameStart = cursor
            while cursor < code.count, isWordCharacter(code[cursor]) { cursor += 1 }
            guard cursor > nameStart, let open = code[cursor...].firstIndex(of: "{"),
                  let close = matchingBrace(in: code, from: open) else { continue }
            found.append(Declaration(name: String(code[nameStart..<cursor]), header: String(code[cursor..<open]), body: (open + 1)..<close))
        }
        return found
    }

    /// True when the header's inheritance clause names `View`.
    static func isView(_ header: String) -> Bool {
        header.split { !isWordCharacter($0) }.contains("View")
    }

    /// True when `Name()` compiles: the struct declares `init()`, or it declares no other init and every stored
    /// property has a value.
    static func canCreate(body: [Character]) -> Bool {
        var hasEmptyInit = false
        var needsArguments = false
        var needsValue = false
        var pendingAttributes = ""
        for line in statements(in: body) {
            let statement = pendingAttributes + line
            let words = statement.split { !isWordCharacter($0) }.map(String.init)
            // An attribute on a line of its own (`@Environment(Router.self)`) belongs to the next declaration.
            if statement.drop(while: \.isWhitespace).hasPrefix("@"), !words.contains("var"), !words.contains("let"),
               !words.contains("func"), !words.contains("init") {
                pendingAttributes = statement
                continue
            }
            pendingAttributes = ""
            guard let first = words.first(where: { !["private", "fileprivate", "internal", "public", "nonisolated"].contains($0) })
            else { continue }
            if first == "init" || first == "convenience" || first == "required" {
                let open = statement.firstIndex(of: "(")
                let close = statement.firstIndex(of: ")")
                if let open, let close, open < close,
                   statement[statement.index(after: open)..<close].allSatisfy(\.isWhitespace) {
                    hasEmptyInit = true
                } else {
                    needsArguments = true
                }
                continue
            }
            guard let keyword = words.first(where: { $0 == "var" || $0 == "let" }), !words.contains("static") else { continue }
            // Only the declaration itself, not a computed body or a closure value.
            let head = String(statement.prefix { $0 != "{" && $0 != "=" })
            let attributes = head.components(separatedBy: keyword + " ").first ?? ""
            let hasValue = statement.contains("=") && (statement.firstIndex(of: "=")! < (statement.firstIndex(of: "{") ?? statement.endIndex))
            if hasValue { continue }
            if keyword == "var", statement.contains("{") { continue }
            let wrappersWithDefaults = ["@Environment", "@EnvironmentObject", "@Namespace", "@FocusState", "@Query"]
            if wrappersWithDefaults.contains(where: { attributes.contains($0) }) { continue }
            if keyword == "var", !attributes.contains("@"), head.trimmingTrailingSpaces.hasSuffix("?") { continue }
            needsValue = true
        }
        // An explicit init() sets every property; otherwise the memberwise init must need no arguments.
        return hasEmptyInit || (!needsArguments && !needsValue)
    }

    /// The body's top-level statements, each with its nested text, split at newlines and semicolons outside brackets.
    static func statements(in body: [Character]) -> [String] {
        var depth = 0
        var statement = ""
        var statements: [String] = []
        for character in body {
            statement.append(character)
            if "{([".contains(character) { depth += 1 }
            if "})]".contains(character) { depth -= 1 }
            if depth == 0 && (character == "\n" || character == ";") {
                statements.append(statement)
                statement = ""
            }
        }
        statements.append(statement)
        return statements.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    /// Offsets of `word` standing alone (not part of a longer identifier).
    static func occurrences(of word: String, in code: [Character]) -> [Int] {
        let target = Array(word)
        guard code.count >= target.count else { return [] }
        var found: [Int] = []
        for start in 0...(code.count - target.count) where Array(code[start..<(start + target.count)]) == target {
            let before = start > 0 ? code[start - 1] : " "
            let after = start + target.count < code.count ? code[start + target.count] : " "
            if !isWordCharacter(before) && !isWordCharacter(after) { found.append(start) }
        }
        return found
    }

    static func matchingBrace(in code: [Character], from open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

private extension String {
    /// The text without trailing spaces and newlines.
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
