import Foundation

/// QuestUI and QuestChecks, compiled once by `swift build`, and the sandbox launcher, all found next to the `quest`
/// binary so that grading never rebuilds them.
///
/// SwiftPM puts every module interface in `.build/<configuration>/Modules/` and the objects of a target in
/// `.build/<configuration>/<Target>.build/*.o`, the same in debug and release (a plain `swift build` also archives the
/// static products into `libQuestUI.a`, but not `swift build --product quest`). quest links the **objects** when they are there:
/// every object goes in, so protocol conformances that no symbol references are never dropped, as they can be from an
/// archive. An installed layout (`bin/quest` with `lib/quest/{Modules,libQuestUI.a,libQuestChecks.a}`) links the
/// archives with `--whole-archive` for the same reason.
public struct PrebuiltModules: Hashable, Sendable {
    /// The folder holding `QuestUI.swiftmodule` and `QuestChecks.swiftmodule` (given to `-I`).
    public var moduleDirectory: String
    /// What to add to the link: object files, or `-Xlinker` arguments around the archives.
    public var linkArguments: [String]
    /// The object files or archives themselves (what the runtime library's fingerprint digests).
    public var linkInputs: [String]
    /// The `quest-sandbox` executable.
    public var launcher: String
    /// The folder the modules were found in (next to `quest`, or `$QUEST_MODULES`); `RuntimeLibrary` lives under it.
    public var base: String

    public init(moduleDirectory: String, linkArguments: [String], linkInputs: [String], launcher: String, base: String) {
        self.moduleDirectory = moduleDirectory
        self.linkArguments = linkArguments
        self.linkInputs = linkInputs
        self.launcher = launcher
        self.base = base
    }

    /// The folder of the running executable, with symbolic links resolved.
    public static var executableDirectory: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// Finds the modules next to `directory` (by default the running executable's folder; `$QUEST_MODULES` wins).
    public static func locate(
        nextTo directory: String = executableDirectory,
        environment: [String: String]? = nil
    ) throws -> PrebuiltModules {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let base = environment["QUEST_MODULES"] ?? directory
        let fileManager = FileManager.default
        let moduleCandidates = [base + "/Modules", base, base + "/../lib/quest/Modules"]
        guard let moduleDirectory = moduleCandidates.first(where: { folder in
            ["QuestUI", "QuestChecks"].allSatisfy { fileManager.fileExists(atPath: "\(folder)/\($0).swiftmodule") }
        }) else {
            throw GraderError.missingTool(
                "QuestUI and QuestChecks are not built next to \(base): run `swift build` in the quest package"
            )
        }
        let launcherCandidates = [base + "/quest-sandbox", base + "/../libexec/quest/quest-sandbox"]
        guard let launcher = launcherCandidates.first(where: fileManager.isExecutableFile(atPath:)) else {
            throw GraderError.missingTool("the sandbox launcher quest-sandbox is not built next to \(base): run `swift build`")
        }
        if var objects = objectFiles(in: base, targets: linkedTargets) {
            // The Combine shim only re-exports QuestUI; its object (module metadata) goes in when it is there.
            objects += objectFiles(in: base, targets: ["Combine"]) ?? []
            return PrebuiltModules(
                moduleDirectory: moduleDirectory, linkArguments: objects, linkInputs: objects, launcher: launcher, base: base
            )
        }
        for folder in [base, base + "/../lib/quest"] {
            let archives = ["QuestChecks", "QuestUI"].map { "\(folder)/lib\($0).a" }
            if archives.allSatisfy(fileManager.fileExists(atPath:)) {
                let link = ["-Xlinker", "--whole-archive"] + archives.flatMap { ["-Xlinker", $0] }
                    + ["-Xlinker", "--no-whole-archive"]
                return PrebuiltModules(
                    moduleDirectory: moduleDirectory, linkArguments: link, linkInputs: archives, launcher: launcher,
                    base: base
                )
            }
        }
        throw GraderError.missingTool("the objects of QuestUI and QuestChecks are not next to \(base): run `swift build`")
    }

    /// The targets whose objects the harness links: the checkers, QuestUI and the layout engine QuestUI re-exports.
    /// (The `libQuestUI.a` archive holds the layout engine too, as a static product holds its dependencies.)
    static let linkedTargets = ["QuestChecks", "QuestUI", "QuestLayout"]

    /// Every `.o` of each target's `<Target>.build` folder, or nil when a target has none.
    static func objectFiles(in base: String, targets: [String]) -> [String]? {
        var objects: [String] = []
        for target in targets {
            let folder = "\(base)/\(target).build"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            let found = names.filter { $0.hasSuffix(".o") }.sorted().map { "\(folder)/\($0)" }
            guard !found.isEmpty else { return nil }
            objects += found
        }
        return objects
    }
}
