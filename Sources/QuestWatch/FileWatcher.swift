public import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Watches folders and everything below them with inotify, and reports each burst of saves as one `FileChange`.
///
/// A save is rarely one event: editors write a file twice, or write a scratch file and rename it over the original
/// (`lesson.md~`, vim's `4913`, `.lesson.md.swp`, `sed -i`'s `sedX1b2c3`). The watcher collects events until the
/// folders have been quiet for `quietPeriod`, then reports them together, so one save is one change. Scratch names
/// (`isScratch(_:)`) are never reported, nor is a file that appeared and went away within the same burst, and hidden
/// folders (`.git`, `.build`) are not watched. Folders created or moved in later are watched as
/// they appear. Events that arrive while the caller is busy (rebuilding) wait in the kernel for the next call, so no
/// change is lost.
///
/// `nextChange` is meant for one thread at a time; `stop()` may be called from any thread (a signal handler's
/// thread, say) and makes the waiting call return nil.
public final class FileWatcher: FolderWatcher {
    /// The folders named at creation, as absolute paths.
    public let roots: [String]
    /// How long the folders must be quiet before the events so far count as one change.
    public let quietPeriod: Duration

    private let inotify: Int32
    /// What `stop()` uses to wake the waiting `poll`.
    private let wake: WakePipe
    /// Watched folders by watch descriptor.
    private let folders = Mutex<[Int32: String]>([:])

