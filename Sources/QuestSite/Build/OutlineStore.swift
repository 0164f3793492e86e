#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation
import QuestCore
import Synchronization

/// Where the lessons' outlines are kept between builds (`outlines/` beside the lesson cache's folder, outside the
/// site): one pack holding every lesson's outline as the last compaction found them, and one entry per lesson whose
/// outline was made since (`lesson22.md.outline`), which wins over the pack's, as a log-structured store keeps them.
///
/// A rebuild reads one file for the whole course plus the few entries written since: one file per lesson was five
/// system calls per unchanged lesson (open, stat, two reads, close: 10,000 calls at 2,000 lessons, a fifth of a
/// one-lesson rebuild's load step). It writes only the outlines it made, as entries: writing the whole pack on every
/// rebuild (13.8 MB at 2,000 lessons) was a sixth of a one-lesson rebuild's CPU time, measured with perf. The pack is
/// written again (and the entries deleted) only when the entries outnumber `compactionThreshold(lessons:)`, the pack
/// holds a lesson the course no longer has, or half the outlines or more were made anew (a clean build).
///
/// The pack and each entry are `CacheEntry`s whose key hashes what an outline is made from besides its lesson's bytes
/// (whose digest each outline holds): quest's version and executable (the parser, the card drafter and the search
/// entries are its code), the lessons folder's layout (the parser checks exercise folders) and the lesson checks
/// run. An outline of another key, or damaged, is never read: its lesson is read again.
struct OutlineStore: Sendable {
    /// The folder of entries, beside the lesson cache's `lessons/`.
    static let folderName = "outlines"
    static let entrySuffix = ".outline"
    /// The file holding every outline as of the last compaction.
    static let packName = "pack"
    /// Bumped when an outline's fields or `OutlineCodec`'s layout change, or the pack's.
    static let format = 5

    /// What `read(names:)` found: the outlines, and which came from the pack and which from entries, so that
    /// `write` knows what is there without looking again.
    struct Contents: Sendable {
        var outlines: [String: LessonOutline] = [:]
        /// The lessons (file names) the pack holds.
        var packed: Set<String> = []
        /// The lessons (file names) with an entry of their own, whatever its key.
        var entries: Set<String> = []
    }

    private let folder: String?
    private let key: String

    init(options: SiteOptions, layout: String, checks: [any LessonCheck]) {
        folder = Self.folder(options)
        var hasher = SHA256()
        hasher.update(field: "lesson outlines \(Self.format) quest \(options.questVersion) \(LessonLoadCache.executableStamp)")
        hasher.update(field: layout)
        // The type's name as the compiler recorded it: `String(reflecting:)` looked for conformances to print it,
        // 4 ms of a rebuild (perf).
        for check in checks { hasher.update(field: _typeName(type(of: check), qualified: true)) }
        key = hasher.hexDigest()
    }

    /// The store's folder, beside the lesson cache's; nil without a lesson cache.
    private static func folder(_ options: SiteOptions) -> String? {
        options.lessonCache.map { $0.deletingLastPathComponent().appendingPathComponent(folderName).path }
    }

    /// The pack as read before the build knows its key (`readPack(options:)`): the key its first line holds, every
    /// lesson it holds, and their outlines decoded.
    struct Pack: Sendable {
        var key: String
        var names: [String]
        var outlines: [String: LessonOutline]
    }

    /// Reads and decodes the whole pack on all cores, whatever its key: the key (which hashes the lessons folder's
    /// layout) is known only once the inputs are listed and hashed, and decoding the pack after that was on a
    /// one-lesson rebuild's critical path (11 to 16 ms of 100 at 500 lessons, measured); started first, it is done
    /// while the inputs are hashed. `read(names:pack:)` uses it only when its key is the store's.
    static func readPack(options: SiteOptions) -> Pack? {
        folder(options).flatMap(readPack(folder:))
    }

    private static func readPack(folder: String) -> Pack? {
        // Decoded where the pack is mapped, every outline's bytes in place.
        return CacheEntry(path: folder + "/" + packName).withBody { key, body -> Pack? in
            guard let items = unpack(body) else { return nil }
            // The mapping outlives the loop, which returns before `withBody` unmaps it.
            nonisolated(unsafe) let mapped = body
            let decoded = Mutex([LessonOutline?](repeating: nil, count: items.count))
            let chunk = 64
            DispatchQueue.concurrentPerform(iterations: (items.count + chunk - 1) / chunk) { part in
                let range = (part * chunk)..<min(items.count, (part + 1) * chunk)
                let outlines = range.map { OutlineCodec.decode(UnsafeRawBufferPointer(rebasing: mapped[items[$0].range])) }
                decoded.withLock { $0.replaceSubrange(range, with: outlines) }
            }
            var outlines: [String: LessonOutline] = [:]
            for (item, outline) in zip(items, decoded.withLock { $0 }) { outlines[item.name] = outline }
            return Pack(key: key, names: items.map(\.name), outlines: outlines)
        }
    }

