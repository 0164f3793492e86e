import Foundation
import QuestCore
import QuestGrader

/// `quest typecheck <path>…`: compiles learner files against QuestUI exactly as `quest check` does, and prints the
/// compiler's diagnostics with the learner's paths.
public struct TypecheckCommand: QuestCommand {
    public static let name = "typecheck"
    public static let abstract = "Compile SwiftUI files against QuestUI, as the grader does, and print the compiler's diagnostics."
    public static let discussion = """
    Each path is a Swift file or a folder of them; everything named is compiled together, as one app target. Files keep `import SwiftUI`; \
    `#Preview` blocks and `PreviewProvider` types are set aside.
    """
    /// 2, not 1, for code that does not compile: the same verdict `quest check` gives the same files.
    public static let exitCodes: [ExitCode: String] = [
        .success: "the code compiles",
        .couldNotRun: "the code does not compile, or the Swift toolchain or the prebuilt QuestUI module is missing",
    ]
    static let pathArgument = Positional<[String]>(
        "path", help: "Swift files, or folders whose Swift files are compiled together."
    )
    static let swiftVersionOption = Option(
        "swift-version", choices: CompilerSettings.languageModes, default: CompilerSettings.languageMode,
        help: "The language mode (default \(CompilerSettings.languageMode), the grader's); for measurements."
    )
    public static var arguments: [any CommandArgument] { [pathArgument, swiftVersionOption] }

    public var paths: [String]
    public var languageMode: String

    public init(_ arguments: ParsedArguments) {
        paths = arguments[Self.pathArgument]
        languageMode = arguments[Self.swiftVersionOption]
    }

    public func run(_ context: CommandContext) -> ExitCode {
        let files: [String]
        let compiler: LearnerCompiler
        do {
            files = try paths.flatMap(Self.swiftFiles(at:))
            var settings = try CompilerSettings.locate()
            settings.languageMode = languageMode
            compiler = LearnerCompiler(settings: settings)
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .couldNotRun
        }
        let result: LearnerCompiler.Result
        do {
            result = try compiler.typecheck(paths: files)
        } catch {
            context.errors.line("error: \(FileProblem.sentence(for: error))")
            return .couldNotRun
        }
        for diagnostic in result.diagnostics { context.output.line(diagnostic.description) }
        for (file, part) in result.setAside where part.what != "@main" {
            context.errors.line("note: \(file):\(part.line): \(part.what) set aside (quest does not compile previews)")
        }
        return result.succeeded ? .success : .couldNotRun
    }

    /// The file itself, or every Swift file in the folder (as `folder/relative/path.swift`).
    static func swiftFiles(at path: String) throws -> [String] {
        // A folder is read without following links inside it (a linked file in it is an error naming it).
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            if let problem = FileProblem.reading(path, folder: false) { throw problem }
            return [path]
        }
        let workspace = try LearnerWorkspace.read(path)
        guard !workspace.sources.isEmpty else { throw GraderError.usage("no Swift files in \(path)") }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        return workspace.sources.map { prefix + $0.path }
    }
}
