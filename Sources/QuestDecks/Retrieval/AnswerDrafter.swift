public import QuestCore

/// An answer assembled from the lesson's own sentences, for a question the author has not answered yet.
public struct DraftedAnswer: Hashable, Sendable {
    /// One to three passages, in reading order.
    public var passages: [Passage]
    /// The best passage's BM25 score: how strongly the question's words appear in it.
    public var score: Double

    /// The passages joined into one Markdown paragraph.
    public var markdown: String { passages.map(\.markdown).joined(separator: " ") }
}

/// Drafts answers by ranked retrieval over a lesson's notes, callouts and further notes sections.
///
/// The best sentence is found with BM25 (stemmed terms, stop words dropped, identifiers split into words; a callout's
/// heading counts as part of each of its sentences). A sentence that only makes sense with its neighbour brings that
/// neighbour along: the previous sentence when the best one opens with a reference (`It`, `This`, …), and each
/// following sentence of the same paragraph that opens with a reference or points back with a demonstrative at
/// something the best sentence introduced (`… bound to a string. You filter … using that string`). Three at most.
/// Ties go to the sentence that comes first, so the same lesson always gives the same draft.
public struct AnswerDrafter: Sendable {
    /// The lesson's prose, split into passages.
    public let passages: [Passage]
    private let passageTerms: [[String]]
    private let index: BM25Index
    private let tokenizer = Tokenizer()

    public init(lesson: Lesson) {
        let splitter = ProseSplitter()
        var parts: [(markdown: String, anchor: String, heading: String?)] = [(lesson.notes, "#notes", nil)]
        parts += lesson.callouts.map { ($0.markdown, "#" + Anchor.slug($0.title), $0.title) }
        parts += lesson.sections.map { ($0.markdown, "#" + Anchor.slug($0.title), $0.title) }
        var passages: [Passage] = []
        var paragraphNumber = 0
        for part in parts {
            for paragraph in splitter.paragraphs(of: part.markdown) {
                for sentence in splitter.sentences(of: paragraph) {
                    for clause in splitter.clauses(of: sentence) {
                        passages.append(Passage(
                            markdown: clause, anchor: part.anchor, heading: part.heading,
                            paragraph: paragraphNumber, order: passages.count
                        ))
                    }
                }
                paragraphNumber += 1
            }
        }
        self.passages = passages
        // A callout's heading (`New in iOS 27`) is part of what each of its sentences is about.
        self.passageTerms = passages.map { [tokenizer] passage in
            tokenizer.terms(PlainText.from(markdown: passage.markdown)) + tokenizer.terms(passage.heading ?? "")
        }
        self.index = BM25Index(documents: passageTerms)
    }

    /// Every passage's score for `question`, best first; equal scores in reading order.
    public func ranking(for question: String) -> [(passage: Passage, score: Double)] {
        let query = Set(tokenizer.terms(PlainText.from(markdown: question))).sorted()
        return passages.indices
            .map { (passage: passages[$0], score: index.score($0, query: query)) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.passage.order < $1.passage.order }
    }

    /// The drafted answer for `question`, or nil when no sentence of the lesson shares a word with it.
    public func draftAnswer(for question: String) -> DraftedAnswer? {
        let query = Set(tokenizer.terms(PlainText.from(markdown: question)))
        guard let best = ranking(for: question).first, best.score > 0 else { return nil }
        let bestIndex = best.passage.order
        var chosen = [bestIndex]

        if opensWithReference(bestIndex), bestIndex > 0, passages[bestIndex - 1].paragraph == passages[bestIndex].paragraph {
            chosen.insert(bestIndex - 1, at: 0)
        }
        let introduced = Set(passageTerms[bestIndex]).subtracting(query)
        var next = bestIndex + 1
        while chosen.count < 3, next < passages.count, passages[next].paragraph == passages[bestIndex].paragraph {
            let continues = opensWithReference(next) || !demonstrativeReferents(next).isDisjoint(with: introduced)
            guard continues else { break }
            chosen.append(next)
            next += 1
        }
        return DraftedAnswer(passages: chosen.map { passages[$0] }, score: best.score)
    }

    /// The stemmed words that follow `this`, `that`, `these`, `those` or `the same` in a passage: what it points back to.
    private func demonstrativeReferents(_ index: Int) -> Set<String> {
        let words = PlainText.from(markdown: passages[index].markdown)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.lowercased() }
        var referents: Set<String> = []
        for (position, word) in words.enumerated() where position + 1 < words.count {
            let pointsBack = ["this", "that", "these", "those"].contains(word)
                || (word == "same" && position > 0 && words[position - 1] == "the")
            if pointsBack { referents.formUnion(tokenizer.terms(words[position + 1])) }
        }
        return referents
    }

    /// Sentences that open with a word pointing back at the previous sentence.
    private func opensWithReference(_ index: Int) -> Bool {
        let firstWord = passages[index].markdown.prefix { $0.isLetter }.lowercased()
        return ["it", "this", "that", "these", "those", "they", "such", "so", "then", "there"].contains(firstWord)
    }
}
