import QuestCore

/// The difference between the starter and the solution, cut into changes that can be applied in any combination.
///
/// Each file's line diff is split at its hunks, and each hunk's inserted lines at the statements they hold (a line at
/// the hunk's outermost indentation starts one; doc comments and attributes stay with what follows). A `{ … }` block
/// whose body holds several statements becomes a change for its braces and one per statement, each needing the braces:
/// so `.toolbar { Sort; Add }` can be built one item at a time. A type's body is cut into its members the same way, and
/// a declaration whose body only wraps one such block (`var body: some View { NavigationStack { … } }`) shares that
/// block's braces; a computed view splits into the view and each of its modifiers. A new file is cut like one big hunk (its imports and declarations, then their members), so that a
/// new editor view can grow over several steps; a modifier (`.navigationTitle(…)`) needs the view it modifies.
public struct ChangeSet: Sendable {
    /// One change: some lines of one file's edit script.
    public struct Change: Hashable, Sendable {
        /// Position in `changes`, in file order then reading order: the drafter's tie-breaker.
        public var index: Int
        public var path: String
        /// Indices into the file's edit script.
        public var edits: Set<Int>
        /// Changes that must be applied with this one (the braces around a statement).
        public var requires: Set<Int>
        /// The lines this change adds, in order.
        public var insertedLines: [String]
        /// Names this change declares (`var query`, `enum TripOrder`), to find the change a compile error asks for.
        public var declaredNames: Set<String>
        /// True for the braces of a type (`struct TripEditor: View {` … `}`), whose members are changes of their own.
        public var isType: Bool
    }

    struct FileScript: Sendable {
        var path: String
        var old: [String]
        var new: [String]
        var edits: [LineDiff.Edit]
        /// True when the file ends with a newline in the solution (or, when it is deleted, in the starter).
        var endsWithNewline: Bool
    }

    public private(set) var changes: [Change] = []
    var scripts: [String: FileScript] = [:]
    /// Files in the order the drafter tries them.
    public private(set) var paths: [String] = []

    /// The changes from `starter` to `solution` (path → text); `preferred` paths come first (the exercises' entry
    /// files, in exercise order), then the rest by name.
    public init(starter: [String: String], solution: [String: String], preferred: [String] = []) {
        let all = Set(starter.keys).union(solution.keys)
        paths = preferred.filter(all.contains) + all.subtracting(preferred).sorted()
        for path in paths where starter[path] != solution[path] {
            let old = LineDiff.lines(of: starter[path] ?? "")
            let new = LineDiff.lines(of: solution[path] ?? "")
            let edits = LineDiff.edits(from: old, to: new)
            let endsWithNewline = (solution[path] ?? starter[path] ?? "").hasSuffix("\n")
            scripts[path] = FileScript(path: path, old: old, new: new, edits: edits, endsWithNewline: endsWithNewline)
            if solution[path] == nil {
                add(path: path, edits: Set(edits.indices), requires: [], script: scripts[path]!)
            } else {
                split(scripts[path]!)
            }
        }
    }

    /// The files with `chosen` changes applied; every other line as in the starter. A file with no lines left is absent.
    public func files(applying chosen: Set<Int>, to starter: [String: String]) -> [String: String] {
        var result = starter
        var chosenEdits: [String: Set<Int>] = [:]
        for index in chosen { chosenEdits[changes[index].path, default: []].formUnion(changes[index].edits) }
        for (path, script) in scripts {
            let picked = chosenEdits[path] ?? []
            var lines: [String] = []
            for (position, edit) in script.edits.enumerated() {
                switch edit {
                case .keep(let old, _): lines.append(script.old[old])
                case .delete(let old): if !picked.contains(position) { lines.append(script.old[old]) }
                case .insert(let new): if picked.contains(position) { lines.append(script.new[new]) }
                }
            }
            if lines.isEmpty {
                result[path] = nil
                continue
            }
            result[path] = lines.joined(separator: "\n") + (script.endsWithNewline ? "\n" : "")
        }
        return result
    }

    /// `chosen` with every change they require, transitively.
    public func withRequirements(_ chosen: Set<Int>) -> Set<Int> {
        var result = chosen
        var queue = Array(chosen)
        while let next = queue.popLast() {
            for required in changes[next].requires where result.insert(required).inserted { queue.append(required) }
        }
        return result
    }

