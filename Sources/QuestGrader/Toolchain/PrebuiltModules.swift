import Foundation

/// QuestUI and QuestChecks, compiled once by `swift build`, and the sandbox launcher, all found next to the `quest`
/// binary so that grading never rebuilds them.
///
/// SwiftPM puts every module interface in `.build/<configuration>/Modules/` and the objects of a target in
/// `.build/<configuration>/<Target>.build/*.o`, the same in debug and release (a plain `swift build` also archives the
/// static products into `libQuestUI.a`, but not `swift build --product quest`). quest links the **objects**: every
/// object goes in, so protocol conformances that no symbol references are never dropped, as they can be from an
/// archive. `Scripts/install.sh` copies the same folders into `lib/quest/`.
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

    /// The module maps of the C module QuestChecks imports internally (CLinux, the harness's Linux calls): a client of a
    /// module built without library evolution loads its internal imports too, so every learner compile is given
    /// them. In a build folder SwiftPM writes `CLinux.build/module.modulemap`; an install has `CLinux/` (install.sh).
    public var clangModuleMaps: [String] {
        let candidates = [base + "/CLinux/module.modulemap", base + "/CLinux.build/module.modulemap"]
        return candidates.first(where: FileManager.default.fileExists(atPath:)).map { [$0] } ?? []
    }

    /// The compiler plug-in implementing the macros QuestUI declares (`@Entry`): `QuestMacros-tool` beside the
    /// modules, as SwiftPM builds it and `Scripts/install.sh` installs it; nil when it is missing (a macro then fails
    /// to expand, the compiler saying it cannot find its implementation).
    public var macroPlugin: String? {
        let path = base + "/" + Self.macroPluginName
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The macro plug-in's file name, and the module QuestUI's macro declarations name.
    public static let macroPluginName = "QuestMacros-tool"
    static let macroModuleName = "QuestMacros"

    /// `-load-plugin-executable` for `macroPlugin`: every compile of learner code expands QuestUI's macros with it, as
    /// SwiftPM's build of QuestUI does.
    public var macroArguments: [String] {
        macroPlugin.map { ["-load-plugin-executable", "\($0)#\(Self.macroModuleName)"] } ?? []
    }

    /// `-Xcc -fmodule-map-file=…` for each of `clangModuleMaps`.
    public var clangModuleArguments: [String] {
        clangModuleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
    }

    /// The folder of the running executable, with symbolic links resolved.
    public static var executableDirectory: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path
    }

    /// Finds the modules next to `directory` (by default the running executable's folder; `$QUEST_MODULES` wins):
    /// in a build folder they sit beside `quest`; in an installed prefix (`Scripts/install.sh`) beside it in
    /// `../lib/quest` (`bin/quest` with `lib/quest/{Modules,<Target>.build}`), so that every layout links the same
    /// objects and builds the same runtime library.
    public static func locate(
        nextTo directory: String = executableDirectory,
        environment: [String: String]? = nil
    ) throws -> PrebuiltModules {
        let environment = environment ?? ProcessInfo.processInfo.environment
        let fileManager = FileManager.default
        let bases = environment["QUEST_MODULES"].map { [$0] } ?? [directory, directory + "/" + installedFolder]
        func holdsModules(_ folder: String) -> Bool {
            ["QuestUI", "QuestChecks", "QuestProtocol"].allSatisfy { fileManager.fileExists(atPath: "\(folder)/Modules/\($0).swiftmodule") }
        }
        guard let found = bases.first(where: holdsModules) else {
            throw GraderError.missingTool(
                "QuestUI and QuestChecks are not built next to \(bases[0]): run `swift build` in the quest package, or Scripts/install.sh"
            )
        }
        let base = URL(fileURLWithPath: found).standardizedFileURL.path
        let launcherCandidates = [base + "/quest-sandbox", directory + "/quest-sandbox"]
        guard let launcher = launcherCandidates.first(where: fileManager.isExecutableFile(atPath:)) else {
            throw GraderError.missingTool("the sandbox launcher quest-sandbox is not built next to \(base): run `swift build`")
        }
        guard var objects = objectFiles(in: base, targets: linkedTargets) else {
            throw GraderError.missingTool("the objects of QuestUI and QuestChecks are not next to \(base): run `swift build`")
        }
        // The Combine shim only re-exports QuestUI; its object (module metadata) goes in when it is there.
        objects += objectFiles(in: base, targets: ["Combine"]) ?? []
        return PrebuiltModules(
            moduleDirectory: base + "/Modules", linkArguments: objects, linkInputs: objects, launcher: launcher, base: base
        )
    }

    /// Where an installed `bin/quest` finds its modules and objects, relative to `bin/`.
    public static let installedFolder = "../lib/quest"

    /// The targets whose objects the harness links: the checkers, QuestUI, the layout engine QuestUI re-exports and
    /// the contracts QuestChecks shares with the grader. (The `libQuestUI.a` archive holds the layout engine too, as a
    /// static product holds its dependencies.)
    static let linkedTargets = ["QuestChecks", "QuestUI", "QuestLayout", "QuestProtocol"]

    /// Every `.o` of each target's `<Target>.build` folder, or nil when a target has none.
    static func objectFiles(in base: String, targets: [String]) -> [String]? {
        var objects: [String] = []
        for target in targets {
            let folder = "\(base)/\(target).build"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            let current = currentObjects(in: folder)
            let found = names.filter { $0.hasSuffix(".o") }.sorted().map { "\(folder)/\($0)" }
                .filter { current?.contains(($0 as NSString).lastPathComponent) ?? true || !$0.hasSuffix(".swift.o") }
            guard !found.isEmpty else { return nil }
            objects += found
        }
        return objects
    }

    /// The object names SwiftPM's `output-file-map.json` lists for the target's current sources, or nil without one.
    /// SwiftPM never deletes the object of a source that moved to another target, and linking that stale object
    /// beside its new home fails (or, worse, links an old copy).
    static func currentObjects(in folder: String) -> Set<String>? {
        guard let data = FileManager.default.contents(atPath: folder + "/output-file-map.json"),
              let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let objects = map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }
        return Set(objects.map { ($0 as NSString).lastPathComponent })
    }
}
