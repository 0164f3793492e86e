import Foundation
import QuestDigest

/// QuestUI, QuestChecks and the Combine shim linked once into one shared library, `libQuestRuntime.so`, so that a
/// check links one learner object against one library instead of 180 objects (measured: 0.14 s with lld against
/// 0.6–0.9 s).
///
/// Every object goes into the library whole (archives with `--whole-archive`), so no protocol conformance can be
/// dropped, as it could be when linking from an archive. The library lives in
/// `<prebuilt folder>/QuestRuntime/<fingerprint>/` (else `$XDG_CACHE_HOME/quest/QuestRuntime/<fingerprint>/` when
/// that folder is read-only). The fingerprint digests the compiler's executables and every input's path, size and
/// modification time, so a rebuilt object or another compiler names another folder: a stale library is never
/// linked. It is built on first use under a temporary name and renamed into place, so concurrent checks never see
/// half a library.
public struct RuntimeLibrary: Hashable, Sendable {
    /// The library's name for `-l`.
    public static let name = "QuestRuntime"
    /// The file's name in `directory`.
    public static let fileName = "lib\(name).so"
    /// The folder name under the prebuilt modules' folder.
    public static let folderName = "QuestRuntime"

    /// The folder holding the library: the harness's rpath, and what a sandbox must make readable to the harness.
    public var directory: String

    /// The library's path.
    public var path: String { directory + "/" + Self.fileName }

    /// The library keeps no symbol table but its exported (dynamic) symbols, and no debug information: learner code
    /// runs in the process that loads it and can read the file, so the addresses of the harness's own functions (the
    /// record writer) must not be looked up from it. Crash reports name the learner's frames from the harness executable's line tables, not from here.
    static let strippingArguments = ["-Xlinker", "--strip-all"]

    /// The harness's own machinery, kept out of the library's exported symbols too (a debug build's
    /// `-enable-testing` exports internal symbols): the record writer, the process hardening and the limit signals.
    /// No learner or glue code links against them; they are called only from inside QuestChecks.
    static let hiddenSymbols = [
        "$s11QuestChecks14ResultsChannel*", "$s11QuestChecks16ProcessHardening*", "$s11QuestChecks12LimitSignals*",
    ]

    /// The linker's version script for `hiddenSymbols`.
    static var versionScript: String {
        "{\n  global: *;\n  local: " + hiddenSymbols.joined(separator: "; ") + ";\n};\n"
    }

    /// What a harness link adds to use the library (it is found at run time through the rpath).
    public var linkArguments: [String] {
        ["-L", directory, "-l\(Self.name)", "-Xlinker", "-rpath", "-Xlinker", directory]
    }

    /// The fingerprinted library for `settings`, built when it is not there yet.
    public static func prepare(for settings: CompilerSettings) throws -> RuntimeLibrary {
        let fingerprint = try Self.fingerprint(settings)
        var lastError: (any Error)?
        for root in roots(settings.modules) {
            let library = RuntimeLibrary(directory: "\(root)/\(fingerprint)")
            if library.hold(), FileManager.default.fileExists(atPath: library.path) { return library }
            do {
                try library.build(settings)
                guard library.hold() else { throw GraderError.filesystem("cannot lock \(library.directory)") }
                removeOthers(in: root, keeping: fingerprint)
                return library
            } catch {
                lastError = error
            }
        }
        throw lastError ?? GraderError.filesystem("cannot build \(fileName)")
    }

    /// Next to the prebuilt modules first; the user's cache when that folder cannot be written.
    static func roots(_ modules: PrebuiltModules) -> [String] {
        ["\(modules.base)/\(folderName)", "\(UserCache.folder)/\(folderName)"]
    }

