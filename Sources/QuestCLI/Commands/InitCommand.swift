import Foundation
import QuestCore
import QuestGrader

/// `quest init [<dir>]`: a new course that builds, validates and grades out of the box.
public struct InitCommand: QuestCommand {
    public static let name = "init"
    public static let abstract = "Start a new course: course settings, a sample lesson with a graded exercise, CI and a README."
    public static let discussion = """
    Writes Lessons/course.md, a sample lesson (notes, questions, an exercise with its starter, solution, a mutant and \
    an author-written check), .github/workflows/quest.yml (validates every push in quest's image and publishes Site/ \
    to GitHub Pages), .devcontainer/devcontainer.json (VS Code Dev Containers and GitHub Codespaces open the course \
    with quest ready), a .gitignore and a README for the course's authors. The folder must be empty or new, unless --force is given \
    (then files of the same name are replaced and nothing else is touched).
    """
    public static let exitCodes: [ExitCode: String] = [
        .success: "the course was written",
        .failure: "the folder is not empty (nothing was written), a file could not be written, or quest's sample course is not installed next to it",
    ]
    static let dirArgument = Positional("dir", default: ".", help: "The course folder (default: the current folder).")
    static let forceFlag = Flag("force", help: "Write into a folder that is not empty, replacing files of the same name.")
    public static var arguments: [any CommandArgument] { [dirArgument, forceFlag] }

    /// Files of the sample course that are stored under another name, so they do not act inside quest's own
    /// repository (a `.gitignore` there would ignore the sample's files).
    static let renamed = ["gitignore": ".gitignore"]

    public var directory: String
    public var force: Bool

    public init(_ arguments: ParsedArguments) {
        directory = arguments[Self.dirArgument]
        force = arguments[Self.forceFlag]
    }

    public func run(_ context: CommandContext) -> ExitCode {
        guard let installation = QuestInstallation.locate() else {
            context.errors.line("error: the sample course is not installed next to quest (expected lib/quest/NewCourse); reinstall with Scripts/install.sh")
            return .failure
        }
        let fileManager = FileManager.default
        let existing = (try? fileManager.contentsOfDirectory(atPath: directory)) ?? []
        if !existing.isEmpty && !force {
            context.errors.line("error: \(directory) is not empty (\(existing.count) entries); quest init writes only into a new or empty folder")
            context.errors.line("Nothing was written. Choose another folder, or run again with --force to add the course's files to it.")
            return .failure
        }
        do {
            let files = try Self.files(in: installation.newCourse)
            for file in files {
                let target = LearnerFilesPath.join(directory, file.destination)
                try fileManager.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true
                )
                if fileManager.fileExists(atPath: target) { try fileManager.removeItem(atPath: target) }
                let source = LearnerFilesPath.join(installation.newCourse, file.source)
                if let text = try? String(contentsOfFile: source, encoding: .utf8), text.contains(QuestImage.placeholder) {
                    // The workflow and the dev container name quest's image.
                    try text.replacingOccurrences(of: QuestImage.placeholder, with: QuestImage.reference)
                        .write(toFile: target, atomically: true, encoding: .utf8)
                } else {
                    try fileManager.copyItem(atPath: source, toPath: target)
                }
                context.output.line("wrote \(target)")
            }
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .failure
        }
        let inside = directory == "." ? "" : "cd \(directory) && "
        context.output.line("Next: \(inside)quest validate && quest serve")
        return .success
    }

    /// Every file of the sample course, in path order, with the name it gets in the new course.
    static func files(in folder: String) throws -> [(source: String, destination: String)] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        return paths.compactMap { path in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: LearnerFilesPath.join(folder, path), isDirectory: &isFolder),
                  !isFolder.boolValue else { return nil }
            let name = (path as NSString).lastPathComponent
            let destination = Self.renamed[name].map { ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent($0) }
            return (path, destination ?? path)
        }
    }
}
