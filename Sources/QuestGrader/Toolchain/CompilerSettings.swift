import Foundation

/// How learner code is compiled: as an Xcode 26 app target would compile it, against QuestUI instead of SwiftUI.
/// `quest typecheck`, `quest check` and `quest validate` all use these settings, so they can never disagree.
public struct CompilerSettings: Hashable, Sendable {
    /// The language mode learner code is compiled in, always with MainActor default isolation (as a new Xcode app
    /// target). One constant, chosen by measurement (README, "Why Swift 5 mode", for the counts): Swift 5 mode accepted
    /// every file Swift 6 mode accepted, plus Swift 5-era code that updates state from `URLSession`, `Timer` or
    /// `NotificationCenter` callbacks, which Swift 6 mode rejects as data races.
    public static let languageMode = "5"
    /// The modes `quest typecheck --swift-version` accepts, for measuring what each mode accepts.
    public static let languageModes = ["5", "6"]
    /// The module name of the learner's code; `#fileID` reads `Learner/ContentView.swift`.
    public static let learnerModuleName = "Learner"

    public var toolchain: Toolchain
    public var modules: PrebuiltModules
    /// The persistent clang/Swift module cache, so that Foundation and Glibc are not re-imported on every run.
    public var moduleCache: String
    /// Parallel jobs for the compiler (`-j`).
    public var jobs: Int
    /// `languageMode` unless a measurement asks for the other one.
    public var languageMode: String = Self.languageMode

    public init(toolchain: Toolchain, modules: PrebuiltModules, moduleCache: String = Self.defaultModuleCache, jobs: Int = 2) {
        self.toolchain = toolchain
        self.modules = modules
        self.moduleCache = moduleCache
        self.jobs = jobs
    }

    /// Finds the compiler and the prebuilt modules.
    public static func locate() throws -> CompilerSettings {
        CompilerSettings(toolchain: try Toolchain.locate(), modules: try PrebuiltModules.locate())
    }

    /// `$QUEST_MODULE_CACHE`, else `$XDG_CACHE_HOME/quest/ModuleCache`, else `~/.cache/quest/ModuleCache`. quest's
    /// image sets the first to the cache `quest prepare` filled when the image was built: a filled cache is only read,
    /// so it serves under a read-only root, and a cache cannot be moved (its modules record their folder).
    public static var defaultModuleCache: String {
        if let explicit = ProcessInfo.processInfo.environment["QUEST_MODULE_CACHE"], !explicit.isEmpty { return explicit }
        return UserCache.folder + "/ModuleCache"
    }

    /// The flags that decide how learner code is read, the same on every machine; README and Docs/grading.md state
    /// them and a test holds them to this.
    public static func languageFlags(mode: String = languageMode) -> [String] {
        [
            "-swift-version", mode,
            "-default-isolation", "MainActor",
            // Xcode's "Enable Bare Slash Regex Literals" (on for new projects): `/trips\/(\d+)/` in Swift 5 mode too.
            "-enable-bare-slash-regex",
            "-module-alias", "SwiftUI=QuestUI",
            "-module-name", learnerModuleName,
            "-parse-as-library",
        ] + memorySafetyFlags
    }

    /// Learner code is compiled as memory-safe Swift: every use of an unsafe construct (unsafe pointers, `dlsym`'s
    /// result, `unsafeBitCast`, `unsafeAddress`…) is an error, so no learner code can read or write the harness's memory.
    /// An `unsafe` acknowledgement would silence it; `LearnerAdmission` refuses those. The glue and the lesson's check
    /// files share the module, so they are compiled so too (a frontend applies these flags to a whole module).
    public static let memorySafetyFlags = ["-strict-memory-safety", "-Werror", "StrictMemorySafety"]

    /// The arguments every learner compilation shares (type-checking or building).
    public var commonArguments: [String] {
        Self.languageFlags(mode: languageMode) + [
            "-I", modules.moduleDirectory,
        ] + modules.clangModuleArguments + modules.macroArguments + [
            "-module-cache-path", moduleCache,
            "-no-color-diagnostics", "-diagnostic-style", "llvm",
        ]
    }

    /// `swiftc` arguments that type-check `files` and write nothing.
    /// `-continue-building-after-errors`: without it the driver drops the other frontend jobs once one fails, so the
    /// errors of some files went missing at random (measured: 2 of 8 runs reported 1 of 2 errors).
    public func typecheckArguments(_ files: [String]) -> [String] {
        ["-typecheck", "-continue-building-after-errors", "-j\(jobs)"] + commonArguments + files
    }

