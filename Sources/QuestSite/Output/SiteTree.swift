#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import QuestDecks
import Synchronization

/// The files of the site being built, written into the staging folder and remembered for the manifest.
///
/// Safe to use from several threads at once: each file is written by one caller, and the list is behind a lock.
final class SiteTree: Sendable {
    /// The staging folder's root.
    let root: URL
    /// The previous site, for files that are reused.
    let previous: URL
    private let written = Mutex<Set<String>>([])
    /// The reused files kept where they were (the spare tree's name was already the published inode), with the stamp
    /// the published site's record gives them: nothing in this build touches them, so it is still theirs.
    private let kept = Mutex<[String: PublishedFiles.Stamp]>([:])
    /// Folders (relative to the root) known to exist, so each is created once, not once per file.
    private let folders = Mutex<Set<Substring>>([""])

    /// `root.path` and `previous.path`, worked out once: files are addressed by joining strings to them.
    private let rootPath: String
    private let previousPath: String
    /// Files already in the root when the build began (`StagingFolder.reusedFiles`), with their inode numbers: each
    /// is replaced or kept, never written into, since it may be an inode the published site holds.
    private let existing: [String: UInt64]
    /// Folders already in the root when the build began.
    private let existingFolders: Set<String>
    /// The previous site's files as its build recorded them (`PublishedFiles`): a reused file's stamp there was checked
    /// when the plan chose to reuse it.
    private let published: [String: PublishedFiles.Stamp]

    /// - Parameter published: the previous site's record; empty when the root and the previous site are on different
    ///   devices (inode numbers then say nothing), or when there is none.
    init(
        root: URL, previous: URL, existing: [String: UInt64] = [:], existingFolders: Set<String> = [],
        published: PublishedFiles = .none
    ) {
        self.root = root
        self.previous = previous
        self.existing = existing
        self.existingFolders = existingFolders
        rootPath = root.path
        previousPath = previous.path
        self.published = Self.sameDevice(root.path, previous.path) ? published.stamps : [:]
    }

    private static func sameDevice(_ first: String, _ second: String) -> Bool {
        var one = stat()
        var other = stat()
        return stat(first, &one) == 0 && stat(second, &other) == 0 && one.st_dev == other.st_dev
    }

    /// Writes `data` at `path` (relative to the site root), creating folders as needed.
    ///
    /// One `open` and one `write` per file, no `fsync`: the staging tree only becomes the site through the final
    /// rename, and a build that dies before it is thrown away whole, so flushing each file would buy nothing.
    func write(_ data: Data, to path: String) throws {
        try createFolder(of: path)
        try makeRoom(at: path)
        try FileOutput.write(data, to: rootPath + "/" + path)
        _ = written.withLock { $0.insert(path) }
    }

