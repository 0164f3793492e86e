import Foundation
import QuestCore

/// Reads a kept lesson in full when the plan needs more than its outline: from the lesson cache (found by the
/// fingerprint's digest of its file, so not even its bytes are read), or parsed again when the entry is missing.
struct LessonReader: Sendable {
    let cache: LessonLoadCache?
    let parser: LessonParser

    /// The lesson `outline` is the outline of; nil when its file no longer gives a lesson.
    func lesson(_ outline: LessonOutline) -> Lesson? {
        if let lesson = cache?.result(for: CourseLoader.Source(file: outline.file, data: Data()))?.lesson { return lesson }
        guard let data = FileManager.default.contents(atPath: outline.file) else { return nil }
        return parser.parse(file: outline.file, data: data).lesson
    }
}
