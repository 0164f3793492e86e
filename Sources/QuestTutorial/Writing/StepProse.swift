public import QuestCore
import QuestDecks

/// Drafts a step's prose from the lesson's own sentences about the APIs the step introduces, with the retrieval the
/// drafted flash-card answers use (`AnswerDrafter`: BM25 over the lesson's prose). `.searchable(text:)` in the code
/// finds "`.searchable(text:)` adds a search field bound to a string."
///
/// Only whole sentences that name an API of the step are used: a sentence about `.sheet(isPresented:)` is not about
/// `.sheet(item:)`, a clause the retrieval cut at a semicolon is given back as its whole sentence, and the exercise's
/// own text (what the learner just read) is never repeated back.
public struct StepProse: Sendable {
    private let drafter: AnswerDrafter
    /// The corpus's paragraphs, whitespace collapsed: where a clause's whole sentence is found.
    private let paragraphs: [String]
    /// Names the learner's own files declare (`Trip`, `Router`): never an API to explain.
    private let ownNames: Set<String>

    /// Retrieval over the lesson's notes, callouts and sections, and the interview's answer (a tutorial often builds
    /// what the interview answer explains); not the exercises' or the interview's prompts.
    public init(lesson: Lesson, learnerFiles: [String]) {
        var corpus = lesson
        if let interview = lesson.interview {
            let prose = [interview.answer ?? "", interview.listenFor ?? ""]
            corpus.sections += prose.filter { !$0.isEmpty }.map { NotesSection(title: interview.title, markdown: $0, line: interview.line) }
        }
        drafter = AnswerDrafter(lesson: corpus)
        let texts = [corpus.notes] + corpus.callouts.map(\.markdown) + corpus.sections.map(\.markdown)
        paragraphs = texts.flatMap { $0.components(separatedBy: "\n\n") }.map { paragraph in
            paragraph.split { $0.isWhitespace }.joined(separator: " ")
        }
        ownNames = ChangeSet.declaredNames(in: learnerFiles.flatMap { LineDiff.lines(of: $0) })
    }

    /// The APIs `added` lines use that `before` did not: `.searchable`, `Menu`, `.primaryAction`, in order.
    public func introducedAPIs(added: [String], before: String) -> [String] {
        let known = Set(Self.apis(in: LineDiff.lines(of: before)))
        var seen: Set<String> = []
        return Self.apis(in: added).filter { api in
            !known.contains(api) && !ownNames.contains(Self.baseName(api)) && seen.insert(api).inserted
        }
    }

    /// The prose for a step adding `apis` to `paths`: the lesson's whole sentences about them, in reading order (three
    /// at most), or, when the lesson says nothing about them, one plain sentence naming them for the author to rewrite.
    public func prose(apis: [String], paths: [String]) -> String {
        var chosen: [Passage] = []
        for api in apis {
            let name = Self.baseName(api)
            // The retrieved sentences, with the neighbour they lean on (`A sheet edits a copy…` before `… presents
            // it`), when one of them names the API and none names it with another label (`.sheet(isPresented:)`).
            let question = "`\(api)` \(Self.words(name))"
            if let draft = drafter.draftAnswer(for: question),
               draft.passages.contains(where: { Self.mentions($0.markdown, api) }),
               !draft.passages.contains(where: { Self.mentionsOtherLabel($0.markdown, api) }) {
                for passage in draft.passages where !chosen.contains(passage) { chosen.append(passage) }
            } else if let best = drafter.ranking(for: question).first(where: { $0.score > 0 && Self.mentions($0.passage.markdown, api) }),
                      !chosen.contains(best.passage) {
                // The best passage was about something else (`.searchable` for `.search`): the best that names it.
                chosen.append(best.passage)
            }
            if chosen.count >= 3 { break }
        }
        let files = Self.list(paths.map { "`\($0)`" })
        var sentences: [String] = []
        for passage in chosen.sorted(by: { $0.order < $1.order }) {
            let sentence = wholeSentence(passage.markdown)
            if Self.isSentence(sentence), !sentences.contains(sentence) { sentences.append(sentence) }
        }
        guard sentences.isEmpty else { return sentences.prefix(3).joined(separator: " ") }
        let named = apis.prefix(4).map { "`\($0)`" }
        return named.isEmpty ? "Change \(files) as shown. The new lines are marked."
            : "This step adds \(Self.list(named)) to \(files). The new lines are marked."
    }

