import Foundation

/// Helpers shared by every check file of a course: the Swift files in `Lessons/_checks/` (beside the lessons, not in a
/// lesson's folder), compiled into the harness with each of the course's own check files, so two checks can use one
/// fixture or one verdict-building function. They declare their helpers in `extension CourseChecks { … }`
/// (QuestChecks' namespace for them), which no learner names; see Docs/checks.md, "Helpers shared by a course's checks".
public struct SharedCheckFiles: Hashable, Sendable {
    /// The folder, in the lessons folder, that holds the shared helpers.
    public static let folder = "_checks"
    /// How a shared file is named among the generated harness files (`checks/_checks-Fixtures.swift`), so that
    /// compiler messages and crashes in it are told from the learner's and located at the author's file.
    static let generatedPrefix = HarnessSource.checkFolder + "/" + folder + "-"

    /// The files, under the lessons folder as the user named it (`Lessons/_checks/Fixtures.swift`), in name order.
    public var paths: [String]

    /// The shared helpers of the course whose lesson is `lessonFile` (`Lessons/lesson23.md`); none when the folder
    /// does not exist.
    public init(lessonFile: String) {
        self.init(lessonsDirectory: (lessonFile as NSString).deletingLastPathComponent)
    }

    /// The shared helpers in `lessonsDirectory` (`Lessons`).
    public init(lessonsDirectory: String) {
        let folder = lessonsDirectory.isEmpty ? Self.folder : (lessonsDirectory as NSString).appendingPathComponent(Self.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        paths = names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The generated file name of the shared file at `path`.
    static func generatedName(of path: String) -> String {
        generatedPrefix + (path as NSString).lastPathComponent
    }

    /// The author's path of a generated file name, when it is one of these files.
    func path(ofGenerated name: String) -> String? {
        guard name.hasPrefix(Self.generatedPrefix) else { return nil }
        let base = String(name.dropFirst(HarnessSource.checkFolder.count + 1 + Self.folder.count + 1))
        return paths.first { ($0 as NSString).lastPathComponent == base }
    }
}