    private static let eventMask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
    private static let watchMask = eventMask | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW) | UInt32(IN_EXCL_UNLINK)

    /// Starts watching `folders` (each must exist and be a folder) and every folder below them.
    ///
    /// Changes made after this returns are reported by the next `nextChange`, even if it is called later.
    public init(folders: [URL], quietPeriod: Duration = .milliseconds(100)) throws(FileWatcherError) {
        roots = folders.map { $0.standardizedFileURL.path }
        self.quietPeriod = quietPeriod
        inotify = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard inotify >= 0 else {
            throw FileWatcherError(path: roots.first ?? "", message: "inotify is unavailable: \(Self.systemError())")
        }
        do {
            wake = try WakePipe(for: roots.first ?? "")
        } catch {
            close(inotify)
            throw error
        }
        // From here on a throw runs `deinit`, which closes inotify's descriptor (the pipe closes itself).
        for root in roots {
            guard Self.isFolder(root) else { throw FileWatcherError(path: root, message: "no such folder") }
            var ignored: [String] = []
            try watchTree(root, found: &ignored)
        }
    }

    deinit {
        close(inotify)
    }

    /// True for the names editors give their scratch files, which are never reported: hidden files (`.lesson.md.swp`,
    /// `.#lesson.md`), backups (`lesson.md~`), Emacs auto-saves (`#lesson.md#`) and vim's write probe (`4913`).
    public static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#")) || name == "4913"
    }

    /// Blocks until something changed below the roots and the folders have then been quiet for `quietPeriod`.
    ///
    /// - Parameter limit: how long to wait for a first event; nil waits as long as it takes.
    /// - Returns: the change; nil when `stop()` was called, or when `limit` passed without any event.
    public func nextChange(waitingAtMost limit: Duration? = nil) -> FileChange? {
        let clock = ContinuousClock()
        let deadline = limit.map { clock.now + $0 }
        var burst = Burst()
        var settlesAt: ContinuousClock.Instant?
        while true {
            let now = clock.now
            if let settled = settlesAt, now >= settled {
                if !burst.isEmpty { return FileChange(paths: burst.changed.sorted(), overflowed: burst.overflowed) }
                // Only temporary files came and went: nothing changed, so wait on.
                burst = Burst()
                settlesAt = nil
                continue
            }
            let wait: Duration?
            if let settlesAt {
                wait = settlesAt - now
            } else if let deadline {
                if now >= deadline { return nil }
                wait = deadline - now
            } else {
                wait = nil
            }
            var descriptors = [
                pollfd(fd: wake.readEnd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, wait.map(Self.milliseconds) ?? -1)
            if ready < 0 && errno != EINTR { return nil }
            if descriptors[0].revents != 0 { return nil }
            if descriptors[1].revents & Int16(POLLIN) != 0, readEvents(into: &burst) {
                settlesAt = clock.now + quietPeriod
            }
        }
    }

    /// Makes the waiting (and every later) `nextChange` return nil. Safe from any thread.
    public func stop() {
        wake.wake()
    }

    /// What one burst of events changed so far.
    private struct Burst {
        var changed = Set<String>()
        /// Paths created during the burst: if they go away before it ends, they were temporary files.
        var created = Set<String>()
        var overflowed = false

        var isEmpty: Bool { changed.isEmpty && !overflowed }
    }

    /// Reads every queued event; returns whether any of them is worth reporting.
    private func readEvents(into burst: inout Burst) -> Bool {
        let headerSize = MemoryLayout<inotify_event>.size
        var recorded = false
        withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: MemoryLayout<inotify_event>.alignment) { buffer in
            while true {
                let count = read(inotify, buffer.baseAddress, buffer.count)
                guard count > 0 else { return }
                var offset = 0
                while offset + headerSize <= count {
                    let descriptor = buffer.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let nameLength = Int(buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + nameLength)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    offset += headerSize + nameLength
                    if handle(descriptor: descriptor, mask: mask, name: name, into: &burst) {
                        recorded = true
                    }
                }
            }
        }
        return recorded
    }

    /// Records one event and keeps the watches in step with the folders; returns whether it is worth reporting.
    private func handle(descriptor: Int32, mask: UInt32, name: String, into burst: inout Burst) -> Bool {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            burst.overflowed = true
            return true
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            _ = folders.withLock { $0.removeValue(forKey: descriptor) }
            return false
        }
        guard mask & Self.eventMask != 0, let folder = folders.withLock({ $0[descriptor] }) else { return false }
        if name.isEmpty {
            // The watched folder itself was deleted or moved away.
            burst.changed.insert(folder)
            return true
        }
        guard !Self.isScratch(name) else { return false }
        let path = folder + "/" + name
        let appeared = mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0
        let went = mask & (UInt32(IN_DELETE) | UInt32(IN_MOVED_FROM)) != 0
        if went && burst.created.contains(path) {
            burst.created.remove(path)
            burst.changed.remove(path)
        } else {
            burst.changed.insert(path)
            if appeared { burst.created.insert(path) }
        }
        if mask & UInt32(IN_ISDIR) != 0 {
            if appeared {
                // Files may have appeared inside before the watch did: count them as changed too.
                var found: [String] = []
                try? watchTree(path, found: &found)
                burst.changed.formUnion(found)
            } else if mask & UInt32(IN_MOVED_FROM) != 0 {
                forgetTree(path)
            }
        }
        return true
    }

    /// Watches `folder` and the non-hidden folders below it; the files found on the way are added to `found`.
    private func watchTree(_ folder: String, found: inout [String]) throws(FileWatcherError) {
        var pending = [folder]
        while let current = pending.popLast() {
            let descriptor = inotify_add_watch(inotify, current, Self.watchMask)
            guard descriptor >= 0 else {
                let reason = errno == ENOSPC
                    ? "too many folders to watch (raise the limit with sysctl fs.inotify.max_user_watches)"
                    : Self.systemError()
                throw FileWatcherError(path: current, message: reason)
            }
            folders.withLock { $0[descriptor] = current }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            for name in names.sorted() where !Self.isScratch(name) {
                let child = current + "/" + name
                if Self.isFolder(child) { pending.append(child) } else { found.append(child) }
            }
        }
    }

    /// Stops watching `folder` and the folders below it (they were moved out of the watched tree).
    private func forgetTree(_ folder: String) {
        let prefix = folder + "/"
        let gone = folders.withLock { folders in
            folders.filter { $0.value == folder || $0.value.hasPrefix(prefix) }.map(\.key)
        }
        for descriptor in gone {
            inotify_rm_watch(inotify, descriptor)
            _ = folders.withLock { $0.removeValue(forKey: descriptor) }
        }
    }

    /// A folder itself, not a symbolic link to one.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let rounded = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, rounded))
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
