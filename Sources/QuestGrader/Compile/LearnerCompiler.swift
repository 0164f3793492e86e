import Foundation
import QuestDigest
import QuestSyntax
import Synchronization

/// Compiles learner files against QuestUI exactly as an Xcode app target would compile them against SwiftUI:
/// previews and `@main` set aside (positions kept), what learner code may not contain refused at its line
/// (`LearnerAdmission`), the files compiled as memory-safe Swift, each learner object audited before it is linked
/// (`ObjectAudit`), and the compiler's diagnostics returned with the learner's paths.
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

    /// Type-checks `paths` (as the user typed them) without building anything; `generated` are quest's own files,
    /// compiled beside them as they are (not admitted, not set aside).
    public func typecheck(paths: [String], generated: [String] = []) throws -> Result {
        let sources = try paths.map { path in SwiftSourceFile(path: path, text: try WorkspaceFiles.text(ofFile: path)) }
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        // Each file goes into its own numbered folder so that two files with the same name can never collide.
        var files = LearnerFiles(displayPaths: paths)
        var compiled: [String] = []
        var setAside: [(file: String, part: SwiftSourceFile.SetAside)] = []
        var admitted: [(path: String, text: String)] = []
        for (index, source) in sources.enumerated() {
            let prepared = source.prepared()
            admitted.append((source.path, prepared.text))
            let copy = "\(scratch.path)/\(index)/\(LearnerFiles.lastComponent(source.path))"
            try write(prepared.text, to: copy)
            files.addCopy(copy, of: source.path)
            files.addCopy(URL(fileURLWithPath: source.path).standardizedFileURL.path, of: source.path)
            compiled.append(copy)
            setAside += prepared.setAside.map { (source.path, $0) }
        }
        let admission = LearnerAdmission(files: admitted)
        if !admission.refusals.isEmpty {
            return Result(succeeded: false, diagnostics: admission.refusals, setAside: setAside, milliseconds: 0)
        }
        // A type-check writes no object, so only the parser's part of admission applies (Docs/grading.md).
        return try compile(
            stages: [[[settings.toolchain.swiftc] + settings.typecheckArguments(compiled + generated)]], files: files,
            generatedRoots: [], setAside: setAside, afterFirstStage: { admission.unreadable }
        )
    }

    /// Builds the harness executable `output` from the learner's workspace and the generated harness files, in `folder`
    /// (which may hold an earlier build of the same workspace: its sources are replaced, its objects are left for the
    /// compiler to reuse when the code generated is the same, see `BuildFolders`).
    ///
    /// When every compiled file, every job and every argument is what the folder's last successful build had (the
    /// digest in `built.sha256`), its harness is copied and nothing is compiled: a check run again, or a save that
    /// changed nothing.
    ///
    /// `api` is what the exercise asks the learner to declare: the generated files (the lesson's checks among them,
    /// compiled in the learner's module) may call no other learner global or member of another module's type
    /// (`CheckBindingAudit`).
    public func buildHarness(
        workspace: LearnerWorkspace, harness: HarnessSource, in folder: String, output: String,
        runtime: RuntimeLibrary? = nil, api: @autoclosure () -> ExerciseAPI = ExerciseAPI()
    ) throws -> (result: Result, files: LearnerFiles) {
        let learnerFolder = folder + "/learner"
        let generatedFolder = folder + "/generated"
        for earlier in [learnerFolder, generatedFolder] where FileManager.default.fileExists(atPath: earlier) {
            try FileManager.default.removeItem(atPath: earlier)
        }
        var files = LearnerFiles(
            relativePaths: workspace.sources.map(\.path), root: workspace.absoluteDirectory, copies: learnerFolder
        )
        var compiled: [String] = []
        var texts: [String] = []
        var setAside: [(file: String, part: SwiftSourceFile.SetAside)] = []
        var admitted: [(path: String, text: String)] = []
        for source in workspace.sources {
            let prepared = source.prepared()
            let copy = LearnerFiles.join(learnerFolder, source.path)
            try write(prepared.text, to: copy)
            compiled.append(copy)
            texts.append(prepared.text)
            admitted.append((source.path, prepared.text))
            setAside += prepared.setAside.map { (source.path, $0) }
        }
        files.displayPaths = workspace.sources.map(\.path)
        let admission = LearnerAdmission(files: admitted)
        if !admission.refusals.isEmpty {
            return (Result(succeeded: false, diagnostics: admission.refusals, setAside: setAside, milliseconds: 0), files)
        }
        for file in harness.files {
            let path = "\(generatedFolder)/\(file.name)"
            try write(file.text, to: path)
            compiled.append(path)
            texts.append(file.text)
        }
        let runtime = try runtime ?? RuntimeLibrary.prepare(for: settings)
        let recorded = DriverJobs.recorded(
            swiftc: settings.toolchain.swiftc,
            arguments: settings.buildArguments(
                [DriverJobs.inputPlaceholder], output: DriverJobs.outputPlaceholder, runtime: runtime
            ),
            in: runtime.directory
        )
        let built = folder + "/harness"
        let stamp = folder + "/built.sha256"
        let stages: [[[String]]]
        let objects: [String]
        if let recorded {
            let scratch = folder + "/driver"
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            // Two frontends side by side where there are two cores: measured after an edit of lesson 22's
            // ContentView.swift, 0.32 s instead of 0.49 s, for 0.14 s more CPU.
            let cores = ProcessInfo.processInfo.activeProcessorCount
            let groups = DriverJobs.balancedGroups(sizes: texts.map(\.utf8.count), count: min(settings.jobs, cores))
            stages = recorded.filled(inputs: compiled, output: built, scratch: scratch, groups: groups)
            objects = DriverJobs.objects(inputs: compiled, scratch: scratch)
        } else {
            // No recording: the driver compiles each file to its own object (named after the file, as a module's
            // files have distinct names), then links them, so that the learner's objects are audited in between.
            let scratch = folder + "/objects"
            try? FileManager.default.removeItem(atPath: scratch)
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            stages = [
                [[settings.toolchain.swiftc] + settings.objectArguments(compiled, in: scratch)],
                [[settings.toolchain.swiftc] + settings.linkArguments(
                    CompilerSettings.objects(of: compiled, in: scratch), output: built, runtime: runtime
                )],
            ]
            objects = CompilerSettings.objects(of: compiled, in: scratch)
        }
        let learnerObjects = Array(zip(workspace.sources.map(\.path), objects))
        var digest = Digest.sha256()
        for field in stages.joined().joined() { digest.update(field: field) }
        for text in texts {
            digest.update(field: String(text.utf8.count))
            digest.update(text.utf8)
        }
        let fingerprint = digest.hexDigest()
        if (try? String(contentsOfFile: stamp, encoding: .utf8)) == fingerprint, FileManager.default.fileExists(atPath: built) {
            try copyExecutable(built, to: output)
            return (Result(succeeded: true, diagnostics: [], setAside: setAside, milliseconds: 0), files)
        }
        try? FileManager.default.removeItem(atPath: stamp)
        let result = try compile(
            stages: stages, files: files, generatedRoots: [generatedFolder], setAside: setAside,
            afterFirstStage: {
                admission.unreadable + Self.audit(
                    learner: learnerObjects, declarations: admission.declarations, harness: harness,
                    generatedObjects: Array(objects.dropFirst(workspace.sources.count)), api: api()
                )
            }
        )
        if result.succeeded {
            try copyExecutable(built, to: output)
            try fingerprint.write(toFile: stamp, atomically: true, encoding: .utf8)
        }
        return (result, files)
    }

    /// The refusals of the compiled objects, before linking: each learner object is read once, for `ObjectAudit` and
    /// `CheckBindingAudit`, and the generated files are parsed for the names they use only here, when something was
    /// compiled (a build copied from the last one skips all of it).
    private static func audit(
        learner: [(file: String, object: String)], declarations: [ParsedSwiftFile.Declarations], harness: HarnessSource,
        generatedObjects: [String], api: ExerciseAPI
    ) -> [CompilerDiagnostic] {
        let read = learner.map { file, path in (file: file, object: Swift.Result { try ELFObject(path: path) }) }
        let learnerFiles = zip(read, declarations).map { file, declarations in
            CheckBindingAudit.LearnerFile(path: file.file, object: try? file.object.get(), declarations: declarations)
        }
        let generatedFiles = zip(harness.files, generatedObjects).map { file, object in
            CheckBindingAudit.GeneratedFile(
                name: file.name, object: object, identifiers: Set(ParsedSwiftFile(text: file.text).identifiers.map(\.name))
            )
        }
        return ObjectAudit.refusals(objects: read) + ConformanceAudit.refusals(learnerFiles)
            + CheckBindingAudit.refusals(learner: learnerFiles, generated: generatedFiles, api: api)
    }

    /// Builds the runtime library and fills the module cache for both ways learner code is compiled (a build and a
    /// type-check import the same modules with different flags, so each has its own cache entries), by compiling a
    /// file that imports every module learner code and the harness use. What the first check would otherwise spend
    /// (measured: 1 s of CPU, 15 s of wall time on a busy machine) is spent here once; returns the milliseconds.
    public func prepare() throws -> Int {
        let started = Date()
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let source = """
            import SwiftUI
            import Combine
            import QuestChecks
            import Foundation

            @main enum QuestPrepare {
                static func main() { _ = Text("ready") }
            }

            """
        let file = scratch.path + "/QuestPrepare.swift"
        try write(source, to: file)
        let workspace = LearnerWorkspace(directory: scratch.path, sources: [])
        let harness = HarnessSource(files: [HarnessSource.File(name: "QuestPrepare.swift", text: source)])
        let (build, _) = try buildHarness(
            workspace: workspace, harness: harness, in: scratch.path + "/build", output: scratch.path + "/prepared"
        )
        let check = try compile(
            settings.typecheckArguments([file]), files: LearnerFiles(displayPaths: []), generatedRoots: [],
            setAside: []
        )
        // The learner's tests import Testing, whose C parts are built into the module cache on first use: in an image
        // whose root is read-only at grading time (the runner contract), that first use must happen here.
        let testsFile = scratch.path + "/QuestPrepareTests.swift"
        try write("import Testing\nimport Foundation\n\n@Test func ready() { #expect(Bool(true)) }\n", to: testsFile)
        let tests = try compile(
            settings.testsTypecheckArguments([testsFile]), files: LearnerFiles(displayPaths: []), generatedRoots: [],
            setAside: []
        )
        for result in [build, check, tests] where !result.succeeded {
            throw GraderError.missingTool(
                "the grader's modules do not compile: " + result.diagnostics.map(\.description).joined(separator: "\n")
            )
        }
        return Int(Date().timeIntervalSince(started) * 1000)
    }

    private func compile(
        _ arguments: [String], files: LearnerFiles, generatedRoots: [String],
        setAside: [(file: String, part: SwiftSourceFile.SetAside)]
    ) throws -> Result {
        try compile(
            stages: [[[settings.toolchain.swiftc] + arguments]], files: files, generatedRoots: generatedRoots,
            setAside: setAside, afterFirstStage: { [] }
        )
    }

    /// Runs `stages` in order, the jobs of a stage (each an executable and its arguments) side by side, stopping after
    /// the first stage in which a job fails. When the first stage (the compile) succeeds, `afterFirstStage` may refuse
    /// what it made: its errors fail the build before anything is linked.
    ///
    /// Two frontends compiling the same files (each its own primary files) can both report an error in a
    /// declaration they both read: each diagnostic is kept once, in the order of the first job that gave it.
    ///
    /// A failure whose every error is the machine's (`CompilerFault`) is thrown, never returned as the code's: a broken
    /// module cache is cleared and everything compiled once more first.
    private func compile(
        stages: [[[String]]], files: LearnerFiles, generatedRoots: [String],
        setAside: [(file: String, part: SwiftSourceFile.SetAside)], afterFirstStage: () -> [CompilerDiagnostic],
        afterClearingCache: Bool = false
    ) throws -> Result {
        try FileManager.default.createDirectory(atPath: settings.moduleCache, withIntermediateDirectories: true)
        let started = Date()
        let parser = CompilerOutputParser(files: files, generatedRoots: generatedRoots)
        var output = ""
        var diagnostics: [CompilerDiagnostic] = []
        var exitCode: Int32 = 0
        for (index, stage) in stages.enumerated() {
            let runs = try Self.runSideBySide(stage)
            for run in runs {
                // Why quest stopped a job is said last, after output that may be cut at the limit.
                var text = Self.bounded(run.standardError + run.standardOutput)
                if let stopped = run.stopped, !text.hasSuffix("error: \(stopped)\n") { text += "error: \(stopped)\n" }
                output += text
                let known = Set(diagnostics)
                diagnostics += parser.parse(text).filter { !known.contains($0) }
            }
            exitCode = runs.first(where: { $0.exitCode != 0 })?.exitCode ?? 0
            if exitCode != 0 { break }
            if index == 0 {
                let refused = afterFirstStage()
                if !refused.isEmpty {
                    diagnostics += refused
                    exitCode = 1
                    break
                }
            }
        }
        if exitCode != 0,
           let fault = CompilerFault.find(diagnostics: diagnostics, output: output, moduleCache: settings.moduleCache) {
            if fault.kind == .moduleCache && !afterClearingCache {
                clearModuleCache()
                return try compile(
                    stages: stages, files: files, generatedRoots: generatedRoots, setAside: setAside,
                    afterFirstStage: afterFirstStage, afterClearingCache: true
                )
            }
            throw GraderError.missingTool(fault.message(moduleCache: settings.moduleCache, retried: afterClearingCache))
        }
        let milliseconds = Int(Date().timeIntervalSince(started) * 1000)
        if exitCode != 0 && !diagnostics.contains(where: \.isError) {
            let text = output.trimmingCharacters(in: .whitespacesAndNewlines)
            diagnostics.append(CompilerDiagnostic(
                severity: "error", file: nil, line: nil, column: nil,
                message: "the compiler failed (exit status \(exitCode))" + (text.isEmpty ? "" : ":\n" + text),
                inLearnerFile: false
            ))
        }
        let ordered = diagnostics.filter(\.inLearnerFile) + diagnostics.filter { !$0.inLearnerFile }
        return Result(succeeded: exitCode == 0, diagnostics: ordered, setAside: setAside, milliseconds: milliseconds)
    }

    /// Moves the module cache aside and removes it: a compile running beside this one keeps the files it opened, and
    /// the next compile fills a new cache.
    private func clearModuleCache() {
        let aside = settings.moduleCache + ".broken-\(getpid())"
        try? FileManager.default.removeItem(atPath: aside)
        if (try? FileManager.default.moveItem(atPath: settings.moduleCache, toPath: aside)) != nil {
            try? FileManager.default.removeItem(atPath: aside)
        }
    }

    /// The most compiler output read per job: a learner's first errors are at its start, and a file that makes the
    /// compiler repeat a 100-kB line in thousands of messages gave hundreds of megabytes, whose reading took minutes.
    static let outputLimit = 1 << 20

    /// `text`, cut at the last line break within `outputLimit` bytes, with a line saying how much was left out.
    static func bounded(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.count > outputLimit else { return text }
        let head = bytes.prefix(outputLimit)
        let cut = head.lastIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? head.endIndex
        let kept = String(decoding: bytes[..<cut], as: UTF8.self)
        return kept + "note: \(bytes.count - kept.utf8.count) more bytes of compiler output left out\n"
    }

    /// How long one compiler job may run: far longer than any learner file takes on a loaded machine (seconds), so
    /// that only code that sends the compiler into a loop (thousands of nested interpolations or prefix operators,
    /// measured past 120 s) is stopped, and the check ends with *did not compile*.
    static let jobTimeLimit: Double = 180

    /// The largest file a compiler job may write, its messages included: twelve times the largest the toolchain
    /// writes for a learner's build (an 11 MB module in the module cache), so that only code that makes the compiler
    /// repeat itself (50,000 prefix minuses wrote 1.3 GB of messages) is stopped, with *did not compile*.
    static let jobFileSizeLimit = 128 << 20

    /// Runs `jobs` at the same time and returns how each ended, in order.
    private static func runSideBySide(_ jobs: [[String]]) throws -> [ChildProcess.Result] {
        guard jobs.count > 1 else {
            return try jobs.map { try ChildProcess.run($0[0], Array($0.dropFirst()), timeLimit: jobTimeLimit, fileSizeLimit: jobFileSizeLimit) }
        }
        let results = Mutex([Int: Swift.Result<ChildProcess.Result, any Error>]())
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            let run = Swift.Result { try ChildProcess.run(job[0], Array(job.dropFirst()), timeLimit: jobTimeLimit, fileSizeLimit: jobFileSizeLimit) }
            results.withLock { $0[index] = run }
        }
        return try results.withLock { finished in try jobs.indices.map { try finished[$0]!.get() } }
    }

    /// The harness where the sandbox runs it (the build folder is quest's only).
    private func copyExecutable(_ source: String, to destination: String) throws {
        try? FileManager.default.removeItem(atPath: destination)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        chmod(destination, 0o755)
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
