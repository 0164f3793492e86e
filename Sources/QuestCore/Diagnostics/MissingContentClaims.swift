/// `quest lint`'s warning for a lesson whose own text says it has no flash cards or no build-along tutorial while it
/// has them (a sentence left from before they were written, which the site then contradicts under its "Study the
/// cards" button). Listed in `Quest.lessonChecks`.
public struct MissingContentClaims: LessonCheck {
    public init() {}

    /// What a lesson can say it lacks, and the words that name it.
    private static let subjects: [(name: String, words: String, stems: [String])] = [
        ("flash cards", #"(flash ?cards?|cards|decks?)"#, ["card", "deck"]),
        ("build-along tutorial", #"(build-along|tutorial)"#, ["build-along", "tutorial"]),
    ]
    /// Words that say something is not there yet, after the thing in the same sentence (`… have not been written yet`).
    private static let missingAfter = #"[^.!?\n]*\b(not (yet |been )*(written|ready|available|here)|coming soon|to come|yet to be written|missing)"#

    public func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        let has = ["flash cards": !lesson.questions.isEmpty, "build-along tutorial": !(lesson.tutorial?.steps.isEmpty ?? true)]
        var found: [Diagnostic] = []
        // Each claim is compiled once per lesson, and only tried on a line naming its subject at all: compiling it
        // per line made this check most of a clean `quest build` (8.7 s of 20.7 s for 200 lessons, measured).
        let claims = Self.subjects.filter { has[$0.name] == true }.compactMap { subject in
            (try? Regex("(?i)(\\bno (flash |study )?\(subject.words)\\b|\\b\(subject.words)\\b\(Self.missingAfter))")).map { (subject, $0) }
        }
        guard !claims.isEmpty else { return [] }
        for (offset, line) in lesson.notes.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lowercased = line.lowercased()
            for (subject, regex) in claims where subject.stems.contains(where: { lowercased.contains($0) }) {
                guard let match = line.firstMatch(of: regex) else { continue }
                let column = line.distance(from: line.startIndex, to: match.range.lowerBound) + 1
                let what = subject.name == "flash cards"
                    ? "it has \(lesson.questions.count) flash card\(lesson.questions.count == 1 ? "" : "s")"
                    : "it has a \(lesson.tutorial?.steps.count ?? 0)-step build-along tutorial"
                found.append(Diagnostic(
                    .warning, at: SourceLocation(file: lesson.file, line: lesson.notesLine + offset, column: column),
                    .claimsMissingContent,
                    "the notes say the lesson has no \(subject.name) (“\(line[match.range])”), but \(what): update the sentence"
                ))
            }
        }
        return found
    }
}
