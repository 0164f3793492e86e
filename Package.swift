// swift-tools-version:6.0
import PackageDescription
import CompilerPluginSupport
import Foundation

/// quest: a Markdown iOS course → static site, flash-card decks, and graded SwiftUI exercises.
///
/// Layers (data flows one way):
///   QuestCore (model, cmark parser, diagnostics) → QuestHTML (Markdown→HTML, Swift highlighting)
///   → QuestDecks / QuestSite → QuestCLI → `quest`.
///   QuestUI (headless SwiftUI) ← QuestChecks (checkers), linked only into the grading harness.
///   QuestGrader compiles and runs that harness in a sandboxed child process.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The toolchain's own SwiftSyntax (`usr/lib/swift/host`: module interfaces and shared libraries), next to the `swiftc`
/// found on PATH, else in /opt/swift. quest parses learner files with it (QuestSyntax); the rpath points at the same
/// folder, so an installed quest needs the toolchain it was built with, which it needs anyway to compile learner code.
let swiftSyntaxFolder: String = {
    let fileManager = FileManager.default
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: swiftc.path) else { continue }
        let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        if fileManager.fileExists(atPath: host + "/libSwiftParser.so") { return host }
    }
    return "/opt/swift/usr/lib/swift/host"
}()
/// Compiling against the toolchain's SwiftSyntax: its interfaces. A debug build compiles every module for testing, which
/// makes a client load its internal imports too, so every target that imports QuestGrader (or QuestSyntax) needs them.
let swiftSyntaxSettings: [SwiftSetting] = [.unsafeFlags(["-I", swiftSyntaxFolder])]

