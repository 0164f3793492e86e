public import QuestCore
import QuestDecks

/// Drafts a step's prose from the lesson's own sentences about the APIs the step introduces, with the retrieval the
/// drafted flash-card answers use (`AnswerDrafter`: BM25 over the lesson's prose, neighbours that only make sense
/// together kept together). `.searchable(text:)` in the code finds "`.searchable(text:)` adds a search field bound to
/// a string."
public struct StepProse: Sendable {
    private let drafter: AnswerDrafter
    /// Names the learner's own files declare (`Trip`, `Router`): never an API to explain.
    private let ownNames: Set<String>

    /// Retrieval over the lesson's notes, callouts and sections, and also its exercises' and interview's prose
    /// (a tutorial often builds what the interview answer explains).
    public init(lesson: Lesson, learnerFiles: [String]) {
        var corpus = lesson
        corpus.sections += lesson.exercises.map { NotesSection(title: $0.title, markdown: $0.prompt, line: $0.line) }
        if let interview = lesson.interview {
            let prose = [interview.prompt, interview.answer ?? "", interview.listenFor ?? ""]
            corpus.sections += prose.filter { !$0.isEmpty }.map { NotesSection(title: interview.title, markdown: $0, line: interview.line) }
        }
        drafter = AnswerDrafter(lesson: corpus)
        ownNames = ChangeSet.declaredNames(in: learnerFiles.flatMap { LineDiff.lines(of: $0) })
    }

    /// The APIs `added` lines use that `before` did not: `.searchable`, `Menu`, `.primaryAction`, in order.
    public func introducedAPIs(added: [String], before: String) -> [String] {
        let known = Set(Self.apis(in: LineDiff.lines(of: before)))
        var seen: Set<String> = []
        return Self.apis(in: added).filter { api in
            !known.contains(api) && !ownNames.contains(api.hasPrefix(".") ? String(api.dropFirst()) : api) && seen.insert(api).inserted
        }
    }

    /// The prose for a step adding `apis` to `paths`: the lesson's sentences about them, in reading order (three at
    /// most), or, when the lesson says nothing about them, one plain sentence naming them for the author to rewrite.
    public func prose(apis: [String], paths: [String]) -> String {
        var chosen: [Passage] = []
        for api in apis {
            let name = api.hasPrefix(".") ? String(api.dropFirst()) : api
            guard let draft = drafter.draftAnswer(for: "`\(api)` \(Self.words(name))"),
                  draft.passages.contains(where: { $0.markdown.contains("`\(api)") || $0.markdown.contains("`.\(name)") || $0.markdown.contains("`\(name)") })
            else { continue }
            for passage in draft.passages where !chosen.contains(passage) { chosen.append(passage) }
            if chosen.count >= 3 { break }
        }
        let files = paths.map { "`\($0)`" }.joined(separator: " and ")
        guard !chosen.isEmpty else {
            let named = apis.prefix(4).map { "`\($0)`" }
            return named.isEmpty ? "Change \(files) as shown; the new lines are marked."
                : "Change \(files) as shown, using \(Self.list(named)); the new lines are marked."
        }
        return chosen.sorted { $0.order < $1.order }.prefix(3).map(\.markdown).joined(separator: " ")
    }

    /// `.name` for members and modifiers (`.searchable(`, `.primaryAction`), `Name` for types used (`Menu(`, `Button {`).
    static func apis(in lines: [String]) -> [String] {
        var found: [String] = []
        for line in lines {
            let code = line.trimmingWhitespace.hasPrefix("//") ? "" : Substring(line)
            var index = code.startIndex
            while index < code.endIndex {
                let character = code[index]
                if character == "\"" {
                    // Skip string literals: their words are not APIs.
                    index = code[code.index(after: index)...].firstIndex(of: "\"").map { code.index(after: $0) } ?? code.endIndex
                    continue
                }
                guard character.isLetter || character == "_" else { index = code.index(after: index); continue }
                let start = index
                while index < code.endIndex, code[index].isLetter || code[index].isNumber || code[index] == "_" { index = code.index(after: index) }
                let word = String(code[start..<index])
                // `.searchable(`, `.primaryAction` and `trips.append(` are all members the step uses.
                if start > code.startIndex && code[code.index(before: start)] == "." {
                    found.append("." + word)
                } else if word.first?.isUppercase == true, index < code.endIndex, "({<".contains(code[index]) || code[index...].hasPrefix(" {") {
                    found.append(word)
                }
            }
        }
        return found
    }

    /// `visibilityPriority` → `visibility priority`: the words BM25 can match in prose.
    static func words(_ identifier: String) -> String {
        var result = ""
        for character in identifier {
            if character.isUppercase && !result.isEmpty { result.append(" ") }
            result.append(character)
        }
        return result.lowercased()
    }

    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }
}
