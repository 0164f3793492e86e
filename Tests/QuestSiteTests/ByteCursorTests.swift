@testable import QuestSite
import Testing

/// The build's hand-read formats take their bytes through `ByteCursor`: a read past the end or a number that does not
/// fit is a nil, and a failed read leaves the cursor where it was.
@Suite("byte cursor")
struct ByteCursorTests {
    /// Runs `read` on a cursor over the UTF-8 of `text`.
    private func reading<Result>(_ text: String, _ read: (inout ByteCursor) -> Result) -> Result {
        Array(text.utf8).withUnsafeBytes { bytes in
            var cursor = ByteCursor(bytes)
            return read(&cursor)
        }
    }

    @Test("skips text only when the bytes go on with it, and takes up to a terminator only when one follows")
    func skipAndTake() {
        let read = reading("{\"key\" 12 rest") { cursor -> [String?] in
            let wrong = cursor.skip("{\"kex\"") ? "skipped" : nil
            let right = cursor.skip("{\"") ? "skipped" : nil
            let key = cursor.take(upTo: 0x22).map { String(decoding: $0, as: UTF8.self) }
            let none = cursor.take(upTo: 0x7c).map { String(decoding: $0, as: UTF8.self) }
            let space = cursor.skip(" ") ? "skipped" : nil
            let digits = String(decoding: cursor.take(atMost: 9) { $0 >= 0x30 && $0 <= 0x39 }, as: UTF8.self)
            let tooMany = cursor.take(6).map { String(decoding: $0, as: UTF8.self) }
            let rest = String(decoding: cursor.takeRest(), as: UTF8.self)
            return [wrong, right, key, none, space, digits, tooMany, rest, cursor.isAtEnd ? "end" : nil]
        }
        #expect(read == [nil, "skipped", "key", nil, "skipped", "12", nil, " rest", "end"])
    }

    @Test("reads little-endian words and refuses one the bytes end inside")
    func words() {
        let bytes: [UInt8] = [0x01, 0x02, 0x00, 0x00, 0xff]
        let read = bytes.withUnsafeBytes { buffer -> (UInt32?, UInt32?, Int) in
            var cursor = ByteCursor(buffer)
            return (cursor.littleEndian(UInt32.self), cursor.littleEndian(UInt32.self), cursor.remaining)
        }
        #expect(read.0 == 0x0201 && read.1 == nil && read.2 == 1)
    }

    @Test("reads decimals, and refuses an empty one, a stray byte, a minus where none may be and an overflow",
          arguments: [
              ("0", UInt64?(0), Int64?(0)), ("18446744073709551615", UInt64.max, nil), ("18446744073709551616", nil, nil),
              ("9223372036854775807", 9_223_372_036_854_775_807, Int64.max), ("-12", nil, -12), ("-", nil, nil),
              ("", nil, nil), ("1x", nil, nil), ("--1", nil, nil), ("-9223372036854775808", nil, nil),
          ])
    func decimals(text: String, unsigned: UInt64?, signed: Int64?) {
        let read = Array(text.utf8).withUnsafeBytes { (ByteCursor.decimal($0), ByteCursor.signedDecimal($0)) }
        #expect(read.0 == unsigned && read.1 == signed, "\(text)")
    }
}