    /// A digest of the compiler (its executables' resolved paths, sizes and modification times) and of every input.
    static func fingerprint(_ settings: CompilerSettings) throws -> String {
        var digest = Digest.sha256()
        let compiler = URL(fileURLWithPath: settings.toolchain.swiftc).resolvingSymlinksInPath()
        let frontend = compiler.deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        for path in [compiler.path, frontend] + settings.modules.linkInputs {
            digest.update(field: path)
            // stat(2) itself: FileManager's attributes also list extended attributes, several calls a file.
            var status = stat()
            guard stat(path, &status) == 0 else {
                if path == frontend { continue }
                throw GraderError.missingTool("\(path) is missing: run `swift build` in the quest package")
            }
            digest.update(field: "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ino)")
        }
        digest.update(field: (settings.toolchain.linkerArguments + strippingArguments).joined(separator: " "))
        digest.update(field: versionScript)
        return String(digest.hexDigest().prefix(16))
    }

    private func build(_ settings: CompilerSettings) throws {
        // Readable by everyone: the harness runs as `nobody` when quest runs as root.
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755]
        )
        let temporary = "\(directory)/.\(Self.fileName)-\(UUID().uuidString)"
        let exports = temporary + ".map"
        try Self.versionScript.write(toFile: exports, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: exports) }
        let arguments = ["-emit-library"] + settings.toolchain.linkerArguments + Self.strippingArguments
            + ["-Xlinker", "--version-script=\(exports)"] + settings.modules.linkArguments + ["-o", temporary]
        let run = try ChildProcess.run(settings.toolchain.swiftc, arguments)
        guard run.exitCode == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw GraderError.missingTool("cannot link \(Self.fileName): \(run.standardError + run.standardOutput)")
        }
        guard chmod(temporary, 0o755) == 0, rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw GraderError.filesystem("cannot move \(Self.fileName) into \(directory)")
        }
    }

    /// The lock file in each library's folder: every quest process that links or runs against the library holds it
    /// shared until it exits, and a folder is removed only by a process that can take it exclusively.
    static let lockName = ".in-use.lock"

    /// The shared locks this process holds, by folder (kept open until the process exits).
    nonisolated(unsafe) private static var held: [String: Int32] = [:]
    private static let heldLock = NSLock()

    /// Takes this library's lock, shared, for the rest of the process (waiting while another process removes the
    /// folder); false when the folder is not there.
    func hold() -> Bool {
        Self.heldLock.lock()
        defer { Self.heldLock.unlock() }
        if Self.held[directory] != nil { return true }
        let path = directory + "/" + Self.lockName
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        // Another user's folder (an install prefix prepared by root): its lock file is readable, and a shared lock
        // needs no more.
        if descriptor < 0 && errno != ENOENT { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            // A folder this user can neither lock nor write (made before locks existed): nobody it could race with
            // removes it.
            return errno != ENOENT && FileManager.default.fileExists(atPath: directory)
        }
        while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
        // A folder removed while this process waited for the lock: its lock file is gone, and the lock with it.
        var locked = stat()
        var current = stat()
        guard fstat(descriptor, &locked) == 0, stat(path, &current) == 0, locked.st_ino == current.st_ino else {
            close(descriptor)
            return false
        }
        Self.held[directory] = descriptor
        return true
    }

    /// Libraries of earlier builds are removed once they are an hour old and no quest process holds them: another
    /// quest grading at the same time (a `check --watch`, a test suite, a second course's validation) may still link
    /// or run against an older library, and removing it under a running harness made that run fail to load it.
    private static func removeOthers(in root: String, keeping fingerprint: String) {
        let fileManager = FileManager.default
        for name in (try? fileManager.contentsOfDirectory(atPath: root)) ?? [] where name != fingerprint {
            let folder = "\(root)/\(name)"
            let modified = (try? fileManager.attributesOfItem(atPath: folder))?[.modificationDate] as? Date
            guard let modified, Date().timeIntervalSince(modified) > 3600 else { continue }
            let lock = open(folder + "/" + lockName, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard lock >= 0 else { continue }
            if flock(lock, LOCK_EX | LOCK_NB) == 0 { try? fileManager.removeItem(atPath: folder) }
            close(lock)
        }
    }
}
