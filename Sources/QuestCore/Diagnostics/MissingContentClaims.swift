/// `quest lint`'s warning for a lesson whose own text says it has no flash cards or no build-along tutorial while it
/// has them (a sentence left from before they were written, which the site then contradicts under its "Study the
/// cards" button). Listed in `Quest.lessonChecks`.
public struct MissingContentClaims: LessonCheck {
    public init() {}

    /// What a lesson can say it lacks, the stems that name it, and the claim: "no flash cards", or the thing named
    /// and then, in the same sentence, words that say it is not there yet (`… have not been written yet`).
    ///
    /// Regex literals, parsed when quest is compiled: parsing the same patterns from strings for each lesson linted
    /// was 5 ms of a one-lesson rebuild (measured with perf).
    private static func subjects() -> [(name: String, stems: [String], claim: Regex<AnyRegexOutput>)] {
        [
            ("flash cards", ["card", "deck"], Regex(
                #/(?i)(\bno (flash |study )?(flash ?cards?|cards|decks?)\b|\b(flash ?cards?|cards|decks?)\b[^.!?\n]*\b(not (yet |been )*(written|ready|available|here)|coming soon|to come|yet to be written|missing))/#
            )),
            ("build-along tutorial", ["build-along", "tutorial"], Regex(
                #/(?i)(\bno (flash |study )?(build-along|tutorial)\b|\b(build-along|tutorial)\b[^.!?\n]*\b(not (yet |been )*(written|ready|available|here)|coming soon|to come|yet to be written|missing))/#
            )),
        ]
    }

    public func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        let has = ["flash cards": !lesson.questions.isEmpty, "build-along tutorial": !(lesson.tutorial?.steps.isEmpty ?? true)]
        var found: [Diagnostic] = []
        // A claim is only tried on a line naming its subject at all.
        let claims = Self.subjects().filter { has[$0.name] == true }
        guard !claims.isEmpty else { return [] }
        for (offset, line) in lesson.notes.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lowercased = line.lowercased()
            for subject in claims where subject.stems.contains(where: { lowercased.contains($0) }) {
                guard let match = line.firstMatch(of: subject.claim) else { continue }
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
