#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestDecks
import Synchronization

/// The SHA-256 of the running quest executable's bytes: what every output is made by, so a rebuilt quest of the same
/// version (a developer's) never takes the previous site as up to date.
///
/// Hashing the binary on every build would cost more than a one-lesson rebuild, so the digest is kept in the lesson
/// cache's folder (`executable`) under the binary's stat (device, inode, size, modification time in nanoseconds), the
/// way git's index trusts a file whose stat did not change; the binary is hashed again only when its stat changed.
enum ExecutableDigest {
    static let fileName = "executable"

    /// The digest, from `cacheFolder`'s record when the binary's stat matches it, else hashed now; recorded in
    /// `cacheFolder` when its record says otherwise. Worked out once per process.
    static func current(cacheFolder: URL?) -> String {
        let (stamp, digest) = known.withLock { known in
            if let known { return known }
            let found = compute(recordedIn: cacheFolder)
            known = found
            return found
        }
        if let cacheFolder { record(stamp: stamp, digest: digest, in: cacheFolder) }
        return digest
    }

    private static let known = Mutex<(stamp: String, digest: String)?>(nil)

    /// The running binary's stat: device, inode, size and modification time.
    private static func stamp() -> String? {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return nil }
        return "\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// The digest `folder`'s record gives for `stamp`, if any.
    private static func recorded(stamp: String, in folder: URL?) -> String? {
        guard let folder, let text = try? String(contentsOfFile: folder.appendingPathComponent(fileName).path, encoding: .utf8) else {
            return nil
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0] == stamp, lines[1].count == 64 else { return nil }
        return String(lines[1])
    }

    private static func compute(recordedIn folder: URL?) -> (stamp: String, digest: String) {
        guard let stamp = stamp() else { return ("", "unknown executable") }
        if let digest = recorded(stamp: stamp, in: folder) { return (stamp, digest) }
        guard let data = FileManager.default.contents(atPath: "/proc/self/exe") else { return (stamp, "unreadable executable \(stamp)") }
        var hasher = SHA256()
        hasher.update(data)
        return (stamp, hasher.hexDigest())
    }

    /// Writes the record unless `folder` has it already.
    private static func record(stamp: String, digest: String, in folder: URL) {
        guard !stamp.isEmpty, digest.count == 64, recorded(stamp: stamp, in: folder) != digest else { return }
        CacheFile.replace(folder.appendingPathComponent(fileName).path, with: Data("\(stamp)\n\(digest)\n".utf8))
    }
}
