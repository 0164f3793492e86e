/// What a `##` heading names: one of the lesson format's parts, or a further notes section.
enum PartHeading: Equatable {
    case callout
    case exercise(title: String)
    case questions
    case resources
    /// `part` is nil when the heading has no `Part <N>`; `title` is empty when it has none.
    case interview(part: Int?, title: String)
    /// `## Build along`.
    case tutorial
    case notes

    static let questionsHeading = "after this lesson you should be able to answer"
    static let tutorialHeading = "build along"

    /// Classifies a heading's text, case-insensitively.
    init(_ text: String) {
        let normalized = Self.normalized(text)
        if normalized == "new in" || normalized.hasPrefix("new in ") {
            self = .callout
        } else if normalized == "exercise" {
            self = .exercise(title: "Exercise")
        } else if normalized.hasPrefix("exercise:") {
            let title = text.drop { $0 != ":" }.dropFirst().trimmingWhitespace
            self = .exercise(title: title.isEmpty ? "Exercise" : title)
        } else if normalized == Self.questionsHeading {
            self = .questions
        } else if normalized == "resources" {
            self = .resources
        } else if normalized == Self.tutorialHeading {
            self = .tutorial
        } else if normalized.hasPrefix("interview problem") {
            self = Self.interview(text.trimmingWhitespace.dropFirst("interview problem".count))
        } else {
            self = .notes
        }
    }

    /// Reads `· Part 5: A deep link…` (the text after `Interview problem`).
    private static func interview(_ rest: Substring) -> PartHeading {
        let separators: Set<Character> = ["·", "-", "–", "—", ":"]
        var rest = Substring(rest.trimmingWhitespace)
        if let first = rest.first, separators.contains(first) { rest = Substring(rest.dropFirst().trimmingWhitespace) }
        guard rest.lowercased().hasPrefix("part") else { return .interview(part: nil, title: String(rest)) }
        rest = Substring(rest.dropFirst(4).trimmingWhitespace)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let part = Int(digits) else { return .interview(part: nil, title: String(rest)) }
        rest = Substring(rest.dropFirst(digits.count).trimmingWhitespace)
        if let first = rest.first, separators.contains(first) { rest = Substring(rest.dropFirst().trimmingWhitespace) }
        return .interview(part: part, title: String(rest))
    }

    /// Lower case, runs of whitespace collapsed, a trailing colon dropped.
    static func normalized(_ text: String) -> String {
        var words = text.lowercased().split { $0 == " " || $0 == "\t" }.joined(separator: " ")
        while words.hasSuffix(":") { words.removeLast() }
        return words.trimmingWhitespace
    }

    /// The part names a misspelt heading is compared against, with the heading an author should write.
    private static let partNames: [(name: String, suggestion: String)] = [
        ("exercise", "## Exercise"),
        ("resources", "## Resources"),
        (questionsHeading, "## After this lesson you should be able to answer"),
        ("interview problem", "## Interview problem · Part <N>: <title>"),
        ("new in", "## New in <platform>"),
        (tutorialHeading, "## Build along"),
    ]

    /// The heading an author probably meant, when `text` is a near miss of a part name (`Excercise` → `## Exercise`).
    static func suggestion(forMisspelt text: String) -> String? {
        nearMiss(text, among: partNames)
    }

    /// Compares the first words of `text` with each name, allowing about one typo per four letters.
    static func nearMiss(_ text: String, among names: [(name: String, suggestion: String)]) -> String? {
        let words = normalized(text).split(separator: " ")
        for (name, suggestion) in names {
            let count = name.split(separator: " ").count
            guard words.count >= count else { continue }
            let candidate = words.prefix(count).joined(separator: " ").trimmingCharacters(in: ":")
            let distance = EditDistance.between(candidate, name)
            if distance > 0 && distance <= max(1, name.count / 4) { return suggestion }
        }
        return nil
    }
}

/// The `###` parts of an interview problem.
enum InterviewPart: String, CaseIterable {
    case source = "Where this comes from"
    case answer = "Answer"
    case listenFor = "What interviewers listen for"

    /// Recognises `### Where this comes from`, `### Answer`, `### Show the answer`, `### What interviewers listen for`.
    init?(heading text: String) {
        switch PartHeading.normalized(text) {
        case "where this comes from": self = .source
        case "answer", "show the answer": self = .answer
        case "what interviewers listen for": self = .listenFor
        default: return nil
        }
    }

    /// The sub-part an author probably meant when `text` is a near miss (`### Anwser`).
    static func suggestion(forMisspelt text: String) -> String? {
        PartHeading.nearMiss(text, among: [
            ("where this comes from", "### Where this comes from"),
            ("show the answer", "### Show the answer"),
            ("answer", "### Answer"),
            ("what interviewers listen for", "### What interviewers listen for"),
        ])
    }
}

extension String {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        guard let first = firstIndex(where: { !characters.contains($0) }),
              let last = lastIndex(where: { !characters.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
