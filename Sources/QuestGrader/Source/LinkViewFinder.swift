/// Finds the learner's view that handles deep links: a `View` struct applying `.onOpenURL` that `Name()` can create.
///
/// Reads the files through `SwiftSourceFile` (comments and strings never count). A view whose stored properties need
/// values (`let trip: Trip`, `@Binding var`) cannot be created by the glue, so it is skipped rather than breaking the
/// build.
enum LinkViewFinder {
    /// The name of the first such view, or nil.
    static func view(in sources: [SwiftSourceFile]) -> String? {
        for source in sources {
            let structs = source.declarations.filter { $0.kind == "struct" && $0.body != nil }
            for handler in source.offsets(ofWord: "onOpenURL") {
                let enclosing = structs.filter { $0.body!.contains(handler) }.min { $0.body!.count < $1.body!.count }
                guard let view = enclosing, view.inherits.contains("View"),
                      canCreate(body: Array(source.code(in: view.body!))) else { continue }
                return view.name
            }
        }
        return nil
    }

    /// The first app whose body applies `.onOpenURL` (to its window's content, or to the `WindowGroup` itself), for
    /// when no view does: the links then go through the app's window content, as on a device.
    static func app(in sources: [SwiftSourceFile]) -> String? {
        for source in sources {
            for app in source.declarations where app.kind == "struct" && app.inherits.contains("App") {
                guard let body = app.body else { continue }
                if source.offsets(ofWord: "onOpenURL").contains(where: body.contains) { return app.name }
            }
        }
        return nil
    }

    /// Why `view(in:)` found none: the views that apply `.onOpenURL` but cannot be made without arguments, or that no
    /// view applies it.
    static func whyNone(in sources: [SwiftSourceFile]) -> String {
        var needing: [String] = []
        for source in sources {
            let structs = source.declarations.filter { $0.kind == "struct" && $0.body != nil }
            for handler in source.offsets(ofWord: "onOpenURL") {
                guard let view = structs.filter({ $0.body!.contains(handler) }).min(by: { $0.body!.count < $1.body!.count }),
                      view.inherits.contains("View"), !needing.contains(view.name) else { continue }
                needing.append(view.name)
            }
        }
        if needing.isEmpty { return "no view applies .onOpenURL, so the links were not opened through a view" }
        return needing.map { "\($0)() cannot be made: it needs values" }.joined(separator: "; ")
            + ", so the links were not opened through it"
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
            // An optional `var` starts as nil, plain or behind a wrapper made from its value or a key
            // (`@State private var lastLink: URL?`, `@SceneStorage("path") var saved: Data?`); a `@Binding` does not.
            let startsNil = ["@State", "@SceneStorage", "@AppStorage"]
            if keyword == "var", head.trimmingTrailingSpaces.hasSuffix("?"),
               !attributes.contains("@") || startsNil.contains(where: { attributes.contains($0) }) { continue }
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
