import Foundation
import QuestDigest
#if canImport(Glibc)
import Glibc
#endif

/// Where `quest check` keeps each workspace's harness build between checks, as Xcode keeps DerivedData: one folder
/// per workspace, set of exercises and runtime library, under `$XDG_CACHE_HOME/quest/Builds` (else
/// `~/.cache/quest/Builds`), readable by quest's user only.
///
/// What is reused is the compiler's own: the learner's files are copied to the same paths each time and the object
/// goes to the same path, so when the code generated for them is unchanged (a check run again, a save that changed
/// nothing or only comments) `swift-frontend` finds the hash of its LLVM module in the object already there and skips
/// code generation (measured on lesson 22's list exercise: 0.50 s of compile becomes 0.35 s). Nothing quest infers
/// itself decides what is rebuilt, so a stale object cannot be linked.
///
/// A folder is held by a lock while a build uses it; a second check of the same workspace at the same time builds
/// in a folder of its own, as every check did before. Folders not used for `unusedDays`, or whose workspace is gone
/// (a temporary folder, a deleted exercise), are removed when another is taken.
public struct BuildFolders: Sendable {
    public var root: String
    public static let unusedDays = 14

    public init(root: String = BuildFolders.defaultRoot) { self.root = root }

    /// `$XDG_CACHE_HOME/quest/Builds`, else `~/.cache/quest/Builds`.
    public static var defaultRoot: String { UserCache.folder + "/Builds" }

    /// The folder for `workspace`'s `exercises` built against `runtime`, locked for this build; nil when another
    /// check holds it or it cannot be made.
    func take(workspace: LearnerWorkspace, exercises: [String], runtime: RuntimeLibrary) -> Folder? {
        var digest = Digest.sha256()
        for field in [runtime.directory, workspace.absoluteDirectory] + exercises { digest.update(field: field) }
        let name = String(digest.hexDigest().prefix(20))
        guard (try? FileManager.default.createDirectory(
            atPath: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )) != nil else { return nil }
        let lockPath = "\(root)/\(name).lock"
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { return nil }
        guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
            close(lock)
            return nil
        }
        // The lock file's time says when the folder was last used.
        futimens(lock, nil)
        removeUnused(keeping: name)
        let path = "\(root)/\(name)"
        guard (try? FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )) != nil, (try? workspace.absoluteDirectory.write(
            toFile: path + "/" + Self.workspaceFile, atomically: true, encoding: .utf8
        )) != nil else {
            close(lock)
            return nil
        }
        return Folder(path: path, lock: lock)
    }

    /// The file in a folder naming the workspace it builds.
    static let workspaceFile = "workspace"

    /// Removes folders whose lock has not been taken for `unusedDays`, or whose workspace is gone (and whose lock is
    /// free now).
    private func removeUnused(keeping name: String) {
        let fileManager = FileManager.default
        let limit = Date().addingTimeInterval(-Double(Self.unusedDays) * 86_400)
        for entry in (try? fileManager.contentsOfDirectory(atPath: root)) ?? [] where entry.hasSuffix(".lock") {
            let other = String(entry.dropLast(".lock".count))
            guard other != name else { continue }
            let lockPath = "\(root)/\(entry)"
            let workspace = try? String(contentsOfFile: "\(root)/\(other)/\(Self.workspaceFile)", encoding: .utf8)
            let workspaceGone = workspace.map { !fileManager.fileExists(atPath: $0) } ?? false
            guard workspaceGone || ((try? fileManager.attributesOfItem(atPath: lockPath))?[.modificationDate] as? Date)
                .map({ $0 < limit }) == true else { continue }
            let lock = open(lockPath, O_RDWR | O_CLOEXEC)
            guard lock >= 0 else { continue }
            if flock(lock, LOCK_EX | LOCK_NB) == 0 {
                try? fileManager.removeItem(atPath: "\(root)/\(other)")
                unlink(lockPath)
            }
            close(lock)
        }
    }

    /// A build folder held by this process until `release()`.
    struct Folder {
        let path: String
        fileprivate let lock: Int32

        func release() { close(lock) }
    }
}