    /// How many entries of their own the lessons may have before the next write packs them all: enough that a
    /// session of edits writes entries only, few enough that reading them stays a small part of a rebuild.
    static func compactionThreshold(lessons: Int) -> Int { max(32, lessons / 16) }

    private func entry(_ name: String) -> CacheEntry? {
        folder.map { CacheEntry(path: $0 + "/" + name + Self.entrySuffix) }
    }

    /// The kept outlines of the lessons `names` (file names, `lesson22.md`), by name; a lesson without one of this
    /// key is left out.
    func read(names: [String]) -> Contents {
        read(names: names, pack: folder.flatMap(Self.readPack(folder:)))
    }

    /// `read(names:)` with the pack as `readPack(options:)` read it.
    func read(names: [String], pack: Pack?) -> Contents {
        guard let folder else { return Contents() }
        var contents = Contents()
        let wanted = Set(names)
        let entryNames = Self.entryNames(in: folder)
        contents.entries = entryNames
        if let pack, pack.key == key {
            contents.packed = Set(pack.names)
            for (name, outline) in pack.outlines where wanted.contains(name) && !entryNames.contains(name) {
                contents.outlines[name] = outline
            }
        }
        for name in entryNames where wanted.contains(name) {
            if let body = entry(name)?.read(key: key), let outline = OutlineCodec.decode(body) {
                contents.outlines[name] = outline
            }
        }
        return contents
    }

    /// Keeps `changed` (the outlines that differ from those read) for the next build, as entries, or packs `all` (the
    /// course's outlines now, every lesson) when the entries would outnumber the threshold, half the outlines or more
    /// changed, or the pack holds a lesson the course no longer has. Either way a deleted lesson's entry is deleted.
    func write(_ changed: [LessonOutline], all: [LessonOutline], previous contents: Contents) {
        guard let folder else { return }
        let names = Set(all.map(\.name))
        let entries = contents.entries.union(changed.map(\.name)).intersection(names)
        let stalePack = !contents.packed.isSubset(of: names)
        // Half the course or more made anew (a clean build, a new quest): packed at once, at the cost of the entries.
        let mostlyNew = changed.count * 2 >= names.count
        if stalePack || mostlyNew || entries.count > Self.compactionThreshold(lessons: names.count) {
            CacheEntry(path: folder + "/" + Self.packName).write(body: Self.pack(all), key: key)
            for name in contents.entries.union(changed.map(\.name)) { unlink(folder + "/" + name + Self.entrySuffix) }
            return
        }
        for outline in changed { entry(outline.name)?.write(body: OutlineCodec.encode(outline), key: key) }
        for name in contents.entries where !names.contains(name) { unlink(folder + "/" + name + Self.entrySuffix) }
    }

    /// The lessons with an entry in `folder` (names without the suffix); hidden files (a write in progress) skipped.
    private static func entryNames(in folder: String) -> Set<String> {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return Set(files.filter { $0.hasSuffix(entrySuffix) && !$0.hasPrefix(".") }.map { String($0.dropLast(entrySuffix.count)) })
    }

    /// The pack's bytes: the number of outlines, then each as its lesson's file name and its `OutlineCodec` bytes,
    /// each after its 4-byte length, in name order.
    static func pack(_ outlines: [LessonOutline]) -> Data {
        var bytes: [UInt8] = []
        func count(_ value: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }
        let encoded = outlines.sorted { $0.name < $1.name }.concurrentMap(chunk: 64) { ($0.name, OutlineCodec.encode($0)) }
        bytes.reserveCapacity(encoded.reduce(4) { $0 + 8 + $1.0.utf8.count + $1.1.count })
        count(encoded.count)
        for (name, body) in encoded {
            count(name.utf8.count)
            bytes.append(contentsOf: name.utf8)
            count(body.count)
            bytes.append(contentsOf: body)
        }
        return Data(bytes)
    }

    /// The pack's outlines, still encoded: each lesson's file name and the range of its bytes in `bytes`; nil when
    /// the bytes are not a pack (damaged, or another layout).
    static func unpack(_ bytes: UnsafeRawBufferPointer) -> [(name: String, range: Range<Int>)]? {
        var cursor = ByteCursor(bytes)
        guard let count = cursor.littleEndian(UInt32.self), Int(count) <= cursor.remaining / 8 else { return nil }
        var items: [(name: String, range: Range<Int>)] = []
        items.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let nameLength = cursor.littleEndian(UInt32.self), let nameBytes = cursor.take(Int(nameLength)),
                  let name = String(validating: nameBytes, as: UTF8.self),
                  let bodyLength = cursor.littleEndian(UInt32.self) else { return nil }
            let start = cursor.offset
            guard cursor.take(Int(bodyLength)) != nil else { return nil }
            items.append((name, start..<cursor.offset))
        }
        return cursor.isAtEnd ? items : nil
    }
}
