#if canImport(Glibc)
import Glibc
#endif
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
    /// Folders (relative to the root) known to exist, so each is created once, not once per file.
    private let folders = Mutex<Set<Substring>>([""])

    /// `root.path` and `previous.path`, worked out once: files are addressed by joining strings to them.
    private let rootPath: String
    private let previousPath: String
    /// Files already in the root when the build began (`StagingFolder.reusedFiles`): each is replaced or kept, never
    /// written into, since it may be an inode the published site holds.
    private let existing: Set<String>
    /// Folders already in the root when the build began.
    private let existingFolders: Set<String>

    init(root: URL, previous: URL, existing: Set<String> = [], existingFolders: Set<String> = []) {
        self.root = root
        self.previous = previous
        self.existing = existing
        self.existingFolders = existingFolders
        rootPath = root.path
        previousPath = previous.path
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
        // One mkdir(2) for the usual case, a folder whose parent exists: FileManager's checks cost more than the
        // links that follow (measured with perf on a one-lesson rebuild of 500 lessons).
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } else if existing.contains(String(folder)) {
            // The spare tree had a file where this build needs a folder.
            unlink(path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        _ = folders.withLock { $0.insert(folder) }
    }

    /// Puts the previous site's file at `path` into the new tree unchanged: a hard link when the file system allows,
    /// a copy otherwise. Nothing writes to a reused path afterwards, so sharing the inode is safe.
    ///
    /// Paths are joined as strings and linked with `link(2)`: building two `URL`s per file cost more than the link
    /// itself when thousands of files are reused (measured with perf on a one-lesson rebuild of 500 lessons).
    func reuse(_ path: String) throws {
        let source = previousPath + "/" + path
        let destination = rootPath + "/" + path
        try createFolder(of: path)
        if existing.contains(path) {
            // Most often the spare tree's file is the previous site's very inode (both reused it): nothing to do.
            var kept = stat()
            var wanted = stat()
            if lstat(destination, &kept) == 0, lstat(source, &wanted) == 0, kept.st_dev == wanted.st_dev,
               kept.st_ino == wanted.st_ino {
                _ = written.withLock { $0.insert(path) }
                return
            }
        }
        try makeRoom(at: path)
        if link(source, destination) != 0 {
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        }
        _ = written.withLock { $0.insert(path) }
    }

    /// Removes what the spare tree had at `path` (a file, or a folder where this build writes a file), so that what
    /// comes next creates a new inode there.
    private func makeRoom(at path: String) throws {
        if existing.contains(path) {
            unlink(rootPath + "/" + path)
        } else if existingFolders.contains(path) {
            try FileManager.default.removeItem(atPath: rootPath + "/" + path)
        }
    }

    /// The folders files were written to so far, relative to the root.
    var usedFolders: Set<Substring> { folders.withLock { $0 } }

    /// Every path written or reused so far.
    var paths: Set<String> { written.withLock { $0 } }

    /// Every path written or reused so far, sorted.
    var files: [String] { written.withLock { $0.sorted() } }
}