    private mutating func split(_ script: FileScript) {
        var position = 0
        while position < script.edits.count {
            if case .keep = script.edits[position] { position += 1; continue }
            var end = position
            while end < script.edits.count, !script.edits[end].isKeep { end += 1 }
            let hunk = Array(position..<end)
            let inserted = hunk.filter { script.edits[$0].isInsert }
            let deleted = Set(hunk).subtracting(inserted)
            var units = Self.statements(inserted, lines: script.new, edits: script.edits)
            // A new file's imports are one change that everything else in it needs.
            var requires: Set<Int> = []
            let imports = units.prefix { unit in
                unit.contains { script.new[script.edits[$0].newIndex!].trimmingWhitespace.hasPrefix("import ") }
            }
            if script.old.isEmpty, !imports.isEmpty, imports.count < units.count {
                requires = [add(path: script.path, edits: Set(imports.joined()), requires: [], script: script)]
                units.removeFirst(imports.count)
            }
            if units.isEmpty {
                add(path: script.path, edits: deleted, requires: [], script: script)
            } else {
                addNested(units, extra: deleted, requires: requires, script: script)
            }
            position = end
        }
    }

    /// Adds each statement as a change; a block worth building a statement at a time (`block(_:script:)`) becomes its
    /// braces plus one change per inner statement, each needing the braces. A statement that starts with `.` (a
    /// modifier) needs the statement before it.
    private mutating func addNested(_ units: [[Int]], extra: Set<Int>, requires: Set<Int>, script: FileScript) {
        // The last statement that is not a modifier: the view the modifiers after it apply to.
        var base: Int?
        for (offset, unit) in units.enumerated() {
            let carried = offset == 0 ? extra : []
            var needs = requires
            let firstCode = unit.lazy.map { script.new[script.edits[$0].newIndex!].trimmingWhitespace }.first { !$0.isEmpty && !$0.hasPrefix("//") }
            let isModifier = firstCode?.hasPrefix(".") == true
            if let base, isModifier { needs.insert(base) }
            let change: Int
            if let (braces, inner) = Self.block(unit, script: script) {
                let opening = unit.lazy.map { script.new[script.edits[$0].newIndex!] }.first { $0.trimmingWhitespace.hasSuffix("{") } ?? ""
                change = add(path: script.path, edits: carried.union(braces), requires: needs, script: script,
                             isType: Self.isTypeOpening(opening))
                addNested(inner, extra: [], requires: needs.union([change]), script: script)
            } else {
                change = add(path: script.path, edits: carried.union(unit), requires: needs, script: script)
            }
            if !isModifier { base = change }
        }
    }

