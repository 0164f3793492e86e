import QuestCore

/// The difference between the starter and the solution, cut into changes that can be applied in any combination.
///
/// Each file's line diff is split at its hunks, and each hunk's inserted lines at the statements they hold (a line at
/// the hunk's outermost indentation starts one; doc comments and attributes stay with what follows). A `{ … }` block
/// whose body holds several statements becomes a change for its braces and one per statement, each needing the braces:
/// so `.toolbar { Sort; Add }` can be built one item at a time. A new file is one change.
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
            if starter[path] == nil || solution[path] == nil {
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
            let units = Self.statements(inserted, lines: script.new, edits: script.edits)
            if units.isEmpty {
                add(path: script.path, edits: deleted, requires: [], script: script)
            } else {
                addNested(units, extra: deleted, requires: [], script: script)
            }
            position = end
        }
    }

    /// Adds each statement as a change; a braced statement with several statements inside becomes its braces plus
    /// one change per inner statement.
    private mutating func addNested(_ units: [[Int]], extra: Set<Int>, requires: Set<Int>, script: FileScript) {
        for (offset, unit) in units.enumerated() {
            let carried = offset == 0 ? extra : []
            let lines = unit.map { script.new[script.edits[$0].newIndex!] }
            let inner = Array(unit.dropFirst().dropLast())
            let code = lines.filter { !$0.trimmingWhitespace.isEmpty && !$0.trimmingWhitespace.hasPrefix("//") }
            if code.count >= 3, code.first!.hasSuffix("{"), code.last!.trimmingWhitespace.hasPrefix("}"),
               lines.first.map({ !$0.trimmingWhitespace.hasPrefix("//") }) ?? false, Self.isSplittableOpening(code.first!) {
                let innerUnits = Self.statements(inner, lines: script.new, edits: script.edits)
                if innerUnits.count >= 2 {
                    let braces = add(path: script.path, edits: carried.union([unit.first!, unit.last!]), requires: requires, script: script)
                    addNested(innerUnits, extra: [], requires: requires.union([braces]), script: script)
                    continue
                }
            }
            add(path: script.path, edits: carried.union(unit), requires: requires, script: script)
        }
    }

    /// A block opened by a call or modifier (`.toolbar {`, `VStack {`): its statements can be added one at a time.
    /// Declarations and control flow are not split (an empty getter or `if` body would not compile, or mean nothing).
    static func isSplittableOpening(_ line: String) -> Bool {
        let first = line.trimmingWhitespace.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") }.first.map(String.init) ?? ""
        let keywords: Set<String> = ["if", "else", "guard", "for", "while", "switch", "case", "default", "do", "catch", "repeat", "defer"]
        return declaredNames(in: [line]).isEmpty && !keywords.contains(first) && !first.hasPrefix("@")
            && !["private", "public", "internal", "fileprivate", "static", "final", "override", "init", "extension"].contains(first)
    }

    @discardableResult
    private mutating func add(path: String, edits: Set<Int>, requires: Set<Int>, script: FileScript) -> Int {
        let inserted = edits.sorted().compactMap { script.edits[$0].newIndex.map { script.new[$0] } }
        let change = Change(
            index: changes.count, path: path, edits: edits, requires: requires, insertedLines: inserted,
            declaredNames: Self.declaredNames(in: inserted)
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
