import CZip
import Foundation

/// An error from libzip, naming the archive.
struct ZipError: Error, CustomStringConvertible {
    var message: String
    var description: String { "zip: \(message)" }
}

/// Builds and reads zip archives through libzip. The only file that calls `zip_*`: archives and sources are closed
/// or freed before each function returns, and entries travel as `Data`.
enum ZipArchive {
    /// What an entry holds: bytes that libzip deflates (level 1), or a stream deflated already (`DeflateBlocks`),
    /// which goes in as it is, its split recorded in the entry's comment.
    enum Content {
        case bytes(Data)
        case deflated(DeflateBlocks)
    }

    /// A zip archive of `entries` (name, bytes), deflated (level 1), in the given order, built in memory. Every entry is
    /// stamped with `modified`, so the same entries always give the same archive bytes.
    static func archive(_ entries: [(name: String, data: Data)], modified: Date) throws -> Data {
        try archive(entries.map { ($0.name, Content.bytes($0.data)) }, modified: modified)
    }

    /// A zip archive of `entries` in the given order, built in memory, every entry stamped with `modified`.
    static func archive(_ entries: [(name: String, content: Content)], modified: Date) throws -> Data {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let buffer = zip_source_buffer_create(nil, 0, 0, &error) else {
            throw ZipError(message: "cannot create an archive in memory")
        }
        guard let archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error) else {
            zip_source_free(buffer)
            throw ZipError(message: "cannot open an archive in memory: \(String(cString: zip_error_strerror(&error)))")
        }
        // The archive now owns the buffer source; a second reference keeps it alive after zip_close writes into it.
        zip_source_keep(buffer)
        defer { zip_source_free(buffer) }
        var closed = false
        defer { if !closed { zip_discard(archive) } }
        let mtime = time_t(modified.timeIntervalSince1970)
        // libzip reads the entries' bytes in place (freep = 0) while zip_close writes the archive, so every entry's
        // buffer is held open until then: no copy of a many-megabyte collection.
        let datas = entries.map { entry -> Data in
            switch entry.content {
            case .bytes(let data): data
            case .deflated(let blocks): blocks.stream
            }
        }
        try withBuffers(datas) { buffers in
            for (entry, bytes) in zip(entries, buffers) {
                try add(entry.name, entry.content, bytes, to: archive, mtime: mtime)
            }
            guard zip_close(archive) == 0 else { throw ZipError(message: lastError(archive)) }
            closed = true
        }
        return try contents(of: buffer)
    }

    /// Calls `body` with the bytes of every one of `datas`, all valid at once.
    private static func withBuffers<Result>(
        _ datas: [Data], _ buffers: [UnsafeRawBufferPointer] = [], _ body: ([UnsafeRawBufferPointer]) throws -> Result
    ) throws -> Result {
        guard buffers.count < datas.count else { return try body(buffers) }
        return try datas[buffers.count].withUnsafeBytes { bytes in try withBuffers(datas, buffers + [bytes], body) }
    }

    private static func add(
        _ name: String, _ content: Content, _ bytes: UnsafeRawBufferPointer, to archive: OpaquePointer, mtime: time_t
    ) throws {
        let source: OpaquePointer?
        switch content {
        case .bytes:
            // freep = 0: the caller's buffer, not a copy (an empty one may have no address, which libzip accepts).
            source = zip_source_buffer(archive, bytes.baseAddress, zip_uint64_t(bytes.count), 0)
        case .deflated(let blocks):
            source = PrecompressedSource.make(in: archive, stream: bytes, size: blocks.size, crc: blocks.crc)
        }
        guard let source else { throw ZipError(message: lastError(archive)) }
        let index = zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE))
        guard index >= 0 else {
            zip_source_free(source)
            throw ZipError(message: lastError(archive))
        }
        let unsignedIndex = zip_uint64_t(index)
        switch content {
        case .bytes:
            // Level 1: most of deflate's gain on HTML for a fraction of the default level's time.
            guard zip_set_file_compression(archive, unsignedIndex, ZIP_CM_DEFLATE, 1) == 0 else {
                throw ZipError(message: lastError(archive))
            }
        case .deflated(let blocks):
            // The source says it is deflated already: libzip copies it as it is, with the size and CRC it gives.
            let comment = Array(blocks.comment.utf8)
            guard comment.count <= Int(UInt16.max),
                  zip_file_set_comment(archive, unsignedIndex, comment.map { CChar(bitPattern: $0) }, UInt16(comment.count), 0) == 0
            else { throw ZipError(message: lastError(archive)) }
        }
        guard zip_file_set_mtime(archive, unsignedIndex, mtime, 0) == 0 else { throw ZipError(message: lastError(archive)) }
    }

    /// Everything a buffer source holds.
    private static func contents(of source: OpaquePointer) throws -> Data {
        var info = zip_stat_t()
        zip_stat_init(&info)
        guard zip_source_stat(source, &info) == 0, zip_source_open(source) == 0 else {
            throw ZipError(message: "cannot read the archive back from memory")
        }
        defer { zip_source_close(source) }
        var data = Data(count: Int(info.size))
        let read = data.withUnsafeMutableBytes { bytes in zip_source_read(source, bytes.baseAddress, info.size) }
        guard read == Int64(info.size) else { throw ZipError(message: "short read of the archive in memory") }
        return data
    }

    /// The bytes of the entry `name` in the archive at `path`.
    static func read(_ name: String, from path: String) throws -> Data {
        try withArchive(at: path) { archive in try entry(name, of: archive, path: path, stored: false).bytes }
    }

    /// The entry `name` of the archive at `path` as stored: its bytes (the deflate stream when deflated, unread) and its
    /// comment.
    static func stored(_ name: String, from path: String) throws -> (bytes: Data, comment: String) {
        try withArchive(at: path) { archive in try stored(name, of: archive, path: path) }
    }

    /// The entry `name` of the archive at `path` both inflated and as stored (`stored(_:from:)`), the archive opened
    /// once; the stored part is nil when it cannot be read.
    static func readWithStored(_ name: String, from path: String) throws -> (bytes: Data, stored: (bytes: Data, comment: String)?) {
        try withArchive(at: path) { archive in
            (try entry(name, of: archive, path: path, stored: false).bytes, try? stored(name, of: archive, path: path))
        }
    }

    private static func stored(_ name: String, of archive: OpaquePointer, path: String) throws -> (bytes: Data, comment: String) {
        let (bytes, index) = try entry(name, of: archive, path: path, stored: true)
        var length: UInt32 = 0
        return (bytes, zip_file_get_comment(archive, index, &length, 0).map { String(cString: $0) } ?? "")
    }

    /// The names of the entries of the archive at `path`, in archive order.
    static func entryNames(in path: String) throws -> [String] {
        try withArchive(at: path) { archive in
            (0..<zip_get_num_entries(archive, 0)).compactMap { index in
                zip_get_name(archive, zip_uint64_t(index), 0).map { String(cString: $0) }
            }
        }
    }

    /// Calls `body` with the archive at `path`, opened to read.
    private static func withArchive<Result>(at path: String, _ body: (OpaquePointer) throws -> Result) throws -> Result {
        var status: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &status) else {
            throw ZipError(message: "cannot open \(path) (libzip error \(status))")
        }
        defer { zip_discard(archive) }
        return try body(archive)
    }

    /// The bytes of the entry `name` (inflated, or with `stored` as the archive holds them) and its index.
    private static func entry(
        _ name: String, of archive: OpaquePointer, path: String, stored: Bool
    ) throws -> (bytes: Data, index: zip_uint64_t) {
        var info = zip_stat_t()
        zip_stat_init(&info)
        let sizeField = UInt64(stored ? ZIP_STAT_COMP_SIZE : ZIP_STAT_SIZE)
        guard zip_stat(archive, name, 0, &info) == 0, info.valid & sizeField != 0,
              let file = zip_fopen_index(archive, info.index, zip_flags_t(stored ? ZIP_FL_COMPRESSED : 0)) else {
            throw ZipError(message: "\(path) has no entry \(name)")
        }
        defer { zip_fclose(file) }
        let size = stored ? info.comp_size : info.size
        var data = Data(count: Int(size))
        let read = data.withUnsafeMutableBytes { bytes in zip_fread(file, bytes.baseAddress, size) }
        guard read == Int64(size) else { throw ZipError(message: "short read of \(name) in \(path)") }
        return (data, info.index)
    }

    private static func lastError(_ archive: OpaquePointer) -> String {
        String(cString: zip_strerror(archive))
    }
}

