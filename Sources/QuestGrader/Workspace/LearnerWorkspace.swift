import Foundation

/// The learner's folder: every `.swift` file in it, read once. Hidden folders, `.build` and `Tests` are skipped:
/// the learner's own tests are not part of the app target.
public struct LearnerWorkspace: Sendable {
    /// The folder as the user named it.
    public var directory: String
    /// The files, by path relative to `directory`, sorted.
    public var sources: [SwiftSourceFile]

    public init(directory: String, sources: [SwiftSourceFile]) {
        self.directory = directory
        self.sources = sources
    }

    /// Reads every Swift file under `directory`, never following a link (`WorkspaceFiles`): a linked file or folder
    /// is an error that names it.
    public static func read(_ directory: String) throws -> LearnerWorkspace {
        let files = try WorkspaceFiles.swiftFiles(in: directory, skipping: [".build", "Tests"])
        return LearnerWorkspace(directory: directory, sources: files.map { SwiftSourceFile(path: $0.path, text: $0.text) })
    }

    /// Each file's text by its relative path: the form the tutorial's drafter and replay work on.
    public var textByPath: [String: String] {
        Dictionary(sources.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// The absolute folder.
    public var absoluteDirectory: String { URL(fileURLWithPath: directory).standardizedFileURL.path }

    /// The first declaration of a type named `name`, with its file.
    public func declaration(of name: String) -> (file: String, declaration: SwiftSourceFile.Declaration)? {
        for source in sources {
            if let found = source.declarations.first(where: { $0.name == name }) { return (source.path, found) }
        }
        return nil
    }
}

/// Frameworks quest deliberately does not provide, and the sentence that says so.
public enum OutOfScope {
    public static let modules: [String: String] = [
        "SwiftData": "persistence", "CoreData": "persistence", "UIKit": "UIKit views and controllers",
    ]

    public static func message(for module: String) -> String {
        let what = modules[module] ?? module
        return "import \(module): \(module) (\(what)) is out of scope for quest, which grades SwiftUI code only; "
            + "keep the exercise's data in plain Swift types and remove this import"
    }
}
