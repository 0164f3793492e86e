/// `quest lint`'s warning for a lesson whose own text says it has no flash cards or no build-along tutorial while it
/// has them (a sentence left from before they were written, which the site then contradicts under its "Study the
/// cards" button). Listed in `Quest.lessonChecks`.
public struct MissingContentClaims: LessonCheck {
    public init() {}

    /// What a lesson can say it lacks, and the words that name it.
    private static let subjects: [(name: String, words: String)] = [
        ("flash cards", #"(flash ?cards?|cards|decks?)"#),
        ("build-along tutorial", #"(build-along|tutorial)"#),
    ]
    /// Words that say something is not there yet, after the thing in the same sentence (`… have not been written yet`).
    private static let missingAfter = #"[^.!?\n]*\b(not (yet |been )*(written|ready|available|here)|coming soon|to come|yet to be written|missing)"#

    public func diagnostics(for lesson: Lesson, in course: Course) -> [Diagnostic] {
        let has = ["flash cards": !lesson.questions.isEmpty, "build-along tutorial": !(lesson.tutorial?.steps.isEmpty ?? true)]
        var found: [Diagnostic] = []
        for (offset, line) in lesson.notes.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for subject in Self.subjects where has[subject.name] == true {
                let claim = "(?i)(\\bno (flash |study )?\(subject.words)\\b|\\b\(subject.words)\\b\(Self.missingAfter))"
                guard let regex = try? Regex(claim), let match = line.firstMatch(of: regex) else { continue }
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
