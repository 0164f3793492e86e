import Foundation

/// Reads what `CompactEncoder` wrote, straight from the bytes: a keyed container notes where each of its values
/// starts (skipping each by its length) and a value is read only when asked for. Every length and tag is checked,
/// so damaged bytes are a `DecodingError`, never a crash.
struct CompactDecoder {
    typealias Tag = CompactEncoder.Tag

    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        try data.withUnsafeBytes { buffer in
            let reader = Reader(bytes: buffer)
            guard try reader.end(of: 0) == buffer.count else { throw reader.damaged("trailing bytes") }
            return try reader.value(Value.self, at: 0, path: [])
        }
    }

    /// The bytes and how to read values at offsets in them; valid only during `decode(_:from:)`.
    struct Reader {
        let bytes: UnsafeRawBufferPointer

        init(bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        func damaged(_ what: String, path: [any CodingKey] = []) -> DecodingError {
            DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "damaged cache entry: \(what)"))
        }

        func tag(at offset: Int) throws -> Tag {
            guard offset < bytes.count, let tag = Tag(rawValue: bytes[offset]) else { throw damaged("bad tag at \(offset)") }
            return tag
        }

        func word(at offset: Int) throws -> UInt64 {
            guard offset >= 0, offset + 8 <= bytes.count else { throw damaged("truncated at \(offset)") }
            return bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
        }

        /// The 4-byte number at `offset`: a container's count.
        func count(at offset: Int) throws -> Int {
            guard offset >= 0, offset + 4 <= bytes.count else { throw damaged("truncated at \(offset)") }
            return Int(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
        }

        /// The 4-byte length at `offset`, checked to end within the bytes.
        func length(at offset: Int) throws -> Int {
            let length = try count(at: offset)
            guard offset + 4 + length <= bytes.count else { throw damaged("length past the end at \(offset)") }
            return length
        }

        /// The offset just after the value at `offset`.
        func end(of offset: Int) throws -> Int {
            switch try tag(at: offset) {
            case .null, .no, .yes: offset + 1
            case .integer, .unsigned, .double: offset + 9
            case .string, .array, .keyed: offset + 5 + (try length(at: offset + 1))
            }
        }

        /// The string whose length is at `offset` (a string value's body, or a key).
        func string(lengthAt offset: Int) throws -> String {
            let length = try length(at: offset)
            guard let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 4 + length)]), as: UTF8.self)
            else { throw damaged("a string is not UTF-8 at \(offset)") }
            return text
        }

        func value<Value: Decodable>(_ type: Value.Type, at offset: Int, path: [any CodingKey]) throws -> Value {
            if Value.self == String.self { return try string(at: offset, path: path) as! Value }
            if Value.self == Int.self { return try integer(Int.self, at: offset, path: path) as! Value }
            if Value.self == Bool.self { return try bool(at: offset, path: path) as! Value }
            return try Value(from: ValueDecoder(reader: self, offset: offset))
        }

        func string(at offset: Int, path: [any CodingKey]) throws -> String {
            guard try tag(at: offset) == .string else { throw mismatch(String.self, path) }
            return try string(lengthAt: offset + 1)
        }

        func bool(at offset: Int, path: [any CodingKey]) throws -> Bool {
            switch try tag(at: offset) {
            case .no: false
            case .yes: true
            default: throw mismatch(Bool.self, path)
            }
        }

        func integer<Number: FixedWidthInteger>(_ type: Number.Type, at offset: Int, path: [any CodingKey]) throws -> Number {
            let number: Number?
            switch try tag(at: offset) {
            case .integer: number = Number(exactly: Int64(bitPattern: try word(at: offset + 1)))
            case .unsigned: number = Number(exactly: try word(at: offset + 1))
            default: throw mismatch(Number.self, path)
            }
            guard let number else { throw damaged("\(Number.self) out of range", path: path) }
            return number
        }

        func double(at offset: Int, path: [any CodingKey]) throws -> Double {
            guard try tag(at: offset) == .double else { throw mismatch(Double.self, path) }
            return Double(bitPattern: try word(at: offset + 1))
        }

        func isNil(at offset: Int) throws -> Bool { try tag(at: offset) == .null }

        func mismatch(_ type: Any.Type, _ path: [any CodingKey]) -> DecodingError {
            DecodingError.typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "damaged cache entry"))
        }
    }

    private struct ValueDecoder: Decoder {
        let reader: Reader
        let offset: Int
        /// Not tracked (a damaged entry is only ever a cache miss): nothing to carry from container to container.
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            KeyedDecodingContainer(try Keyed<Key>(reader: reader, offset: offset))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try Unkeyed(reader: reader, offset: offset)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            Single(reader: reader, offset: offset)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let reader: Reader
        /// Not tracked (a damaged entry is only ever a cache miss): nothing to carry from container to container.
        var codingPath: [any CodingKey] { [] }
        /// Where each entry's key (its UTF-8 bytes) and value start; keys are compared as bytes, never made into
        /// strings.
        private let entries: [(key: Range<Int>, value: Int)]

        init(reader: Reader, offset: Int) throws {
            guard try reader.tag(at: offset) == .keyed else { throw reader.mismatch([String: Any].self, []) }
            self.reader = reader
            let end = offset + 5 + (try reader.length(at: offset + 1))
            guard end >= offset + 9 else { throw reader.damaged("a keyed container's size", path: []) }
            let count = try reader.count(at: offset + 5)
            var entries: [(key: Range<Int>, value: Int)] = []
            entries.reserveCapacity(min(count, end - offset))
            var position = offset + 9
            while position < end {
                let length = try reader.length(at: position)
                let value = position + 4 + length
                entries.append(((position + 4)..<value, value))
                position = try reader.end(of: value)
            }
            guard position == end, entries.count == count else { throw reader.damaged("a keyed container's size", path: []) }
            self.entries = entries
        }

        var allKeys: [Key] {
            entries.compactMap { entry in
                String(validating: UnsafeRawBufferPointer(rebasing: reader.bytes[entry.key]), as: UTF8.self).flatMap(Key.init(stringValue:))
            }
        }

        private func index(of name: String) -> Int? {
            var name = name
            return name.withUTF8 { utf8 in
                entries.firstIndex { entry in
                    entry.key.count == utf8.count
                        && (utf8.isEmpty || memcmp(reader.bytes.baseAddress! + entry.key.lowerBound, utf8.baseAddress!, utf8.count) == 0)
                }
            }
        }

        func contains(_ key: Key) -> Bool { index(of: key.stringValue) != nil }

        private func offset(of key: Key) throws -> Int {
            guard let index = index(of: key.stringValue) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "not in the cache entry"))
            }
            return entries[index].value
        }

        /// Coding paths are not tracked (a damaged entry is only ever a cache miss): building one per value was a
        /// large part of decoding.
        private func path(_ key: Key) -> [any CodingKey] { codingPath }

        func decodeNil(forKey key: Key) throws -> Bool { try reader.isNil(at: offset(of: key)) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.bool(at: offset(of: key), path: path(key)) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string(at: offset(of: key), path: path(key)) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.double(at: offset(of: key), path: path(key)) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try reader.double(at: offset(of: key), path: path(key))) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.integer(type, at: offset(of: key), path: path(key)) }
        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            try reader.value(type, at: offset(of: key), path: path(key))
        }

        // An optional is one lookup, not the three (`contains`, `decodeNil`, `decode`) of the protocol's default.
        private func presentOffset(of key: Key) throws -> Int? {
            guard let index = index(of: key.stringValue) else { return nil }
            let offset = entries[index].value
            return try reader.isNil(at: offset) ? nil : offset
        }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
            try presentOffset(of: key).map { try reader.bool(at: $0, path: codingPath) }
        }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
            try presentOffset(of: key).map { try reader.string(at: $0, path: codingPath) }
        }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
            try presentOffset(of: key).map { try reader.double(at: $0, path: codingPath) }
        }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
            try presentOffset(of: key).map { try reader.integer(type, at: $0, path: codingPath) }
        }
        func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
            try presentOffset(of: key).map { try reader.value(type, at: $0, path: codingPath) }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(try Keyed<NestedKey>(reader: reader, offset: offset(of: key)))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try Unkeyed(reader: reader, offset: offset(of: key))
        }
        func superDecoder() throws -> any Decoder {
            guard let index = index(of: "super") else { throw reader.damaged("no super entry", path: codingPath) }
            return ValueDecoder(reader: reader, offset: entries[index].value)
        }
        func superDecoder(forKey key: Key) throws -> any Decoder {
            ValueDecoder(reader: reader, offset: try offset(of: key))
        }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let reader: Reader
        /// Not tracked (a damaged entry is only ever a cache miss): nothing to carry from container to container.
        var codingPath: [any CodingKey] { [] }
        let count: Int?
        private(set) var currentIndex = 0
        private var position: Int
        private let end: Int
        var isAtEnd: Bool { currentIndex >= (count ?? 0) }

        init(reader: Reader, offset: Int) throws {
            guard try reader.tag(at: offset) == .array else { throw reader.mismatch([Any].self, []) }
            self.reader = reader
            end = offset + 5 + (try reader.length(at: offset + 1))
            guard end >= offset + 9 else { throw reader.damaged("an array's size", path: []) }
            count = try reader.count(at: offset + 5)
            position = offset + 9
        }

        /// The next element's offset, moving past it.
        private mutating func next() throws -> Int {
            guard !isAtEnd, position < end else {
                throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "array ended"))
            }
            let offset = position
            position = try reader.end(of: offset)
            guard position <= end else { throw reader.damaged("an element runs past its array", path: codingPath) }
            currentIndex += 1
            return offset
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, try reader.isNil(at: position) else { return false }
            _ = try next()
            return true
        }
        mutating func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: next(), path: codingPath) }
        mutating func decode(_ type: String.Type) throws -> String { try reader.string(at: next(), path: codingPath) }
        mutating func decode(_ type: Double.Type) throws -> Double { try reader.double(at: next(), path: codingPath) }
        mutating func decode(_ type: Float.Type) throws -> Float { Float(try reader.double(at: next(), path: codingPath)) }
        mutating func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: next(), path: codingPath) }
        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try reader.value(type, at: next(), path: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            KeyedDecodingContainer(try Keyed<NestedKey>(reader: reader, offset: next()))
        }
        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try Unkeyed(reader: reader, offset: next())
        }
        mutating func superDecoder() throws -> any Decoder {
            ValueDecoder(reader: reader, offset: try next())
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let reader: Reader
        let offset: Int
        /// Not tracked (a damaged entry is only ever a cache miss): nothing to carry from container to container.
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { (try? reader.isNil(at: offset)) ?? false }
        func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: offset, path: codingPath) }
        func decode(_ type: String.Type) throws -> String { try reader.string(at: offset, path: codingPath) }
        func decode(_ type: Double.Type) throws -> Double { try reader.double(at: offset, path: codingPath) }
        func decode(_ type: Float.Type) throws -> Float { Float(try reader.double(at: offset, path: codingPath)) }
        func decode(_ type: Int.Type) throws -> Int { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type, at: offset, path: codingPath) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type, at: offset, path: codingPath) }
        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try reader.value(type, at: offset, path: codingPath) }
    }
}
