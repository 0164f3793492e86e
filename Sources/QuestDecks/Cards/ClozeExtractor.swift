public import QuestCore

/// One API named in a `## New in …` callout, and the clause that says what it does.
public struct ClozeItem: Hashable, Sendable {
    /// The API as written in the inline code span, e.g. `.visibilityPriority`.
    public var api: String
    /// The clause as Markdown (`` `.visibilityPriority` keeps the important items visible when space is tight. ``).
    public var clause: String
    /// The callout's heading and line.
    public var callout: Callout
}

/// Finds the APIs that callouts introduce: every inline code span of a callout's sentences (semicolon clauses
/// counted as sentences), first mention only. An API whose name would break Anki's cloze syntax (`::`, `}}`) is skipped.
public struct ClozeExtractor: Sendable {
    public init() {}

    /// The cloze items of every callout of `lesson`, in reading order.
    public func items(in lesson: Lesson) -> [ClozeItem] {
        let splitter = ProseSplitter()
        var seen: Set<String> = []
        var items: [ClozeItem] = []
        for callout in lesson.callouts {
            for paragraph in splitter.paragraphs(of: callout.markdown) {
                for sentence in splitter.sentences(of: paragraph) {
                    for clause in splitter.clauses(of: sentence) {
                        for api in Self.codeSpans(in: clause) where !api.contains("::") && !api.contains("}}") {
                            guard seen.insert(api).inserted else { continue }
                            items.append(ClozeItem(api: api, clause: clause, callout: callout))
                        }
                    }
                }
            }
        }
        return items
    }

    /// The contents of single-backtick code spans, in order.
    static func codeSpans(in markdown: String) -> [String] {
        let pieces = markdown.split(separator: "`", omittingEmptySubsequences: false)
        // With an unmatched backtick the last piece is prose, not code.
        let closedSpans = (pieces.count - 1) / 2
        return (0..<closedSpans).map { String(pieces[2 * $0 + 1]) }.filter { !$0.isEmpty }
    }
}