/// A libzip source over a deflate stream made already: its stat says deflated, with the uncompressed size and CRC, so
/// `zip_close` copies the stream as it is instead of compressing it (what libzip does with an entry copied from
/// another archive). The stream's buffer must outlive `zip_close`, as a buffer source's does.
private enum PrecompressedSource {
    final class State {
        let stream: UnsafeRawBufferPointer
        let size: Int
        let crc: UInt32
        var offset = 0
        var error = zip_error_t()

        init(stream: UnsafeRawBufferPointer, size: Int, crc: UInt32) {
            self.stream = stream
            self.size = size
            self.crc = crc
            zip_error_init(&error)
        }
    }

    static func make(in archive: OpaquePointer, stream: UnsafeRawBufferPointer, size: Int, crc: UInt32) -> OpaquePointer? {
        let state = Unmanaged.passRetained(State(stream: stream, size: size, crc: crc))
        guard let source = zip_source_function(archive, callback, state.toOpaque()) else {
            state.release()
            return nil
        }
        return source
    }

    private static let supported: [zip_source_cmd_t] = [
        ZIP_SOURCE_OPEN, ZIP_SOURCE_READ, ZIP_SOURCE_CLOSE, ZIP_SOURCE_STAT, ZIP_SOURCE_ERROR, ZIP_SOURCE_FREE,
        ZIP_SOURCE_SUPPORTS,
    ]

