import Foundation
import QuestGrader

/// Finds the lessons folder of the course a learner's workspace belongs to, the way a learner would look for it, so
/// a workspace keeps working after the course moved or was cloned again: the folder `--lessons` names (a lessons
/// folder, or the course folder holding `Lessons/`), else the one `.quest.json` records relative to the workspace,
/// else where it was when `quest start` ran, else the one the progress record last used, else a `Lessons/` holding
/// the lesson in the workspace's folder or any folder above it.
struct CourseLocator {
    /// `--lessons` as the learner gave it.
    var given: String?
    /// The lesson the command works on (slug or number), if known: a candidate folder must hold it.
    var lesson: String?
    /// The command, for the sentence that says how to point it at the course (`check`, `hint 22`).
    var command: String

    /// Why no course was found, as one sentence that ends with the command that fixes it.
    struct NotFound: Error, CustomStringConvertible {
        var description: String
    }

    /// The lessons folder for a learner working in `workspaces` (the folder the command was given first; `progress`
    /// adds the record's workspaces).
    func lessonsDirectory(workspaces: [String]) -> Result<String, NotFound> {
        let folders = workspaces.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let metadata = folders.compactMap { folder in WorkspaceMetadata.read(in: folder).map { (folder, $0) } }
        let slug = lesson.flatMap { Int($0) == nil ? $0 : nil } ?? metadata.first?.1.lesson
        if let given { return named(given, slug: slug) }
        var candidates: [String] = []
        for (folder, recorded) in metadata {
            if let relative = recorded.lessonsRelativePath {
                candidates.append(URL(fileURLWithPath: relative, relativeTo: URL(fileURLWithPath: folder + "/")).standardizedFileURL.path)
            }
            candidates.append(recorded.lessonsDirectory)
        }
        if let folder = folders.first, let record = try? ProgressRecord.read(at: ProgressRecord.path(for: folder)) {
            candidates.append(record.lessonsDirectory)
        }
        for folder in folders {
            var current = URL(fileURLWithPath: folder)
            while true {
                candidates.append(current.appendingPathComponent(CommonArguments.lessonsFolder).path)
                guard current.path != "/" else { break }
                current.deleteLastPathComponent()
            }
        }
        if let found = candidates.first(where: { Self.holds($0, lesson: slug) }) { return .success(found) }
        let fix = "run `quest \(command) --lessons <the course's \(CommonArguments.lessonsFolder) folder>`"
        if let (_, recorded) = metadata.first {
            let clone = recorded.courseRepository.map { " (after `git clone \($0)` if you no longer have it)" } ?? ""
            return .failure(NotFound(description:
                "cannot find the course this workspace was started from (it was in \(recorded.lessonsDirectory)): \(fix)\(clone)"))
        }
        return .failure(NotFound(description: "no \(CommonArguments.lessonsFolder) folder in \(folders.first ?? ".") or any folder above it: \(fix)"))
    }

    /// The folder the learner named: itself, or its `Lessons/` when it is the course folder around them.
    private func named(_ given: String, slug: String?) -> Result<String, NotFound> {
        let inner = URL(fileURLWithPath: given).appendingPathComponent(CommonArguments.lessonsFolder).path
        if !Self.holds(given, lesson: slug), Self.holds(inner, lesson: slug) { return .success(inner) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: given, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(NotFound(description:
                "no lessons folder at \(given): run `quest \(command) --lessons <the course's \(CommonArguments.lessonsFolder) folder>`"))
        }
        return .success(given)
    }

    /// True when `folder` is a lessons folder with `lesson` in it (any lesson when the slug is not known).
    static func holds(_ folder: String, lesson slug: String?) -> Bool {
        if let slug { return FileManager.default.fileExists(atPath: folder + "/" + slug + ".md") }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.contains { $0.hasSuffix(".md") }
    }
}