    /// A statement that is a `{ … }` block worth building a statement at a time: its brace lines (with the comments and
    /// attributes before it) and the statements inside; nil otherwise. A block opened by a call or modifier
    /// (`.toolbar {`) with two statements or more, or a type (`struct TripEditor: View {`) with one member or more; a
    /// block with one statement that is itself such a block (`var body: some View { NavigationStack { … } }`) gives
    /// both blocks' braces and the inner block's statements. Control flow and other declarations stay whole.
    static func block(_ unit: [Int], script: FileScript) -> (braces: Set<Int>, inner: [[Int]])? {
        func text(_ position: Int) -> String { script.new[script.edits[position].newIndex!] }
        func indent(_ line: String) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }
        let isCode = { (line: String) in !line.trimmingWhitespace.isEmpty && !line.trimmingWhitespace.hasPrefix("//") }
        guard let open = unit.firstIndex(where: { isCode(text($0)) && text($0).trimmingWhitespace.hasSuffix("{") }),
              unit[..<open].allSatisfy({ !isCode(text($0)) || text($0).trimmingWhitespace.hasPrefix("@") }),
              let close = unit.lastIndex(where: { isCode(text($0)) }), close > open,
              text(unit[close]).trimmingWhitespace.hasPrefix("}"), indent(text(unit[close])) == indent(text(unit[open])) else { return nil }
        let innerPositions = Array(unit[(open + 1)..<close])
        // A line inside at the opening's indentation (`} label: {`) means more than one block: keep it whole.
        guard innerPositions.allSatisfy({ !isCode(text($0)) || indent(text($0)) > indent(text(unit[open])) }) else { return nil }
        let inner = statements(innerPositions, lines: script.new, edits: script.edits)
        let braces = Set(unit[...open]).union(unit[close...])
        let opening = text(unit[open])
        if isTypeOpening(opening) { return inner.isEmpty ? nil : (braces, inner) }
        if inner.count == 1, let wrapped = block(inner[0], script: script), !isTypeOpening(text(inner[0].first { isCode(text($0)) } ?? inner[0][0])) {
            return (braces.union(wrapped.braces), wrapped.inner)
        }
        guard inner.count >= 2 else { return nil }
        // A getter whose one expression is a view and its modifiers (`List { … }` then `.navigationTitle(…)`).
        let isModifierChain = inner.dropFirst().allSatisfy { unit in
            unit.first { isCode(text($0)) }.map { text($0).trimmingWhitespace.hasPrefix(".") } ?? false
        }
        guard isSplittableOpening(opening) || isModifierChain && isComputedProperty(opening) else { return nil }
        return (braces, inner)
    }

    /// A block opened by a call or modifier (`.toolbar {`, `VStack {`): its statements can be added one at a time.
    /// Declarations and control flow are not split (an empty getter or `if` body would not compile, or mean nothing).
    static func isSplittableOpening(_ line: String) -> Bool {
        let first = line.trimmingWhitespace.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }.first.map(String.init) ?? ""
        let keywords: Set<String> = ["if", "else", "guard", "for", "while", "switch", "case", "default", "do", "catch", "repeat", "defer"]
        return declaredNames(in: [line]).isEmpty && !keywords.contains(first) && !first.hasPrefix("@")
            && !["private", "public", "internal", "fileprivate", "static", "final", "override", "init", "extension"].contains(first)
    }

    /// `var body: some View {`: a computed property, whose body is one expression.
    static func isComputedProperty(_ line: String) -> Bool {
        let words = line.trimmingWhitespace.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }.map(String.init)
        return words.first { !["private", "public", "internal", "fileprivate", "static", "override"].contains($0) } == "var"
            && line.contains(":") && !line.contains("=")
    }

    /// `struct TripEditor: View {`, `final class Store {`, `extension Trip {`: a type whose members can be added one at a time.
    static func isTypeOpening(_ line: String) -> Bool {
        let words = line.trimmingWhitespace.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }.map(String.init)
        let modifiers: Set<String> = ["private", "public", "internal", "fileprivate", "final", "open", "indirect"]
        guard let first = words.first(where: { !modifiers.contains($0) && !$0.hasPrefix("@") }) else { return false }
        return ["struct", "class", "enum", "actor", "extension"].contains(first)
    }

    @discardableResult
    private mutating func add(path: String, edits: Set<Int>, requires: Set<Int>, script: FileScript, isType: Bool = false) -> Int {
        let inserted = edits.sorted().compactMap { script.edits[$0].newIndex.map { script.new[$0] } }
        let change = Change(
            index: changes.count, path: path, edits: edits, requires: requires, insertedLines: inserted,
            declaredNames: Self.declaredNames(in: inserted), isType: isType
        )
        changes.append(change)
        return change.index
    }

    /// Splits inserted edit positions into statements: a non-blank line at the outermost indentation that is not a
    /// closing bracket starts one, unless the statement so far is only comments and attributes.
    static func statements(_ positions: [Int], lines: [String], edits: [LineDiff.Edit]) -> [[Int]] {
        let text = positions.map { lines[edits[$0].newIndex!] }
        let indents = text.filter { !$0.trimmingWhitespace.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        guard let outer = indents.min() else { return positions.isEmpty ? [] : [positions] }
        var units: [[Int]] = []
        var current: [Int] = []
        var currentIsPreamble = true
        for (position, line) in zip(positions, text) {
            let trimmed = line.trimmingWhitespace
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let closes = trimmed.first.map { "})]".contains($0) } ?? false
            let starts = !trimmed.isEmpty && indent == outer && !closes
            if starts && !current.isEmpty && !currentIsPreamble {
                units.append(current)
                current = []
                currentIsPreamble = true
            }
            current.append(position)
            if !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("@") || trimmed.hasPrefix("@") && trimmed.contains(" ") {
                currentIsPreamble = false
            }
        }
        if !current.isEmpty {
            if currentIsPreamble, !units.isEmpty { units[units.count - 1] += current } else { units.append(current) }
        }
        return units
    }

    /// The names declared by `var`, `let`, `func`, `enum`, `struct`, `class`, `actor`, `protocol`, `typealias`, `case`.
    static func declaredNames(in lines: [String]) -> Set<String> {
        let introducers: Set<String> = ["var", "let", "func", "enum", "struct", "class", "actor", "protocol", "typealias", "case"]
        var names: Set<String> = []
        for line in lines {
            let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            for (position, word) in words.enumerated() where introducers.contains(word) && position + 1 < words.count {
                names.insert(words[position + 1])
            }
        }
        return names
    }
}

extension LineDiff.Edit {
    var isKeep: Bool { if case .keep = self { true } else { false } }
    var isInsert: Bool { if case .insert = self { true } else { false } }
    var newIndex: Int? {
        switch self {
        case .keep(_, let new), .insert(let new): new
        case .delete: nil
        }
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
