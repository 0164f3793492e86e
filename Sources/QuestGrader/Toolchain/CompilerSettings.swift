import Foundation

/// How learner code is compiled: as an Xcode 26 app target would compile it, against QuestUI instead of SwiftUI.
/// `quest typecheck`, `quest check` and `quest validate` all use these settings, so they can never disagree.
public struct CompilerSettings: Hashable, Sendable {
    /// The language mode learner code is compiled in. One constant, chosen by measurement on learner code: Swift 6 with
    /// MainActor default isolation accepts what a new Xcode app target accepts.
    public static let languageMode = "6"
    /// The module name of the learner's code; `#fileID` reads `Learner/ContentView.swift`.
    public static let learnerModuleName = "Learner"

    public var toolchain: Toolchain
    public var modules: PrebuiltModules
    /// The persistent clang/Swift module cache, so that Foundation and Glibc are not re-imported on every run.
    public var moduleCache: String
    /// Parallel jobs for the compiler (`-j`).
    public var jobs: Int

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

    /// `$XDG_CACHE_HOME/quest/ModuleCache`, else `~/.cache/quest/ModuleCache`.
    public static var defaultModuleCache: String {
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.cache")
        return cache + "/quest/ModuleCache"
    }

    /// The arguments every learner compilation shares (type-checking or building).
    public var commonArguments: [String] {
        [
            "-swift-version", Self.languageMode,
            "-default-isolation", "MainActor",
            "-module-alias", "SwiftUI=QuestUI",
            "-module-name", Self.learnerModuleName,
            "-parse-as-library",
            "-I", modules.moduleDirectory,
            "-module-cache-path", moduleCache,
            "-j\(jobs)",
            "-no-color-diagnostics", "-diagnostic-style", "llvm",
        ]
    }

    /// `swiftc` arguments that type-check `files` and write nothing.
    /// `-continue-building-after-errors`: without it the driver drops the other frontend jobs once one fails, so the
    /// errors of some files went missing at random (measured: 2 of 8 runs reported 1 of 2 errors).
    public func typecheckArguments(_ files: [String]) -> [String] {
        ["-typecheck", "-continue-building-after-errors"] + commonArguments + files
    }

    /// `swiftc` arguments that compile and link `files` with QuestChecks and QuestUI into `output`.
    /// `-gline-tables-only` is what lets a crash's backtrace name the learner's line; it costs little.
    /// `-wmo` compiles the handful of files in one frontend: measured 0.7 s of CPU against 1.1–1.5 s in batch mode,
    /// because the imported modules are loaded once instead of once per job.
    public func buildArguments(_ files: [String], output: String) -> [String] {
        commonArguments + ["-wmo", "-Onone", "-gline-tables-only"] + files + modules.linkArguments + ["-o", output]
    }
}
