import Foundation
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

    init(root: URL, previous: URL) {
        self.root = root
        self.previous = previous
    }

    /// Writes `data` at `path` (relative to the site root), creating folders as needed.
    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        _ = written.withLock { $0.insert(path) }
    }

    /// Writes `text` as UTF-8 at `path`.
    func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Puts the previous site's file at `path` into the new tree unchanged: a hard link when the file system allows,
    /// a copy otherwise. Nothing writes to a reused path afterwards, so sharing the inode is safe.
    func reuse(_ path: String) throws {
        let source = previous.appendingPathComponent(path)
        let destination = root.appendingPathComponent(path)
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try fileManager.linkItem(at: source, to: destination)
        } catch {
            try fileManager.copyItem(at: source, to: destination)
        }
        _ = written.withLock { $0.insert(path) }
    }

    /// Every path written or reused so far, sorted.
    var files: [String] { written.withLock { $0.sorted() } }
}