    private static let callback: zip_source_callback = { userdata, data, length, command in
        guard let userdata else { return -1 }
        let state = Unmanaged<State>.fromOpaque(userdata).takeUnretainedValue()
        switch command {
        case ZIP_SOURCE_OPEN:
            state.offset = 0
            return 0
        case ZIP_SOURCE_READ:
            guard let data else { return -1 }
            let count = min(Int(length), state.stream.count - state.offset)
            if count > 0, let base = state.stream.baseAddress {
                data.copyMemory(from: base + state.offset, byteCount: count)
            }
            state.offset += max(0, count)
            return Int64(max(0, count))
        case ZIP_SOURCE_CLOSE:
            return 0
        case ZIP_SOURCE_STAT:
            guard let data, length >= UInt64(MemoryLayout<zip_stat_t>.size) else { return -1 }
            let stat = data.assumingMemoryBound(to: zip_stat_t.self)
            zip_stat_init(stat)
            stat.pointee.size = zip_uint64_t(state.size)
            stat.pointee.comp_size = zip_uint64_t(state.stream.count)
            stat.pointee.crc = state.crc
            stat.pointee.comp_method = zip_uint16_t(ZIP_CM_DEFLATE)
            stat.pointee.encryption_method = zip_uint16_t(ZIP_EM_NONE)
            stat.pointee.valid = zip_uint64_t(ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE | ZIP_STAT_CRC | ZIP_STAT_COMP_METHOD | ZIP_STAT_ENCRYPTION_METHOD)
            return Int64(MemoryLayout<zip_stat_t>.size)
        case ZIP_SOURCE_ERROR:
            return zip_error_to_data(&state.error, data, length)
        case ZIP_SOURCE_FREE:
            Unmanaged<State>.fromOpaque(userdata).release()
            return 0
        case ZIP_SOURCE_SUPPORTS:
            return supported.reduce(Int64(0)) { $0 | (Int64(1) << Int64($1.rawValue)) }
        default:
            zip_error_set(&state.error, ZIP_ER_OPNOTSUPP, 0)
            return -1
        }
    }
}
