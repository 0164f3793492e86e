import Foundation

/// The checks quest provides: the one list of their names. Anything else a lesson's `checks:` names must be a file of
/// the lesson's own (`LessonCheckFile`).
public enum BuiltInCheck: String, CaseIterable, Codable, Sendable {
    case toolbarLayout = "toolbar-layout"
    case searchFilter = "search-filter"
    case router = "router"
    /// The learner's own Swift Testing tests of `Router` (a workspace's `Tests/` folder), run against their router and
    /// against the lesson's known-wrong routers; run only when the workspace has a test file.
    case routerTests = "router-tests"

    /// False for checks the grader runs itself instead of in the harness (`router-tests` builds its own programs).
    public var runsInHarness: Bool { self != .routerTests }
}

/// A check written by the lesson's author: `Lessons/<slug>/checks/<name>.swift`, named in `checks:` by `<name>`.
///
/// It is Swift compiled into the grading harness with the learner's files (never into `quest`); see Docs/checks.md.
public struct LessonCheckFile: Hashable, Sendable {
    /// The folder, next to the lesson's exercise folders, that holds its check files.
    public static let folder = "checks"

    /// The name `checks:` uses (`edit-sheet`).
    public var name: String
    /// The file, under the lessons folder as the user named it (`Lessons/lesson23/checks/edit-sheet.swift`).
    public var path: String

    /// The check file `name` of the lesson in `lessonFile` (`Lessons/lesson23.md`), whether or not it exists.
    public init(name: String, lessonFile: String) {
        self.name = name
        let directory = (lessonFile as NSString).deletingLastPathComponent
        let relative = "\(LessonParser.slug(ofFile: lessonFile))/\(Self.folder)/\(name).swift"
        path = directory.isEmpty ? relative : (directory as NSString).appendingPathComponent(relative)
    }

    /// True for a name a check file may have: lowercase letters, digits and hyphens (`edit-sheet`).
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// True when the file exists.
    public var exists: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The lesson's check files that `checks:` of `exercise` names (built-in names left out), in that order.
    public static func named(by exercise: Exercise, lessonFile: String) -> [LessonCheckFile] {
        exercise.checks.filter { BuiltInCheck(rawValue: $0) == nil }.map { LessonCheckFile(name: $0, lessonFile: lessonFile) }
    }
}