    /// The flags a build adds to `commonArguments` (Docs/grading.md states them; a test holds it to this).
    ///
    /// No `-wmo`: the recorded frontend job is replayed with every file as a primary file of one frontend
    /// (`DriverJobs.filled`), so the imported modules are still loaded once (as `-wmo` would: measured 0.7 s of CPU
    /// against 1.1–1.5 s for two batches), but each file gets its own object. When a learner changes one file, the
    /// compiler then finds the other files' code unchanged in the build folder and skips generating it
    /// (`BuildFolders`; measured after an edit of ContentView.swift: 0.52 s of CPU against 0.62 s with `-wmo`).
    /// Not `-enable-batch-mode` either: this toolchain's driver names the batch's objects wrongly on Linux (its
    /// autolink step looks for `a-1.o` where the frontend wrote `a-2.o`), and the driver still runs a build when no
    /// recording can be made.
    public static let buildFlags = ["-Onone", "-gline-tables-only"]
    /// The learner's router files as the module `Learner`, testable, to one object and a module in `folder`: what
    /// the learner's tests import (`router-tests`).
    public func testableLibraryArguments(_ files: [String], in folder: String) -> [String] {
        commonArguments + ["-j\(jobs)", "-enable-testing", "-wmo", "-Onone", "-emit-module", "-emit-module-path", folder + "/\(Self.learnerModuleName).swiftmodule",
                           "-c"] + files + ["-o", folder + "/\(Self.learnerModuleName).o"]
    }

    /// `swiftc` arguments that type-check `files` as the learner's tests are compiled (`testsArguments`): what fills
    /// the module cache with the modules `import Testing` needs (`quest prepare`).
    public func testsTypecheckArguments(_ files: [String]) -> [String] {
        ["-typecheck", "-swift-version", languageMode, "-module-alias", "SwiftUI=QuestUI", "-parse-as-library",
         "-I", modules.moduleDirectory] + modules.clangModuleArguments + modules.macroArguments + ["-module-cache-path", moduleCache] + files
    }

    /// The learner's tests as the module `LearnerTests`, linked with the object `testableLibraryArguments` wrote in
    /// `folder`. Tests are not compiled with MainActor default isolation (an Xcode test target's default).
    public func testsArguments(_ files: [String], library folder: String, output: String) -> [String] {
        ["-swift-version", languageMode, "-enable-bare-slash-regex", "-module-alias", "SwiftUI=QuestUI"] + Self.memorySafetyFlags + [
         "-module-name", Self.learnerModuleName + "Tests", "-parse-as-library", "-I", modules.moduleDirectory, "-I", folder]
            + modules.clangModuleArguments + modules.macroArguments + [
         "-module-cache-path", moduleCache, "-j\(jobs)", "-no-color-diagnostics", "-diagnostic-style", "llvm", "-Onone"]
            + files + [folder + "/\(Self.learnerModuleName).o"] + modules.linkArguments + ["-o", output]
    }

    /// `swiftc` arguments that compile and link `files` against QuestChecks and QuestUI, prebuilt as `runtime`, into
    /// `output`. `-gline-tables-only` is what lets a crash's backtrace name the learner's line; it costs little.
    public func buildArguments(_ files: [String], output: String, runtime: RuntimeLibrary) -> [String] {
        commonArguments + ["-j\(jobs)"] + Self.buildFlags + files + toolchain.linkerArguments + runtime.linkArguments
            + ["-o", output]
    }

    /// `swiftc` arguments that compile `files` to one object each in `folder` (`objects(of:in:)`), linking nothing:
    /// the build when the driver's jobs could not be recorded, so that the learner's objects can still be audited.
    public func objectArguments(_ files: [String], in folder: String) -> [String] {
        commonArguments + ["-j\(jobs)"] + Self.buildFlags + ["-c", "-working-directory", folder] + files
    }

    /// The objects `objectArguments` writes for `files`.
    public static func objects(of files: [String], in folder: String) -> [String] {
        files.map { "\(folder)/\(URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent).o" }
    }

    /// `swiftc` arguments that link `objects` against `runtime` into `output`.
    public func linkArguments(_ objects: [String], output: String, runtime: RuntimeLibrary) -> [String] {
        objects + toolchain.linkerArguments + runtime.linkArguments + ["-o", output]
    }

    /// The same build as a developer would run it by hand, the fastest plain way (`-wmo`, one frontend, a fresh
    /// object), linked against every QuestUI/QuestChecks object with the default linker (the grader's own link before
    /// the runtime library). `Scripts/bench-check.sh`'s reference.
    public func plainBuildArguments(_ files: [String], output: String) -> [String] {
        commonArguments + ["-wmo"] + Self.buildFlags + files + modules.linkArguments + ["-o", output]
    }
}
