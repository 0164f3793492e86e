/// The interview problems of a course as one series: each lesson may hold one part ("Part 5"), and the parts read in
/// order across lessons.
public struct InterviewSeries: Sendable {
    /// One part and the lesson that holds it.
    public struct Entry: Sendable {
        public var lesson: Lesson
        public var problem: InterviewProblem
    }

    /// Every part, in part order; a part claimed twice is listed once, for its first lesson in lesson order.
    public var entries: [Entry]
    /// A duplicate part is an error on the later lesson's heading; a missing number between the first part and the
    /// last a warning on the heading of the part after the gap.
    public var diagnostics: [Diagnostic]

    /// The series of `lessons`, which come in lesson order.
    public init(lessons: [Lesson]) {
        var diagnostics: [Diagnostic] = []
        // Lessons are large values: the series keeps their positions while it sorts and checks, and copies each
        // entry's lesson once (copying and sorting entries was 3% of a one-lesson rebuild of 2,000 lessons, perf).
        var claimed: [Int: Int] = [:]
        var holders: [(part: Int, index: Int)] = []
        for index in lessons.indices {
            guard let problem = lessons[index].interview else { continue }
            if let first = claimed[problem.part] {
                let firstLine = lessons[first].interview?.line ?? 1
                diagnostics.append(Diagnostic(.error, at: SourceLocation(file: lessons[index].file, line: problem.line), .duplicateInterviewPart,
                    "interview Part \(problem.part) is already in \(lessons[first].file):\(firstLine); give each part to one lesson"))
                continue
            }
            claimed[problem.part] = index
            holders.append((problem.part, index))
        }
        holders.sort { $0.part < $1.part }
        let entries = holders.compactMap { holder in lessons[holder.index].interview.map { Entry(lesson: lessons[holder.index], problem: $0) } }
        for (previous, next) in zip(entries, entries.dropFirst()) where next.problem.part > previous.problem.part + 1 {
            let missing = next.problem.part - previous.problem.part == 2
                ? "Part \(previous.problem.part + 1) is"
                : "Parts \(previous.problem.part + 1)–\(next.problem.part - 1) are"
            diagnostics.append(Diagnostic(.warning, at: SourceLocation(file: next.lesson.file, line: next.problem.line), .interviewPartGap,
                "interview \(missing) missing: the series goes from Part \(previous.problem.part) (\(previous.lesson.file)) to Part \(next.problem.part)"))
        }
        self.entries = entries
        self.diagnostics = diagnostics
    }
}
