#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The collection of the last package a build wrote (`course.apkg`'s, `interview.apkg`'s), kept uncompressed in the
/// build cache, so that the next build reads it where it lies instead of inflating it out of the package.
///
/// A one-lesson rebuild copies nearly all of a course collection's rows and deflate blocks from the previous package,
/// and needs its bytes to do so: inflating them was the largest part of its package work, and grew with the course
/// (5.3 MB in 14 ms at 500 lessons, 21 MB at 2,000, measured). Mapped from this file, they cost a few page faults.
///
/// The image is believed for one package only: its record (`<path>.record`) holds the package entry's comment, which
/// lists every deflate block's length and its input's CRC-32 (`DeflateBlocks`), so a package made from other bytes
/// has another; and the image file's stat as written (inode, size, change time: no program can set a change time
/// back, so an image changed since is not believed, as `PublishedFiles` trusts a site's files). Anything else is a
/// miss, and the package is inflated as before: a kept image costs the next build time when it is wrong, never bytes.
public struct KeptCollection: Sendable {
    /// The image's file; its record is beside it.
    public let path: String

    static let format = "quest kept collection 1"

    public init(path: String) {
        self.path = path
    }

    private var recordPath: String { path + ".record" }

    /// Keeps `image`, the collection of a package whose entry comment is `comment`. The image is written under a
    /// temporary name and renamed into place, then its record; until the record is written, the record left is the
    /// previous image's, whose stat the new file does not have.
    func keep(_ image: UnsafeRawBufferPointer, comment: String) {
        let temporary = path + ".\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try FileOutput.write(image, to: temporary)
            // The stat recorded is the one at `path` after the rename, and only when it is still this file there: a
            // second build keeping its own image at the same moment replaces the file, and a record naming that
            // other file's stat with this package's comment would pair the wrong image with this package.
            guard let written = Stamp(path: temporary), rename(temporary, path) == 0, let stamp = Stamp(path: path),
                  stamp.inode == written.inode else { throw CocoaError(.fileWriteUnknown) }
            CacheFile.replace(recordPath, with: Data("\(Self.format)\n\(stamp.line)\n\(comment)".utf8))
        } catch {
            unlink(temporary)
        }
    }

    /// The kept image, opened, when it is the collection of a package whose entry comment is `comment`; nil otherwise.
    func image(matching comment: String) -> KeptImage? {
        guard let record = FileManager.default.contents(atPath: recordPath) else { return nil }
        let lines = record.split(separator: UInt8(ascii: "\n"), maxSplits: 2, omittingEmptySubsequences: false)
        guard lines.count == 3, lines[0].elementsEqual(Self.format.utf8), lines[2].elementsEqual(comment.utf8) else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard let stamp = Stamp(descriptor: descriptor), lines[1].elementsEqual(stamp.line.utf8), stamp.size > 0,
              let image = KeptImage(descriptor: descriptor, size: Int(stamp.size)) else {
            close(descriptor)
            return nil
        }
        return image
    }

    /// A file's inode, size and change time.
    private struct Stamp {
        var inode: UInt64
        var size: Int64
        var changed: Int64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        init?(descriptor: Int32) {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { return nil }
            self.init(info)
        }

        private init?(_ info: stat) {
            guard info.st_mode & S_IFMT == S_IFREG else { return nil }
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        }

        var line: String { "\(inode) \(size) \(changed)" }
    }
}

/// A kept collection image opened for one build: its bytes, mapped where they lie, and copies SQLite may patch.
final class KeptImage: Sendable {
    /// The image's bytes (a read-only mapping of the file).
    let bytes: Data
    private let descriptor: Int32
    private let size: Int

    /// Takes `descriptor` (closed when the image is released); nil when the file cannot be mapped.
    init?(descriptor: Int32, size: Int) {
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else { return nil }
        bytes = Data(bytesNoCopy: mapping, count: size, deallocator: .custom { pointer, count in munmap(pointer, count) })
        self.descriptor = descriptor
        self.size = size
    }

    deinit { close(descriptor) }

    /// A private, writable mapping of the image: what is written to it is copied page by page on first write, so
    /// the file and `bytes` never change, and patching a few rows costs those pages, not a copy of the whole image
    /// (21 MB at 2,000 lessons; copying it, and the page faults of the copy, were most of the package's patching,
    /// measured). Each call gives a mapping of the image as kept.
    func writableMapping() -> MappedBuffer? {
        guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else {
            return nil
        }
        return MappedBuffer(mapping, count: size)
    }
}

/// Memory mapped with `mmap(2)`, unmapped when released.
final class MappedBuffer: @unchecked Sendable {
    // Written only by whoever holds the buffer (one SQLite database), never shared while it is.
    let bytes: UnsafeMutableRawBufferPointer

    init(_ start: UnsafeMutableRawPointer, count: Int) {
        bytes = UnsafeMutableRawBufferPointer(start: start, count: count)
    }

    deinit {
        if let base = bytes.baseAddress { munmap(base, bytes.count) }
    }
}
