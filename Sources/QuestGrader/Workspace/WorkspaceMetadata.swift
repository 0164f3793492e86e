import Foundation

/// `.quest.json` in a learner's workspace: which lesson it is for, and where that lesson's course lives, so that
/// `quest check` run inside the workspace finds the lessons without `--lessons`.
public struct WorkspaceMetadata: Hashable, Codable, Sendable {
    /// The metadata file's name.
    public static let fileName = ".quest.json"

    public var lesson: String
    public var exercises: [String]
    /// The absolute lessons folder the workspace was started from.
    public var lessonsDirectory: String
    /// The same folder relative to the workspace (`../Lessons`), which still holds when the course and its
    /// workspaces move together; nil in workspaces made before it was recorded.
    public var lessonsRelativePath: String?
    /// Where the course was cloned from (its git `origin`), for the sentence that says how to get it back.
    public var courseRepository: String?

    public init(
        lesson: String, exercises: [String], lessonsDirectory: String, lessonsRelativePath: String? = nil,
        courseRepository: String? = nil
    ) {
        self.lesson = lesson
        self.exercises = exercises
        self.lessonsDirectory = lessonsDirectory
        self.lessonsRelativePath = lessonsRelativePath
        self.courseRepository = courseRepository
    }

    /// Reads `.quest.json` in `directory`, or nil.
    public static func read(in directory: String) -> WorkspaceMetadata? {
        guard let data = FileManager.default.contents(atPath: LearnerFiles.join(directory, fileName)) else { return nil }
        return try? JSONDecoder().decode(WorkspaceMetadata.self, from: data)
    }

    var encoded: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
    }
}
