public import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Something that reports each settled burst of saves below some folders: `FileWatcher` (inotify's events) or
/// `PollingWatcher` (what `stat` says, compared every so often, for file systems that send no events).
public protocol FolderWatcher: Sendable {
    /// The folders watched, as absolute paths.
    var roots: [String] { get }
    /// Blocks until something changed below the roots and the folders have then been quiet; nil when `stop()` was
    /// called, or when `limit` passed without any change.
    func nextChange(waitingAtMost limit: Duration?) -> FileChange?
    /// Makes the waiting (and every later) `nextChange` return nil. Safe from any thread.
    func stop()
}

/// How to watch `folders`: polling when asked to, or when one of them is on a file system whose changes made
/// elsewhere never reach inotify; events otherwise.
///
/// A folder shared into a VM or a container from another system is the usual case: a Windows drive under WSL 2 or
/// Docker Desktop (9p), Docker Desktop's file sharing on macOS (FUSE, virtiofs), network shares (NFS, SMB). A save in
/// the learner's editor on the host changes the files there, but the kernel that runs quest sees no write of its own
/// and sends no event, so `quest check --watch` would never grade again.
public func makeFolderWatcher(
    folders: [URL], polling: Bool = false, quietPeriod: Duration = .milliseconds(100)
) throws(FileWatcherError) -> (watcher: any FolderWatcher, pollingBecause: String?) {
    let reason = polling
        ? "asked to (--poll)"
        : folders.lazy.compactMap { folder in
            PollingWatcher.eventlessFileSystem(at: folder.path).map { "\(folder.standardizedFileURL.path) is on \($0)" }
        }.first
    if let reason {
        return (try PollingWatcher(folders: folders, quietPeriod: quietPeriod), reason)
    }
    return (try FileWatcher(folders: folders, quietPeriod: quietPeriod), nil)
}
