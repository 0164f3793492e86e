import CSQLite
import Foundation

/// A value stored in or read from an SQLite column.
enum SQLiteValue: Hashable, Sendable {
    case integer(Int64)
    case text(String)
    case null

    var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
    var text: String? { if case .text(let value) = self { value } else { nil } }
}

/// An error from SQLite, with its message and the statement that failed.
struct SQLiteError: Error, CustomStringConvertible {
    var message: String
    var description: String { "SQLite: \(message)" }
}

/// An SQLite database file. The only file that calls `sqlite3_*`: every handle it opens is finalised or closed
/// before the call that opened it returns (or in `close()`), and only Swift values leave it.
final class SQLiteDatabase {
    private var handle: OpaquePointer?
    /// The buffer a borrowing database lives in (`init(borrowing:)`), released after the handle is closed.
    private var borrowed: MappedBuffer?

    /// Opens (creating when `create` is set) the database at `path`.
    init(path: String, create: Bool) throws {
        // NOMUTEX: a handle is only ever used by the thread that holds it, so SQLite need not lock it on every call.
        let flags = (create ? (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) : SQLITE_OPEN_READONLY) | SQLITE_OPEN_NOMUTEX
        var database: OpaquePointer?
        let status = sqlite3_open_v2(path, &database, flags, nil)
        guard status == SQLITE_OK, let database else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open \(path)"
            sqlite3_close(database)
            throw SQLiteError(message: "\(message) (\(path))")
        }
        handle = database
    }

    /// A new, empty database in memory; `serialized()` gives its file image.
    convenience init() throws {
        try self.init(path: ":memory:", create: true)
    }

    /// An in-memory database restored from `image`, the bytes of an SQLite file (what `serialized()` returned), in a
    /// buffer of at least `capacity` bytes: a database about to grow to a known size then grows in place instead of
    /// being copied to ever larger buffers.
    convenience init(image: Data, capacity: Int = 0) throws {
        try self.init()
        let size = image.count
        let allocated = max(size, capacity)
        guard let copy = sqlite3_malloc64(sqlite3_uint64(allocated)) else { throw SQLiteError(message: "out of memory") }
        image.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { copy.copyMemory(from: base, byteCount: size) }
        }
        // SQLite owns the copy from here on, and frees it when the database closes (or when this call fails).
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
        let status = sqlite3_deserialize(
            try open(), "main", copy.assumingMemoryBound(to: UInt8.self), sqlite3_int64(size), sqlite3_int64(allocated), flags
        )
        guard status == SQLITE_OK else { throw SQLiteError(message: "cannot restore a database image (status \(status))") }
    }

    /// An in-memory database in `buffer`, the bytes of an SQLite file, written in place and never grown: a change that
    /// needs more room fails (`SQLITE_FULL`). The database holds the buffer until it is released.
    convenience init(borrowing buffer: MappedBuffer) throws {
        try self.init()
        guard let base = buffer.bytes.baseAddress else { throw SQLiteError(message: "an empty database image") }
        let size = sqlite3_int64(buffer.bytes.count)
        let status = sqlite3_deserialize(try open(), "main", base.assumingMemoryBound(to: UInt8.self), size, size, 0)
        guard status == SQLITE_OK else { throw SQLiteError(message: "cannot restore a database image (status \(status))") }
        borrowed = buffer
    }

    /// Attaches the SQLite file whose bytes are `image` under `schema` (`old`), read-only and in place (no copy), for
    /// statements that copy rows from it. `image` must stay valid until the database closes. Must be called outside a
    /// transaction.
    func attach(readOnly image: UnsafeRawBufferPointer, as schema: String) throws {
        try execute("ATTACH DATABASE ':memory:' AS \(schema)")
        guard let base = image.baseAddress else { throw SQLiteError(message: "an empty database image") }
        let status = sqlite3_deserialize(
            try open(), schema, UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self)),
            sqlite3_int64(image.count), sqlite3_int64(image.count), UInt32(SQLITE_DESERIALIZE_READONLY)
        )
        guard status == SQLITE_OK else { throw SQLiteError(message: "cannot restore a database image (status \(status))") }
    }

    deinit { close() }

    /// The database as the bytes of an SQLite file (what `sqlite3_serialize` copies out).
    func serialized() throws -> Data {
        var size: sqlite3_int64 = 0
        guard let bytes = sqlite3_serialize(try open(), "main", &size, 0) else {
            throw SQLiteError(message: "cannot serialize the database")
        }
        defer { sqlite3_free(bytes) }
        return Data(bytes: bytes, count: Int(size))
    }

    /// Calls `body` with the database's file image in place, without copying it out (an in-memory database's own
    /// buffer, which `body` may patch); falls back to a copy when SQLite cannot lend the buffer. The bytes are valid
    /// only inside `body`, and the database must not be used again afterwards except to close it.
    func withSerializedBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) throws -> Result {
        var size: sqlite3_int64 = 0
        let database = try open()
        if let bytes = sqlite3_serialize(database, "main", &size, UInt32(SQLITE_SERIALIZE_NOCOPY)) {
            return try body(UnsafeMutableRawBufferPointer(start: bytes, count: Int(size)))
        }
        guard let bytes = sqlite3_serialize(database, "main", &size, 0) else {
            throw SQLiteError(message: "cannot serialize the database")
        }
        defer { sqlite3_free(bytes) }
        return try body(UnsafeMutableRawBufferPointer(start: bytes, count: Int(size)))
    }

    /// Closes the database; later calls fail.
    func close() {
        if let handle { sqlite3_close_v2(handle) }
        handle = nil
    }

    /// Runs one or more statements that take no parameters and return no rows.
    func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(try open(), sql, nil, nil, &error)
        defer { sqlite3_free(error) }
        guard status == SQLITE_OK else {
            throw SQLiteError(message: error.map { String(cString: $0) } ?? "status \(status)")
        }
    }

    /// Runs one statement once per parameter row (inside the caller's transaction): a prepared statement reused.
    func run(_ sql: String, rows: [[SQLiteValue]]) throws {
        try run(sql, count: rows.count) { index, bind in
            for (offset, value) in rows[index].enumerated() { bind(offset, value) }
        }
    }

    /// Runs one statement `count` times; `bindRow(index, bind)` binds row `index`'s values by position (0-based).
    /// Rows are bound straight from Swift strings' UTF-8 storage, so large batches allocate nothing per value.
    func run(_ sql: String, count: Int, bindRow: (Int, (Int, SQLiteValue) -> Void) -> Void) throws {
        let database = try open()
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
            throw SQLiteError(message: "\(String(cString: sqlite3_errmsg(database))) in \(sql)")
        }
        defer { sqlite3_finalize(statement) }
        let transient = transientDestructor
        for index in 0..<count {
            sqlite3_reset(statement)
            bindRow(index) { offset, value in
                let position = Int32(offset + 1)
                switch value {
                case .integer(let number): sqlite3_bind_int64(statement, position, number)
                case .null: sqlite3_bind_null(statement, position)
                case .text(var text):
                    _ = text.withUTF8 { bytes in
                        bytes.withMemoryRebound(to: CChar.self) { characters in
                            if let base = characters.baseAddress {
                                sqlite3_bind_text(statement, position, base, Int32(characters.count), transient)
                            } else {
                                // An empty buffer may have no address; SQLite needs a non-null pointer for "".
                                sqlite3_bind_text(statement, position, "", 0, transient)
                            }
                        }
                    }
                }
            }
            let status = sqlite3_step(statement)
            guard status == SQLITE_DONE || status == SQLITE_ROW else {
                throw SQLiteError(message: "\(String(cString: sqlite3_errmsg(database))) in \(sql)")
            }
        }
    }

    /// The rows a query returns, every column converted to a Swift value (reals are rounded down to integers).
    func query(_ sql: String) throws -> [[SQLiteValue]] {
        let database = try open()
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw SQLiteError(message: "\(String(cString: sqlite3_errmsg(database))) in \(sql)")
        }
        defer { sqlite3_finalize(statement) }
        var rows: [[SQLiteValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else {
                throw SQLiteError(message: "\(String(cString: sqlite3_errmsg(database))) in \(sql)")
            }
            var row: [SQLiteValue] = []
            for column in 0..<sqlite3_column_count(statement) {
                switch sqlite3_column_type(statement, column) {
                case SQLITE_INTEGER, SQLITE_FLOAT: row.append(.integer(sqlite3_column_int64(statement, column)))
                case SQLITE_NULL: row.append(.null)
                default: row.append(.text(sqlite3_column_text(statement, column).map { String(cString: $0) } ?? ""))
                }
            }
            rows.append(row)
        }
        return rows
    }

    private func open() throws -> OpaquePointer {
        guard let handle else { throw SQLiteError(message: "database is closed") }
        return handle
    }

    /// SQLITE_TRANSIENT: SQLite copies bound text before the Swift string's buffer goes away.
    private var transientDestructor: sqlite3_destructor_type {
        unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
    }
}
