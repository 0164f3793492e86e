public import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Watches folders by comparing what `stat` says of everything below them (size, modification and change times,
/// inode) every `interval`, for file systems that send no inotify events (`makeFolderWatcher`). It reports as
/// `FileWatcher` does: a burst of saves, once the folders have been quiet for `quietPeriod`, is one `FileChange`;
/// scratch names (`FileWatcher.isScratch`) and hidden folders are left out, and a file that came and went between
/// two looks is never seen at all.
///
/// A walk of a learner's workspace (a few files) costs well under a millisecond; a lessons folder of hundreds of
/// files, a few milliseconds. `nextChange` is meant for one thread at a time; `stop()` may be called from any thread.
public final class PollingWatcher: FolderWatcher {
    public let roots: [String]
    public let quietPeriod: Duration
    /// How often the folders are looked at.
    public let interval: Duration
    /// The interval `makeFolderWatcher` polls at.
    public static let defaultInterval = Duration.milliseconds(300)
    /// The default interval as the commands print it: `0.3 s`.
    public static var defaultIntervalDescription: String {
        let (seconds, attoseconds) = defaultInterval.components
        return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
    }

    private let wake: WakePipe
    /// What the last look saw: every path below the roots and its stamp.
    private let seen: Mutex<[String: Stamp]>

    /// What `stat` says of a file that changes when it is written, replaced or touched.
    struct Stamp: Equatable {
        var size: Int
        var modified: timespec
        var changed: timespec
        var inode: UInt

        static func == (left: Stamp, right: Stamp) -> Bool {
            left.size == right.size && left.inode == right.inode
                && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
                && left.changed.tv_sec == right.changed.tv_sec && left.changed.tv_nsec == right.changed.tv_nsec
        }
    }

    /// Starts watching `folders` (each must exist and be a folder): changes made after this returns are reported by
    /// the next `nextChange`.
    public init(
        folders: [URL], interval: Duration = PollingWatcher.defaultInterval, quietPeriod: Duration = .milliseconds(100)
    ) throws(FileWatcherError) {
        roots = folders.map { $0.standardizedFileURL.path }
        self.interval = interval
        self.quietPeriod = quietPeriod
        for root in roots where !Self.isFolder(root) { throw FileWatcherError(path: root, message: "no such folder") }
        wake = try WakePipe(for: roots.first ?? "")
        seen = Mutex(Self.look(at: roots))
    }

    public func nextChange(waitingAtMost limit: Duration? = nil) -> FileChange? {
        let clock = ContinuousClock()
        let deadline = limit.map { clock.now + $0 }
        var changed = Set<String>()
        var settlesAt: ContinuousClock.Instant?
        while true {
            var wait = interval
            if let settlesAt { wait = min(wait, max(.zero, settlesAt - clock.now)) }
            if let deadline, settlesAt == nil { wait = min(wait, max(.zero, deadline - clock.now)) }
            if sleep(for: wait) { return nil }
            let now = Self.look(at: roots)
            let differences = seen.withLock { before in
                defer { before = now }
                return Set(now.keys.filter { before[$0] != now[$0] } + before.keys.filter { now[$0] == nil })
            }
            if !differences.isEmpty {
                changed.formUnion(differences)
                settlesAt = clock.now + quietPeriod
            } else if let settled = settlesAt, clock.now >= settled {
                return FileChange(paths: changed.sorted())
            } else if settlesAt == nil, let deadline, clock.now >= deadline {
                return nil
            }
        }
    }

    public func stop() {
        wake.wake()
    }

    /// What the file system `path` is on, when it is one whose changes made on the other side of a share send no
    /// inotify event; nil for a local file system. Read from `/proc/self/mountinfo`: the type of the last mount whose
    /// mount point is the longest prefix of the path.
    public static func eventlessFileSystem(at path: String) -> String? {
        guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return nil }
        return eventlessFileSystem(at: path, mountInfo: table)
    }

    /// `eventlessFileSystem(at:)` against the given `mountinfo` text.
    static func eventlessFileSystem(at path: String, mountInfo: String) -> String? {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
        var best: (point: String, type: String)?
        for line in mountInfo.split(separator: "\n") {
            let halves = line.components(separatedBy: " - ")
            let fields = halves[0].split(separator: " ")
            guard halves.count == 2, fields.count >= 5, let type = halves[1].split(separator: " ").first else { continue }
            let point = unescape(String(fields[4]))
            let inside = point == "/" || target == point || target.hasPrefix(point + "/")
            if inside, point.count >= (best?.point.count ?? 0) { best = (point, String(type)) }
        }
        guard let type = best?.type else { return nil }
        return eventlessTypes.first { type == $0.type || type.hasPrefix($0.type + ".") }.map { "\($0.name) (\(type))" }
    }

    /// File system types that see no events for changes made elsewhere, and what they usually are.
    private static let eventlessTypes: [(type: String, name: String)] = [
        ("9p", "a Windows drive under WSL 2 or Docker Desktop"), ("drvfs", "a Windows drive under WSL"),
        ("fakeowner", "Docker Desktop's file sharing"), ("virtiofs", "a folder shared into a VM"),
        ("fuse", "a FUSE share (Docker Desktop's file sharing, sshfs)"), ("nfs", "NFS"), ("nfs4", "NFS"),
        ("cifs", "SMB"), ("smb3", "SMB"), ("smbfs", "SMB"), ("vboxsf", "VirtualBox's shared folders"),
        ("vmhgfs", "VMware's shared folders"),
    ]

    /// A mount point as `mountinfo` escapes it (`\040` for a space).
    private static func unescape(_ field: String) -> String {
        var result = ""
        var rest = Substring(field)
        while let slash = rest.firstIndex(of: "\\") {
            result += rest[..<slash]
            let code = rest[rest.index(after: slash)...].prefix(3)
            if code.count == 3, let value = UInt8(code, radix: 8) {
                result.unicodeScalars.append(Unicode.Scalar(value))
                rest = rest[rest.index(slash, offsetBy: 4)...]
            } else {
                result += "\\"
                rest = rest[rest.index(after: slash)...]
            }
        }
        return result + rest
    }

    /// Waits `duration` unless `stop()` is called first; returns true when it was.
    private func sleep(for duration: Duration) -> Bool {
        let (seconds, attoseconds) = duration.components
        return wake.wait(milliseconds: Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }

    /// Every non-scratch path below `roots` (hidden folders are not entered) and its stamp.
    static func look(at roots: [String]) -> [String: Stamp] {
        var found: [String: Stamp] = [:]
        var pending = roots
        while let folder = pending.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where !FileWatcher.isScratch(name) {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else {
                    found[path] = Stamp(size: Int(info.st_size), modified: info.st_mtim, changed: info.st_ctim,
                                        inode: UInt(info.st_ino))
                }
            }
        }
        return found
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
