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

    public init(lesson: String, exercises: [String], lessonsDirectory: String) {
        self.lesson = lesson
        self.exercises = exercises
        self.lessonsDirectory = lessonsDirectory
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