let package = Package(
    name: "quest",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "quest", targets: ["quest"]),
        .library(name: "QuestUI", type: .static, targets: ["QuestUI"]),
        .library(name: "QuestChecks", type: .static, targets: ["QuestChecks"]),
    ],
    targets: [
        // C libraries from Debian, each imported by exactly one Swift file.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        // Loaded when `quest serve` starts, not linked (shim.h says why): no pkg-config, whose flags would link it.
        .systemLibrary(name: "CMicroHTTPD", providers: [.apt(["libmicrohttpd-dev"])]),
        // Linux calls Swift cannot import as they are (variadic prctl and ioctl, _GNU_SOURCE-only unshare and
        // renameat2, wait macros, mount): one header of wrappers, imported by quest, the launcher and (internally) the
        // harness, so no Swift file needs dlsym, unsafeBitCast or a kernel constant spelt as a number.
        .target(name: "CLinux"),
        // Reading learner objects' symbols and sections before they are linked (one file, ObjectAudit's reader).
        .systemLibrary(name: "CElf", pkgConfig: "libelf", providers: [.apt(["libelf-dev"])]),
        // The launcher's system call filter (one file, SyscallFilter): libseccomp builds it, no hand-written BPF.
        .systemLibrary(name: "CSeccomp", pkgConfig: "libseccomp", providers: [.apt(["libseccomp-dev"])]),

        .target(name: "QuestCore", dependencies: ["CCmark", "QuestLayout"], swiftSettings: strict),
        .target(name: "QuestMustache", swiftSettings: strict),
        // QuestHTML uses QuestMustache only for `HTMLEscaping`, so escaping has exactly one implementation.
        // Digests from libcrypto, for identities and cache fingerprints (one file imports CCrypto).
        .target(name: "QuestDigest", dependencies: ["CCrypto"], swiftSettings: strict),
        .target(name: "QuestHTML", dependencies: ["QuestCore", "QuestMustache"], swiftSettings: strict),
        .target(name: "QuestDecks", dependencies: ["QuestCore", "QuestHTML", "CSQLite", "CZip", "CZlib", "QuestDigest"], swiftSettings: strict),
        .target(
            name: "QuestSite", dependencies: ["QuestCore", "QuestHTML", "QuestMustache", "QuestDecks", "QuestDigest", "QuestLayout", "CLinux"],
            swiftSettings: strict
        ),
        // Folders watched with inotify, each burst of saves reported once: `quest serve` and `quest check --watch`.
        .target(name: "QuestWatch", swiftSettings: strict),
        // `quest serve`: the site over HTTP (libmicrohttpd, behind HTTPServer.swift), rebuilt on each save.
        .target(
            name: "QuestServe", dependencies: ["QuestCore", "QuestSite", "QuestMustache", "QuestWatch", "CMicroHTTPD"],
            swiftSettings: strict
        ),
        // The toolbar layout engine: value types only, so quest's site and validator and QuestUI share one engine.
        .target(name: "QuestLayout", swiftSettings: strict),
        .target(name: "QuestUI", dependencies: ["QuestLayout", "QuestMacros"], swiftSettings: strict),
        // The contracts between quest's processes, each declared once: the launcher's options and status line, the
        // harness's invocation and records, and the one `CheckResult`. Swift's standard library only (no Foundation),
        // so the Foundation-free launcher and the harness runtime learner programs load can both import it.
        .target(name: "QuestProtocol", swiftSettings: strict),
        .target(name: "QuestChecks", dependencies: ["QuestUI", "QuestProtocol", "CLinux"], swiftSettings: strict),
        // `import Combine` for learner code on Linux: a module of that name that re-exports QuestUI.
        .target(name: "Combine", dependencies: ["QuestUI"], path: "Sources/QuestCombine", swiftSettings: strict),
        // The macros QuestUI declares (`@Entry`), against the toolchain's SwiftSyntax: a compiler plug-in executable
        // (`QuestMacros-tool`) that SwiftPM hands the compiler for QuestUI and the grader hands it for learner code
        // (`-load-plugin-executable`, PrebuiltModules). Nothing of quest's links it.
        .macro(
            name: "QuestMacros", swiftSettings: strict + swiftSyntaxSettings,
            linkerSettings: [.unsafeFlags([
                "-L", swiftSyntaxFolder, "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder",
                "-lSwiftCompilerPluginMessageHandling", "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxFolder,
            ])]
        ),
        // Swift source read as the compiler reads it (the toolchain's SwiftParser): what quest's admission of learner
        // files decides on. Only this target and its clients link the toolchain's host libraries.
        .target(
            name: "QuestSyntax", swiftSettings: strict + swiftSyntaxSettings,
            linkerSettings: [.unsafeFlags([
                "-L", swiftSyntaxFolder, "-lSwiftParser", "-lSwiftSyntax", "-lSwiftDiagnostics",
                "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxFolder,
            ])]
        ),
        // Advice on learner code, as a SwiftUI mentor gives it: rules over the tree the toolchain's SwiftParser reads
        // (QuestSyntax links its libraries); no grading, so `quest check` and Exercism's analyzer share it.
        .target(name: "QuestAnalyzer", dependencies: ["QuestCore", "QuestSyntax"], swiftSettings: strict + swiftSyntaxSettings),
        .target(
            name: "QuestGrader",
            dependencies: ["QuestCore", "QuestLayout", "QuestDigest", "QuestHTML", "QuestSyntax", "QuestAnalyzer", "QuestProtocol", "CElf", "CLinux"],
            exclude: ["Harness/HarnessProtocol.md"], swiftSettings: strict + swiftSyntaxSettings
        ),
        // The build-along drafter: needs compiles and check runs (QuestGrader) and the answer drafts' retrieval (QuestDecks).
        .target(
            name: "QuestTutorial", dependencies: ["QuestCore", "QuestGrader", "QuestDecks", "QuestDigest"],
            swiftSettings: strict + swiftSyntaxSettings
        ),
        // The sandbox launcher: Foundation-free and single-threaded, so limits and setuid happen right before execve.
        .executableTarget(
            name: "quest-sandbox", dependencies: ["QuestProtocol", "CLinux", "CSeccomp"], path: "Sources/QuestSandbox", swiftSettings: strict
        ),
        .target(
            name: "QuestCLI",
            dependencies: ["QuestCore", "QuestHTML", "QuestDecks", "QuestSite", "QuestGrader", "QuestServe", "QuestLayout", "QuestTutorial", "QuestWatch", "QuestAnalyzer"],
            swiftSettings: strict + swiftSyntaxSettings
        ),
        .executableTarget(name: "quest", dependencies: ["QuestCLI", "CLinux"], swiftSettings: strict + swiftSyntaxSettings),

        // Fixtures and Golden are read from the source tree (#filePath), so that QUEST_RECORD_GOLDEN=1 can rewrite them.
        .testTarget(name: "QuestCoreTests", dependencies: ["QuestCore"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "QuestHTMLTests", dependencies: ["QuestHTML"]),
        .testTarget(name: "QuestMustacheTests", dependencies: ["QuestMustache"], exclude: ["Fixtures"]),
        .testTarget(name: "QuestDecksTests", dependencies: ["QuestDecks"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "QuestSiteTests", dependencies: ["QuestSite"], exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "QuestWatchTests", dependencies: ["QuestWatch"]),
        .testTarget(name: "QuestServeTests", dependencies: ["QuestServe"]),
        .testTarget(name: "QuestUITests", dependencies: ["QuestUI"], exclude: ["Corpus", "HeldOut"]),
        .testTarget(name: "QuestLayoutTests", dependencies: ["QuestLayout"]),
        .testTarget(name: "QuestChecksTests", dependencies: ["QuestChecks"]),
        .testTarget(name: "QuestProtocolTests", dependencies: ["QuestProtocol"]),
        .testTarget(
            name: "QuestGraderTests", dependencies: ["QuestGrader", "quest-sandbox"], exclude: ["Fixtures", "Goldens"],
            swiftSettings: swiftSyntaxSettings
        ),
        .testTarget(name: "QuestAnalyzerTests", dependencies: ["QuestAnalyzer", "QuestCore"], swiftSettings: swiftSyntaxSettings),
        .testTarget(name: "QuestTutorialTests", dependencies: ["QuestTutorial"], swiftSettings: swiftSyntaxSettings),
        // "quest" so that the end-to-end tests find the built binary next to the test bundle, even with QUEST_ONLY.
        .testTarget(name: "QuestCLITests", dependencies: ["QuestCLI", "quest", "QuestAnalyzer"], exclude: ["Fixtures"], swiftSettings: swiftSyntaxSettings),
    ],
    swiftLanguageModes: [.v6]
)

// Working on one module: `QUEST_ONLY=QuestDecks,QuestDecksTests swift test` builds only those targets and what they
// depend on, so one unfinished module never blocks work on another (and a change is tested in a fraction of the time).
if let only = ProcessInfo.processInfo.environment["QUEST_ONLY"] {
    var wanted = Set(only.split(separator: ",").map(String.init))
    var changed = true
    while changed {
        changed = false
        for target in package.targets where wanted.contains(target.name) {
            for dependency in target.dependencies {
                if case .byNameItem(let name, _) = dependency, wanted.insert(name).inserted { changed = true }
            }
        }
    }
    package.targets = package.targets.filter { wanted.contains($0.name) }
    package.products = package.products.filter { wanted.contains($0.name) }
}
