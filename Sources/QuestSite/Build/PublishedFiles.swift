#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestDecks

/// What each file of a published site was when the build that published it ended (its inode, size and change time),
/// kept in the lesson cache's folder (`published-<folder digest>`, one per output folder), outside the site, as
/// Bazel keeps its outputs' metadata.
///
/// A later build reuses a previous file, links it into the new site or copies notes out of it only when its stat is
/// still the recorded one: a page edited or replaced by hand, a package copied over from another site, a file
/// restored by `git checkout` is made again, as a clean build would make it (tested). No program can set a file's
/// change time back, so a file written in place keeps its inode but not its stamp. Checking costs nothing extra: the
/// build already looked each previous file up to see that it exists.
struct PublishedFiles: Sendable {
    /// One file's stat.
    struct Stamp: Equatable, Sendable {
        var inode: UInt64
        var size: Int64
        /// Change time, in nanoseconds since the epoch.
        var changed: Int64

        init(inode: UInt64, size: Int64, changed: Int64) {
            self.inode = inode
            self.size = size
            self.changed = changed
        }

        /// The stat of `path` relative to the open folder `folder` (symbolic links not followed); nil when it is not a
        /// regular file.
        init?(at path: String, in folder: Int32) {
            var info = stat()
            guard fstatat(folder, path, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }
    }

    /// The build that published the site (`buildName`).
    let build: String
    /// The files, in the order recorded (sorted when made by a build).
    let paths: [String]
    /// The stamps by path relative to the site.
    let stamps: [String: Stamp]
    /// The files found as recorded when `verified(in:)` looked, which `intact` then answers from; nil until then.
    private var found: Set<String>?

    /// Whether `verified(in:)` has looked at every file: `intact` then needs no open folder (pass -1).
    var looked: Bool { found != nil }

    init(build: String, paths: [String], stamps: [String: Stamp]) {
        self.build = build
        self.paths = paths
        self.stamps = stamps
    }

    /// A record that trusts no file.
    static let none = PublishedFiles(build: "", paths: [], stamps: [:])

    /// How a build is named in the record: the executable's digest and the inputs' fingerprint, as `BuilderRecord`
    /// names it.
    static func buildName(executable: String, inputs: String) -> String { "\(executable) \(inputs)" }

    /// The stamps of `files` (relative to `folder`) as they are now, on all cores; a file that is not there is left
    /// out. `known`: files whose stamp is known already (reused files the build kept untouched), not looked at again.
    init(build: String, files: [String], in folder: URL, known: [String: Stamp] = [:]) {
        self.build = build
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            (paths, stamps) = ([], [:])
            return
        }
        defer { close(descriptor) }
        let found = files.concurrentMap { path in known[path] ?? Stamp(at: path, in: descriptor) }
        var paths: [String] = []
        var stamps: [String: Stamp] = [:]
        paths.reserveCapacity(files.count)
        stamps.reserveCapacity(files.count)
        for (path, stamp) in zip(files, found) {
            guard let stamp else { continue }
            paths.append(path)
            stamps[path] = stamp
        }
        (self.paths, self.stamps) = (paths, stamps)
    }

    /// The record kept for the site at `output` in `cacheFolder`; `none` when there is none or it cannot be read.
    ///
    /// Read byte by byte: with `split` and `Int(_:)`, 12,000 lines took 38 ms of a one-lesson rebuild (perf).
    static func read(for output: URL, cacheFolder: URL?) -> PublishedFiles {
        guard let path = path(for: output, cacheFolder: cacheFolder),
              let data = FileManager.default.contents(atPath: path) else { return .none }
        return data.withUnsafeBytes { bytes -> PublishedFiles in
            var position = 0
            /// The bytes up to the next `end` byte (which is passed), nil at the end of the data.
            func field(until end: UInt8) -> UnsafeRawBufferPointer.SubSequence? {
                guard let stop = bytes[position...].firstIndex(of: end) else { return nil }
                defer { position = stop + 1 }
                return bytes[position..<stop]
            }
            func number(until end: UInt8) -> UInt64? {
                guard let digits = field(until: end), !digits.isEmpty, digits.count <= 19 else { return nil }
                var value: UInt64 = 0
                for digit in digits {
                    guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
                    value = value * 10 + UInt64(digit - UInt8(ascii: "0"))
                }
                return value
            }
            guard let header = field(until: UInt8(ascii: "\n")) else { return .none }
            var paths: [String] = []
            var stamps: [String: Stamp] = [:]
            while position < bytes.count {
                guard let inode = number(until: UInt8(ascii: " ")), let size = number(until: UInt8(ascii: " ")),
                      let changed = number(until: UInt8(ascii: " ")), let name = field(until: UInt8(ascii: "\n")),
                      let path = String(validating: name, as: UTF8.self) else { return .none }
                paths.append(path)
                stamps[path] = Stamp(inode: inode, size: Int64(size), changed: Int64(changed))
            }
            return PublishedFiles(build: String(decoding: header, as: UTF8.self), paths: paths, stamps: stamps)
        }
    }

    /// Keeps the record for the site at `output`. Written as bytes: through string interpolation, 12,000 lines took
    /// 18 ms at the end of a one-lesson rebuild (perf).
    func write(for output: URL, cacheFolder: URL?) {
        guard let path = Self.path(for: output, cacheFolder: cacheFolder) else { return }
        var bytes = Array((build + "\n").utf8)
        bytes.reserveCapacity(paths.count * 72)
        // A name with a line break cannot be written as a line: left out, such a file is never trusted.
        for path in paths where !path.utf8.contains(UInt8(ascii: "\n")) {
            guard let stamp = stamps[path] else { continue }
            bytes.appendDecimalField(stamp.inode)
            bytes.appendDecimalField(UInt64(max(0, stamp.size)))
            bytes.appendDecimalField(UInt64(max(0, stamp.changed)))
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        CacheFile.replace(path, with: Data(bytes))
    }

    /// Whether every one of `files` (relative to the open folder `folder`) is as recorded: as `verified(in:)` found
    /// them, when it has looked.
    func intact(_ files: [String], in folder: Int32) -> Bool {
        if let found { return files.allSatisfy(found.contains) }
        return files.allSatisfy { path in stamps[path].map { Stamp(at: path, in: folder) == $0 } ?? false }
    }

    /// The record with every file looked at now, on all cores, while the build reads its inputs: its plan then asks
    /// which previous files are as published without a system call per file (the plan's `fstatat` of the 12,000
    /// files of 2,000 lessons was on the build's critical path; measured with perf).
    func verified(in folder: URL) -> PublishedFiles {
        guard !paths.isEmpty else { return self }
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return self }
        defer { close(descriptor) }
        let same = paths.concurrentMap { path in stamps[path].map { Stamp(at: path, in: descriptor) == $0 } ?? false }
        var copy = self
        copy.found = Set(zip(paths, same).compactMap { $1 ? $0 : nil })
        return copy
    }

    /// The record's file name for the site at `output`: one per output folder, named after the digest of its path.
    static func fileName(for output: URL) -> String {
        "published-" + folderDigest(output)
    }

    /// What names an output folder's files in the lesson cache's folder: the start of its path's SHA-256.
    static func folderDigest(_ output: URL) -> String {
        String(SHA256.hex(of: output.standardizedFileURL.path).prefix(16))
    }

    private static func path(for output: URL, cacheFolder: URL?) -> String? {
        cacheFolder.map { $0.appendingPathComponent(fileName(for: output)).path }
    }
}
