/// All lessons of a `Lessons/` folder, in lesson-number order, with every diagnostic found while reading them.
///
/// A lesson with errors is still listed when it could be parsed at all, so that one bad file never hides the others.
public struct Course: Hashable, Codable, Sendable {
    /// The folder the lessons were read from, as the user named it.
    public var directory: String
    public var lessons: [Lesson]
    public var diagnostics: [Diagnostic]
    /// From `course.md` in the folder; the defaults when there is none.
    public var settings: CourseSettings

    public init(directory: String, lessons: [Lesson], diagnostics: [Diagnostic], settings: CourseSettings = .defaults) {
        self.directory = directory
        self.lessons = lessons
        self.diagnostics = diagnostics
        self.settings = settings
    }

    /// A lesson by slug (`lesson22`) or by number (`22`).
    public func lesson(named name: String) -> Lesson? {
        if let number = Int(name) { return lessons.first { $0.number == number } }
        return lessons.first { $0.slug == name }
    }
}
