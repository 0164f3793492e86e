#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestDecks
import Synchronization

/// The stat-first change check of `InputFingerprint`: each input file's digest kept with its stat (device, inode,
/// size, modification and change times in nanoseconds) in the lesson cache's folder (`file-stats`), as git's index
/// keeps them. A file whose stat is the one recorded is taken as unchanged and its recorded digest used; only files
/// whose stat changed are read and hashed.
///
/// A write changes a file's change time (which no program can set back), so a recorded stat that still matches means
/// the bytes are the ones hashed, with one exception: a write within the same clock tick as the hashing. So a file
/// whose change time is less than a second before the build that hashed it began is recorded as not trusted ("racy",
/// as git calls it): the next build hashes it again.
final class FileStats: Sendable {
    static let fileName = "file-stats"

    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var changed: Int64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }

        init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
            self.device = device
            self.inode = inode
            self.size = size
            self.modified = modified
            self.changed = changed
        }

        /// The stamp as a line of the record begins (`save()` writes the same digits).
        var line: String { "\(device) \(inode) \(size) \(modified) \(changed)" }
    }

    private struct Entry: Equatable {
        var stamp: Stamp
        var digest: String
        /// False when the file changed less than a second before the build that hashed it began: hashed again.
        var trusted: Bool
    }

    private let path: String?
    private let recorded: [String: Entry]
    private let current = Mutex<[String: Entry]>([:])
    /// Nanoseconds since the epoch when this build began reading: files changed less than a second before are racy.
    private let start: Int64

    /// The record in `folder` (nil: none is kept, every file is hashed).
    init(folder: URL?) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        start = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        path = folder.map { $0.appendingPathComponent(Self.fileName).path }
        recorded = path.flatMap { FileManager.default.contents(atPath: $0) }.map(Self.parse) ?? [:]
    }

    /// The digest of the file at `path` (absolute): the recorded one when its stat matches and is not racy, else its
    /// bytes hashed now. Nil when it cannot be read.
    func digest(of path: String) -> String? {
        let stamp = Stamp(path: path)
        if let stamp, let entry = recorded[path], entry.trusted, entry.stamp == stamp {
            current.withLock { $0[path] = entry }
            return entry.digest
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hasher = SHA256()
        hasher.update(data)
        let digest = hasher.hexDigest()
        // The stat taken before reading: should the file change while it is read, the next build sees another stat.
        if let stamp {
            let entry = Entry(stamp: stamp, digest: digest, trusted: stamp.changed < start - 1_000_000_000)
            current.withLock { $0[path] = entry }
        }
        return digest
    }

    /// Writes the record of the files looked up, unless it is the one read.
    ///
    /// Written as bytes (`appendDecimalField`): through string interpolation, 2,000 lessons' lines were 2% of a
    /// one-lesson rebuild (perf).
    func save() {
        guard let path else { return }
        let entries = current.withLock { $0 }
        guard entries != recorded else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 200)
        // A path with a line break cannot be written as a line: left out, its file is hashed on every build.
        for file in entries.keys.sorted() where !file.utf8.contains(UInt8(ascii: "\n")) {
            let entry = entries[file]!
            bytes.appendDecimalField(entry.stamp.device)
            bytes.appendDecimalField(entry.stamp.inode)
            for number in [entry.stamp.size, entry.stamp.modified, entry.stamp.changed] { bytes.appendDecimalField(signed: number) }
            bytes.append(entry.trusted ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: entry.digest.utf8)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: file.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        CacheFile.replace(path, with: Data(bytes))
    }

    /// Lines of `device inode size modified changed trusted digest path`; a damaged line is skipped (its file is hashed).
    ///
    /// Read from the bytes, with no string made but the digest and the path: 2,000 lessons' lines through `String`
    /// and `Int(_:)` took a fifth of the fingerprint's time (measured with perf).
    private static func parse(_ data: Data) -> [String: Entry] {
        var entries: [String: Entry] = [:]
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                var end = offset
                while end < bytes.count, bytes[end] != 0x0a { end += 1 }
                if let (path, entry) = line(UnsafeRawBufferPointer(rebasing: bytes[offset..<end])) { entries[path] = entry }
                offset = end + 1
            }
        }
        return entries
    }

    /// One line of the record (without its newline); nil when damaged.
    private static func line(_ bytes: UnsafeRawBufferPointer) -> (String, Entry)? {
        var cursor = ByteCursor(bytes)
        // Each number is ended by a space; a size or time may be negative (a time before 1970).
        guard let device = cursor.take(upTo: 0x20).flatMap(ByteCursor.decimal),
              let inode = cursor.take(upTo: 0x20).flatMap(ByteCursor.decimal),
              let size = cursor.take(upTo: 0x20).flatMap(ByteCursor.signedDecimal),
              let modified = cursor.take(upTo: 0x20).flatMap(ByteCursor.signedDecimal),
              let changed = cursor.take(upTo: 0x20).flatMap(ByteCursor.signedDecimal),
              let trust = cursor.take(upTo: 0x20), trust.count == 1, trust[0] == 0x30 || trust[0] == 0x31,
              let digest = cursor.take(64), cursor.skip(" ") else { return nil }
        let stamp = Stamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
        let entry = Entry(stamp: stamp, digest: String(decoding: digest, as: UTF8.self), trusted: trust[0] == 0x31)
        return (String(decoding: cursor.takeRest(), as: UTF8.self), entry)
    }
}
