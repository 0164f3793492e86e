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
    /// A zip archive of `entries` (name, bytes), deflated (level 1), in the given order, built in memory. Every entry is
    /// stamped with `modified`, so the same entries always give the same archive bytes.
    static func archive(_ entries: [(name: String, data: Data)], modified: Date) throws -> Data {
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
        try withBuffers(entries.map(\.data)) { buffers in
            try add(entries.map(\.name), buffers, to: archive, mtime: mtime)
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
        _ names: [String], _ buffers: [UnsafeRawBufferPointer], to archive: OpaquePointer, mtime: time_t
    ) throws {
        for (name, bytes) in zip(names, buffers) {
            // freep = 0: the caller's buffer, not a copy (an empty one may have no address, which libzip accepts).
            guard let source = zip_source_buffer(archive, bytes.baseAddress, zip_uint64_t(bytes.count), 0) else {
                throw ZipError(message: lastError(archive))
            }
            let index = zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE))
            guard index >= 0 else {
                zip_source_free(source)
                throw ZipError(message: lastError(archive))
            }
            let unsignedIndex = zip_uint64_t(index)
            // Level 1: most of deflate's gain on HTML for a fraction of the default level's time.
            guard zip_set_file_compression(archive, unsignedIndex, ZIP_CM_DEFLATE, 1) == 0,
                  zip_file_set_mtime(archive, unsignedIndex, mtime, 0) == 0
            else { throw ZipError(message: lastError(archive)) }
        }
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
        var status: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &status) else {
            throw ZipError(message: "cannot open \(path) (libzip error \(status))")
        }
        defer { zip_discard(archive) }
        var info = zip_stat_t()
        zip_stat_init(&info)
        guard zip_stat(archive, name, 0, &info) == 0, let file = zip_fopen(archive, name, 0) else {
            throw ZipError(message: "\(path) has no entry \(name)")
        }
        defer { zip_fclose(file) }
        var data = Data(count: Int(info.size))
        let read = data.withUnsafeMutableBytes { bytes in zip_fread(file, bytes.baseAddress, info.size) }
        guard read == Int64(info.size) else { throw ZipError(message: "short read of \(name) in \(path)") }
        return data
    }

    /// The names of the entries of the archive at `path`, in archive order.
    static func entryNames(in path: String) throws -> [String] {
        var status: Int32 = 0
        guard let archive = zip_open(path, ZIP_RDONLY, &status) else {
            throw ZipError(message: "cannot open \(path) (libzip error \(status))")
        }
        defer { zip_discard(archive) }
        return (0..<zip_get_num_entries(archive, 0)).compactMap { index in
            zip_get_name(archive, zip_uint64_t(index), 0).map { String(cString: $0) }
        }
    }

    private static func lastError(_ archive: OpaquePointer) -> String {
        String(cString: zip_strerror(archive))
    }
}
