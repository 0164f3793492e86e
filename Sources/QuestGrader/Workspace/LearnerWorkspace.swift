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

    /// Reads every Swift file under `directory`.
    public static func read(_ directory: String) throws -> LearnerWorkspace {
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw GraderError.usage("\(directory) is not a folder")
        }
        var sources: [SwiftSourceFile] = []
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]
        )
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "Tests" {
                enumerator?.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            sources.append(SwiftSourceFile(path: relative, text: text))
        }
        sources.sort { $0.path < $1.path }
        return LearnerWorkspace(directory: directory, sources: sources)
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

    /// Modules the code imports that quest cannot provide, with where.
    public var outOfScopeImports: [CompilerDiagnostic] {
        sources.flatMap { source in
            source.imports.filter { OutOfScope.modules.keys.contains($0.module) }.map { found in
                CompilerDiagnostic(
                    severity: "error", file: source.path, line: found.line, column: 1,
                    message: OutOfScope.message(for: found.module), inLearnerFile: true
                )
            }
        }
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