    /// `member` without its leading dot and argument label: `.sheet(item:)` → `sheet`.
    static func baseName(_ api: String) -> String {
        let name = api.hasPrefix(".") ? String(api.dropFirst()) : api
        return String(name.prefix { $0 != "(" })
    }

    /// True when one of `markdown`'s code spans names `api`: `.sheet(item:)` is named by `` `.sheet(item:)` ``,
    /// `` `.sheet` `` and `` `sheet(item: $editing)` ``, not by `` `.sheet(isPresented:)` ``; `.dismiss` by
    /// `` `@Environment(\.dismiss)` ``.
    static func mentions(_ markdown: String, _ api: String) -> Bool {
        let name = baseName(api)
        let label = api.firstIndex(of: "(").map { String(api[api.index(after: $0)...].prefix { $0 != ":" && $0 != ")" }) }
        let spans = markdown.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let isIdentifier = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        for span in spans {
            var searchFrom = span.startIndex
            while let found = span.range(of: name, range: searchFrom..<span.endIndex) {
                searchFrom = found.upperBound
                let before = found.lowerBound == span.startIndex ? nil : span[span.index(before: found.lowerBound)]
                guard before == nil || before == "." || !(isIdentifier(before!) || before == "@") else { continue }
                let rest = span[found.upperBound...]
                if let next = rest.first, isIdentifier(next) { continue }
                guard rest.hasPrefix("("), let label, !label.isEmpty else { return true }
                let spanLabel = rest.dropFirst().prefix { $0 != ":" && $0 != ")" }
                if spanLabel.isEmpty || spanLabel == label { return true }
            }
        }
        return false
    }

    /// True when `markdown` names `api`'s member with another first label and never with `api`'s own:
    /// `` `.sheet(isPresented:)` `` for `.sheet(item:)`.
    static func mentionsOtherLabel(_ markdown: String, _ api: String) -> Bool {
        guard api.contains("(") else { return false }
        let bare = api.hasPrefix(".") ? "." + baseName(api) : baseName(api)
        return !mentions(markdown, api) && markdown.contains("`\(bare)(") && !markdown.contains("`\(bare)()")
    }

    /// The whole sentence a passage comes from: a clause the retrieval cut at a semicolon (`… a binding to the row.`)
    /// is found in its paragraph and given back whole.
    func wholeSentence(_ passage: String) -> String {
        let core = passage.hasSuffix(".") ? String(passage.dropLast()) : passage
        let variants = [core, core.prefix(1).lowercased() + core.dropFirst()]
        for paragraph in paragraphs {
            guard let found = variants.lazy.compactMap({ paragraph.range(of: $0) }).first else { continue }
            var start = found.lowerBound
            while start > paragraph.startIndex {
                let before = paragraph.index(before: start)
                if paragraph[before] == " ", before > paragraph.startIndex, ".!?".contains(paragraph[paragraph.index(before: before)]) { break }
                start = before
            }
            var end = found.upperBound
            while end < paragraph.endIndex {
                let next = paragraph.index(after: end)
                if ".!?".contains(paragraph[end]), next == paragraph.endIndex || paragraph[next] == " " { end = next; break }
                end = next
            }
            let sentence = String(paragraph[start..<end])
            return sentence.contains(";") ? sentence : passage
        }
        return passage
    }

    /// A sentence that starts like one and ends with a full stop, question or exclamation mark.
    static func isSentence(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last else { return false }
        return (first.isUppercase || first == "`" || first == "*" || first == "_") && ".!?".contains(last)
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
                // `.searchable(`, `.primaryAction` and `trips.append(` are all members the step uses; a first
                // argument label is part of the name (`.sheet(item:)` is not `.sheet(isPresented:)`).
                if start > code.startIndex && code[code.index(before: start)] == "." {
                    var member = "." + word
                    if index < code.endIndex, code[index] == "(" {
                        let label = code[code.index(after: index)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                        let after = code.index(code.index(after: index), offsetBy: label.count)
                        if !label.isEmpty, after < code.endIndex, code[after] == ":" { member += "(\(label):)" }
                    }
                    found.append(member)
                } else if word.first?.isUppercase == true, index < code.endIndex, "({<.".contains(code[index]) || code[index...].hasPrefix(" {") {
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
