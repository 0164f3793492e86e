import Foundation

/// Compiles learner files against QuestUI exactly as an Xcode app target would compile them against SwiftUI:
/// previews and `@main` set aside (positions kept), out-of-scope imports refused with a plain message, and the
/// compiler's diagnostics returned with the learner's paths.
public struct LearnerCompiler: Sendable {
    public var settings: CompilerSettings

    public init(settings: CompilerSettings) { self.settings = settings }

    /// What one compilation produced.
    public struct Result: Sendable {
        public var succeeded: Bool
        /// Every diagnostic, learner files first, in the compiler's order otherwise.
        public var diagnostics: [CompilerDiagnostic]
        /// Parts of the learner's files that were not compiled (`#Preview` at line 40, …).
        public var setAside: [(file: String, part: SwiftSourceFile.SetAside)]
        public var milliseconds: Int
    }

    /// Type-checks `paths` (as the user typed them) without building anything.
    public func typecheck(paths: [String]) throws -> Result {
        let sources = try paths.map { path in
            SwiftSourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // Each file goes into its own numbered folder so that two files with the same name can never collide.
        var files = LearnerFiles(displayPaths: paths)
        var compiled: [String] = []
        var setAside: [(file: String, part: SwiftSourceFile.SetAside)] = []
        for (index, source) in sources.enumerated() {
            let prepared = source.prepared()
            let copy = "\(scratch.path)/\(index)/\(LearnerFiles.lastComponent(source.path))"
            try write(prepared.text, to: copy)
            files.addCopy(copy, of: source.path)
            files.addCopy(URL(fileURLWithPath: source.path).standardizedFileURL.path, of: source.path)
            compiled.append(copy)
            setAside += prepared.setAside.map { (source.path, $0) }
        }
        let refused = LearnerWorkspace(directory: ".", sources: sources).outOfScopeImports
        if !refused.isEmpty { return Result(succeeded: false, diagnostics: refused, setAside: setAside, milliseconds: 0) }
        return try compile(settings.typecheckArguments(compiled), files: files, generatedRoots: [], setAside: setAside)
    }

    /// Builds the harness executable `output` from the learner's workspace and the generated harness files, in `folder`.
    public func buildHarness(
        workspace: LearnerWorkspace, harness: HarnessSource, in folder: String, output: String
    ) throws -> (result: Result, files: LearnerFiles) {
        let learnerFolder = folder + "/learner"
        let generatedFolder = folder + "/generated"
        var files = LearnerFiles(
            relativePaths: workspace.sources.map(\.path), root: workspace.absoluteDirectory, copies: learnerFolder
        )
        var compiled: [String] = []
        var setAside: [(file: String, part: SwiftSourceFile.SetAside)] = []
        for source in workspace.sources {
            let prepared = source.prepared()
            let copy = LearnerFiles.join(learnerFolder, source.path)
            try write(prepared.text, to: copy)
            compiled.append(copy)
            setAside += prepared.setAside.map { (source.path, $0) }
        }
        files.displayPaths = workspace.sources.map(\.path)
        let refused = workspace.outOfScopeImports
        if !refused.isEmpty {
            return (Result(succeeded: false, diagnostics: refused, setAside: setAside, milliseconds: 0), files)
        }
        for file in harness.files {
            let path = "\(generatedFolder)/\(file.name)"
            try write(file.text, to: path)
            compiled.append(path)
        }
        let result = try compile(
            settings.buildArguments(compiled, output: output), files: files, generatedRoots: [generatedFolder],
            setAside: setAside
        )
        return (result, files)
    }

    private func compile(
        _ arguments: [String], files: LearnerFiles, generatedRoots: [String],
        setAside: [(file: String, part: SwiftSourceFile.SetAside)]
    ) throws -> Result {
        try FileManager.default.createDirectory(atPath: settings.moduleCache, withIntermediateDirectories: true)
        let started = Date()
        let run = try ChildProcess.run(settings.toolchain.swiftc, arguments)
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        let parser = CompilerOutputParser(files: files, generatedRoots: generatedRoots)
        var diagnostics = parser.parse(run.standardError + run.standardOutput)
        if run.exitCode != 0 && !diagnostics.contains(where: \.isError) {
            let text = (run.standardError + run.standardOutput).trimmingCharacters(in: .whitespacesAndNewlines)
            diagnostics.append(CompilerDiagnostic(
                severity: "error", file: nil, line: nil, column: nil,
                message: "the compiler failed (exit status \(run.exitCode))" + (text.isEmpty ? "" : ":\n" + text),
                inLearnerFile: false
            ))
        }
        let ordered = diagnostics.filter(\.inLearnerFile) + diagnostics.filter { !$0.inLearnerFile }
        return Result(succeeded: run.exitCode == 0, diagnostics: ordered, setAside: setAside, milliseconds: milliseconds)
    }

    private func write(_ text: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}

/// A temporary folder removed when grading is done.
struct ScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("quest-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
