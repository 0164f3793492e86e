#if canImport(Glibc)
import Glibc
#endif
import Foundation
import QuestDecks

/// One file of quest build's cache (`.quest-cache/` beside the lessons folder): a value in `CompactEncoder`'s format
/// under a first line holding its key and the digest of the rest.
///
/// Reading answers only for the same key and intact bytes; anything else (no file, another key, damage) is a miss.
/// Writing goes to a temporary name first and is renamed into place, so a reader never sees half an entry, and a
/// failure to write costs the next build time, never correctness.
struct CacheEntry {
    let path: String

    private static func header(key: String, body: some Sequence<UInt8>) -> Data {
        var hasher = SHA256()
        hasher.update(body)
        return Data("\(key) \(hasher.hexDigest())\n".utf8)
    }

    func read<Value: Decodable>(_ type: Value.Type, key: String) -> Value? {
        guard let body = read(key: key) else { return nil }
        return try? CompactDecoder().decode(type, from: body)
    }

    /// The entry's bytes under its first line, when the line holds `key` and their digest.
    func read(key: String) -> Data? {
        withBody(key: key) { Data($0) }
    }

    /// `read(key:)` without copying: the file is mapped, its first line checked, and `use` given the bytes under
    /// it while the mapping lasts; nil (and `use` not called) when the line does not hold `key` and their digest.
    /// For large entries (every lesson's outlines): reading them into memory and copying the body out cost more than
    /// decoding them.
    func withBody<Result>(key: String, _ use: (UnsafeRawBufferPointer) -> Result?) -> Result? {
        withBody { found, body in found == key ? use(body) : nil }
    }

    /// `withBody(key:_:)` for a reader that learns the key it wants only later: `use` is given the key the first line
    /// holds with the bytes under it, once their digest is checked.
    func withBody<Result>(_ use: (_ key: String, UnsafeRawBufferPointer) -> Result?) -> Result? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return nil }
        let size = Int(info.st_size)
        guard let mapping = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapping != MAP_FAILED else { return nil }
        defer { munmap(mapping, size) }
        let bytes = UnsafeRawBufferPointer(start: mapping, count: size)
        guard let newline = bytes.firstIndex(of: 0x0a) else { return nil }
        let body = UnsafeRawBufferPointer(rebasing: bytes[(newline + 1)...])
        guard let space = bytes[..<newline].lastIndex(of: UInt8(ascii: " ")) else { return nil }
        let key = String(decoding: bytes[..<space], as: UTF8.self)
        guard bytes[...newline].elementsEqual(Self.header(key: key, body: body)) else { return nil }
        return use(key, body)
    }

    func write(_ value: some Encodable, key: String) {
        guard let body = try? CompactEncoder().encode(value) else { return }
        write(body: body, key: key)
    }

    /// Keeps `body` under a first line holding `key` and its digest.
    func write(body: Data, key: String) {
        CacheFile.replace(path, with: Self.header(key: key, body: body) + body)
    }
}