    /// Writes `data` at `path` like `write(_:to:)`, but creates the file in `folder` (relative to the site root) and
    /// then renames it into place.
    ///
    /// ext4 without a journal puts a new file's inode in its folder's block group and, to allocate one, steps over
    /// every inode of that group freed in the last minutes. `decks/` gets three files per lesson, right after a
    /// rebuild (or an `rm -rf`) freed as many there: creating each in its lesson's folder, which `StagingFolder`
    /// spreads over the groups, and renaming it (a rename keeps the inode) took most of a second of kernel time off a
    /// 500-lesson build, measured.
    func write(_ data: Data, to path: String, creatingIn folder: String) throws {
        try createFolder(of: path)
        try createFolder(of: folder + "/")
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = rootPath + "/" + folder + "/.quest-" + name
        let destination = rootPath + "/" + path
        try FileOutput.write(data, to: temporary)
        // A rename replaces the name only: an inode the published site holds is left as it is.
        guard rename(temporary, destination) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination])
        }
        _ = written.withLock { $0.insert(path) }
    }

    /// Writes `text` as UTF-8 at `path`.
    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Creates the folder that will hold `path` unless this tree already made it.
    private func createFolder(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = path[..<slash]
        guard !folders.withLock({ $0.contains(folder) }) else { return }
        let path = rootPath + "/" + folder
        // The spare tree had it: nothing to make (a mkdir(2) per lesson folder, refused, was 2,000 calls at 2,000
        // lessons).
        if existingFolders.contains(String(folder)) {
            _ = folders.withLock { $0.insert(folder) }
            return
        }
        // One mkdir(2) for the usual case, a folder whose parent exists: FileManager's checks cost more than the
        // links that follow (measured with perf on a one-lesson rebuild of 500 lessons).
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } else if existing[String(folder)] != nil {
            // The spare tree had a file where this build needs a folder.
            unlink(path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        _ = folders.withLock { $0.insert(folder) }
    }

    /// Puts the previous site's file at `path` into the new tree unchanged: a hard link when the file system allows,
    /// a copy otherwise. Nothing writes to a reused path afterwards, so sharing the inode is safe.
    func reuse(_ path: String) throws {
        try reuse([path])
    }

    /// `reuse(_:)` for each of `paths` (a lesson's pages, say), recorded under one lock: with a lock per file, the
    /// two cores queued on it for thousands of files (16,000 futex calls in a one-lesson rebuild of 2,000 lessons).
    ///
    /// Most often the spare tree's file is already the published inode (both builds reused it): kept as it is,
    /// known from the inode the folder listing gave and the one the published site's record holds, without a system
    /// call (two `lstat`s per file were 24,000 calls at 2,000 lessons). Otherwise, or when either number is unknown,
    /// the two files are compared with `lstat`, then linked. Paths are joined as strings and linked with `link(2)`:
    /// building two `URL`s per file cost more than the link itself (measured with perf).
    func reuse(_ paths: [String]) throws {
        var keptHere: [(String, PublishedFiles.Stamp)] = []
        // A lesson's files share a folder: made (or found) once for them, not under the lock once per file.
        var folderMade: Substring?
        for path in paths {
            let folder = path.lastIndex(of: "/").map { path[..<$0] }
            if folder == nil || folder != folderMade {
                try createFolder(of: path)
                folderMade = folder
            }
            if let spare = existing[path], let stamp = published[path], stamp.inode == spare {
                keptHere.append((path, stamp))
                continue
            }
            let source = previousPath + "/" + path
            let destination = rootPath + "/" + path
            if existing[path] != nil {
                var kept = stat()
                var wanted = stat()
                if lstat(destination, &kept) == 0, lstat(source, &wanted) == 0, kept.st_dev == wanted.st_dev,
                   kept.st_ino == wanted.st_ino {
                    continue
                }
            }
            try makeRoom(at: path)
            if link(source, destination) != 0 {
                try FileManager.default.copyItem(atPath: source, toPath: destination)
            }
        }
        written.withLock { written in
            for path in paths { written.insert(path) }
        }
        if !keptHere.isEmpty {
            kept.withLock { kept in
                for (path, stamp) in keptHere { kept[path] = stamp }
            }
        }
    }

    /// `reuse(_:)` of many files (every unchanged lesson's pages, say) on all cores, in chunks: a task and a lock per
    /// lesson cost more than linking its files (2,000 tasks in a one-lesson rebuild, measured with perf).
    func reuse(concurrently paths: [String], chunk: Int = 600) throws {
        let failure = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: (paths.count + chunk - 1) / chunk) { part in
            do {
                try reuse(Array(paths[(part * chunk)..<min(paths.count, (part + 1) * chunk)]))
            } catch {
                failure.withLock { $0 = $0 ?? error }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// `reuse(concurrently:)` on a thread of its own, so that a step's own work runs beside it; the job's wait gives
    /// the first error, if any.
    func reuseInBackground(_ paths: [String]) -> Background<(any Error)?> {
        Background {
            do {
                try self.reuse(concurrently: paths)
                return nil
            } catch {
                return error
            }
        }
    }

    /// The reused files kept where they were, with their stamps (`PublishedFiles` need not look at them again).
    var keptStamps: [String: PublishedFiles.Stamp] { kept.withLock { $0 } }

    /// Removes what the spare tree had at `path` (a file, or a folder where this build writes a file), so that what
    /// comes next creates a new inode there.
    private func makeRoom(at path: String) throws {
        if existing[path] != nil {
            unlink(rootPath + "/" + path)
        } else if existingFolders.contains(path) {
            try FileManager.default.removeItem(atPath: rootPath + "/" + path)
        }
    }

    /// The folders files were written to so far, relative to the root.
    var usedFolders: Set<Substring> { folders.withLock { $0 } }

    /// Every path written or reused so far.
    var paths: Set<String> { written.withLock { $0 } }
}
