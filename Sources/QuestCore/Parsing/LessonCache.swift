/// Where a `CourseLoader` keeps what parsing each lesson file gave, so that a file whose bytes (and surroundings) did
/// not change is not parsed again.
///
/// A cache must answer only for exactly the inputs it stored the result of; an entry it cannot read or trust is a
/// miss, never an error.
public protocol LessonCache: Sendable {
    /// The stored result of parsing `source`, or nil when there is none for these inputs.
    func result(for source: CourseLoader.Source) -> LessonParser.Result?
    /// Remembers `result` as what parsing `source` gives.
    func store(_ result: LessonParser.Result, for source: CourseLoader.Source)
}
