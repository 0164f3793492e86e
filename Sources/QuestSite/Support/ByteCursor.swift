/// A place in bytes being read, every read checked to stay within them: how the build reads the formats it writes by
/// hand (the manifest's JSON layout, `FileStats`' lines, `OutlineCodec`'s outlines), so that damaged bytes are a nil,
/// never a crash or a huge allocation.
///
/// Valid only while the buffer it reads is (inside `withUnsafeBytes`).
struct ByteCursor {
    let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// True when every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    /// How many bytes are left.
    var remaining: Int { bytes.count - offset }

    /// The next byte, not stepped over; nil at the end.
    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// Steps over `text` when the bytes go on with it; false (and stays) otherwise.
    mutating func skip(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard count <= remaining else { return false }
        for index in 0..<count where bytes[offset + index] != text.utf8Start[index] { return false }
        offset += count
        return true
    }

    /// The next `count` bytes, stepped over; nil when fewer are left.
    mutating func take(_ count: Int) -> UnsafeRawBufferPointer? {
        guard count >= 0, count <= remaining else { return nil }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count)])
    }

    /// The bytes before the next `terminator`, stepping over both; nil (and stays) when no `terminator` follows.
    mutating func take(upTo terminator: UInt8) -> UnsafeRawBufferPointer? {
        var end = offset
        while end < bytes.count, bytes[end] != terminator { end += 1 }
        guard end < bytes.count else { return nil }
        defer { offset = end + 1 }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<end])
    }

    /// The bytes from here that satisfy `accepts`, at most `limit` of them, stepped over (perhaps none).
    mutating func take(atMost limit: Int, while accepts: (UInt8) -> Bool) -> UnsafeRawBufferPointer {
        var end = offset
        while end < bytes.count, end - offset < limit, accepts(bytes[end]) { end += 1 }
        defer { offset = end }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<end])
    }

    /// The rest of the bytes, stepped over.
    mutating func takeRest() -> UnsafeRawBufferPointer {
        take(remaining)!
    }

    /// A little-endian integer of `type`'s width; nil when the bytes end first.
    mutating func littleEndian<Word: FixedWidthInteger>(_ type: Word.Type) -> Word? {
        take(MemoryLayout<Word>.size).map { Word(littleEndian: $0.loadUnaligned(as: Word.self)) }
    }

    /// `digits` as a decimal number: one digit or more, nothing else; nil when it does not fit in a `UInt64`.
    static func decimal(_ digits: UnsafeRawBufferPointer) -> UInt64? {
        guard !digits.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit = byte &- 0x30
            guard digit < 10 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(digit))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// `digits` as a decimal number with an optional minus sign first; nil when it does not fit in an `Int64`.
    static func signedDecimal(_ digits: UnsafeRawBufferPointer) -> Int64? {
        let negative = digits.first == 0x2d
        guard let magnitude = decimal(negative ? UnsafeRawBufferPointer(rebasing: digits.dropFirst()) : digits),
              magnitude <= UInt64(Int64.max) else { return nil }
        return negative ? -Int64(magnitude) : Int64(magnitude)
    }
}
