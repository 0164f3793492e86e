import Foundation
public import QuestCore

/// Plans and writes a learner's workspace for a lesson: the starter files of its exercises, a README with the
/// exercises and the interview prompt, and `.quest.json`. It never overwrites a file unless told to.
public struct WorkspaceCreator: Sendable {
    /// A file to write, with its path relative to the workspace.
    public struct PlannedFile: Hashable, Sendable {
        public var path: String
        public var contents: [UInt8]
    }

    public var lesson: Lesson
    /// The lessons folder (exercise folders are relative to it).
    public var lessonsDirectory: String
    public var destination: String

    public init(lesson: Lesson, lessonsDirectory: String, destination: String) {
        self.lesson = lesson
        self.lessonsDirectory = lessonsDirectory
        self.destination = destination
    }

    /// Every file the workspace gets, starter files first.
    public func plan() throws -> [PlannedFile] {
        var files: [PlannedFile] = []
        var seenFolders: Set<String> = []
        let exercises = GradableExercises.all(in: lesson).map(\.exercise)
        for folder in exercises.compactMap(\.starter) where seenFolders.insert(folder).inserted {
            let root = URL(fileURLWithPath: lessonsDirectory).appendingPathComponent(folder).standardizedFileURL
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            var found: [PlannedFile] = []
            while let url = enumerator?.nextObject() as? URL {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
                guard !files.contains(where: { $0.path == relative }) else { continue }
                found.append(PlannedFile(path: relative, contents: Array(try Data(contentsOf: url))))
            }
            files += found.sorted { $0.path < $1.path }
        }
        files.append(PlannedFile(path: "README.md", contents: Array(readme(exercises: exercises).utf8)))
        let absoluteLessons = URL(fileURLWithPath: lessonsDirectory).standardizedFileURL.path
        let absoluteWorkspace = URL(fileURLWithPath: destination).standardizedFileURL.path
        let metadata = WorkspaceMetadata(
            lesson: lesson.slug, exercises: exercises.map(\.id), lessonsDirectory: absoluteLessons,
            lessonsRelativePath: RelativePath.from(absoluteWorkspace, to: absoluteLessons),
            courseRepository: GitOrigin.url(of: absoluteLessons)
        )
        files.append(PlannedFile(path: WorkspaceMetadata.fileName, contents: Array(metadata.encoded.utf8)))
        return files
    }

    /// Files of the plan that already exist in the destination with different contents (a symbolic link is never
    /// read, and always differs; `.quest.json` is quest's own, so it is rewritten, never a conflict: a course that
    /// moved is recorded where it is now).
    public func conflicts(in plan: [PlannedFile]) -> [String] {
        plan.filter { file in
            guard file.path != WorkspaceMetadata.fileName else { return false }
            let path = LearnerFiles.join(destination, file.path)
            if Self.isLink(path) { return true }
            guard let existing = FileManager.default.contents(atPath: path) else { return false }
            return Array(existing) != file.contents
        }.map(\.path)
    }

    /// Whether `path` is a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Writes the plan (creating folders) and returns the paths written, skipping files that are already identical.
    public func write(_ plan: [PlannedFile]) throws -> [String] {
        var written: [String] = []
        for file in plan {
            let path = LearnerFiles.join(destination, file.path)
            // A link is replaced by the file, never written through.
            if Self.isLink(path) { unlink(path) }
            if FileManager.default.contents(atPath: path).map(Array.init) == file.contents { continue }
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try Data(file.contents).write(to: URL(fileURLWithPath: path))
            written.append(file.path)
        }
        return written
    }

    /// The README: the lesson's exercises and interview prompt as the lesson states them, and how to check.
    func readme(exercises: [Exercise]) -> String {
        var parts = ["# \(lesson.title)"]
        if let summary = lesson.summary { parts.append(summary) }
        for exercise in lesson.exercises {
            parts.append("## \(exercise.title == "Exercise" ? "Exercise" : "Exercise: \(exercise.title)")")
            parts.append(exercise.prompt.trimmingCharacters(in: .whitespacesAndNewlines))
            parts.append("Write `\(exercise.entry)`. Checks: \(exercise.checks.joined(separator: ", ")).")
        }
        if let interview = lesson.interview {
            parts.append("## Interview problem · Part \(interview.part): \(interview.title)")
            parts.append(interview.prompt.trimmingCharacters(in: .whitespacesAndNewlines))
            if let exercise = interview.exercise {
                parts.append("Write `\(exercise.entry)`. Checks: \(exercise.checks.joined(separator: ", ")).")
            }
        }
        if (lesson.exercises + [lesson.interview?.exercise].compactMap { $0 }).contains(where: { $0.checks.contains(LearnerTests.check) }) {
            parts.append("## Testing your router")
            parts.append("""
                Put your own tests of `Router` in `\(LearnerTests.folder)/RouterTests.swift` (Swift Testing: `import Testing`, \
                `@testable import` your app, a `@MainActor @Suite` of `@Test` functions). When that folder has a test file, \
                `quest check` runs them against your router (they must pass) and against routers with known mistakes \
                (each must make a test fail), and says which mistakes your tests miss.
                """)
        }
        parts.append("## Checking your work")
        parts.append("""
            Run `quest check \(lesson.slug)` in this folder. Every check prints ✓ or ✗ with what was expected and \
            what your code did; `quest typecheck .` only compiles the folder's Swift files.
            """)
        parts.append("""
            On macOS or Windows, grade in quest's image: open the course in VS Code with Dev Containers or in GitHub \
            Codespaces (the course's `.devcontainer/devcontainer.json`), or run, from the folder that holds the course, \
            `docker run --rm -it -v "$PWD":/workspace \(QuestImage.reference) check \(lesson.slug) <this folder>` \
            (add `--watch` to grade on every save).
            """)
        return parts.joined(separator: "\n\n") + "\n"
    }
}
